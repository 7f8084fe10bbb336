#!/usr/bin/env python3
"""Times `viewls check` of the generated screen (`generated_screen.py`,
whose 4,905 table cells at 4 MB each push `Detail`, a screen no file
defines) alone in its folder and beside N small screens. Each unresolved
`push:` gets did-you-mean suggestions drawn from every screen name; they
must be worked out once per name, not once per reference, so the two times
stay close. Several binaries are run interleaved, each several times; the
median and the spread (fastest–slowest) are printed.

    swift build -c release --product viewls
    python3 Benchmarks/unresolved_screens.py --viewls OLD/viewls --viewls .build/release/viewls --runs 3
"""
import argparse
import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from generated_screen import screen

ROOT = Path(__file__).resolve().parent.parent


def small_screen(number: int, count: int) -> str:
    return (f'Screen {{\n    title: "Screen {number}"\n    TableView {{\n        Section {{\n'
            f'            Cell {{ title: "Row"; push: Screen{(number + 1) % count:04d} }}\n        }}\n    }}\n}}\n')


def seconds(binary: str, path: Path) -> float:
    start = time.perf_counter()
    subprocess.run([binary, "check", "--no-color", str(path)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--viewls", action="append", help="a viewls binary (repeat to compare)")
    parser.add_argument("--megabytes", type=float, default=4)
    parser.add_argument("--screens", type=int, default=2000, help="the small screens beside it")
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()
    binaries = options.viewls or [str(ROOT / ".build/release/viewls")]
    with tempfile.TemporaryDirectory() as temporary:
        alone, beside = Path(temporary, "alone"), Path(temporary, "beside")
        alone.mkdir()
        beside.mkdir()
        text = screen(options.megabytes)
        (alone / "Generated.view").write_text(text, encoding="utf-8")
        (beside / "Generated.view").write_text(text, encoding="utf-8")
        for number in range(options.screens):
            (beside / f"Screen{number:04d}.view").write_text(small_screen(number, options.screens), encoding="utf-8")
        cases = [("alone", alone / "Generated.view"), (f"beside {options.screens} screens", beside / "Generated.view")]
        times = {(binary, case): [] for binary in binaries for case, _ in cases}
        for _ in range(options.runs):
            for case, path in cases:
                for binary in binaries:
                    times[(binary, case)].append(seconds(binary, path))
        size = len(text.encode()) / 1e6
        print(f"viewls check of a {size:.2f} MB generated screen, {options.runs} runs each, interleaved")
        for binary in binaries:
            for case, _ in cases:
                values = times[(binary, case)]
                print(f"  {os.path.relpath(binary)}  {case:<22} median {statistics.median(values):7.2f} s"
                      f"  ({min(values):.2f}–{max(values):.2f})")


if __name__ == "__main__":
    main()
