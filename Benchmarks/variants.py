#!/usr/bin/env python3
"""The cost of checking every variant (devices.md §5): `viewls check` of a
folder (the bundled Examples) on the default matrix — every catalogue device
of each screen's family, both orientations, text sizes Large and xxxLarge —
against a single-variant check (a viewls from before the matrix, such as
main's release build), and the keystroke path (`viewls-bench keystrokes`) on
a table screen likewise. Prints both ratios; the contract: check ≤ 1.5×, and
a keystroke within the server's budget.

    python3 Benchmarks/variants.py --before /work/base-bin --after .build/release [--runs 15]

Each of --before and --after is a folder holding `viewls` and `viewls-bench`
release builds. Wall times are medians of --runs runs, with the spread
(min–max); instructions come from callgrind when valgrind is installed
(steadier than time on a shared machine).
"""
import argparse
import json
import os
import statistics
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def check_times(binary, folder, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([binary, "check", folder], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return times


def instructions(command):
    try:
        result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    except FileNotFoundError:
        return None
    for line in result.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split(":")[-1].strip())
    return None


def keystrokes(bench, screen, edits, runs):
    """The keystroke benchmark's results, or None when this viewls-bench has no `keystrokes` command (an older build)."""
    results = []
    for _ in range(runs):
        output = subprocess.run([bench, "keystrokes", screen, str(edits)], capture_output=True, text=True).stdout.strip()
        if not output:
            return None
        results.append(json.loads(output.splitlines()[-1]))
    return results


def spread(values, scale=1000):
    return f"{statistics.median(values) * scale:.1f} ({min(values) * scale:.1f}–{max(values) * scale:.1f})"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--before", required=True, help="folder with the single-variant viewls and viewls-bench")
    parser.add_argument("--after", default=os.path.join(ROOT, ".build/release"), help="folder with the matrix viewls and viewls-bench")
    parser.add_argument("--folder", default=os.path.join(ROOT, "Examples"))
    parser.add_argument("--screen", default=os.path.join(ROOT, "Examples/Settings.view"), help="the screen keystrokes are typed into")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--edits", type=int, default=400)
    args = parser.parse_args()

    before = check_times(os.path.join(args.before, "viewls"), args.folder, args.runs)
    after = check_times(os.path.join(args.after, "viewls"), args.folder, args.runs)
    print(f"viewls check {os.path.relpath(args.folder, ROOT)}, ms, median (min–max) of {args.runs} runs")
    print(f"  single variant: {spread(before)}")
    print(f"  default matrix: {spread(after)}")
    print(f"  check ratio: {statistics.median(after) / statistics.median(before):.2f}× (contract: ≤ 1.5×)")
    counts = [instructions([os.path.join(side, "viewls"), "check", args.folder]) for side in (args.before, args.after)]
    if all(counts):
        print(f"  instructions: {counts[0] / 1e6:.1f} M → {counts[1] / 1e6:.1f} M, ratio {counts[1] / counts[0]:.2f}×")

    runs = max(1, args.runs // 5)
    typed = {side: keystrokes(os.path.join(path, "viewls-bench"), args.screen, args.edits, runs)
             for side, path in (("before", args.before), ("after", args.after))}
    print(f"keystrokes into {os.path.relpath(args.screen, ROOT)} ({args.edits} edits, {runs} runs), ms per keystroke")
    for side in ("before", "after"):
        if typed[side] is None:
            print(f"  {side}: this viewls-bench has no keystrokes command")
            continue
        p50 = [result["p50Milliseconds"] for result in typed[side]]
        p99 = [result["p99Milliseconds"] for result in typed[side]]
        print(f"  {side}: p50 {spread(p50, 1)}, p99 {spread(p99, 1)}")
    if typed["before"] and typed["after"]:
        ratio = statistics.median(r["p50Milliseconds"] for r in typed["after"]) / statistics.median(r["p50Milliseconds"] for r in typed["before"])
        print(f"  keystroke ratio (p50): {ratio:.2f}×")


if __name__ == "__main__":
    main()
