# Owns hover: on a component (its card, in markdown or plain text as the
# client accepts), on a property and an enum member, on a diagnostic's range
# (the rule's explanation), and positions in utf-8 and utf-16 sessions.
import pytest
from lsprotocol import types

from textdoc import Doc, Edit
from viewlsclient import MARKDOWN, PLAINTEXT, UTF8, UTF16


async def open_doc(client, name="ControlsSmallTarget.view") -> Doc:
    doc = Doc(client, client.workspace_root / name)
    await doc.open()
    return doc


@pytest.mark.parametrize("client", [MARKDOWN], indirect=True, ids=str)
async def test_component_in_markdown(client):
    doc = await open_doc(client)
    hover = await client.hover(doc.uri, doc.position('Button { title: "Skip', offset=2))
    assert hover.contents.kind == types.MarkupKind.Markdown
    value = hover.contents.value
    assert value.startswith("**Button** · controls\n")
    assert "**Properties**" in value
    assert "- `role`: normal | done | cancel | dismiss | destructive = `normal`" in value
    assert "**Reported here**\n- `controls/small-target` — `height: 28` makes this target smaller than 44 pt" in value
    assert hover.range == doc.range("Button", nth=1)


@pytest.mark.parametrize("client", [PLAINTEXT], indirect=True, ids=str)
async def test_component_in_plain_text(client):
    doc = await open_doc(client)
    hover = await client.hover(doc.uri, doc.position('Button { title: "Skip', offset=2))
    assert hover.contents.kind == types.MarkupKind.PlainText
    value = hover.contents.value
    assert value.startswith("Button · controls\n")
    assert "- role: normal | done | cancel | dismiss | destructive = normal" in value
    assert "controls/small-target" in value
    assert "**" not in value and "`" not in value
    assert hover.range == doc.range("Button", nth=1)


async def test_component_card_shows_the_limit_as_it_stands(client):
    doc = await open_doc(client, "TabBarTooManyTabs.view")
    hover = await client.hover(doc.uri, doc.position("TabBar {", offset=3))
    value = hover.contents.value
    assert "**TabBar** · bars" in value
    assert "- `tab-bar/too-many-tabs` — 6 tabs — an iPhone tab bar holds 5" in value
    assert hover.range == doc.range("TabBar {", length=6)


async def test_property(client):
    doc = await open_doc(client)
    hover = await client.hover(doc.uri, doc.position("contentMode", offset=4))
    assert hover.contents.value == ("`contentMode` · property of `ImageView`\n\nType: `enum`\n\nNo default\n\n"
                                    "Values: `fit`, `fill`, and `center`")
    assert hover.range == doc.range("contentMode")


async def test_enum_member(client):
    doc = await open_doc(client)
    hover = await client.hover(doc.uri, doc.position("contentMode: fit", offset=14))
    assert hover.contents.value == "`fit` · a value of `ImageView.contentMode`\n\nOther values: `fill` and `center`"
    assert hover.range == doc.range("contentMode: fit", offset=13)


@pytest.mark.parametrize("client", [MARKDOWN, PLAINTEXT], indirect=True, ids=str)
async def test_diagnostic_range_explains_the_rule(client):
    doc = await open_doc(client)
    hover = await client.hover(doc.uri, doc.position("height: 28", offset=9))
    value = hover.contents.value
    if client.options is MARKDOWN:
        assert value.startswith("**controls/small-target**: `height: 28` makes this target smaller than 44 pt")
        assert "**What it checks.**" in value and "**Why.**" in value and "**How to fix.**" in value
    else:
        assert hover.contents.kind == types.MarkupKind.PlainText
        assert value.startswith("controls/small-target: height: 28 makes this target smaller than 44 pt")
        assert "What it checks." in value and "How to fix." in value
    assert "A fingertip covers about 44 points." in value


@pytest.mark.parametrize("client", [UTF16, UTF8], indirect=True, ids=str)
async def test_positions_after_wide_characters(client):
    doc = await open_doc(client)
    # `font` comes after Cyrillic, an em dash and an emoji outside the BMP on its line.
    await doc.change(Edit("Книги лета", "Книги лета 📚"))
    hover = await client.hover(doc.uri, doc.position("font: headline", offset=2))
    assert hover.contents.value.startswith("`font` · property of `Label`")
    assert hover.range == doc.range("font: headline", length=4)
    line = doc.text.splitlines()[hover.range.start.line]
    assert hover.range.start.character != line.index("font: headline")


async def test_nothing_to_say_in_a_comment(client):
    doc = await open_doc(client)
    assert await client.hover(doc.uri, doc.position("podcast player", offset=3)) is None
