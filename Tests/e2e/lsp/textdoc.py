# A document as the client keeps it: its text and version, LSP positions in
# the negotiated encoding (utf-16 or utf-8) computed independently of the
# server, incremental didChange built from text anchors, and workspace edits
# applied locally and sent back.
from __future__ import annotations

import dataclasses
import pathlib

from lsprotocol import types

from viewlsclient import ViewlsClient


def units(text: str, encoding: str) -> int:
    """The length of `text` in the encoding's code units."""
    if encoding == "utf-8":
        return len(text.encode("utf-8"))
    if encoding == "utf-16":
        return len(text.encode("utf-16-le")) // 2
    if encoding == "utf-32":
        return len(text)
    raise ValueError(encoding)


def position_of(text: str, index: int, encoding: str) -> types.Position:
    line = text.count("\n", 0, index)
    line_start = text.rfind("\n", 0, index) + 1
    return types.Position(line=line, character=units(text[line_start:index], encoding))


def index_of(text: str, position: types.Position, encoding: str) -> int:
    """The string index of an LSP position (one inside a character is not allowed)."""
    line_start = 0
    for _ in range(position.line):
        line_start = text.index("\n", line_start) + 1
    line_end = text.find("\n", line_start)
    line_end = len(text) if line_end < 0 else line_end
    count = 0
    for index in range(line_start, line_end + 1):
        if count == position.character:
            return index
        if index == line_end:
            break
        count += units(text[index], encoding)
    raise AssertionError(f"{position} is not at a character boundary of line {position.line}")


@dataclasses.dataclass
class Edit:
    """Replace the `nth` occurrence of `old` (counting from 0) with `new`; with `after`, insert `new`
    right after `old` instead."""

    old: str
    new: str
    nth: int = 0
    after: bool = False

    def locate(self, text: str) -> tuple[int, int]:
        start = -1
        for _ in range(self.nth + 1):
            start = text.find(self.old, start + 1)
            assert start >= 0, f"{self.old!r} (#{self.nth}) is not in the document"
        end = start + len(self.old)
        return (end, end) if self.after else (start, end)


def insert_after(anchor: str, new: str, nth: int = 0) -> Edit:
    return Edit(anchor, new, nth, after=True)


class Doc:
    """One text document of the workspace, opened in the client."""

    def __init__(self, client: ViewlsClient, path: pathlib.Path, text: str | None = None):
        self.client = client
        self.path = path
        self.uri = path.as_uri()
        self.text = path.read_text(encoding="utf-8") if text is None else text
        self.version = 0

    @property
    def encoding(self) -> str:
        return self.client.encoding

    # Positions.

    def index(self, needle: str, nth: int = 0, offset: int = 0) -> int:
        """The string index of the `nth` occurrence of `needle`, plus `offset`."""
        start = -1
        for _ in range(nth + 1):
            start = self.text.find(needle, start + 1)
            assert start >= 0, f"{needle!r} (#{nth}) is not in the document"
        return start + offset

    def position(self, needle: str, nth: int = 0, offset: int = 0) -> types.Position:
        return position_of(self.text, self.index(needle, nth, offset), self.encoding)

    def range(self, needle: str, nth: int = 0, offset: int = 0, length: int | None = None) -> types.Range:
        """The range of the `nth` `needle`, or of `length` characters from `offset` into it."""
        start = self.index(needle, nth, offset)
        length = len(needle) - offset if length is None else length
        return types.Range(start=position_of(self.text, start, self.encoding),
                           end=position_of(self.text, start + length, self.encoding))

    def range_json(self, needle: str, nth: int = 0) -> dict:
        """`range` as the server writes it in JSON."""
        r = self.range(needle, nth)
        return {"start": {"line": r.start.line, "character": r.start.character},
                "end": {"line": r.end.line, "character": r.end.character}}

    def end(self) -> types.Position:
        return position_of(self.text, len(self.text), self.encoding)

    # Synchronisation; each returns the diagnostics published for the new version (raw JSON).

    async def open(self, version: int = 1, wait: bool = True) -> list[dict] | None:
        self.version = version
        seen = len(self.client.published_for(self.uri))
        self.client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=self.uri, language_id="view", version=version, text=self.text)))
        return await self.published(seen) if wait else None

    async def change(self, *edits: Edit, wait: bool = True) -> list[dict] | None:
        """One didChange with a ranged change per edit, each located in the text the previous ones left;
        without `wait`, returns without waiting for the diagnostics."""
        changes = []
        for edit in edits:
            start, end = edit.locate(self.text)
            changes.append(types.TextDocumentContentChangePartial(
                range=types.Range(start=position_of(self.text, start, self.encoding),
                                  end=position_of(self.text, end, self.encoding)),
                text=edit.new))
            self.text = self.text[:start] + edit.new + self.text[end:]
        return await self.send_changes(changes, wait)

    async def apply(self, edit: types.WorkspaceEdit) -> list[dict]:
        """Applies this document's part of a workspace edit locally and sends it as ranged changes."""
        assert edit.changes is not None and self.uri in edit.changes, edit
        text_edits = list(edit.changes[self.uri])
        assert text_edits
        located = [(index_of(self.text, e.range.start, self.encoding), index_of(self.text, e.range.end, self.encoding), e)
                   for e in text_edits]
        # Last first, so the positions of the others still hold while each is applied.
        located.sort(key=lambda item: (item[0], item[1]), reverse=True)
        for (start, end, _), (next_start, _, _) in zip(located[1:], located):
            assert end <= next_start, "overlapping edits"
        changes = []
        for start, end, e in located:
            changes.append(types.TextDocumentContentChangePartial(range=e.range, text=e.new_text))
            self.text = self.text[:start] + e.new_text + self.text[end:]
        return await self.send_changes(changes)

    async def send_changes(self, changes, wait: bool = True) -> list[dict] | None:
        self.version += 1
        seen = len(self.client.published_for(self.uri))
        self.client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=self.uri, version=self.version),
            content_changes=changes))
        return await self.published(seen) if wait else None

    async def close(self) -> dict:
        seen = len(self.client.published_for(self.uri))
        self.client.text_document_did_close(types.DidCloseTextDocumentParams(
            text_document=types.TextDocumentIdentifier(uri=self.uri)))
        return await self.client.wait_for_published(self.uri, None, seen)

    async def published(self, seen: int) -> list[dict]:
        params = await self.client.wait_for_published(self.uri, self.version, seen)
        return params["diagnostics"]
