# Owns the screen map end to end: call hierarchy over screens (prepare on a
# link value and in a file; incoming and outgoing with ranges in the caller's
# file), document links (screens, components, images inside the workspace;
# none for a path leaving it), the code lens on a screen's root, the
# capabilities that announce them, and every result valid for lsprotocol —
# in utf-16 and utf-8 sessions, on lines with Cyrillic, CJK and emoji.
import pytest
from lsprotocol import types
from lsprotocol.converters import get_converter

from textdoc import Doc
from viewlsclient import UTF8, UTF16

HOME = """Screen {
    title: "Книги 📚 书"
    NavigationBar { title: "Книги 📚"; BarButton { system: add; presents: Settings } }
    TableView {
        BookRow { title: "设置 ⚙️" }
        Cell { title: "Настройки"; image: "icons/gear.png"; push: Settings }
        Cell { title: "Outside"; image: "../../../etc/passwd" }
    }
}
"""
SETTINGS = 'Screen {\n    title: "Настройки"\n    Button { title: "На главную"; push: Home }\n}\n'
BOOK_ROW = "Cell {\n    accessory: disclosureIndicator\n    push: Settings\n}\n"

CONVERTER = get_converter()


async def open_app(client):
    docs = {}
    for name, text in (("Home", HOME), ("Settings", SETTINGS), ("BookRow", BOOK_ROW)):
        path = client.workspace_root / f"{name}.view"
        path.write_text(text, encoding="utf-8")
        doc = Doc(client, path)
        await doc.open()
        docs[name] = doc
    return docs


def at(doc, needle, nth=0, offset=1):
    position = doc.position(needle, nth=nth, offset=offset)
    return {"textDocument": {"uri": doc.uri}, "position": {"line": position.line, "character": position.character}}


def test_capabilities_are_announced(client):
    capabilities = client.init_json["capabilities"]
    assert capabilities["callHierarchyProvider"] is True
    assert capabilities["documentLinkProvider"] == {"resolveProvider": False}
    assert capabilities["codeLensProvider"] == {"resolveProvider": False}


@pytest.mark.parametrize("client", [UTF16, UTF8], indirect=True, ids=str)
async def test_call_hierarchy_incoming_and_outgoing(client):
    docs = await open_app(client)
    home, settings, row = docs["Home"], docs["Settings"], docs["BookRow"]
    # On a link value: the screen it names.
    response = await client.raw_request("textDocument/prepareCallHierarchy", at(home, "Settings", nth=1, offset=2))
    [item] = CONVERTER.structure(response["result"], list[types.CallHierarchyItem])
    assert (item.name, item.uri, item.detail, item.kind) == ("Settings", settings.uri, "Настройки", types.SymbolKind.Class)
    assert response["result"][0]["selectionRange"] == settings.range_json("Screen")

    incoming = await client.raw_request("callHierarchy/incomingCalls", {"item": response["result"][0]})
    calls = CONVERTER.structure(incoming["result"], list[types.CallHierarchyIncomingCall])
    by_name = {call.from_.name: call for call in calls}
    assert sorted(by_name) == ["BookRow", "Home"]
    assert by_name["BookRow"].from_.kind == types.SymbolKind.Struct, "a component"
    home_ranges = [r for call in incoming["result"] if call["from"]["name"] == "Home" for r in call["fromRanges"]]
    assert home_ranges == [home.range_json("Settings", nth=0), home.range_json("Settings", nth=1)]
    assert [r for call in incoming["result"] if call["from"]["name"] == "BookRow" for r in call["fromRanges"]] == [
        row.range_json("Settings")]

    # Anywhere else in a file: the file's own screen; outgoing in the order first named.
    response = await client.raw_request("textDocument/prepareCallHierarchy", at(home, "TableView"))
    [home_item] = response["result"]
    assert home_item["name"] == "Home" and home_item["uri"] == home.uri
    outgoing = await client.raw_request("callHierarchy/outgoingCalls", {"item": home_item})
    calls = CONVERTER.structure(outgoing["result"], list[types.CallHierarchyOutgoingCall])
    assert [call.to.name for call in calls] == ["Settings"]
    assert outgoing["result"][0]["fromRanges"] == [home.range_json("Settings", nth=0), home.range_json("Settings", nth=1)]


@pytest.mark.parametrize("client", [UTF16, UTF8], indirect=True, ids=str)
async def test_document_links(client):
    docs = await open_app(client)
    home = docs["Home"]
    response = await client.raw_request("textDocument/documentLink", {"textDocument": {"uri": home.uri}})
    links = CONVERTER.structure(response["result"], list[types.DocumentLink])
    root = client.workspace_root
    assert [link.target for link in links] == [
        docs["Settings"].uri, docs["BookRow"].uri, (root / "icons" / "gear.png").as_uri(), docs["Settings"].uri]
    assert [raw["range"] for raw in response["result"]] == [
        home.range_json("Settings", nth=0), home.range_json("BookRow"), home.range_json('"icons/gear.png"'),
        home.range_json("Settings", nth=1)]


async def test_code_lens_on_a_screen_and_none_on_a_component(client):
    docs = await open_app(client)
    response = await client.raw_request("textDocument/codeLens", {"textDocument": {"uri": docs["Settings"].uri}})
    [lens] = CONVERTER.structure(response["result"], list[types.CodeLens])
    assert lens.range.start == types.Position(line=0, character=0)
    # Home leads here (its own links and its BookRow's); diagnostics as published.
    assert lens.command.title.startswith("1 screen leads here · "), lens.command.title
    assert lens.command.command == ""
    response = await client.raw_request("textDocument/codeLens", {"textDocument": {"uri": docs["BookRow"].uri}})
    assert response["result"] == []


async def test_unknown_item_is_invalid_params(client):
    await open_app(client)
    bogus = {"name": "Nowhere", "kind": 5, "uri": (client.workspace_root / "Nowhere.view").as_uri(),
             "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
             "selectionRange": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}}
    response = await client.raw_request("callHierarchy/incomingCalls", {"item": bogus})
    assert response["error"]["code"] == -32602


def test_preview_capability_is_announced(client):
    assert client.init_json["capabilities"]["experimental"] == {"previewProvider": True}


@pytest.mark.parametrize("client", [UTF16, UTF8], indirect=True, ids=str)
async def test_preview_draws_the_current_text_with_its_findings(client):
    docs = await open_app(client)
    home = docs["Home"]
    response = await client.raw_request("viewls/preview", {"textDocument": {"uri": home.uri}, "appearance": "dark"})
    result = response["result"]
    assert result["screen"] == "Home"
    assert (result["device"], result["orientation"], result["appearance"]) == ("iphone", "portrait", "dark")
    assert result["svg"].startswith("<svg") and 'data-appearance="dark"' in result["svg"]
    # Every element's range is the file's own text, in the session's encoding; the root is the whole screen.
    kinds = [element["kind"] for element in result["elements"]]
    assert kinds[0] == "Screen" and "TableView" in kinds and "NavigationBar" in kinds
    table = next(element for element in result["elements"] if element["kind"] == "TableView")
    assert table["range"]["start"] == home.range_json("TableView")["start"]
    assert all(len(element["frame"]) == 4 and element["frame"][2] >= 0 for element in result["elements"])
    # An unsaved edit is drawn: a new title appears in the next drawing.
    from textdoc import insert_after
    await home.change(insert_after('title: "Книги 📚 书"', "\n    NavigationBar { title: \"Saved?\" }"), wait=False)
    again = await client.raw_request("viewls/preview", {"textDocument": {"uri": home.uri}})
    assert "Saved?" in again["result"]["svg"] or "Saved" in again["result"]["svg"]


async def test_preview_options_are_checked(client):
    docs = await open_app(client)
    response = await client.raw_request("viewls/preview", {"textDocument": {"uri": docs["Home"].uri}, "device": "ipod"})
    assert response["error"]["code"] == -32602
    response = await client.raw_request("viewls/preview", {"textDocument": {"uri": docs["Home"].uri}, "device": "ipad",
                                                            "orientation": "landscape"})
    assert (response["result"]["device"], response["result"]["orientation"]) == ("ipad", "landscape")
