# Owns navigation end to end: definition and references across files (utf-16
# and utf-8 sessions, lines with Cyrillic, CJK and emoji), prepareRename and
# rename (ids as `changes`; screens as documentChanges with a RenameFile, or
# refused for a client that cannot rename files; invalid names refused),
# hierarchical documentSymbol and fuzzy workspace/symbol.
import pytest

from textdoc import Doc, index_of
from viewlsclient import RENAME_FILES, UTF8, UTF16

HOME = """Screen {
    title: "Книги 📚 书"
    TableView { Cell { title: "设置 ⚙️"; push: Settings } }
    Toolbar { BarButton { id: share; system: action } }
    Popover { source: share }
}
"""
SETTINGS = 'Screen {\n    title: "Настройки"\n    Button { title: "На главную"; push: Home }\n}\n'


async def open_pair(client):
    """Home.view and Settings.view, written into the workspace and opened."""
    docs = []
    for name, text in (("Home.view", HOME), ("Settings.view", SETTINGS)):
        path = client.workspace_root / name
        path.write_text(text, encoding="utf-8")
        doc = Doc(client, path)
        await doc.open()
        docs.append(doc)
    return docs


def params(doc, needle, offset=1, nth=0, **extra):
    return {"textDocument": {"uri": doc.uri}, "position": pos_json(doc.position(needle, nth=nth, offset=offset)), **extra}


def pos_json(position):
    return {"line": position.line, "character": position.character}


@pytest.mark.parametrize("client", [UTF16, UTF8], indirect=True, ids=str)
async def test_definition_of_a_screen_in_another_file(client):
    home, settings = await open_pair(client)
    response = await client.raw_request("textDocument/definition", params(home, "Settings", offset=3))
    [location] = response["result"]
    assert location["uri"] == settings.uri
    assert location["range"] == settings.range_json("Screen")
    # A built-in component leads nowhere.
    response = await client.raw_request("textDocument/definition", params(home, "TableView"))
    assert response["result"] is None


@pytest.mark.parametrize("client", [UTF8], indirect=True, ids=str)
async def test_references_of_an_id(client):
    home, _ = await open_pair(client)
    response = await client.raw_request("textDocument/references",
                                        params(home, "share", nth=1, context={"includeDeclaration": True}))
    assert [(r["uri"], r["range"]) for r in response["result"]] == [
        (home.uri, home.range_json("share", nth=0)), (home.uri, home.range_json("share", nth=1))]


async def test_rename_an_id_as_changes(client):
    home, _ = await open_pair(client)
    prepared = await client.raw_request("textDocument/prepareRename", params(home, "share"))
    assert prepared["result"] == {"range": home.range_json("share"), "placeholder": "share"}
    response = await client.raw_request("textDocument/rename", params(home, "share", newName="shareButton"))
    edits = response["result"]["changes"][home.uri]
    text = home.text
    for edit in sorted(edits, key=lambda e: (e["range"]["start"]["line"], e["range"]["start"]["character"]), reverse=True):
        start = index_of(text, position_of_json(edit["range"]["start"]), home.encoding)
        end = index_of(text, position_of_json(edit["range"]["end"]), home.encoding)
        text = text[:start] + edit["newText"] + text[end:]
    assert text == HOME.replace("share", "shareButton")


def position_of_json(value):
    from lsprotocol import types
    return types.Position(line=value["line"], character=value["character"])


async def test_rename_a_screen_needs_a_client_that_renames_files(client):
    home, _ = await open_pair(client)
    response = await client.raw_request("textDocument/rename", params(home, "Settings", newName="Preferences"))
    assert response["error"]["code"] == -32803
    assert response["error"]["message"] == ("Renaming `Settings` renames `Settings.view`, "
                                            "and this editor cannot rename files")


@pytest.mark.parametrize("client", [RENAME_FILES], indirect=True, ids=str)
async def test_rename_a_screen_renames_its_file(client):
    home, settings = await open_pair(client)
    response = await client.raw_request("textDocument/rename", params(home, "Settings", newName="Preferences"))
    changes = response["result"]["documentChanges"]
    assert changes[0]["textDocument"] == {"uri": home.uri, "version": 1}
    assert changes[0]["edits"] == [{"range": home.range_json("Settings"), "newText": "Preferences"}]
    assert changes[-1] == {"kind": "rename", "oldUri": settings.uri,
                           "newUri": (client.workspace_root / "Preferences.view").as_uri()}
    # An invalid name is refused with the reason.
    response = await client.raw_request("textDocument/rename", params(home, "Settings", newName="Настройки"))
    assert response["error"]["code"] == -32602
    assert "cannot be a type name" in response["error"]["message"]
    response = await client.raw_request("textDocument/prepareRename", params(home, "TableView"))
    assert response["result"] is None


async def test_document_symbols_are_the_element_tree(client):
    home, _ = await open_pair(client)
    response = await client.raw_request("textDocument/documentSymbol", {"textDocument": {"uri": home.uri}})
    [root] = response["result"]

    def names(symbol):
        return [symbol["name"], [names(child) for child in symbol.get("children", [])]]

    assert names(root) == ['Screen "Книги 📚 书"', [
        ["TableView", [['Cell "设置 ⚙️"', []]]],
        ["Toolbar", [["BarButton share", []]]],
        ["Popover", []],
    ]]
    cell = root["children"][0]["children"][0]
    assert cell["selectionRange"] == home.range_json("Cell")


async def test_workspace_symbols_match_letters_in_order(client):
    await open_pair(client)
    response = await client.raw_request("workspace/symbol", {"query": "sttngs"})
    assert [s["name"] for s in response["result"]] == ["Settings"]
    response = await client.raw_request("workspace/symbol", {"query": "SHARE"})
    assert [(s["name"], s["containerName"]) for s in response["result"]] == [("share", "Home")]
