# Owns pushed diagnostics: publishDiagnostics after didOpen (rule code,
# source, severity, range, version), after incremental didChange with
# non-ASCII text in utf-16 and utf-8 sessions, and after didClose.
import pytest

from textdoc import Doc, Edit, insert_after, units
from viewlsclient import UTF8, UTF16

VIOLATIONS = [
    # file, rule, severity (1 error, 2 warning), the text the range covers
    ("ControlsSmallTarget.view", "controls/small-target", 1, "height: 28"),
    ("TextViewFixedFont.view", "text-view/fixed-font", 2, "fontSize: 11"),
    ("StatusBarHidden.view", "status-bar/hidden", 2, "hidden: true"),
]


@pytest.mark.parametrize(("name", "rule", "severity", "covered"), VIOLATIONS)
async def test_did_open_publishes_the_violation(client, name, rule, severity, covered):
    doc = Doc(client, client.workspace_root / name)
    diagnostics = await doc.open(version=7)
    assert [d["code"] for d in diagnostics] == [rule]
    [diagnostic] = diagnostics
    assert diagnostic["source"] == "viewls"
    assert diagnostic["severity"] == severity
    assert diagnostic["range"] == doc.range_json(covered)
    assert diagnostic["message"]
    assert client.published_for(doc.uri)[-1]["version"] == 7


async def test_one_finding_names_both_short_sides(client):
    doc = Doc(client, client.workspace_root / "CollectionViewSmallTarget.view")
    diagnostics = await doc.open()
    assert [(d["code"], d["range"]) for d in diagnostics] == [
        ("collection-view/small-target", doc.range_json("itemWidth: 32")),
    ]
    assert "itemWidth" in diagnostics[0]["message"] and "itemHeight" in diagnostics[0]["message"]


async def test_a_clean_file_publishes_nothing(client):
    doc = Doc(client, client.workspace_root / "About.view")
    assert await doc.open(version=3) == []
    assert client.published_for(doc.uri)[-1]["version"] == 3


@pytest.mark.parametrize("client", [UTF16, UTF8], indirect=True, ids=str)
async def test_incremental_edits_with_non_ascii_text(client):
    doc = Doc(client, client.workspace_root / "ControlsSmallTarget.view")
    assert [d["code"] for d in await doc.open()] == ["controls/small-target"]

    # Cyrillic, an emoji outside the BMP and CJK before the faulty property on its line.
    diagnostics = await doc.change(Edit('"Skip 30 s"', '"Пропуск 30 с 📚 跳过"'))
    [diagnostic] = diagnostics
    assert diagnostic["range"] == doc.range_json("height: 28")
    line = doc.text.splitlines()[diagnostic["range"]["start"]["line"]]
    prefix = line[:line.index("height: 28")]
    assert diagnostic["range"]["start"]["character"] == units(prefix, client.encoding) != len(prefix)
    assert client.published_for(doc.uri)[-1]["version"] == 2

    # Several ranged changes in one notification, each in the text the one before left: a new line
    # above, then the value after the emoji on the (now shifted) button line.
    diagnostics = await doc.change(
        insert_after('title: "Now Playing"\n', '    Label { text: "Ünïcödé — 📚📚 — 漢字"; font: body }\n'),
        Edit("28 }", "20 }"),
    )
    assert [(d["code"], d["range"]) for d in diagnostics] == [("controls/small-target", doc.range_json("height: 20"))]
    assert "`height: 20`" in diagnostics[0]["message"]
    assert client.published_for(doc.uri)[-1]["version"] == 3

    # A second faulty button after wide characters, then a change spanning lines that removes it.
    diagnostics = await doc.change(insert_after("Ünïcödé — 📚📚 — 漢字\"; font: body }\n",
                                                '    Button { title: "再见 👋 до свидания"; width: 30 }\n'))
    assert [d["range"] for d in diagnostics] == [doc.range_json("width: 30"), doc.range_json("height: 20")]
    assert client.published_for(doc.uri)[-1]["version"] == 4
    diagnostics = await doc.change(Edit('}\n    Button { title: "再见 👋 до свидания"; width: 30 }\n', "}\n"))
    assert [d["range"] for d in diagnostics] == [doc.range_json("height: 20")]

    # The edit that fixes the violation removes its diagnostic.
    assert await doc.change(Edit("height: 20", "height: 44")) == []
    assert client.published_for(doc.uri)[-1]["version"] == 6
    assert "📚 跳过\"; height: 44 }" in doc.text


@pytest.mark.parametrize("client", [UTF16, UTF8], indirect=True, ids=str)
async def test_an_edit_can_introduce_a_violation_after_wide_text(client):
    doc = Doc(client, client.workspace_root / "About.view")
    assert await doc.open() == []
    # A fixed font size after the Cyrillic and CJK credits on the same line.
    diagnostics = await doc.change(Edit("        font: body\n", ""), insert_after('in the public domain."', "; fontSize: 9"))
    [diagnostic] = diagnostics
    assert diagnostic["code"] == "text-view/fixed-font"
    assert diagnostic["range"] == doc.range_json("fontSize: 9")
    # An emoji in the credits, then the removal located after it on the same line.
    diagnostics = await doc.change(Edit("用心为读者制作。", "用心为读者制作 🙂。"), Edit("; fontSize: 9", "; font: body"))
    assert diagnostics == []
    assert "用心为读者制作 🙂。\\n\\nCover art and illustrations are in the public domain.\"; font: body\n" in doc.text
    assert client.published_for(doc.uri)[-1]["version"] == 3


async def test_did_close_clears_the_diagnostics(client):
    doc = Doc(client, client.workspace_root / "StatusBarHidden.view")
    assert len(await doc.open()) == 1
    closed = await doc.close()
    assert closed["diagnostics"] == []
    assert closed.get("version") is None


async def test_uri_with_spaces_and_cyrillic_comes_back_as_sent(client):
    folder = client.workspace_root / "Мои книги 2"
    folder.mkdir()
    path = folder / "StatusBarTwo.view"
    path.write_text((client.workspace_root / "StatusBarHidden.view").read_text(encoding="utf-8"), encoding="utf-8")
    doc = Doc(client, path)
    assert "%20" in doc.uri and "%D0%9C" in doc.uri
    assert [d["code"] for d in await doc.open()] == ["status-bar/hidden"]
    assert client.published_for(doc.uri)[-1]["uri"] == doc.uri
