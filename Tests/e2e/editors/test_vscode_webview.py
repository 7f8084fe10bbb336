"""test_vscode_webview.py — owns the tests of the VS Code preview's webview
(editors/vscode/media/preview.js and preview.css in the page previewPage.js
builds) in Debian's Chromium, on the hand-written drawing Account.svg
(harness: webview_page.py): rendering, clicks, the cursor, the switches, the
CSP, a hostile drawing, status messages; that the page loads only files of
media/, and the screenshot (the README's picture is made from what viewls
really draws, by test_vscode_webview_real.py with UPDATE_EXPECT=1), which the extension's
README shows. test_vscode_webview_real.py does the same with what viewls
itself draws."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

from webview_page import (DOCUMENT, EXTENSION, FIXTURES, NONCE, ORIGIN, SCREENSHOT, SOURCE, SVG,  # noqa: F401
                          browser, lsp_range, webview)

# ---- the fixture stays true to its source and to viewls ----

def drawn_groups() -> list[ET.Element]:
    return [g for g in ET.fromstring(SVG).iter("{http://www.w3.org/2000/svg}g") if "data-range" in g.attrib]


def text_at(position: dict) -> str:
    return SOURCE.split("\n")[position["line"]][position["character"]:]


def test_the_fixture_draws_its_source_and_the_finding_viewls_reports():
    elements = [g for g in drawn_groups() if g.get("class") != "finding"]
    assert [g.get("data-kind") for g in elements] == ["Screen", "NavigationBar", "TableView", "Section", "Cell", "Cell"]
    for g in elements:
        start, end = lsp_range(g.get("data-range")).values()
        assert text_at(start).startswith(g.get("data-kind") + " {"), g.get("data-range")
        assert SOURCE.split("\n")[end["line"]][end["character"] - 1] == "}", g.get("data-range")
        assert len(g.get("data-frame").split()) == 4
    [finding] = [g for g in drawn_groups() if g.get("class") == "finding"]
    viewls = os.environ.get("VIEWLS", "")
    assert viewls and os.access(viewls, os.X_OK), "set VIEWLS to the viewls binary"
    report = json.loads(subprocess.run([viewls, "check", "--format", "json", "--locale", "en", str(FIXTURES / "Account.view")],
                                       capture_output=True, text=True).stdout)
    [diagnostic] = report["files"][0]["diagnostics"]
    assert finding.get("data-code") == diagnostic["code"]
    assert lsp_range(finding.get("data-range")) == diagnostic["range"]
    assert finding.get("data-severity") == "warning" and diagnostic["severity"] == 2
    assert finding.find("{http://www.w3.org/2000/svg}title").text.endswith(diagnostic["message"])


# ---- drawing ----

def test_the_drawing_renders_with_no_console_error_and_no_request_beyond_the_page(webview):
    webview.preview()
    stage = webview.page.locator("#stage")
    assert stage.locator("svg.drawing").count() == 1
    assert stage.locator("g[data-range]:not(.finding)").count() == 6
    assert stage.locator("g.finding").count() == 1
    assert webview.page.text_content("#screen-name") == "Account"
    assert webview.page.is_hidden("#status")
    # The drawing's own <style> applies under the CSP (the script gives it the page's nonce).
    fill = webview.page.eval_on_selector("#stage text.secondary", "(text) => getComputedStyle(text).fill")
    assert fill == "rgb(138, 138, 142)"
    assert webview.errors == []
    assert webview.outside_requests() == []
    assert sorted(set(webview.requests)) == [f"{ORIGIN}/index.html", f"{ORIGIN}/media/preview.css", f"{ORIGIN}/media/preview.js",
                                             f"{ORIGIN}/media/previewPatch.js"]


# (what is clicked, the range posted: an element's, a finding's, or none)
CLICKS = [
    ('#stage g[data-id="storage"]', "9:12-9:83"),
    ('#stage text:text-is("Sign Out")', "10:12-10:70"),
    ('#stage text:text-is("Account")', "4:4-4:38"),
    ('#stage text:text-is("LIBRARY")', "7:8-11:9"),
    ('#stage text:text-is("9:41")', "1:0-13:1"),
    ("#stage g.finding .badge", "10:49-10:68"),
    ("#stage g.finding > rect", "10:49-10:68"),
]


@pytest.mark.parametrize("selector,expected", CLICKS, ids=[c[0] for c in CLICKS])
def test_a_click_posts_reveal_with_the_range_of_what_was_clicked(webview, selector, expected):
    webview.preview()
    locator = webview.page.locator(selector)
    if selector.endswith("> rect"):  # the finding's outline is a stroke: click on it, not inside it
        locator.click(position={"x": 1, "y": 21})
    else:
        locator.click()
    reveals = [m for m in webview.posted() if m["type"] == "reveal"]
    assert reveals == [{"type": "reveal", "uri": DOCUMENT, "range": lsp_range(expected)}]
    assert webview.errors == []


def test_a_click_outside_every_element_posts_nothing(webview):
    webview.preview()
    webview.page.locator("#stage rect.device").click(position={"x": 4, "y": 440})
    webview.page.locator("header.toolbar").click(position={"x": 440, "y": 10})
    assert [m for m in webview.posted() if m["type"] == "reveal"] == []


def test_a_finding_is_reachable_by_keyboard(webview):
    webview.preview()
    webview.page.focus("#stage g.finding")
    webview.page.keyboard.press("Enter")
    assert [m for m in webview.posted() if m["type"] == "reveal"][-1]["range"] == lsp_range("10:49-10:68")


# ---- the cursor ----

# (cursor line, character, the range of the element lit up, or None)
CURSORS = [
    (9, 20, "9:12-9:83"),
    (10, 49, "10:12-10:70"),  # inside the finding's range: the element, not the finding
    (10, 70, "10:12-10:70"),  # at the end of the cell
    (8, 20, "7:8-11:9"),
    (6, 10, "5:4-12:5"),
    (4, 4, "4:4-4:38"),
    (2, 5, "1:0-13:1"),
    (0, 3, None),  # the comment above the screen
    (14, 0, None),
]


@pytest.mark.parametrize("line,character,expected", CURSORS, ids=[f"{c[0]}:{c[1]}" for c in CURSORS])
def test_the_cursor_lights_up_the_innermost_element_that_holds_it(webview, line, character, expected):
    webview.preview()
    webview.send({"type": "cursor", "uri": DOCUMENT, "position": {"line": line, "character": character}})
    current = webview.page.eval_on_selector_all(".viewls-current", "(all) => all.map((g) => g.getAttribute('data-range'))")
    assert current == ([expected] if expected else [])
    outlines = webview.page.eval_on_selector_all(
        ".viewls-highlight", "(all) => all.map((r) => [r.parentNode.getAttribute('data-frame'), ['x', 'y', 'width', 'height'].map((a) => r.getAttribute(a)).join(' ')])")
    assert len(outlines) == len(current)
    for frame, outline in outlines:
        assert [float(v) for v in outline.split()] == [float(v) for v in frame.split()]


def test_the_light_stays_through_a_redraw_and_follows_the_cursor(webview):
    webview.preview()
    webview.send({"type": "cursor", "position": {"line": 9, "character": 20}})
    webview.preview()
    assert webview.page.eval_on_selector_all(".viewls-current", "(all) => all.map((g) => g.dataset.id)") == ["storage"]
    webview.send({"type": "cursor", "position": {"line": 4, "character": 8}})
    assert webview.page.eval_on_selector_all(".viewls-current", "(all) => all.map((g) => g.dataset.kind)") == ["NavigationBar"]
    assert webview.page.locator(".viewls-highlight").count() == 1


# ---- the switches ----

def pressed(webview) -> dict:
    return webview.page.eval_on_selector_all(
        "button[aria-pressed='true']", "(all) => Object.fromEntries(all.map((b) => [b.dataset.option, b.dataset.value]))")


def test_the_switches_post_the_options_and_keep_them_across_a_reload(webview):
    assert webview.posted() == [{"type": "ready"}]
    webview.preview(device="iphone", orientation="portrait", appearance="light")
    assert pressed(webview) == {"view": "one", "device": "iphone", "orientation": "portrait", "appearance": "light"}, \
        "what the server drew with (one variant unless the matrix was asked for)"
    webview.page.click("button[data-option='device'][data-value='ipad']")
    assert webview.posted()[-1] == {"type": "options", "device": "ipad"}
    webview.page.click("button[data-option='appearance'][data-value='dark']")
    webview.page.click("button[data-option='appearance'][data-value='dark']")  # again: nothing new
    assert webview.posted()[-1] == {"type": "options", "device": "ipad", "appearance": "dark"}
    assert len([m for m in webview.posted() if m["type"] == "options"]) == 2
    assert pressed(webview) == {"view": "one", "device": "ipad", "orientation": "portrait", "appearance": "dark"}
    webview.load()
    assert webview.posted() == [{"type": "ready", "device": "ipad", "appearance": "dark"}]
    assert pressed(webview) == {"view": "one", "device": "ipad", "appearance": "dark"}


def test_the_toolbar_picks_a_catalogue_device_a_text_size_and_the_matrix(webview):
    webview.preview(device="iphone", orientation="portrait", appearance="light")
    webview.page.click("button[data-option='device'][data-value='iPhone SE']")
    webview.page.click("button[data-option='textSize'][data-value='xxxLarge']")
    assert webview.posted()[-1] == {"type": "options", "device": "iPhone SE", "textSize": "xxxLarge"}
    webview.page.click("button[data-option='view'][data-value='matrix']")
    assert webview.posted()[-1] == {"type": "options", "device": "iPhone SE", "textSize": "xxxLarge", "view": "matrix"}
    assert pressed(webview)["view"] == "matrix"


# ---- security ----

def test_the_csp_is_strict_and_blocks_an_inline_script_without_the_nonce(webview):
    csp = webview.page.get_attribute("meta[http-equiv='Content-Security-Policy']", "content")
    assert csp == f"default-src 'none'; img-src data:; style-src {ORIGIN} 'nonce-{NONCE}'; script-src 'nonce-{NONCE}';"
    ran = webview.page.evaluate("""() => new Promise((resolve) => {
        const violations = [];
        document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective));
        const inline = document.createElement('script');
        inline.textContent = 'window.__inline = true';
        document.body.appendChild(inline);
        const wrong = document.createElement('script');
        wrong.setAttribute('nonce', 'not-the-nonce');
        wrong.textContent = 'window.__wrong = true';
        document.body.appendChild(wrong);
        const image = document.createElement('img');
        image.src = 'https://example.com/tracker.png';
        document.body.appendChild(image);
        setTimeout(() => resolve({ inline: window.__inline === true, wrong: window.__wrong === true, violations }), 200);
    })""")
    assert ran["inline"] is False and ran["wrong"] is False
    assert "script-src-elem" in ran["violations"] and "img-src" in ran["violations"]
    assert [url for url in webview.routed if not url.startswith(ORIGIN + "/")] == [], "blocked before the network"
    assert webview.outside_requests() == ["https://example.com/tracker.png"], "the only outside request, refused by the CSP"


HOSTILE = """<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 120" onload="window.__pwned = 1">
  <script>window.__pwned = 2</script>
  <style>@import url(https://example.com/x.css); .a { fill: blue }</style>
  <style>.b { fill: rgb(0, 128, 0) }</style>
  <g data-kind="Screen" data-range="0:0-3:1" data-frame="0 0 200 120" onclick="window.__pwned = 3" style="opacity: 0.5">
    <rect class="b" width="200" height="120" fill="url(https://example.com/paint.svg#p)"/>
    <a href="javascript:window.__pwned = 4"><text x="10" y="20">&lt;/text&gt;&lt;script&gt;x&lt;/script&gt;</text></a>
    <a xlink:href="https://example.com/"><text x="10" y="40">out</text></a>
    <image href="https://example.com/track.png" width="10" height="10"/>
    <image href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==" width="10" height="10"/>
    <use href="https://example.com/sprite.svg#icon"/>
    <use href="#local"/>
    <animate attributeName="href" to="javascript:window.__pwned = 5"/>
    <set attributeName="onclick" to="window.__pwned = 6"/>
    <foreignObject width="100" height="100"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://example.com/"></iframe></foreignObject>
    <text id="local" x="10" y="60" ONMOUSEOVER="window.__pwned = 7" style="fill: rgb(255, 0, 0)">styled</text>
  </g>
</svg>"""


def test_a_hostile_drawing_is_made_inert_and_loads_nothing(webview):
    webview.preview(svg=HOSTILE)
    page = webview.page
    page.click("#stage text:text-is('styled')")
    page.hover("#stage text:text-is('styled')")
    page.wait_for_timeout(200)
    assert page.evaluate("window.__pwned") is None
    stage = page.locator("#stage")
    for tag in ["script", "foreignObject", "iframe", "animate", "set"]:
        assert stage.locator(tag).count() == 0, tag
    attributes = page.eval_on_selector_all("#stage *", "(all) => all.flatMap((e) => Array.from(e.attributes, (a) => a.name + '=' + a.value))")
    assert [a for a in attributes if a.lower().startswith("on")] == []
    assert sorted(a for a in attributes if "href=" in a) == ["href=#local", "href=data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="]
    assert not [a for a in attributes if "example.com" in a]
    assert stage.locator("style").count() == 1, "the style with an @import is dropped"
    # Text stays text; styles (attribute and element) apply through the CSSOM and the nonce.
    assert page.text_content("#stage a text") == "</text><script>x</script>"
    assert page.eval_on_selector("#local", "(t) => getComputedStyle(t).fill") == "rgb(255, 0, 0)"
    assert page.eval_on_selector("#stage rect.b", "(r) => getComputedStyle(r).fill") == "rgb(0, 128, 0)"
    assert page.eval_on_selector("#stage g[data-kind]", "(g) => getComputedStyle(g).opacity") == "0.5"
    assert webview.outside_requests() == []
    assert webview.errors == [], "no CSP violation either"
    assert [m["range"] for m in webview.posted() if m["type"] == "reveal"] == [lsp_range("0:0-3:1")]


# ---- status ----

def test_status_messages_and_an_unreadable_drawing(webview):
    page = webview.page
    webview.send({"type": "status", "kind": "unsupported", "text": "This viewls cannot draw screens yet."})
    assert page.is_visible("#status") and page.text_content("#status") == "This viewls cannot draw screens yet."
    webview.preview()
    assert page.is_hidden("#status")
    webview.send({"type": "status", "kind": "error", "text": "viewls could not draw this screen: boom"})
    assert page.text_content("#status") == "viewls could not draw this screen: boom"
    assert page.locator("#stage svg").count() == 1 and "stale" in page.get_attribute("#stage", "class"), "the last drawing stays, dimmed"
    webview.preview()
    for broken in ["not an svg", "<svg xmlns='http://www.w3.org/2000/svg'><g></svg>", "<html xmlns='http://www.w3.org/1999/xhtml'/>", None]:
        webview.preview(svg=broken)
        assert page.text_content("#status") == "The drawing viewls sent could not be read.", broken
        assert page.locator("#stage svg g[data-range]").count() == 7, "the last good drawing stays"
    webview.send({"type": "status", "kind": "info", "text": "Open a .view file to preview it."})
    assert page.locator("#stage svg").count() == 0 and page.text_content("#screen-name") == ""
    assert webview.errors == []


# ---- the page's files and the screenshot ----

def test_the_readme_shows_the_preview_screenshot():
    readme = (EXTENSION / "README.md").read_text("utf-8")
    assert "](images/preview.png)" in readme
    png = (EXTENSION / "images" / "preview.png").read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and len(png) > 10_000


def test_the_preview_page_names_only_files_of_media():
    source = (EXTENSION / "preview.js").read_text("utf-8")
    assert "localResourceRoots: [media]" in source and "Uri.joinPath(extensionUri, 'media')" in source
    named = re.findall(r"Uri\.joinPath\(media, '([^']+)'\)", source)
    assert sorted(named) == ["preview.css", "preview.js", "previewPatch.js"]
    for name in named:
        assert (EXTENSION / "media" / name).is_file(), name
    assert "enableCommandUris" not in source, "the webview never runs commands from links"


def test_screenshot_of_the_preview(webview):
    webview.preview(device="iphone", orientation="portrait", appearance="light")
    webview.send({"type": "cursor", "position": {"line": 9, "character": 20}})
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    webview.page.screenshot(path=str(SCREENSHOT), full_page=True)
    assert SCREENSHOT.stat().st_size > 10_000
    assert webview.errors == []
