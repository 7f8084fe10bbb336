# Owns code actions: the preferred quickfix of a diagnostic, the "Disable
# RULE for this line" action, `source.fixAll.viewls` when `only` asks for it;
# each edit is applied locally, sent back with didChange, and the diagnostic
# must be gone (utf-16 and utf-8 sessions, with wide characters before the fix).
import pytest
from lsprotocol import types

from textdoc import Doc, Edit
from viewlsclient import UTF8, UTF16


def structured(client, diagnostic: dict) -> types.Diagnostic:
    return client.protocol._converter.structure(diagnostic, types.Diagnostic)


async def open_with_wide_title(client) -> tuple[Doc, dict]:
    doc = Doc(client, client.workspace_root / "ControlsSmallTarget.view")
    await doc.open()
    [diagnostic] = await doc.change(Edit('"Skip 30 s"', '"Пропуск 📚 30 с 跳过"'))
    assert diagnostic["code"] == "controls/small-target"
    return doc, diagnostic


@pytest.mark.parametrize("client", [UTF16, UTF8], indirect=True, ids=str)
async def test_preferred_quickfix_removes_the_diagnostic(client):
    doc, diagnostic = await open_with_wide_title(client)
    actions = await client.code_actions(doc.uri, doc.range("height: 28", offset=8, length=1),
                                        [structured(client, diagnostic)])
    fix = next(action for action in actions if action.title == "Set height to 44")
    assert fix.kind == types.CodeActionKind.QuickFix
    assert fix.is_preferred is True
    assert [d.code for d in fix.diagnostics] == ["controls/small-target"]
    [text_edit] = fix.edit.changes[doc.uri]
    assert text_edit.range == doc.range("height: 28", offset=8)
    assert text_edit.new_text == "44"
    assert await doc.apply(fix.edit) == []
    assert 'title: "Пропуск 📚 30 с 跳过"; height: 44 }' in doc.text
    assert client.published_for(doc.uri)[-1]["version"] == 3


@pytest.mark.parametrize("client", [UTF16, UTF8], indirect=True, ids=str)
async def test_disable_for_this_line(client):
    doc, diagnostic = await open_with_wide_title(client)
    actions = await client.code_actions(doc.uri, doc.range("height: 28"), [structured(client, diagnostic)])
    disable = next(action for action in actions if action.title == "Disable controls/small-target for this line")
    assert disable.kind == types.CodeActionKind.QuickFix
    assert not disable.is_preferred
    assert await doc.apply(disable.edit) == []
    assert ('    // viewls-disable-next-line controls/small-target\n'
            '    Button { title: "Пропуск 📚 30 с 跳过"; height: 28 }') in doc.text


async def test_only_the_actions_for_the_range(client):
    doc = Doc(client, client.workspace_root / "ControlsSmallTarget.view")
    await doc.open()
    assert await client.code_actions(doc.uri, doc.range("Play")) == []


@pytest.mark.parametrize("only", [["source.fixAll.viewls"], ["source.fixAll"], ["source"]])
async def test_fix_all(client, only):
    doc = Doc(client, client.workspace_root / "CollectionViewSmallTarget.view")
    assert len(await doc.open()) == 1
    whole = types.Range(start=types.Position(line=0, character=0), end=doc.end())
    actions = await client.code_actions(doc.uri, whole, only=only)
    assert [(action.kind, action.title) for action in actions] == [("source.fixAll.viewls", "Apply all safe viewls fixes")]
    [fix_all] = actions
    assert sorted(edit.new_text for edit in fix_all.edit.changes[doc.uri]) == ["44", "44"]
    assert await doc.apply(fix_all.edit) == []
    assert "itemWidth: 44" in doc.text and "itemHeight: 44" in doc.text


async def test_fix_all_only_when_asked_for(client):
    doc = Doc(client, client.workspace_root / "CollectionViewSmallTarget.view")
    diagnostics = await doc.open()
    everything = await client.code_actions(doc.uri, doc.range("itemWidth: 32"), [structured(client, diagnostics[0])])
    assert everything and all(action.kind == types.CodeActionKind.QuickFix for action in everything)
    quickfixes = await client.code_actions(doc.uri, doc.range("itemWidth: 32"), only=["quickfix"])
    assert [a.title for a in quickfixes] == [a.title for a in everything]
