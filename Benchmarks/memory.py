#!/usr/bin/env python3
"""Peak memory and output of `viewls check` per byte of input.

Runs the release `viewls check --no-color` on generated inputs of several
sizes — realistic screens (`viewls-bench generate`), the tables screen of
`generated_screen.py` (`--kinds tables`), random bytes, and one
line of screen text with no line breaks (thousands of findings on one line) —
and prints, per input, the peak resident memory (`ru_maxrss` of the child,
from wait4) divided by the input's size (`peak B/B`, the figure the target
of 40 bytes per source byte is about), the same less the baseline (the same
command on an empty workspace: `B/B`), and the bytes of output per input
byte. `--format json` measures the JSON report instead of the text one.
`--server` measures `viewls serve` instead: it opens each input (after the
folder's first check), waits for its diagnostics, and prints the server's
resident memory then (`held`) and its peak, per input byte.

    swift build -c release --product viewls --product viewls-bench
    python3 Benchmarks/memory.py                       # 0.25, 1, 4 MB of each kind
    python3 Benchmarks/memory.py --sizes 0.05,1 --kinds oneline --binary /tmp/old-viewls
    python3 Benchmarks/memory.py --sizes 1,2,4,7.9 --kinds tables --format json --docs-base-url https://example.com/rules/
    python3 Benchmarks/memory.py --sizes 4 --kinds tables --server
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def run(binary: str, folder: Path, timeout: float, format: str = "text"):
    """(peak RSS in bytes, output bytes, seconds, exit status) of `viewls check folder`."""
    start = time.monotonic()
    process = subprocess.Popen([binary, "check", "--no-color", "--format", format, str(folder)],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    output = 0
    while True:
        if time.monotonic() - start > timeout:
            process.kill()
            os.wait4(process.pid, 0)
            return None
        chunk = process.stdout.read(1 << 16)
        if not chunk:
            break
        output += len(chunk)
    _, status, usage = os.wait4(process.pid, 0)
    return usage.ru_maxrss * 1024, output, time.monotonic() - start, os.waitstatus_to_exitcode(status)


def serve(binary: str, folder: Path, timeout: float):
    """(held RSS, peak RSS, seconds) of `viewls serve` holding folder's Generated.view open, its diagnostics published."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from latency import LanguageServerProcess, initialize
    start = time.monotonic()
    server = LanguageServerProcess([binary, "serve"], str(folder))
    try:
        initialize(server, folder.as_uri())
        path = folder / "Generated.view"
        uri = path.as_uri()
        server.send({"method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "view", "version": 1, "text": path.read_text(encoding="utf-8", errors="replace")}}})
        arrived, _ = server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                                 and m["params"]["uri"] == uri and m["params"].get("version") == 1, timeout)
        if arrived is None:
            return None
        # Let the pushed checks settle and the server return freed memory (`IdleMemoryTrim`, after 2 s quiet).
        time.sleep(3)
        status = Path(f"/proc/{server.process.pid}/status").read_text()
        fields = {line.split(":")[0]: int(line.split()[1]) * 1024 for line in status.splitlines()
                  if line.startswith(("VmRSS", "VmHWM"))}
        return fields["VmRSS"], fields["VmHWM"], time.monotonic() - start
    finally:
        server.close()


def screen(bench: str, size: int, path: Path) -> bytes:
    subprocess.run([bench, "generate", str(size), str(path)], check=True, stdout=subprocess.DEVNULL)
    return path.read_bytes()


def generate(kind: str, size: int, bench: str, scratch: Path) -> bytes:
    if kind == "tables":
        # The generated screen of `generated_screen.py` (its size in 2^20-byte MB).
        from generated_screen import screen as tables
        return tables(size / (1 << 20)).encode()
    if kind == "screen":
        return screen(bench, size, scratch / "sample.view")
    if kind == "binary":
        return random.Random(size).randbytes(size)
    # One line: a screen's lines joined by spaces (comments dropped), cut to
    # the size and closed; each member after the first on a line is a finding.
    text = screen(bench, size + 4096, scratch / "sample.view").decode()
    parts = [line.strip() for line in text.split("\n") if line.strip() and not line.strip().startswith("//")]
    line = " ".join(parts).encode()[:size].decode("utf-8", "ignore")
    line += " }" * (line.count("{") - line.count("}"))
    return (line + "\n").encode()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=str(REPO / ".build/release/viewls"))
    parser.add_argument("--bench", default=str(REPO / ".build/release/viewls-bench"))
    parser.add_argument("--sizes", default="0.25,1,4", help="MB (10^6 bytes), comma-separated")
    parser.add_argument("--kinds", default="screen,binary,oneline")
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--format", default="text", help="the report's format: text or json")
    parser.add_argument("--server", action="store_true", help="measure `viewls serve` holding the file open")
    parser.add_argument("--docs-base-url", help="a docsBaseURL for a .viewls.json beside each input (JSON links each finding)")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        scratch = Path(temporary)
        (scratch / "empty").mkdir()
        if options.server:
            print(f"{'input':<10}{'MB':>7}{'held MB':>10}{'held B/B':>10}{'peak MB':>10}{'peak B/B':>10}{'s':>7}")
            for kind in options.kinds.split(","):
                for megabytes in options.sizes.split(","):
                    folder = scratch / f"{kind}-{megabytes}"
                    folder.mkdir()
                    data = generate(kind, int(float(megabytes) * 1e6), options.bench, scratch)
                    (folder / "Generated.view").write_bytes(data)
                    result = serve(options.binary, folder, options.timeout)
                    if result is None:
                        print(f"{kind:<10}{len(data) / 1e6:>7.2f}  no diagnostics after {options.timeout:.0f} s")
                        continue
                    held, peak, seconds = result
                    print(f"{kind:<10}{len(data) / 1e6:>7.2f}{held / 1e6:>10.1f}{held / len(data):>10.1f}"
                          f"{peak / 1e6:>10.1f}{peak / len(data):>10.1f}{seconds:>7.2f}")
                    sys.stdout.flush()
            return
        baseline = min(run(options.binary, scratch / "empty", options.timeout, options.format)[0] for _ in range(3))
        print(f"baseline (empty workspace): {baseline / 1e6:.1f} MB")
        print(f"{'input':<10}{'MB':>7}{'peak MB':>10}{'peak B/B':>10}{'B/B':>8}{'out MB':>10}{'out B/B':>9}{'s':>7}")
        for kind in options.kinds.split(","):
            for megabytes in options.sizes.split(","):
                folder = scratch / f"{kind}-{megabytes}"
                folder.mkdir()
                data = generate(kind, int(float(megabytes) * 1e6), options.bench, scratch)
                (folder / "Generated.view").write_bytes(data)
                if options.docs_base_url:
                    (folder / ".viewls.json").write_text(f'{{"docsBaseURL": "{options.docs_base_url}"}}\n')
                result = run(options.binary, folder, options.timeout, options.format)
                if result is None:
                    print(f"{kind:<10}{len(data) / 1e6:>7.2f}  timed out after {options.timeout:.0f} s")
                    continue
                peak, output, seconds, _ = result
                print(f"{kind:<10}{len(data) / 1e6:>7.2f}{peak / 1e6:>10.1f}{peak / len(data):>10.1f}{(peak - baseline) / len(data):>8.1f}"
                      f"{output / 1e6:>10.2f}{output / len(data):>9.2f}{seconds:>7.2f}")
                sys.stdout.flush()


if __name__ == "__main__":
    main()
