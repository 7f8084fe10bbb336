#!/usr/bin/env python3
"""Instructions per keystroke of `viewls serve`, counted by callgrind.

Wall-clock latency on a shared machine moves with its neighbours; the count
of instructions an edit costs does not. This runs the server under
`valgrind --tool=callgrind` twice on the same screen — once opening it and
stopping, once opening it and applying `--edits` edits (a comment line typed
in, then taken out, at spread-out lines) — and prints the difference per edit,
with the heaviest functions (inclusive) when `--top` is given.

    apt-get install -y valgrind
    python3 Benchmarks/instructions.py --lines 2000 --edits 40 --top 30
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from latency import LanguageServerProcess, initialize, make_screen  # noqa: E402


def run(viewls, folder, text, edits, output):
    server = LanguageServerProcess(["valgrind", "--tool=callgrind", f"--callgrind-out-file={output}", viewls, "serve"], folder)
    initialize(server, "file://" + folder)
    uri = "file://" + os.path.join(folder, "Screen.view")
    server.send({"method": "textDocument/didOpen",
                 "params": {"textDocument": {"uri": uri, "languageId": "view", "version": 1, "text": text}}})
    server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics", 600)
    lines = text.split("\n")
    line = 0
    for number in range(edits):
        if number % 2 == 0:  # a comment line typed in
            line = 5 + (number * 7) % (len(lines) - 10)
            change = {"range": {"start": {"line": line, "character": 0}, "end": {"line": line, "character": 0}}, "text": "// x\n"}
        else:  # and taken out again
            change = {"range": {"start": {"line": line, "character": 0}, "end": {"line": line + 1, "character": 0}}, "text": ""}
        server.send({"method": "textDocument/didChange",
                     "params": {"textDocument": {"uri": uri, "version": number + 2}, "contentChanges": [change]}})
        server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                    and m["params"].get("version") == number + 2, 600)
    server.close()


def functions(output, inclusive):
    """Cost by function name from callgrind_annotate."""
    arguments = ["callgrind_annotate", "--threshold=100"] + (["--inclusive=yes"] if inclusive else []) + [output]
    text = subprocess.run(arguments, capture_output=True, text=True, check=True).stdout
    costs = {}
    for line in text.splitlines():
        match = re.match(r"\s*([\d,]+) \([^)]*\)\s+(\*\s+)?(.*?)( \[.*\])?$", line)
        if match:
            name = match.group(3)
            costs[name] = max(costs.get(name, 0), int(match.group(1).replace(",", "")))
    return costs


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lines", type=int, default=2000)
    parser.add_argument("--edits", type=int, default=40)
    parser.add_argument("--top", type=int, default=0, help="also list this many functions by inclusive cost per edit")
    parser.add_argument("--viewls", help="the viewls binary (default: this checkout's release build)")
    arguments = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed (apt-get install -y valgrind)")
    subprocess.run(["swift", "build", "-c", "release"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    viewls = arguments.viewls or os.path.join(ROOT, ".build/release/viewls")
    bench = os.path.join(ROOT, ".build/release/viewls-bench")
    folder = tempfile.mkdtemp(prefix="viewls-instructions-")
    try:
        text = open(make_screen(arguments.lines, "canonical", bench, viewls, folder), encoding="utf-8").read()
        # The workspace of `latency.py`: the screen, the screen it pushes, a configuration.
        with open(os.path.join(folder, "Details.view"), "w") as handle:
            handle.write('Screen {\n    title: "Details"\n    NavigationBar { title: "Details" }\n}\n')
        with open(os.path.join(folder, ".viewls.json"), "w") as handle:
            handle.write("{}\n")
        opened, edited = os.path.join(folder, "open.out"), os.path.join(folder, "edited.out")
        run(viewls, folder, text, 0, opened)
        run(viewls, folder, text, arguments.edits, edited)
        total = lambda output: functions(output, False).get("PROGRAM TOTALS", 0)
        per_edit = (total(edited) - total(opened)) / arguments.edits
        print(json.dumps({"lines": text.count("\n"), "edits": arguments.edits, "instructionsPerEdit": round(per_edit)}))
        if arguments.top:
            before, after = functions(opened, True), functions(edited, True)
            rows = sorted(((after[name] - before.get(name, 0)) / arguments.edits, name) for name in after)
            for cost, name in reversed(rows[-arguments.top:]):
                print(f"{cost / 1e6:8.2f} M  {name[:150]}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
