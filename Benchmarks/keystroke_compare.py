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
- `table-sections`: issue 32's 2,606-line screen: one plain table of 650
  sections, each a header and one cell;
- `wide`: a plain table of ~2,000 one-line cells in one block;
- `deep`: ~2,000 lines of containers nested 24 deep, labels at every level;
- `long-lines`: ~2,000 cells of one line each, every line ~350 bytes (long
  titles and details in Latin, Cyrillic and CJK, several properties);
- `grouped-value1`: a grouped table of 1,984 `value1` cells with a detail and
  a disclosure indicator (8 sections of 248, one line a cell: 2,015 lines, as issue 32 measured);
- `genview`: the generated screen of `../shared/bench/genview.py` (4 MB by
  default: about 4,000 tables, maps and toolbars under one `Screen`).

`table-findings` at its default 290 rows has about 1,000 findings: the
"screen with ~1,000 findings" shape.

    python3 Benchmarks/keystroke_compare.py --viewls /tmp/base/.build/release/viewls \\
        --viewls .build/release/viewls [--shapes table-findings,genview] [--edits 200] [--runs 2]
    python3 Benchmarks/keystroke_compare.py --viewls A --viewls B --shapes all   # every shape but genview

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


def table_sections(sections):
    lines = ["Screen {", '    title: "Sections"', '    NavigationBar { title: "Sections" }', "    TableView {"]
    for section in range(sections):
        lines += ["        Section {", f'            header: "Section {section}"',
                  f'            Cell {{ title: "Row {section} строка 行" }}', "        }"]
    lines += ["    }", "}", ""]
    return "\n".join(lines)


def wide(rows):
    lines = ["Screen {", '    title: "Wide"', '    NavigationBar { title: "Wide" }', "    TableView {"]
    lines += [f'        Cell {{ title: "Row {row} строка 行" }}' for row in range(rows)]
    lines += ["    }", "}", ""]
    return "\n".join(lines)


def deep(target_lines, depth=24):
    lines = ["Screen {", '    title: "Deep"', '    NavigationBar { title: "Deep" }']
    group = 0
    while len(lines) < target_lines:
        for level in range(depth):
            pad = "    " * (level + 1)
            lines += [f"{pad}CustomView {{", f'{pad}    Label {{ text: "Level {level} группа {group} 层" }}']
        for level in reversed(range(depth)):
            lines.append("    " * (level + 1) + "}")
        group += 1
    lines += ["}", ""]
    return "\n".join(lines)


def long_lines(rows):
    lines = ["Screen {", '    title: "Long"', '    NavigationBar { title: "Long" }', "    TableView {", "        style: grouped"]
    for row in range(rows):
        title = f"Row {row} " + "long title with words " * 3 + "длинная строка " * 2 + "很长的标题" * 2
        detail = f"Detail {row} " + "and more detail text " * 2 + "подробности " * 2
        lines.append(f'        Cell {{ style: subtitle; title: "{title}"; detail: "{detail}"; image: system.bookmarks; '
                     f"accessory: disclosureIndicator; push: Details; height: 60 }}")
    lines += ["    }", "}", ""]
    return "\n".join(lines)


def grouped_value1(sections=8, cells=248):
    lines = ["Screen {", '    title: "Grouped"', '    NavigationBar { title: "Grouped" }', "    TableView {", "        style: grouped"]
    for section in range(sections):
        lines += ["        Section {", f'            header: "Section {section} раздел 节"']
        lines += [f'            Cell {{ style: value1; title: "Setting {section}.{cell}"; detail: "Value {cell}"; '
                  f"accessory: disclosureIndicator; push: Details }}" for cell in range(cells)]
        lines.append("        }")
    lines += ["    }", "}", ""]
    return "\n".join(lines)


DETAILS = 'Screen {\n    title: "Details"\n    NavigationBar { title: "Details" }\n}\n'
SHAPES = ["table-sections", "wide", "deep", "long-lines", "grouped-value1", "table-findings"]


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
    shapes = SHAPES if args.shapes == "all" else args.shapes.split(",")
    for shape in shapes:
        if shape == "table-findings":
            texts[shape] = table_findings(args.rows)
        elif shape == "table-sections":
            texts[shape] = table_sections(650)
        elif shape == "wide":
            texts[shape] = wide(2000)
        elif shape == "deep":
            texts[shape] = deep(2000)
        elif shape == "long-lines":
            texts[shape] = long_lines(2000)
        elif shape == "grouped-value1":
            texts[shape] = grouped_value1()
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
                    with open(os.path.join(folder, "Details.view"), "w", encoding="utf-8") as handle:
                        handle.write(DETAILS)
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
