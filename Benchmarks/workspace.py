#!/usr/bin/env python3
"""Times `viewls check` on a large generated workspace: copies of the bundled
app (Examples/, without its violations) under fresh type names, so every copy
is a self-contained app of ~20 screens and components that push, present and
share components; `--screens 20000` makes about 20,000 files. Prints the
median wall time, the time per screen and per MB, for each binary given, and
the ratio of the last to the first:

    python3 Benchmarks/workspace.py --screens 20000 --viewls OLD/viewls --viewls NEW/viewls
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def make_workspace(folder, screens):
    app = os.path.join(ROOT, "Examples")
    sources = {name[:-5]: open(os.path.join(app, name), encoding="utf-8").read()
               for name in sorted(os.listdir(app)) if name.endswith(".view")}
    names = sorted(sources, key=len, reverse=True)
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, names)) + r")\b")
    copies = max(1, screens // len(sources))
    total = 0
    for copy in range(copies):
        target = os.path.join(folder, f"app{copy}")
        os.makedirs(target)
        os.symlink(os.path.join(app, "images"), os.path.join(target, "images"))
        for name, text in sources.items():
            renamed = pattern.sub(lambda m: f"{m.group(1)}N{copy}", text)
            path = os.path.join(target, f"{name}N{copy}.view")
            with open(path, "w", encoding="utf-8") as file:
                file.write(renamed)
            total += len(renamed.encode("utf-8"))
    return copies * len(sources), total


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--screens", type=int, default=20000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--viewls", action="append")
    args = parser.parse_args()
    binaries = args.viewls or [os.path.join(ROOT, ".build/release/viewls")]
    folder = tempfile.mkdtemp(prefix="viewls-workspace-")
    try:
        files, size = make_workspace(folder, args.screens)
        print(f"workspace: {files} files, {size / 1e6:.1f} MB, median of {args.runs} runs")
        medians = []
        for binary in binaries:
            times = []
            for _ in range(args.runs):
                start = time.perf_counter()
                subprocess.run([binary, "check", folder, "--format", "json"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                times.append(time.perf_counter() - start)
            median = statistics.median(times)
            medians.append(median)
            print(f"  {binary}: {median:.2f} s, {median / files * 1e3:.3f} ms per screen, {median / (size / 1e6):.2f} s per MB")
        if len(medians) > 1:
            print(f"  ratio last/first: {medians[-1] / medians[0]:.3f}")
    finally:
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
