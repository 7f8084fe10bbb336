# Owns the language of what the server says: `initialize.locale` ("ru",
# "zh-CN") picks Russian or Chinese for published diagnostics, hovers,
# completion details and code action titles; a `locale` in the editor's
# settings overrides it and re-checks the open files in the new language;
# a `.viewls.json` locale overrides `initialize.locale`. Codes never change.
import json

import pytest
from lsprotocol import types

from textdoc import Doc
from viewlsclient import CHINESE, RUSSIAN

TABS = "TabBarTooManyTabs.view"


def drop_configured_locale(client):
    """The examples' .viewls.json pins `locale: en`; without it initialize.locale decides.
    The server may have read the file already (it indexes after `initialized`), so it
    is told of the change, as an editor's file watcher would."""
    path = client.workspace_root / ".viewls.json"
    settings = json.loads(path.read_text())
    settings.pop("locale", None)
    path.write_text(json.dumps(settings))
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=path.as_uri(), type=types.FileChangeType.Changed)]))


async def open_tabs(client) -> tuple[Doc, dict]:
    doc = Doc(client, client.workspace_root / TABS)
    published = await doc.open()
    [diagnostic] = [d for d in published if d["code"] == "tab-bar/too-many-tabs"]
    return doc, diagnostic


@pytest.mark.parametrize("client", [RUSSIAN], indirect=True, ids=str)
async def test_russian_diagnostic_hover_and_actions(client):
    drop_configured_locale(client)
    doc, diagnostic = await open_tabs(client)
    assert diagnostic["message"] == "6 вкладок — на панели вкладок iPhone помещается 5"
    assert diagnostic["source"] == "viewls"

    hover = await client.hover(doc.uri, doc.position("TabBar {", offset=3))
    value = hover.contents.value
    assert value.startswith("**tab-bar/too-many-tabs**: 6 вкладок — на панели вкладок iPhone помещается 5\n\n**Что проверяет.**"), value
    assert "**Почему.**" in value and "**Как исправить.**" in value
    assert "**TabBar** · панели\n\nПанель вкладок внизу экрана" in value
    assert "**Свойства**" in value
    assert "**Замечания здесь**\n- `tab-bar/too-many-tabs` — 6 вкладок — на панели вкладок iPhone помещается 5" in value

    actions = await client.code_actions(doc.uri, doc.range("TabBar {", length=6), diagnostics=[])
    titles = [action.title for action in actions]
    assert "Отключить tab-bar/too-many-tabs для этой строки" in titles, titles
    assert "Оставить четыре вкладки, поставить на место пятой вкладку «Ещё» и удалить остальные" in titles, titles


@pytest.mark.parametrize("client", [CHINESE], indirect=True, ids=str)
async def test_chinese_diagnostic_hover_and_completion(client):
    drop_configured_locale(client)
    doc, diagnostic = await open_tabs(client)
    assert diagnostic["message"] == "6 个标签页——iPhone 的标签栏只能容纳 5 个"
    assert diagnostic["code"] == "tab-bar/too-many-tabs"

    hover = await client.hover(doc.uri, doc.position("TabBar {", offset=3))
    value = hover.contents.value
    assert value.startswith("**tab-bar/too-many-tabs**：6 个标签页——iPhone 的标签栏只能容纳 5 个\n\n**检查内容。**"), value
    assert "**TabBar** · 栏\n\n位于底部、在应用各主要部分之间切换的标签栏。" in value
    assert "**此处报告的问题**\n- `tab-bar/too-many-tabs` — 6 个标签页——iPhone 的标签栏只能容纳 5 个" in value

    property_hover = await client.hover(doc.uri, doc.position("style: plain", offset=2))
    assert property_hover.contents.value.startswith("`style` · `TableView` 的属性"), property_hover.contents.value

    items = await client.complete(doc.uri, doc.position("style: plain", offset=len("style: ")))
    plain = next(item for item in items if item.label == "plain")
    assert plain.detail == "TableView.style 的值", plain.detail


@pytest.mark.parametrize("client", [RUSSIAN], indirect=True, ids=str)
async def test_settings_change_the_language_and_recheck(client):
    drop_configured_locale(client)
    doc, diagnostic = await open_tabs(client)
    assert diagnostic["message"].startswith("6 вкладок")
    seen = len(client.published_for(doc.uri))

    client.settings = {"locale": "zh-CN"}
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings={"viewls": client.settings}))
    published = await client.wait_for_published(doc.uri, 1, seen=seen)
    [chinese] = [d for d in published["diagnostics"] if d["code"] == "tab-bar/too-many-tabs"]
    assert chinese["message"] == "6 个标签页——iPhone 的标签栏只能容纳 5 个"
    hover = await client.hover(doc.uri, doc.position("TabBar {", offset=3))
    assert "**TabBar** · 栏" in hover.contents.value, hover.contents.value

    seen = len(client.published_for(doc.uri))
    client.settings = {}
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings={"viewls": None}))
    published = await client.wait_for_published(doc.uri, 1, seen=seen)
    [russian] = [d for d in published["diagnostics"] if d["code"] == "tab-bar/too-many-tabs"]
    assert russian["message"] == "6 вкладок — на панели вкладок iPhone помещается 5"


@pytest.mark.parametrize("client", [CHINESE], indirect=True, ids=str)
async def test_configuration_file_locale_overrides_the_client(client):
    # The examples' .viewls.json says `locale: en`.
    _, diagnostic = await open_tabs(client)
    assert diagnostic["message"] == "6 tabs — an iPhone tab bar holds 5"


@pytest.mark.parametrize("client", [CHINESE], indirect=True, ids=str)
async def test_chinese_syntax_errors(client):
    # Syntax errors are worded by the catalog too: a missing colon after a
    # Chinese string and a full-width colon an input method typed.
    drop_configured_locale(client)
    text = "Screen {\n    title \"首页\"\n    subtitle：\"设置\"\n}\n"
    doc = Doc(client, client.workspace_root / "Broken.view", text)
    published = await doc.open()
    syntax = [d for d in published if d["code"].startswith("syntax/")]
    assert [d["code"] for d in syntax] == ["syntax/missing-colon", "syntax/unexpected-character"]
    assert syntax[0]["message"] == "`title` 后应有 `:`，但遇到了字符串 `\"首页\"`"
    assert syntax[0]["range"] == doc.range_json("\"首页\"")
    assert syntax[1]["message"] == "应为名称、值或标点，但遇到了字符 `：`（U+FF1A，看起来像 `:`）"
    assert syntax[1]["range"] == doc.range_json("：")
    assert all(d["severity"] == 1 for d in syntax)
