"""test_vscode_webview_patches.py — owns the check that the VS Code preview's
webview applies the patches the real `viewls serve` answers: a grouped table
with a finding on most rows is opened, drawn whole, then edited (letters typed
into titles and details, a row removed, a row added, a row broken and
mended); after each edit the request names the drawing shown, the answer is a
patch (no SVG), the webview applies it (harness: webview_page.py), and its
drawing, serialized, equals the whole drawing the server gives a client
without patches, drawn in a second webview. A screenshot of the patched
drawing is kept in .build/screenshots/vscode-preview-patched.png."""
from __future__ import annotations

import json
import os
import pathlib
import random
import subprocess

import pytest

from webview_page import DOCUMENT, browser, Webview  # noqa: F401

ROWS = 120  # most rows scrolled away: their findings' badges all sit on the section


def source() -> str:
    lines = ["Screen {", '    title: "Rows"', '    NavigationBar { title: "Rows" }', "    TableView {", "        style: grouped",
             '        Section { header: "Row list"']
    for row in range(ROWS):
        push = "; push: Rows" if row % 6 == 0 else ""
        lines.append(f'            Cell {{ style: value1; title: "Row {row} строка 行"; detail: "D{row}"; accessory: disclosureIndicator{push} }}')
    lines += ["        }", "    }", "}", ""]
    return "\n".join(lines)


class Server:
    """`viewls serve` on stdio, one request at a time."""

    def __init__(self, folder: pathlib.Path):
        viewls = os.environ.get("VIEWLS", "")
        assert viewls and os.access(viewls, os.X_OK), "set VIEWLS to the viewls binary"
        self.process = subprocess.Popen([viewls, "serve"], cwd=folder, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.next_id = 0

    def send(self, message: dict):
        body = json.dumps({"jsonrpc": "2.0", **message}).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self) -> dict:
        length = None
        while True:
            line = self.process.stdout.readline()
            assert line, "viewls closed its output"
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode("ascii").partition(":")
            if name.strip().lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method: str, params) -> dict:
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params})
        while True:
            message = self.read()
            if message.get("id") == self.next_id and "method" not in message:
                assert "result" in message, message
                return message["result"]
            if "method" in message and "id" in message:  # a request from the server
                self.send({"id": message["id"], "result": None})

    def close(self):
        self.request("shutdown", None)
        self.send({"method": "exit"})
        self.process.wait(timeout=10)
        self.process.stdin.close()
        self.process.stdout.close()


def serialized(view: Webview) -> str:
    return view.page.evaluate("new XMLSerializer().serializeToString(document.querySelector('#stage > svg'))")


def test_patches_from_viewls_give_the_whole_drawing_in_the_webview(browser, tmp_path):  # noqa: F811
    text = source()
    path = tmp_path / "Rows.view"
    path.write_text(text, "utf-8")
    uri = path.as_uri()
    server = Server(tmp_path)
    server.request("initialize", {"processId": None, "rootUri": tmp_path.as_uri(), "capabilities": {}})
    server.send({"method": "initialized", "params": {}})
    server.send({"method": "textDocument/didOpen",
                 "params": {"textDocument": {"uri": uri, "languageId": "view", "version": 1, "text": text}}})
    patched, fresh = Webview(browser), Webview(browser)
    try:
        first = server.request("viewls/preview", {"textDocument": {"uri": uri}, "patch": {}})
        assert "svg" in first and first["svg"].count('class="finding"') > 30
        patched.send({"type": "preview", "uri": DOCUMENT, "screen": first["screen"], "svg": first["svg"], "elements": [],
                      "token": first["token"]})
        token = first["token"]
        lines = text.split("\n")
        rng = random.Random(11)
        sizes = []
        broken = None
        for version in range(2, 27):
            kind = version % 6 if version < 26 else 6
            row = rng.choice([number for number, line in enumerate(lines) if "Cell {" in line])
            if broken is not None and kind in (3, 4):
                kind = 6  # rows stay where they are while one is broken: mend it first
            if kind == 6:  # the broken row mended (or a letter typed, when none is)
                if broken is None:
                    kind = 0
                else:
                    lines[broken[0]] = broken[1]
                    broken = None
            if kind in (0, 1, 2):  # a letter typed into a title (a detail, one time in three)
                field = 'detail: "' if kind == 1 and 'detail: "' in lines[row] else 'title: "'
                at = lines[row].index(field) + len(field)
                lines[row] = lines[row][:at] + rng.choice("xЯ字") + lines[row][at:]
            elif kind == 3:  # a row removed
                del lines[row]
            elif kind == 4:  # a row added
                lines.insert(row, '            Cell { style: subtitle; title: "New"; detail: "Added" }')
            elif kind == 5 and broken is None:  # a row broken: an unclosed string
                broken = (row, lines[row])
                lines[row] = lines[row].replace('"; detail', '; detail', 1)
            server.send({"method": "textDocument/didChange",
                         "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": "\n".join(lines)}]}})
            answer = server.request("viewls/preview", {"textDocument": {"uri": uri}, "patch": {"since": token}})
            assert "svg" not in answer and answer["patch"]["since"] == token, sorted(answer)
            sizes.append(len(json.dumps(answer)))
            patched.send({"type": "patch", "uri": DOCUMENT, "screen": answer["screen"], "patch": answer["patch"], "token": answer["token"]})
            token = answer["token"]
            assert not [m for m in patched.posted() if m["type"] == "resync"], f"edit {version}: the patch did not fit"
            whole = server.request("viewls/preview", {"textDocument": {"uri": uri}})
            fresh.preview(svg=whole["svg"])
            assert serialized(patched) == serialized(fresh), f"edit {version}: the patched drawing differs from the whole one"
        # Typing into a title sends a small fraction of the drawing.
        assert min(sizes) * 10 < len(first["svg"]), (min(sizes), len(first["svg"]))
        shot = pathlib.Path(__file__).resolve().parents[3] / ".build" / "screenshots" / "vscode-preview-patched.png"
        shot.parent.mkdir(parents=True, exist_ok=True)
        patched.page.screenshot(path=str(shot), full_page=True)
        assert shot.stat().st_size > 10_000
        assert patched.errors == [] and fresh.errors == []
        assert patched.outside_requests() == []
    finally:
        patched.context.close()
        fresh.context.close()
        server.close()


def test_a_patch_that_does_not_start_from_the_drawing_shown_asks_for_the_whole_drawing(browser):  # noqa: F811
    view = Webview(browser)
    try:
        view.preview(svg='<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g data-key="0"/></svg>', token="A")
        view.send({"type": "patch", "uri": DOCUMENT, "screen": "S", "token": "C",
                   "patch": {"since": "B", "replaced": [], "attributes": []}})
        assert [m["type"] for m in view.posted()][-1] == "resync"
        # One that names a piece the drawing does not have: the same.
        view.preview(svg='<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g data-key="0"/></svg>', token="A")
        before = len(view.posted())
        view.send({"type": "patch", "uri": DOCUMENT, "screen": "S", "token": "C",
                   "patch": {"since": "A", "replaced": [{"key": "9", "svg": '<g data-key="9"></g>'}], "attributes": []}})
        assert [m["type"] for m in view.posted()[before:]] == ["resync"]
        assert view.errors == []
    finally:
        view.context.close()
