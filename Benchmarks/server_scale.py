#!/usr/bin/env python3
"""`viewls serve` on workspaces as large as teams have, through stdio.

Two scenarios, each printing one JSON line and a summary:

- **hub**: SCREENS screens (1,300 by default) that each push `Hub`, plus
  `Hub` itself. The client opens `Hub.view` and 20 of the screens that lead
  there, then types into Hub's navigation title (a change that alters what
  the screens before it must say) — one letter in, one letter out. Each
  keystroke is timed from writing `didChange` to reading Hub's own
  `publishDiagnostics` for that version: the edited file first.
- **wide**: one screen whose table holds ROWS rows in one block (39,000 by
  default, `viewls-bench generate-wide`). The client opens it and types into
  a cell's title in the middle of the block, one letter in, one out; each
  keystroke is timed from `didChange` to the `publishDiagnostics` for that
  version (the whole check of the screen, with its thousands of findings).
  Behind each edit goes a request, as editors send while typing (a
  completion, or a selection range), timed from request to answer.
- **indexing**: a workspace of FILES screens (20,000 by default). The client
  sends `initialized`, opens one screen at once and asks for a hover on it
  while the server is still reading the workspace; the hover is timed from
  request to response, and the time until indexing's `$/progress` `end`.

    python3 Benchmarks/server_scale.py                       # both, default sizes
    python3 Benchmarks/server_scale.py --scenario hub --screens 1300 --edits 200
    python3 Benchmarks/server_scale.py --scenario indexing --files 20000
    python3 Benchmarks/server_scale.py --scenario wide --rows 39000 --edits 50
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from latency import LanguageServerProcess, percentile  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def write(folder, name, text):
    with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
        handle.write(text)


def screen(index, target, rows=1):
    cells = "".join(f'        Cell {{ title: "Row {index}.{row}"; detail: "Строка {row} 第{row}行" }}\n' for row in range(rows))
    return (f'Screen {{\n    title: "Screen {index}"\n    NavigationBar {{ title: "Screen {index}" }}\n'
            f'    TableView {{\n        Cell {{ title: "Open the hub"; accessory: disclosureIndicator; push: {target} }}\n'
            f'{cells}    }}\n}}\n')


HUB = ('Screen {\n    title: "Hub"\n    NavigationBar {\n        title: "Hub"\n        BackButton { title: "Back" }\n    }\n'
       '    TableView {\n        Cell { title: "First" }\n        Cell { title: "Second" }\n    }\n}\n')


def initialize(server, root, progress):
    capabilities = {"general": {"positionEncodings": ["utf-16"]},
                    "textDocument": {"publishDiagnostics": {"versionSupport": True},
                                     "hover": {"contentFormat": ["markdown", "plaintext"]}},
                    "window": {"workDoneProgress": progress}}
    request_id, _ = server.request("initialize", {"processId": os.getpid(), "rootUri": "file://" + root,
                                                  "workspaceFolders": [{"uri": "file://" + root, "name": "bench"}],
                                                  "capabilities": capabilities})
    server.wait(lambda m: m.get("id") == request_id, 60)
    return server.send({"method": "initialized", "params": {}})


def keystroke(server, uri, version, line, character, number):
    """Types `x` at (line, character) on even numbers and takes it out on odd ones; returns when it was sent."""
    end = character + (0 if number % 2 == 0 else 1)
    change = {"range": {"start": {"line": line, "character": character}, "end": {"line": line, "character": end}},
              "text": "x" if number % 2 == 0 else ""}
    return server.send({"method": "textDocument/didChange", "params": {
        "textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})


def hub(viewls, screens, edits, timeout):
    folder = tempfile.mkdtemp(prefix="viewls-hub-")
    try:
        for index in range(screens):
            write(folder, f"S{index}.view", screen(index, "Hub"))
        write(folder, "Hub.view", HUB)
        server = LanguageServerProcess([viewls, "serve"], folder)
        try:
            initialize(server, folder, False)
            opened = [("Hub.view", HUB)] + [(f"S{i}.view", screen(i, "Hub")) for i in range(20)]
            for name, text in opened:
                server.send({"method": "textDocument/didOpen", "params": {"textDocument": {
                    "uri": "file://" + os.path.join(folder, name), "languageId": "view", "version": 1, "text": text}}})
            uri = "file://" + os.path.join(folder, "Hub.view")
            server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri, 600)
            times, timeouts = [], 0
            line, character = 3, len('        title: "Hu')
            for number in range(edits):
                version = number + 2
                started = keystroke(server, uri, version, line, character, number)
                arrived, _ = server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                                         and m["params"]["uri"] == uri and m["params"].get("version") == version, timeout)
                if arrived is None:
                    timeouts += 1
                else:
                    times.append((arrived - started) * 1000)
            return {"scenario": "hub", "screens": screens, "edits": len(times), "timeouts": timeouts,
                    "p50Ms": round(percentile(times, 0.5), 2), "p99Ms": round(percentile(times, 0.99), 2)}
        finally:
            server.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def wide(viewls, rows, edits, timeout):
    folder = tempfile.mkdtemp(prefix="viewls-wide-")
    try:
        path = os.path.join(folder, "Wide.view")
        bench = os.path.join(os.path.dirname(viewls), "viewls-bench")
        subprocess.run([bench, "generate-wide", str(rows), path], check=True)
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        lines = text.split("\n")
        line = next(index for index in range(len(lines) // 2, len(lines)) if lines[index].lstrip().startswith('Cell { title: "'))
        character = lines[line].index('title: "') + len('title: "')
        server = LanguageServerProcess([viewls, "serve"], folder)
        try:
            initialize(server, folder, False)
            uri = "file://" + path
            server.send({"method": "textDocument/didOpen", "params": {"textDocument": {
                "uri": uri, "languageId": "view", "version": 1, "text": text}}})
            server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri, 600)
            times, answers, timeouts = [], {"completion": [], "selectionRange": []}, 0
            for number in range(edits):
                version = number + 2
                started = keystroke(server, uri, version, line, character, number)
                # As an editor asks while typing: a request right behind the edit, answered before the check ends.
                column = character + (1 if number % 2 == 0 else 0)
                position = {"line": line, "character": column}
                request_id, asked = (
                    server.request("textDocument/completion", {"textDocument": {"uri": uri}, "position": position})
                    if number % 4 < 2 else
                    server.request("textDocument/selectionRange", {"textDocument": {"uri": uri}, "positions": [position]}))
                marks = {}

                def seen(message):
                    if message.get("id") == request_id:
                        marks["answer"] = time.perf_counter()
                    if (message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri
                            and message["params"].get("version") == version):
                        marks["published"] = time.perf_counter()
                    return "answer" in marks and "published" in marks
                server.wait(seen, timeout)
                if "published" not in marks or "answer" not in marks:
                    timeouts += 1
                else:
                    times.append((marks["published"] - started) * 1000)
                    answers["completion" if number % 4 < 2 else "selectionRange"].append((marks["answer"] - asked) * 1000)
            return {"scenario": "wide", "rows": rows, "edits": len(times), "timeouts": timeouts,
                    "p50Ms": round(percentile(times, 0.5), 2), "p99Ms": round(percentile(times, 0.99), 2),
                    **{f"{method}{name}Ms": round(percentile(values, share), 2) for method, values in answers.items()
                       for name, share in (("P50", 0.5), ("P99", 0.99))}}
        finally:
            server.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def indexing(viewls, files, timeout):
    folder = tempfile.mkdtemp(prefix="viewls-indexing-")
    try:
        size = 0
        for index in range(files):
            text = screen(index, f"S{(index * 7 + 1) % files}", rows=30)
            size += len(text.encode())
            write(folder, f"S{index}.view", text)
        server = LanguageServerProcess([viewls, "serve"], folder)
        try:
            started = initialize(server, folder, True)
            text = screen(0, "S1", rows=30)
            uri = "file://" + os.path.join(folder, "S0.view")
            server.send({"method": "textDocument/didOpen", "params": {"textDocument": {
                "uri": uri, "languageId": "view", "version": 1, "text": text}}})
            request_id, asked = server.request("textDocument/hover", {"textDocument": {"uri": uri},
                                                                     "position": {"line": 4, "character": 10}})
            times = {}

            def seen(message):
                if message.get("id") == request_id:
                    times["hover"] = time.perf_counter()
                if message.get("method") == "$/progress" and message["params"]["value"].get("kind") == "end":
                    times["end"] = time.perf_counter()
                if message.get("method") == "window/logMessage" and "indexed" in message["params"]["message"]:
                    times["logged"] = time.perf_counter()
                return "hover" in times and ("end" in times or "logged" in times)
            server.wait(seen, timeout)
            answered, ended = times.get("hover"), times.get("end", times.get("logged"))
            return {"scenario": "indexing", "files": files, "megabytes": round(size / 1e6, 1),
                    "hoverMs": round((answered - asked) * 1000, 2) if answered else None,
                    "indexedSeconds": round(ended - started, 2) if ended else None}
        finally:
            server.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scenario", choices=["hub", "indexing", "wide", "both"], default="both")
    parser.add_argument("--screens", type=int, default=1300)
    parser.add_argument("--edits", type=int, default=200)
    parser.add_argument("--rows", type=int, default=39000)
    parser.add_argument("--files", type=int, default=20000)
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--viewls", default=os.path.join(ROOT, ".build/release/viewls"))
    args = parser.parse_args()
    if args.scenario in ("hub", "both"):
        result = hub(args.viewls, args.screens, args.edits, args.timeout)
        print(json.dumps(result))
        print(f"hub: a keystroke in a screen {args.screens} screens lead to: own diagnostics p50 {result['p50Ms']} ms, "
              f"p99 {result['p99Ms']} ms ({result['timeouts']} timeouts)")
    if args.scenario == "wide":
        result = wide(args.viewls, args.rows, args.edits, args.timeout)
        print(json.dumps(result))
        print(f"wide: a keystroke in a {args.rows}-row block: own diagnostics p50 {result['p50Ms']} ms, "
              f"p99 {result['p99Ms']} ms; sent behind it, completion answered p50 {result['completionP50Ms']} ms, "
              f"p99 {result['completionP99Ms']} ms, selection range p50 {result['selectionRangeP50Ms']} ms, "
              f"p99 {result['selectionRangeP99Ms']} ms ({result['timeouts']} timeouts)")
    if args.scenario in ("indexing", "both"):
        result = indexing(args.viewls, args.files, args.timeout)
        print(json.dumps(result))
        print(f"indexing: {args.files} files: hover answered in {result['hoverMs']} ms; indexed in {result['indexedSeconds']} s")


if __name__ == "__main__":
    main()
