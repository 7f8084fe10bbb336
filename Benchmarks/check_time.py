#!/usr/bin/env python3
"""Times `viewls check` on a folder (by default the bundled Examples) in each
language: the median wall time of several runs and the instructions one run
executes (from `perf stat`, or callgrind where the machine has no counters:
steadier than time on a shared machine). Give
two binaries to compare them (before and after a change):

    python3 Benchmarks/check_time.py --viewls .build/release/viewls [--viewls /other/viewls] [--runs 20]
"""
import argparse
import os
import statistics
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def wall(binary, folder, locale, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([binary, "check", folder, "--locale", locale], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def instructions(binary, folder, locale):
    """Instructions of one run: `perf stat` where the machine has counters, else callgrind (a virtual machine has none)."""
    command = [binary, "check", folder, "--locale", locale]
    result = subprocess.run(["perf", "stat", "-x,", "-e", "instructions:u"] + command,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    for line in result.stderr.splitlines():
        fields = line.split(",")
        if len(fields) > 2 and fields[2].startswith("instructions") and fields[0].isdigit():
            return int(fields[0])
    result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    for line in result.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split(":")[-1].strip())
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--viewls", action="append", help="a viewls binary (repeat to compare)")
    parser.add_argument("--folder", default=os.path.join(ROOT, "Examples"))
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    binaries = args.viewls or [os.path.join(ROOT, ".build/release/viewls")]
    files = sum(1 for _, _, names in os.walk(args.folder) for name in names if name.endswith(".view"))
    print(f"viewls check {os.path.relpath(args.folder, ROOT)} ({files} files), median of {args.runs} runs")
    for binary in binaries:
        for locale in ["en", "ru", "zh"]:
            seconds = wall(binary, args.folder, locale, args.runs)
            count = instructions(binary, args.folder, locale)
            shown = f"{count / 1e6:.1f} M instructions" if count else "instructions: neither perf counters nor valgrind"
            print(f"  {binary}  --locale {locale}: {seconds * 1000:.1f} ms, {shown}")


if __name__ == "__main__":
    main()
