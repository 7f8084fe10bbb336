# Owns completion: enum members after `name: `, the properties not yet set
# and the children allowed inside a block, snippet or plain items as the
# client's capability says, incomplete input (end of file, unclosed blocks),
# and replace ranges in utf-16 and utf-8 sessions.
import pytest
from lsprotocol import types

from textdoc import Doc
from viewlsclient import NO_SNIPPETS, SNIPPETS, UTF8, UTF16

BUTTON_ROLES = ["normal", "done", "cancel", "dismiss", "destructive"]


async def scratch(client, text: str) -> Doc:
    doc = Doc(client, client.workspace_root / "Scratch.view", text=text)
    await doc.open()
    return doc


def labels(items):
    return [item.label for item in items]


@pytest.mark.parametrize("client", [UTF16, UTF8], indirect=True, ids=str)
async def test_enum_members_after_the_colon(client):
    doc = await scratch(client, 'Screen {\n    title: "Книги 📚 书"\n    Button { title: "Пуск 📚"; role:  }\n}\n')
    cursor = doc.position("role: ", offset=6)
    items = await client.complete(doc.uri, cursor)
    assert labels(items) == BUTTON_ROLES
    for item in items:
        assert item.kind == types.CompletionItemKind.EnumMember
        assert item.detail == "value of Button.role"
        assert item.insert_text_format == types.InsertTextFormat.PlainText
        assert item.text_edit.range == types.Range(start=cursor, end=cursor)
        assert item.text_edit.new_text == item.label
    assert items[0].documentation.value == "The default value of `Button.role`."


async def test_true_and_false_for_a_bool(client):
    doc = await scratch(client, 'Screen {\n    title: "A"\n    Button { title: "Go"; hidden:  }\n}\n')
    items = await client.complete(doc.uri, doc.position("hidden: ", offset=8))
    assert labels(items) == ["true", "false"]


async def test_properties_not_yet_set_and_allowed_children(client):
    doc = await scratch(client, 'Screen {\n    title: "A"\n    TableView {\n        style: plain\n        \n    }\n}\n')
    items = await client.complete(doc.uri, doc.position("style: plain\n", offset=21))
    properties = [item.label for item in items if item.kind == types.CompletionItemKind.Property]
    components = [item.label for item in items if item.kind == types.CompletionItemKind.Class]
    assert "style" not in properties  # already set
    assert {"rowHeight", "loading", "index", "hidden"} <= set(properties)
    assert {"Section", "Cell", "SearchBar", "RefreshControl"} <= set(components)
    assert "Tab" not in components and "Button" not in components and "Screen" not in components
    loading = next(item for item in items if item.label == "loading")
    assert loading.detail == "none | spinner | blank"
    assert loading.text_edit.new_text == "loading: "


@pytest.mark.parametrize(("client", "format", "new_text"), [
    (SNIPPETS, types.InsertTextFormat.Snippet, "Cell {\n\t$0\n}"),
    (NO_SNIPPETS, types.InsertTextFormat.PlainText, "Cell"),
], indirect=["client"], ids=str)
async def test_component_items_follow_snippet_support(client, format, new_text):
    doc = await scratch(client, 'Screen {\n    title: "A"\n    TableView {\n        \n    }\n}\n')
    items = await client.complete(doc.uri, doc.position("TableView {\n", offset=20))
    cell = next(item for item in items if item.label == "Cell")
    assert cell.kind == types.CompletionItemKind.Class
    assert cell.insert_text_format == format
    assert cell.text_edit.new_text == new_text
    assert cell.documentation.kind == types.MarkupKind.Markdown and cell.documentation.value
    # Properties are never snippets.
    style = next(item for item in items if item.label == "style")
    assert style.insert_text_format == types.InsertTextFormat.PlainText
    assert style.text_edit.new_text == "style: "


async def test_unclosed_block_at_end_of_file(client):
    doc = await scratch(client, 'Screen {\n    title: "A"\n    TableView {\n        ')
    items = await client.complete(doc.uri, doc.end())
    assert {"style", "rowHeight", "Cell", "Section"} <= set(labels(items))
    assert "title" not in labels(items)  # a Screen property, not a TableView one


async def test_enum_members_in_an_unclosed_block_at_end_of_file(client):
    doc = await scratch(client, 'Screen {\n    title: "A"\n    Button { title: "Go"; role: ')
    items = await client.complete(doc.uri, doc.end())
    assert labels(items) == BUTTON_ROLES
    assert items[0].text_edit.range == types.Range(start=doc.end(), end=doc.end())


async def test_screen_names_for_push(client):
    doc = await scratch(client, 'Screen {\n    title: "A"\n    Button { title: "Go"; push:  }\n}\n')
    items = await client.complete(doc.uri, doc.position("push: ", offset=6))
    assert {"About", "StatusBarHidden", "ControlsSmallTarget"} <= set(labels(items))
    assert all(item.kind == types.CompletionItemKind.File for item in items)


async def test_ids_for_a_ref_property(client):
    doc = await scratch(client, 'Screen {\n    title: "A"\n    Button { id: go; title: "Go" }\n    Popover { source:  }\n}\n')
    items = await client.complete(doc.uri, doc.position("source: ", offset=8))
    assert labels(items) == ["go"]
    assert items[0].kind == types.CompletionItemKind.Reference
