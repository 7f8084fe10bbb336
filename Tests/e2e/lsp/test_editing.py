# Owns the editing features end to end: formatting (small edits that give
# exactly what `viewls format` writes; nothing for a file with syntax
# errors), folding ranges, selection ranges, semantic tokens decoded with the
# announced legend, and document colours with their presentations — on lines
# with Cyrillic, CJK and emoji, in utf-16 and utf-8 sessions.
import os
import subprocess

import pytest
from lsprotocol import types

from textdoc import Doc, index_of
from viewlsclient import UTF8, UTF16

MESSY = """// Экран 主页
Screen {
  title:"Книги 📚";background: "#FAFAFA"
     Label{text:'设置' ; color: red}
  TableView { style: grouped
  Section { Cell { title: "🙂" } } }
}"""


async def open_text(client, name, text) -> Doc:
    path = client.workspace_root / name
    path.write_text(text, encoding="utf-8")
    doc = Doc(client, path)
    await doc.open()
    return doc


def apply_edits(doc, edits) -> str:
    text = doc.text
    located = []
    for edit in edits:
        start = index_of(text, types.Position(**edit["range"]["start"]), doc.encoding)
        end = index_of(text, types.Position(**edit["range"]["end"]), doc.encoding)
        located.append((start, end, edit["newText"]))
    for start, end, new in sorted(located, reverse=True):
        text = text[:start] + new + text[end:]
    return text


@pytest.mark.parametrize("client", [UTF16, UTF8], indirect=True, ids=str)
async def test_formatting_matches_viewls_format(client, tmp_path):
    doc = await open_text(client, "Messy.view", MESSY)
    response = await client.raw_request("textDocument/formatting",
                                         {"textDocument": {"uri": doc.uri}, "options": {"tabSize": 4, "insertSpaces": True}})
    edits = response["result"]
    assert len(edits) > 1, "small edits, not one whole-file edit"
    copy = tmp_path / "copy" / "Messy.view"
    copy.parent.mkdir()
    copy.write_text(MESSY, encoding="utf-8")
    subprocess.run([os.environ["VIEWLS"], "format", str(copy)], check=True, capture_output=True)
    assert apply_edits(doc, edits) == copy.read_text(encoding="utf-8")


async def test_formatting_leaves_a_broken_file_alone(client):
    doc = await open_text(client, "Broken.view", 'Screen {\n  title: "open\n}')
    response = await client.raw_request("textDocument/formatting", {"textDocument": {"uri": doc.uri}, "options": {}})
    assert response["result"] == []


async def test_folding_and_selection(client):
    doc = await open_text(client, "Messy.view", MESSY)
    response = await client.raw_request("textDocument/foldingRange", {"textDocument": {"uri": doc.uri}})
    assert [(r["startLine"], r["endLine"]) for r in response["result"]] == [(1, 5), (4, 5)]
    position = doc.position("red", offset=1)
    response = await client.raw_request("textDocument/selectionRange", {
        "textDocument": {"uri": doc.uri}, "positions": [{"line": position.line, "character": position.character}]})
    [chain] = response["result"]
    ranges = []
    while chain:
        ranges.append(chain["range"])
        chain = chain.get("parent")
    assert ranges[0] == doc.range_json("red")
    assert ranges[1] == doc.range_json("color: red")
    assert ranges[-1]["start"] == {"line": 0, "character": 0}


@pytest.mark.parametrize("client", [UTF16, UTF8], indirect=True, ids=str)
async def test_semantic_tokens(client):
    doc = await open_text(client, "Messy.view", MESSY)
    legend = client.init_json["capabilities"]["semanticTokensProvider"]["legend"]
    response = await client.raw_request("textDocument/semanticTokens/full", {"textDocument": {"uri": doc.uri}})
    data = response["result"]["data"]
    lines = doc.text.split("\n")
    line = column = 0
    decoded = []
    for i in range(0, len(data), 5):
        delta_line, delta_start, length, kind, modifiers = data[i:i + 5]
        line += delta_line
        column = column + delta_start if delta_line == 0 else delta_start
        # Positions are in the session's encoding; slice the line in those units.
        encoded = lines[line].encode("utf-8" if doc.encoding == "utf-8" else "utf-16-le")
        width = 1 if doc.encoding == "utf-8" else 2
        text = encoded[column * width:(column + length) * width].decode("utf-8" if width == 1 else "utf-16-le")
        names = [legend["tokenModifiers"][bit] for bit in range(len(legend["tokenModifiers"])) if modifiers & (1 << bit)]
        decoded.append(" ".join([text, legend["tokenTypes"][kind], *names]))
    assert decoded == [
        "// Экран 主页 comment", "Screen class defaultLibrary", "title property", '"Книги 📚" string',
        "background property", '"#FAFAFA" string', "Label class defaultLibrary", "text property", "'设置' string",
        "color property", "red enumMember defaultLibrary", "TableView class defaultLibrary", "style property",
        "grouped enumMember", "Section class defaultLibrary", "Cell class defaultLibrary", "title property",
        '"🙂" string',
    ]


async def test_colors_and_presentations(client):
    doc = await open_text(client, "Messy.view", MESSY)
    response = await client.raw_request("textDocument/documentColor", {"textDocument": {"uri": doc.uri}})
    colors = response["result"]
    assert [c["range"] for c in colors] == [doc.range_json('"#FAFAFA"'), doc.range_json("red")]
    assert colors[0]["color"] == {"red": 250 / 255, "green": 250 / 255, "blue": 250 / 255, "alpha": 1}
    response = await client.raw_request("textDocument/colorPresentation", {
        "textDocument": {"uri": doc.uri}, "range": colors[1]["range"],
        "color": {"red": 1, "green": 59 / 255, "blue": 48 / 255, "alpha": 1}})
    assert [p["label"] for p in response["result"]] == ["red", '"#FF3B30"']
    assert response["result"][1]["textEdit"] == {"range": doc.range_json("red"), "newText": '"#FF3B30"'}
