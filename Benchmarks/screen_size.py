#!/usr/bin/env python3
"""Times the parse and check of one generated screen of growing size and
prints the time per MB, which must not grow (every size's within 1.5x of
the smallest's): every pass over a screen is linear in its elements. It
also prints how far apart the sizes' times per MB are: the smallest screens
cost more per MB, because the layout stops placing at 5,000 elements (the
rest of a screen only adds to content heights), so its share of the check
shrinks as the screen grows. The
check runs in process (`viewls-bench check`), as `viewls check` runs it but
without the command line's 8 MiB limit on a `.view` file.

    swift build -c release --product viewls-bench
    python3 Benchmarks/screen_size.py --sizes 1,2,4,8,16

Each size is the median of `--runs` runs (3 by default); the screen comes from
`viewls-bench generate` (tables, collections, maps and buttons in Latin,
Cyrillic and CJK text, nested containers of at most 16 children), or with
`--shape genview` from `../shared/bench/genview.py` (about 4,000 tables, maps
and toolbars per 4 MB under one `Screen`), or with `--shape table-findings`
one long table whose every row has a finding (`keystroke_compare.py`'s shape,
as many rows as the size needs):

    python3 Benchmarks/screen_size.py --shape table-findings --sizes 1,2,4,8
"""
import argparse
import json
import os
import statistics
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def write_screen(shape, megabytes, path, bench):
    """A screen of about `megabytes` MB of the given shape at `path`."""
    if shape == "generated":
        subprocess.run([bench, "generate", str(int(megabytes * 1e6)), path], check=True, stdout=subprocess.DEVNULL)
    elif shape == "genview":
        subprocess.run(["python3", os.path.join(ROOT, "..", "shared", "bench", "genview.py"), str(megabytes), path],
                       check=True, stdout=subprocess.DEVNULL)
    else:
        from keystroke_compare import table_findings
        rows_per_mb = 1e6 / len(table_findings(100).encode()) * 100
        with open(path, "w") as file:
            file.write(table_findings(int(megabytes * rows_per_mb)))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1,2,4,8,16", help="screen sizes in MB")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--bench", default=os.path.join(ROOT, ".build/release/viewls-bench"))
    parser.add_argument("--shape", default="generated", choices=["generated", "genview", "table-findings"])
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="viewls-size-")
    per_mb = []
    for megabytes in [float(x) for x in args.sizes.split(",")]:
        path = os.path.join(folder, "Screen.view")
        write_screen(args.shape, megabytes, path, args.bench)
        size = os.path.getsize(path) / 1e6
        times = []
        findings = None
        for _ in range(args.runs):
            result = json.loads(subprocess.run([args.bench, "check", path], capture_output=True, text=True, check=True).stdout)
            times.append(result["seconds"])
            findings = result["findings"]
        seconds = statistics.median(times)
        per_mb.append(seconds / size)
        print(json.dumps({"megabytes": round(size, 2), "seconds": round(seconds, 3), "secondsPerMB": round(seconds / size, 3),
                          "findings": findings}))
        os.remove(path)
    os.rmdir(folder)
    growth = max(per_mb) / per_mb[0]
    print(f"time per MB from {min(per_mb):.3f} to {max(per_mb):.3f} s ({max(per_mb) / min(per_mb):.2f}x apart); "
          f"most per MB / the smallest size's: {growth:.2f}x (grows no faster than the file, within 1.5x: "
          f"{'yes' if growth <= 1.5 else 'no'})")


if __name__ == "__main__":
    main()
