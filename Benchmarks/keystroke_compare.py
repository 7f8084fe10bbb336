#!/usr/bin/env python3
"""Keystroke → published diagnostics, two or more viewls builds side by side.

The check a change on the edit path must show beside the previous commit:
build both (a `git worktree` of the previous commit, `swift build -c release`),
then time the same keystrokes on the same files with each binary, the runs
interleaved (A, B, A, B …) so a slow spell of the machine falls on both.

Shapes (each a screen alone in its folder, with `.viewls.json`):

- `table-findings`: a plain table of ROWS `value1` cells whose disclosure
  indicators lead nowhere and whose heights alternate — findings on every row
  (`table-view/value-styles-plain`, `table-view/accessory-meaning`,
  `table-view/uneven-rows`);
- `genview`: the generated screen of `../shared/bench/genview.py` (4 MB by
  default: about 4,000 tables, maps and toolbars under one `Screen`).

    python3 Benchmarks/keystroke_compare.py --viewls /tmp/base/.build/release/viewls \\
        --viewls .build/release/viewls [--shapes table-findings,genview] [--edits 200] [--runs 2]

Prints one JSON line per run and a table of p50 / p99 per binary and shape.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

from latency import ROOT, LanguageServerProcess, initialize, measure, percentile

GENVIEW = os.path.join(ROOT, "..", "shared", "bench", "genview.py")


def table_findings(rows):
    lines = ["Screen {", '    title: "Rows"', '    NavigationBar { title: "Rows" }', "    TableView {"]
    for row in range(rows):
        height = 60 if row % 2 else 88
        lines += ["        Cell {", "            style: value1", f'            title: "Row {row} строка 行"',
                  f'            detail: "Detail {row}"', "            accessory: disclosureIndicator",
                  f"            height: {height}", "        }"]
    lines += ["    }", "}", ""]
    return "\n".join(lines)


def genview(megabytes, folder):
    path = os.path.join(folder, "generated.view")
    subprocess.run([sys.executable, GENVIEW, str(megabytes), path], check=True)
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--viewls", action="append", required=True, help="a binary; give two or more")
    parser.add_argument("--shapes", default="table-findings,genview")
    parser.add_argument("--rows", type=int, default=290, help="cells of table-findings (7 lines each: ~2,000 lines)")
    parser.add_argument("--megabytes", type=float, default=4)
    parser.add_argument("--edits", type=int, default=200)
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=120)
    args = parser.parse_args()

    scratch = tempfile.mkdtemp(prefix="viewls-keystrokes-")
    texts = {}
    for shape in args.shapes.split(","):
        if shape == "table-findings":
            texts[shape] = table_findings(args.rows)
        elif shape == "genview":
            texts[shape] = genview(args.megabytes, scratch)
        else:
            raise SystemExit(f"unknown shape {shape}")
    results = {}
    try:
        for run in range(args.runs):
            for shape, text in texts.items():
                for binary in args.viewls:
                    folder = tempfile.mkdtemp(prefix="ws-", dir=scratch)
                    with open(os.path.join(folder, ".viewls.json"), "w") as handle:
                        handle.write("{}\n")
                    path = os.path.join(folder, "Screen.view")
                    with open(path, "w", encoding="utf-8") as handle:
                        handle.write(text)
                    server = LanguageServerProcess([binary, "serve"], folder)
                    try:
                        initialize(server, "file://" + folder)
                        measured = measure(server, "file://" + path, text, args.edits, 7 + run, True, args.timeout)
                    finally:
                        server.close()
                    edits = measured["edits"]
                    line = {"run": run, "shape": shape, "binary": binary, "lines": text.count("\n"),
                            "megabytes": round(len(text.encode()) / 1e6, 2),
                            "p50Ms": round(percentile(edits, 0.5), 2), "p99Ms": round(percentile(edits, 0.99), 2),
                            "timed": len(edits), "timeouts": measured["timeouts"]}
                    print(json.dumps(line), flush=True)
                    results.setdefault((shape, binary), []).append(line)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print()
    print(f"{'shape':16} {'binary':60} {'p50 ms (runs)':24} p99 ms (runs)")
    for (shape, binary), lines in results.items():
        p50 = " / ".join(str(line["p50Ms"]) for line in lines)
        p99 = " / ".join(str(line["p99Ms"]) for line in lines)
        print(f"{shape:16} {binary[-60:]:60} {p50:24} {p99}")


if __name__ == "__main__":
    main()
