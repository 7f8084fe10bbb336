# The server as a bare subprocess spoken to in raw bytes (no pygls): for
# framing and JSON-RPC error tests, where a real client library would refuse
# to send what the test needs to send.
import json
import os
import queue
import subprocess
import threading
import time

TIMEOUT = 10.0


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def encode(message: dict) -> bytes:
    return frame(json.dumps(message).encode("utf-8"))


class RawServer:
    """`viewls serve` with its stdin and stdout as pipes; messages read on a thread."""

    def __init__(self, cwd=None):
        self.process = subprocess.Popen(
            [os.environ["VIEWLS"], "serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=cwd,
        )
        self.messages: queue.Queue = queue.Queue()
        # Responses read while looking for another id: JSON-RPC lets a server answer out of order
        # (viewls answers a request that waits for the workspace index after later ones).
        self.skipped: list[dict] = []
        self.garbage: list[bytes] = []  # stdout bytes that were not a framed message
        self.stderr = bytearray()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        threading.Thread(target=self._drain_stderr, daemon=True).start()

    def _drain_stderr(self):
        while chunk := self.process.stderr.read1(65536):
            self.stderr += chunk

    def _read(self):
        stream = self.process.stdout
        while True:
            headers = {}
            while True:
                line = stream.readline()
                if not line:
                    self.messages.put(None)
                    return
                if line == b"\r\n":
                    break
                name, sep, value = line.decode("ascii", "replace").partition(":")
                if not sep:
                    self.garbage.append(line)
                    continue
                headers[name.strip().lower()] = value.strip()
            body = stream.read(int(headers["content-length"]))
            self.messages.put(json.loads(body))

    def send_bytes(self, data: bytes):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message: dict):
        self.send_bytes(encode(message))

    def request(self, id, method, params=None):
        message = {"jsonrpc": "2.0", "id": id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def notify(self, method, params=None):
        message = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def next_message(self, timeout=TIMEOUT) -> dict:
        message = self.messages.get(timeout=timeout)
        assert message is not None, "the server closed its output"
        return message

    def response(self, id=..., timeout=TIMEOUT) -> dict:
        """The next response (with `id` when given), skipping notifications; responses to
        other ids read meanwhile are kept for a later call."""
        for index, message in enumerate(self.skipped):
            if id is ... or message.get("id") == id:
                return self.skipped.pop(index)
        deadline = time.monotonic() + timeout
        while True:
            message = self.next_message(max(0.01, deadline - time.monotonic()))
            if "method" in message:
                continue
            if id is ... or message.get("id") == id:
                return message
            self.skipped.append(message)

    def initialize(self, root_uri=None, capabilities=None):
        self.request(0, "initialize", {"processId": None, "rootUri": root_uri,
                                       "capabilities": capabilities or {}})
        result = self.response(0)["result"]
        self.notify("initialized", {})
        return result

    def close_input(self):
        self.process.stdin.close()

    def wait(self, timeout=TIMEOUT) -> int:
        return self.process.wait(timeout=timeout)

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=TIMEOUT)
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            try:
                stream.close()
            except OSError:
                pass
