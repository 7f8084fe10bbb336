#!/usr/bin/env python3
"""Sets viewls's parser beside tree-sitter-qmljs on the same generated files.

Builds viewls-bench (release), generates sample screens of 1, 10 and 50 MB,
and measures on each file, in one run:
  * full-parse throughput (MB/s, MB = 10^6 bytes) of both parsers, in
    interleaved rounds (viewls, tree-sitter, viewls, …), each side's best
    round kept, so that a slow spell of a shared machine cannot favour one;
  * keystroke latency: the same 1,000 seeded one-character edits at line
    starts, replayed as viewls's incremental reparse and as tree-sitter's
    tree.edit() + parser.parse(new, old_tree) — on the 1 MB sample and on a
    screen whose table holds 39,000 rows in one block (--wide-members).
Prints a table, the ratios and the targets, and writes Benchmarks/out/results.json.

`--files` and `--edit-files` measure existing files instead (such as the
4 MB screen of `../shared/bench/genview.py`); `--bench` names another
viewls-bench (a previous release's) and `--no-build` skips the build.
The keystroke table also sets viewls's p99 beside tree-sitter's median (the
target: at most a tenth of it) and counts viewls's whole-file reparses.

Needs: pip install tree-sitter tree-sitter-qmljs
Usage: python3 Benchmarks/compare.py [--sizes 1,10,50] [--edit-sizes 1,10] [--wide-members 39000]
       python3 Benchmarks/compare.py --sizes "" --files /tmp/gen4.view --edit-sizes "" --edit-files /tmp/gen4.view \
           --wide-members "" --bench /path/to/old/viewls-bench --no-build
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time
import warnings

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Benchmarks", "out")


def load_tree_sitter():
    try:
        import tree_sitter
        import tree_sitter_qmljs
    except ImportError:
        sys.exit("compare.py needs tree-sitter: pip install tree-sitter tree-sitter-qmljs")
    with warnings.catch_warnings():
        # tree-sitter-qmljs 0.3 hands over its language as an int, which
        # tree-sitter 0.2x still accepts with a deprecation warning.
        warnings.simplefilter("ignore", DeprecationWarning)
        language = tree_sitter.Language(tree_sitter_qmljs.language())
    return tree_sitter.Parser(language)


BENCH = os.path.join(ROOT, ".build", "release", "viewls-bench")


def bench(*args):
    binary = BENCH
    output = subprocess.run([binary, *args], check=True, capture_output=True, text=True).stdout.strip()
    return json.loads(output.splitlines()[-1]) if output else None


def tree_sitter_parse(parser, source):
    parser.parse(source)
    times = []
    started = time.perf_counter()
    processor_times = []
    while len(times) < 5 or (time.perf_counter() - started < 1 and len(times) < 50):
        start = time.perf_counter()
        processor_start = time.process_time()
        tree = parser.parse(source)
        times.append(time.perf_counter() - start)
        processor_times.append(time.process_time() - processor_start)
    assert not tree.root_node.has_error, "tree-sitter-qmljs reports an error in the sample"
    seconds = statistics.median(times)
    processor_seconds = statistics.median(processor_times)
    return {"bytes": len(source), "medianSeconds": seconds, "mbPerSecond": len(source) / 1e6 / seconds,
            "mbPerProcessorSecond": len(source) / 1e6 / processor_seconds}


def point(source, offset):
    """tree-sitter's (row, byte column) of a byte offset."""
    row = source.count(b"\n", 0, offset)
    line_start = source.rfind(b"\n", 0, offset) + 1
    return (row, offset - line_start)


def tree_sitter_edits(parser, source, edits):
    tree = parser.parse(source)
    latencies = []
    for edit in edits:
        offset, text = edit["offset"], edit["text"].encode()
        start_point = point(source, offset)
        new_source = source[:offset] + text + source[offset:]
        new_end = (start_point[0], start_point[1] + len(text))
        started = time.perf_counter()
        tree.edit(start_byte=offset, old_end_byte=offset, new_end_byte=offset + len(text),
                  start_point=start_point, old_end_point=start_point, new_end_point=new_end)
        tree = parser.parse(new_source, tree)
        latencies.append(time.perf_counter() - started)
        source = new_source
    latencies.sort()
    return {"p50Microseconds": latencies[len(latencies) // 2] * 1e6,
            "p99Microseconds": latencies[int(len(latencies) * 0.99)] * 1e6}


def keystrokes(parser, path, edits_path, label, key, results):
    """Times the 1,000 keystrokes on `path` in viewls and replays them in tree-sitter; prints a row."""
    ours = bench("edit", path, "--edits-out", edits_path)
    with open(path, "rb") as handle, open(edits_path) as edits:
        theirs = tree_sitter_edits(parser, handle.read(), json.load(edits))
    ratio = theirs["p50Microseconds"] / ours["p50Microseconds"]
    tail_ratio = theirs["p99Microseconds"] / ours["p99Microseconds"]
    # The target: viewls's p99 at most a tenth of tree-sitter's median.
    target_ratio = theirs["p50Microseconds"] / ours["p99Microseconds"]
    results["edit"].append({**key, "viewls": ours, "treeSitter": theirs, "p50Ratio": ratio, "p99Ratio": tail_ratio,
                            "treeSitterP50OverViewlsP99": target_ratio})
    print(f"{label:>8} {ours['p50Microseconds']:>14.1f} {ours['p99Microseconds']:>10.1f} "
          f"{theirs['p50Microseconds']:>19.1f} {theirs['p99Microseconds']:>10.1f} {ratio:>9.1f}x {tail_ratio:>9.1f}x "
          f"{target_ratio:>12.1f}x {ours.get('reparsedFile', '?'):>6} {json.dumps(ours.get('wholeFileReasons', {}))}")


def main():
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--sizes", default="1,10,50", help="file sizes in MB for the parse benchmark")
    arguments.add_argument("--edit-sizes", default="1", help="file sizes in MB for the keystroke benchmark")
    arguments.add_argument("--rounds", type=int, default=3, help="interleaved rounds of the parse benchmark")
    arguments.add_argument("--wide-members", default="39000",
                           help="members of the one wide block for the wide-block keystroke benchmark (empty: none)")
    arguments.add_argument("--files", default="", help="existing files to parse (comma-separated), beside --sizes")
    arguments.add_argument("--edit-files", default="", help="existing files for the keystroke benchmark")
    arguments.add_argument("--bench", help="the viewls-bench to measure (default: this checkout's release build)")
    arguments.add_argument("--no-build", action="store_true", help="do not build viewls-bench first")
    options = arguments.parse_args()
    global BENCH
    if options.bench:
        BENCH = os.path.abspath(options.bench)
    parser = load_tree_sitter()
    if not options.no_build and not options.bench:
        subprocess.run(["swift", "build", "-c", "release", "--product", "viewls-bench"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    os.makedirs(OUT, exist_ok=True)
    results = {"parse": [], "edit": []}
    print(f"{'file':>8} {'viewls MB/s':>12} {'tree-sitter MB/s':>17} {'ratio':>7} {'viewls s/MB':>12} "
          f"{'MB/cpu-s':>10} {'ts MB/cpu-s':>10} {'ratio':>7}")
    inputs = [(int(s), None) for s in options.sizes.split(",") if s] + [(None, f) for f in options.files.split(",") if f]
    for size, existing in inputs:
        path = existing or os.path.join(OUT, f"sample-{size}mb.view")
        if existing is None:
            bench("generate", str(size * 1_000_000), path)
        else:
            size = os.path.getsize(existing) / 1e6
        with open(path, "rb") as handle:
            source = handle.read()
        ours, theirs = None, None
        for _ in range(options.rounds):
            round_ours = bench("parse", path)
            round_theirs = tree_sitter_parse(parser, source)
            if ours is None or round_ours["mbPerSecond"] > ours["mbPerSecond"]:
                ours = round_ours
            if theirs is None or round_theirs["mbPerSecond"] > theirs["mbPerSecond"]:
                theirs = round_theirs
        ratio = ours["mbPerSecond"] / theirs["mbPerSecond"]
        seconds_per_mb = ours["medianSeconds"] / (ours["bytes"] / 1e6)
        # Processor time (all of viewls's threads): the work each parse costs, which a busy machine inflates less.
        work_ratio = (ours["mbPerProcessorSecond"] / theirs["mbPerProcessorSecond"]
                      if "mbPerProcessorSecond" in ours else None)
        results["parse"].append({"megabytes": size, "viewls": ours, "treeSitter": theirs, "ratio": ratio,
                                 "processorTimeRatio": work_ratio, "viewlsSecondsPerMB": seconds_per_mb})
        work = f"{ours['mbPerProcessorSecond']:>10.1f} {theirs['mbPerProcessorSecond']:>10.2f} {work_ratio:>6.1f}x" \
            if work_ratio else ""
        print(f"{size:>6.4g}MB {ours['mbPerSecond']:>12.1f} {theirs['mbPerSecond']:>17.2f} {ratio:>6.1f}x {seconds_per_mb:>12.5f} {work}")
    print()
    print(f"{'file':>8} {'viewls p50 µs':>14} {'p99 µs':>10} {'tree-sitter p50 µs':>19} {'p99 µs':>10} "
          f"{'p50 ratio':>10} {'p99 ratio':>10} {'ts p50/p99':>13} {'whole':>6} reasons")
    for size in [int(s) for s in options.edit_sizes.split(",") if s]:
        path = os.path.join(OUT, f"sample-{size}mb.view")
        if not os.path.exists(path):
            bench("generate", str(size * 1_000_000), path)
        keystrokes(parser, path, os.path.join(OUT, f"edits-{size}mb.json"), f"{size}MB", {"megabytes": size}, results)
    for existing in [f for f in options.edit_files.split(",") if f]:
        name = os.path.splitext(os.path.basename(existing))[0]
        keystrokes(parser, existing, os.path.join(OUT, f"edits-{name}.json"), name[:8], {"file": existing}, results)
    for members in [int(m) for m in options.wide_members.split(",") if m]:
        path = os.path.join(OUT, f"wide-{members}.view")
        bench("generate-wide", str(members), path)
        keystrokes(parser, path, os.path.join(OUT, f"edits-wide-{members}.json"), f"{members // 1000}k-wide",
                   {"wideMembers": members}, results)
    with open(os.path.join(OUT, "results.json"), "w") as handle:
        json.dump(results, handle, indent=2)
    print()
    if results["parse"]:
        parse_ratio = min(r["ratio"] for r in results["parse"])
        per_mb = [r["viewlsSecondsPerMB"] for r in results["parse"]]
        print(f"target full parse >= 10x tree-sitter: worst {parse_ratio:.1f}x")
    if results["edit"]:
        edit_ratio = min(r["p50Ratio"] for r in results["edit"])
        tail_ratio = min(r["p99Ratio"] for r in results["edit"])
        target_ratio = min(r["treeSitterP50OverViewlsP99"] for r in results["edit"])
        print(f"target keystroke <= 1/10 of tree-sitter: worst p50 ratio {edit_ratio:.1f}x, worst p99 ratio {tail_ratio:.1f}x, "
              f"worst tree-sitter median / viewls p99 {target_ratio:.1f}x")
    if results["parse"]:
        print(f"time per MB from first to last file: {per_mb[0]:.5f} s .. {per_mb[-1]:.5f} s "
              f"({per_mb[-1] / per_mb[0]:.2f}x)")


if __name__ == "__main__":
    main()
