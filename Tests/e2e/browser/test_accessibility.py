# What people look at, judged by axe-core (axe-playwright-python bundles it)
# in Chromium, in light and dark: the HTML report, the preview gallery, the
# pages `viewls preview --serve` serves and the VS Code preview's webview (in
# VS Code's light, dark and both high contrast themes) have no serious or
# critical violation, and the keyboard reaches every region that scrolls
# (the report's source excerpts and its rule table) and every control.
import json
import os
import pathlib
import shutil
import signal
import subprocess
import urllib.parse

import pytest
from axe_playwright_python.sync_playwright import Axe

from conftest import EXAMPLES, REPO, VIEWLS, viewls

AXE = Axe()


def serious_violations(page):
    results = AXE.run(page)
    return [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:5])
            for v in results.response["violations"] if v["impact"] in ("serious", "critical")]


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    folder = tmp_path_factory.mktemp("accessibility")
    viewls("check", "--format", "html", "-o", folder / "report.html", "Examples")
    viewls("preview", "-o", folder / "gallery", "Examples")
    return folder


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("page_name", ["report.html", "gallery/index.html"])
def test_no_serious_or_critical_violation(pages, visit, page_name, scheme):
    root = pathlib.Path(pages).resolve().as_uri() + "/"
    page = visit(pages / page_name, allowed=lambda url: url.startswith(root))
    page.page.emulate_media(color_scheme=scheme)
    assert serious_violations(page.page) == []


def test_the_keyboard_reaches_every_scrolling_excerpt(pages, visit):
    page = visit(pages / "report.html")
    regions = page.page.evaluate("""() => {
        // What is shown (a collapsed file's excerpts are not, and do not scroll).
        const regions = [...document.querySelectorAll('pre.source, .rules-box')].filter(e => e.getClientRects().length > 0);
        regions.forEach((e, i) => e.dataset.region = i);
        return regions.length;
    }""")
    assert regions > 10, "the example app's report has excerpts"
    focusable = page.page.evaluate("""() => document.querySelectorAll('a[href], button, input, select, summary, [tabindex="0"]').length""")
    reached = set()
    for _ in range(focusable + 2):
        page.page.keyboard.press("Tab")
        region = page.page.evaluate("() => document.activeElement.dataset.region")
        if region is not None:
            reached.add(int(region))
    assert reached == set(range(regions)), f"{regions - len(reached)} scrolling regions the keyboard never reaches"


# ---- the live preview server (`viewls preview --serve`) ----

@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """`viewls preview --serve` on a copy of Examples/; its base URL and token."""
    root = tmp_path_factory.mktemp("served") / "Examples"
    shutil.copytree(EXAMPLES, root)
    environment = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    process = subprocess.Popen([VIEWLS, "preview", "--serve", str(root)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               stdin=subprocess.DEVNULL, env=environment)
    url = process.stdout.readline().decode().strip()
    assert url.startswith("http://127.0.0.1:"), url
    parts = urllib.parse.urlsplit(url)
    token = urllib.parse.parse_qs(parts.query)["token"][0]
    yield f"{parts.scheme}://{parts.netloc}", token
    process.send_signal(signal.SIGTERM)
    process.communicate(timeout=10)


def served_page(visit, served, path, tmp_path):
    """A served page opened in Chromium: `Visit` opens a blank file, then the page; it may load only the server's URLs."""
    base, token = served
    blank = tmp_path / "blank.html"
    blank.write_text("<!doctype html><title>blank</title>", "utf-8")
    page = visit(blank, allowed=lambda address: address.startswith(base + "/"))
    page.page.goto(f"{base}{path}?token={token}", wait_until="load")
    page.page.wait_for_timeout(200)
    return page


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("path", ["/", "/screen/Library", "/screen/Settings"])
def test_the_served_pages_have_no_serious_or_critical_violation(served, visit, tmp_path, path, scheme):
    page = served_page(visit, served, path, tmp_path)
    page.page.emulate_media(color_scheme=scheme)
    assert serious_violations(page.page) == []


def controls_reached_by_tab(page):
    """The page's visible controls, and those Tab reaches (each marked with data-control)."""
    count = page.evaluate("""() => {
        const controls = [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')]
            .filter(e => e.getClientRects().length > 0 && !e.disabled && e.tabIndex >= 0);
        controls.forEach((e, i) => e.dataset.control = i);
        return controls.length;
    }""")
    reached = set()
    for _ in range(count + 2):
        page.keyboard.press("Tab")
        control = page.evaluate("() => document.activeElement && document.activeElement.dataset.control")
        if control is not None:
            reached.add(int(control))
    return count, reached


@pytest.mark.parametrize("path", ["/", "/screen/Library"])
def test_the_keyboard_reaches_every_control_of_the_served_pages(served, visit, tmp_path, path):
    page = served_page(visit, served, path, tmp_path)
    count, reached = controls_reached_by_tab(page.page)
    assert count > 0
    assert reached == set(range(count)), f"{count - len(reached)} controls the keyboard never reaches"


# ---- the VS Code preview's webview ----

EXTENSION = REPO / "editors" / "vscode"
WEBVIEW_ORIGIN = "https://webview.test"

# The colours VS Code gives a webview (on <html>, and the body's class) in its
# default themes — Light Modern, Dark Modern, Dark High Contrast and Light High
# Contrast — for the variables the preview's style sheet reads.
VSCODE_THEMES = {
    "vscode-light": {
        "--vscode-editor-background": "#ffffff", "--vscode-foreground": "#3b3b3b", "--vscode-descriptionForeground": "#3b3b3b",
        "--vscode-button-background": "#005fb8", "--vscode-button-foreground": "#ffffff", "--vscode-button-border": "#0000001a",
        "--vscode-button-secondaryBackground": "#e5e5e5", "--vscode-button-secondaryForeground": "#3b3b3b",
        "--vscode-button-secondaryHoverBackground": "#cccccc", "--vscode-focusBorder": "#005fb8", "--vscode-panel-border": "#e5e5e5",
        "--vscode-textBlockQuote-background": "#f8f8f8", "--vscode-editorError-foreground": "#e51400",
        "--vscode-editorInfo-foreground": "#1a85ff",
    },
    "vscode-dark": {
        "--vscode-editor-background": "#1f1f1f", "--vscode-foreground": "#cccccc", "--vscode-descriptionForeground": "#9d9d9d",
        "--vscode-button-background": "#0078d4", "--vscode-button-foreground": "#ffffff", "--vscode-button-border": "#ffffff12",
        "--vscode-button-secondaryBackground": "#313131", "--vscode-button-secondaryForeground": "#cccccc",
        "--vscode-button-secondaryHoverBackground": "#3c3c3c", "--vscode-focusBorder": "#0078d4", "--vscode-panel-border": "#2b2b2b",
        "--vscode-textBlockQuote-background": "#2b2b2b", "--vscode-editorError-foreground": "#f85149",
        "--vscode-editorInfo-foreground": "#3794ff",
    },
    "vscode-high-contrast": {
        "--vscode-editor-background": "#000000", "--vscode-foreground": "#ffffff", "--vscode-descriptionForeground": "#ffffffb3",
        "--vscode-button-background": "#000000", "--vscode-button-foreground": "#ffffff", "--vscode-button-border": "#6fc3df",
        "--vscode-button-secondaryBackground": "#000000", "--vscode-button-secondaryForeground": "#ffffff",
        "--vscode-button-secondaryHoverBackground": "#000000", "--vscode-focusBorder": "#f38518", "--vscode-panel-border": "#6fc3df",
        "--vscode-textBlockQuote-background": "#000000", "--vscode-editorError-foreground": "#f48771",
        "--vscode-editorInfo-foreground": "#3794ff", "--vscode-contrastBorder": "#6fc3df", "--vscode-contrastActiveBorder": "#f38518",
    },
    "vscode-high-contrast-light": {
        "--vscode-editor-background": "#ffffff", "--vscode-foreground": "#292929", "--vscode-descriptionForeground": "#292929",
        "--vscode-button-background": "#0f4a85", "--vscode-button-foreground": "#ffffff", "--vscode-button-border": "#0f4a85",
        "--vscode-button-secondaryBackground": "#ffffff", "--vscode-button-secondaryForeground": "#292929",
        "--vscode-button-secondaryHoverBackground": "#ffffff", "--vscode-focusBorder": "#006bbd", "--vscode-panel-border": "#0f4a85",
        "--vscode-textBlockQuote-background": "#f2f2f2", "--vscode-editorError-foreground": "#b5200d",
        "--vscode-editorInfo-foreground": "#1a85ff", "--vscode-contrastBorder": "#0f4a85", "--vscode-contrastActiveBorder": "#006bbd",
    },
}

# VS Code's webview API as the page sees it: postMessage recorded, state kept.
WEBVIEW_API = """(() => {
    window.__posted = [];
    window.acquireVsCodeApi = () => ({ postMessage: m => window.__posted.push(m), getState: () => null, setState: s => s });
})();"""


@pytest.fixture(scope="module")
def webview_html():
    """The page the extension gives its webview (previewPage.js), for a stand-in webview origin."""
    options = {"cspSource": WEBVIEW_ORIGIN, "nonce": "dGVzdC1ub25jZS0wMTIzNA==", "scriptUri": f"{WEBVIEW_ORIGIN}/media/preview.js",
               "patchScriptUri": f"{WEBVIEW_ORIGIN}/media/previewPatch.js", "styleUri": f"{WEBVIEW_ORIGIN}/media/preview.css"}
    script = f"process.stdout.write(require({json.dumps(str(EXTENSION / 'previewPage.js'))}).previewHtml({json.dumps(options)}))"
    return subprocess.run(["node", "-e", script], check=True, capture_output=True, text=True).stdout


@pytest.fixture(scope="module")
def drawing(tmp_path_factory):
    folder = tmp_path_factory.mktemp("webview-drawing")
    viewls("preview", "--screen", "Settings", "-o", folder, "Examples")
    return (folder / "Settings.svg").read_text("utf-8")


def open_webview(browser, html, svg, theme):
    context = browser.new_context(viewport={"width": 460, "height": 960})
    page = context.new_page()

    def serve(route):
        url = route.request.url
        if url == f"{WEBVIEW_ORIGIN}/index.html":
            return route.fulfill(status=200, content_type="text/html; charset=utf-8", body=html)
        name = url.removeprefix(f"{WEBVIEW_ORIGIN}/media/")
        if name != url and "/" not in name and (EXTENSION / "media" / name).is_file():
            kind = "text/javascript" if name.endswith(".js") else "text/css"
            return route.fulfill(status=200, content_type=kind, body=(EXTENSION / "media" / name).read_bytes())
        return route.abort()

    context.route("**/*", serve)
    page.add_init_script(WEBVIEW_API)
    page.goto(f"{WEBVIEW_ORIGIN}/index.html")
    page.wait_for_function("window.__posted.some(m => m.type === 'ready')")
    # What VS Code does to a webview's document for the current theme.
    page.evaluate("""([theme, colours]) => {
        document.body.classList.add(theme);
        document.body.dataset.vscodeThemeKind = theme;
        for (const [name, value] of Object.entries(colours)) document.documentElement.style.setProperty(name, value);
        document.documentElement.style.setProperty('--vscode-font-family', 'sans-serif');
        document.documentElement.style.setProperty('--vscode-font-size', '13px');
    }""", [theme, VSCODE_THEMES[theme]])
    page.evaluate("""(svg) => new Promise(resolve => {
        window.addEventListener('message', () => setTimeout(resolve, 0), { once: true });
        window.postMessage({ type: 'preview', uri: 'file:///app/Settings.view', screen: 'Settings', svg, elements: [],
                             device: 'iphone' }, '*');
    })""", svg)
    return context, page


@pytest.mark.parametrize("theme", list(VSCODE_THEMES))
def test_the_vscode_preview_has_no_serious_or_critical_violation(browser, webview_html, drawing, theme):
    context, page = open_webview(browser, webview_html, drawing, theme)
    try:
        assert page.locator("svg").count() == 1, "the drawing is shown"
        assert serious_violations(page) == []
        count, reached = controls_reached_by_tab(page)
        assert count >= 10, "the toolbar's switches"
        assert reached == set(range(count)), f"{count - len(reached)} controls the keyboard never reaches"
    finally:
        context.close()
