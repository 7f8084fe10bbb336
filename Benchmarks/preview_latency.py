#!/usr/bin/env python3
"""Latency of `viewls/preview` through `viewls serve` on stdio: a screen of
about 2,000 lines is opened, then asked to be drawn N times, alternating a
keystroke (a letter typed into a string, then taken out) with a preview
request, each timed from writing the request to reading its answer. Prints
p50, p99 and the answer's size, per shape and binary:

    python3 Benchmarks/preview_latency.py --lines 2000 --requests 200
    python3 Benchmarks/preview_latency.py --shapes grouped,grouped-findings \\
        --viewls /work/base-bin/viewls --viewls .build/release/viewls --runs 3 --sizes

Shapes (each a screen alone in its folder, beside `Details.view` and `.viewls.json`):

- `canonical`: `viewls-bench generate` in the layout of `viewls format`
  (about LINES lines);
- `grouped`: a grouped table of 1,984 `value1` cells, one a line, each with
  a detail and a disclosure indicator that pushes `Details` (no findings),
  in sections of 128 (about 2,015 lines);
- `grouped-findings`: the same where 1,682 of the cells push nothing, so
  their disclosure indicator means nothing (`table-view/accessory-meaning`:
  1,682 findings);
- `table-findings`: `keystroke_compare.py`'s plain table of 290 cells with
  findings on every row (about 2,000 lines);
- `wide`, `deep`: `keystroke_compare.py`'s plain table of 2,000 one-line
  cells in one block, and ~2,000 lines of containers nested 24 deep.

With `--patch` the client says it applies patches (`"patch": {"since":
TOKEN}` with the token of the answer before), as the VS Code webview does;
`--compare-patch` times both ways (a binary that answers no token is timed
without patches only). `--sizes` prints the p50 and largest
answer in bytes (the JSON result as sent). Each line also gives the
server's CPU time per keystroke and drawing (`cpuMsPerRequest`, from
/proc: on a loaded machine, steadier than the wall times).
"""
import argparse
import json
import os
import random
import shutil
import tempfile
import time

from keystroke_compare import deep, table_findings, wide
from latency import ROOT, LanguageServerProcess, initialize, make_screen, percentile, string_positions

GROUPED_CELLS = 1984
GROUPED_PUSHING = 302  # cells of grouped-findings that push: 1,984 - 302 = 1,682 findings


def grouped(findings):
    lines = ["Screen {", '    title: "Rows"', '    NavigationBar { title: "Rows" }', "    TableView {", "        style: grouped"]
    cell = 0
    section = 0
    while cell < GROUPED_CELLS:
        lines.append(f'        Section {{ header: "Section {section}"')
        for _ in range(min(128, GROUPED_CELLS - cell)):
            pushes = not findings or (cell * GROUPED_PUSHING) // GROUPED_CELLS != ((cell + 1) * GROUPED_PUSHING) // GROUPED_CELLS
            push = "; push: Details" if pushes else ""
            lines.append(f'            Cell {{ style: value1; title: "Row {cell} строка 行"; detail: "Detail {cell}"; '
                         f'accessory: disclosureIndicator{push} }}')
            cell += 1
        lines.append("        }")
        section += 1
    lines += ["    }", "}", ""]
    return "\n".join(lines)


def write_shape(shape, folder, lines, bench, viewls):
    with open(os.path.join(folder, "Details.view"), "w") as handle:
        handle.write('Screen {\n    title: "Details"\n    NavigationBar { title: "Details" }\n}\n')
    with open(os.path.join(folder, ".viewls.json"), "w") as handle:
        handle.write("{}\n")
    path = os.path.join(folder, "Screen.view")
    if shape == "canonical":
        return make_screen(lines, "canonical", bench, viewls, folder)
    text = {"grouped": lambda: grouped(False), "grouped-findings": lambda: grouped(True),
            "table-findings": lambda: table_findings(290), "wide": lambda: wide(2000), "deep": lambda: deep(2000)}[shape]()
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    return path


def cpu_seconds(pid):
    """The user and system CPU time a process has used (Linux /proc), in seconds."""
    with open(f"/proc/{pid}/stat") as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measure(viewls, folder, path, requests, patch, seed=7):
    text = open(path, encoding="utf-8").read()
    uri = "file://" + path
    server = LanguageServerProcess([viewls, "serve"], folder)
    initialize(server, "file://" + folder)
    server.send({"method": "textDocument/didOpen",
                 "params": {"textDocument": {"uri": uri, "languageId": "view", "version": 1, "text": text}}})
    positions = string_positions(text)
    rng = random.Random(seed)
    times, sizes, patched, findings, version, token = [], [], 0, 0, 1, None
    # The first drawing (and the check behind it) is not a keystroke's: asked once, untimed.
    params = {"textDocument": {"uri": uri}}
    if patch:
        params["patch"] = {}
    request_id, _ = server.request("viewls/preview", params)
    _, message = server.wait(lambda m: m.get("id") == request_id, 120)
    assert message and "result" in message, message
    token = message["result"].get("token")
    if patch and token is None:  # a server without patches: nothing to time that the whole drawings do not
        server.close()
        return None
    cpu_before = cpu_seconds(server.process.pid)
    for number in range(requests):
        version += 1
        insert = number % 2 == 0
        if insert:
            line, character = rng.choice(positions)
            typed = (line, character)
        else:
            line, character = typed
        change = {"range": {"start": {"line": line, "character": character},
                            "end": {"line": line, "character": character + (0 if insert else 1)}},
                  "text": "x" if insert else ""}
        server.send({"method": "textDocument/didChange",
                     "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
        params = {"textDocument": {"uri": uri}}
        if patch:
            params["patch"] = {"since": token} if token else {}
        request_id, started = server.request("viewls/preview", params)
        arrived, message = server.wait(lambda m: m.get("id") == request_id, 60)
        assert message and "result" in message, message
        times.append((arrived - started) * 1000)
        result = message["result"]
        sizes.append(len(json.dumps(result, ensure_ascii=False).encode()))
        token = result.get("token")
        if "patch" in result:
            patched += 1
        else:
            findings = result["svg"].count('class="finding"')
    cpu = cpu_seconds(server.process.pid) - cpu_before
    server.close()
    return {"lines": text.count("\n"), "requests": requests, "cpuMsPerRequest": round(cpu * 1000 / requests, 1),
            "p50Ms": round(percentile(times, 0.5), 2),
            "p99Ms": round(percentile(times, 0.99), 2), "answerBytesP50": int(percentile(sizes, 0.5)),
            "answerBytesMax": max(sizes), "patched": patched, "findingsDrawn": findings}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lines", type=int, default=2000, help="lines of the canonical shape")
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--shapes", default="canonical", help="comma-separated: canonical, grouped, grouped-findings, table-findings, wide, deep")
    parser.add_argument("--viewls", action="append", help="a binary to time (repeat to compare; default: this checkout's release build)")
    parser.add_argument("--bench", default=os.path.join(ROOT, ".build/release/viewls-bench"))
    parser.add_argument("--runs", type=int, default=1, help="runs of each shape and binary, interleaved")
    parser.add_argument("--patch", action="store_true", help="ask for patches, as a client that applies them")
    parser.add_argument("--compare-patch", action="store_true", help="time each binary with and without patches")
    parser.add_argument("--sizes", action="store_true", help="print the answers' sizes in bytes")
    args = parser.parse_args()
    binaries = args.viewls or [os.path.join(ROOT, ".build/release/viewls")]
    modes = [False, True] if args.compare_patch else [args.patch]
    results = {}
    for shape in args.shapes.split(","):
        folder = tempfile.mkdtemp(prefix="viewls-preview-bench-")
        try:
            path = write_shape(shape, folder, args.lines, args.bench, binaries[0])
            for run in range(args.runs):
                for binary in binaries:
                    for patch in modes:
                        started = time.perf_counter()
                        figures = measure(binary, folder, path, args.requests, patch)
                        if figures is None:
                            continue
                        line = {"run": run, "shape": shape, "binary": binary, "patch": patch, **figures}
                        if not args.sizes:
                            for key in ("answerBytesP50", "answerBytesMax"):
                                line.pop(key)
                        line["seconds"] = round(time.perf_counter() - started, 1)
                        print(json.dumps(line), flush=True)
                        results.setdefault((shape, binary, patch), []).append(figures)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    print()
    header = f"{'shape':18} {'binary':40} {'patch':6} {'p50 ms (runs)':26} {'p99 ms (runs)':26} {'CPU ms (runs)':20}"
    print(header + (" bytes p50 / max" if args.sizes else ""))
    for (shape, binary, patch), runs in results.items():
        p50 = ", ".join(str(figures["p50Ms"]) for figures in runs)
        p99 = ", ".join(str(figures["p99Ms"]) for figures in runs)
        cpu = ", ".join(str(figures["cpuMsPerRequest"]) for figures in runs)
        row = f"{shape:18} {binary[-40:]:40} {str(patch):6} {p50:26} {p99:26} {cpu:20}"
        if args.sizes:
            row += f" {runs[-1]['answerBytesP50']:,} / {runs[-1]['answerBytesMax']:,}"
        print(row)


if __name__ == "__main__":
    main()
