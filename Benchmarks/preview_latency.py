#!/usr/bin/env python3
"""Latency of `viewls/preview` through `viewls serve` on stdio: a generated
screen of about LINES lines (canonical layout, as `latency.py` makes it) is
opened, then asked to be drawn N times, alternating a keystroke (a letter
typed into a string, then taken out) with a preview request, each timed from
writing the request to reading its answer. Prints p50, p99 and the SVG size:

    python3 Benchmarks/preview_latency.py --lines 2000 --requests 200
"""
import argparse
import json
import os
import random
import shutil
import tempfile

from latency import ROOT, LanguageServerProcess, initialize, make_screen, percentile, string_positions


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lines", type=int, default=2000)
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--viewls", default=os.path.join(ROOT, ".build/release/viewls"))
    parser.add_argument("--bench", default=os.path.join(ROOT, ".build/release/viewls-bench"))
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="viewls-preview-bench-")
    try:
        path = make_screen(args.lines, "canonical", args.bench, args.viewls, folder)
        text = open(path, encoding="utf-8").read()
        uri = "file://" + path
        server = LanguageServerProcess([args.viewls, "serve"], folder)
        initialize(server, "file://" + folder)
        server.send({"method": "textDocument/didOpen",
                     "params": {"textDocument": {"uri": uri, "languageId": "view", "version": 1, "text": text}}})
        positions = string_positions(text)
        rng = random.Random(7)
        times, sizes, version = [], [], 1
        for number in range(args.requests):
            line, character = rng.choice(positions)
            version += 1
            insert = number % 2 == 0
            change = {"range": {"start": {"line": line, "character": character},
                                "end": {"line": line, "character": character + (0 if insert else 1)}},
                      "text": "x" if insert else ""}
            if insert:
                typed = (line, character)
            else:
                line, character = typed
                change["range"] = {"start": {"line": line, "character": character}, "end": {"line": line, "character": character + 1}}
            server.send({"method": "textDocument/didChange",
                         "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
            request_id, started = server.request("viewls/preview", {"textDocument": {"uri": uri}})
            arrived, message = server.wait(lambda m: m.get("id") == request_id, 60)
            assert message and "result" in message, message
            times.append((arrived - started) * 1000)
            sizes.append(len(message["result"]["svg"]))
        server.close()
        result = {"lines": text.count("\n"), "requests": args.requests, "p50Ms": round(percentile(times, 0.5), 2),
                  "p99Ms": round(percentile(times, 0.99), 2), "svgBytes": max(sizes)}
        print(json.dumps(result))
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
