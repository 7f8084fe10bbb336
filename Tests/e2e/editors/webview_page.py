"""webview_page.py — owns the harness of the VS Code preview's webview tests:
the page previewPage.js builds, served from a stand-in webview origin by
request interception to Debian's Chromium (Playwright with executable_path;
its own browser download is never used), a stand-in acquireVsCodeApi that
records what the script posts, and the hand-written drawing
fixtures/preview/Account.svg (of Account.view), which follows the renderer's
data-* contract."""
from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

from textmate import REPO

EXTENSION = REPO / "editors" / "vscode"
MEDIA = EXTENSION / "media"
FIXTURES = Path(__file__).with_name("fixtures") / "preview"
SVG = (FIXTURES / "Account.svg").read_text("utf-8")
SOURCE = (FIXTURES / "Account.view").read_text("utf-8")
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ORIGIN = "https://webview.test"
NONCE = "dGVzdC1ub25jZS0wMTIzNA=="
DOCUMENT = "file:///work/app/Account.view"
SCREENSHOT = REPO / ".build" / "screenshots" / "vscode-preview.png"

# The stand-in for VS Code's webview API: records postMessage, keeps the state
# in sessionStorage (so it survives a reload, as VS Code keeps it), and may be
# acquired once, as in VS Code.
STAND_IN = """
(() => {
  window.__posted = [];
  let acquired = false;
  window.acquireVsCodeApi = () => {
    if (acquired) throw new Error('acquireVsCodeApi may be called once');
    acquired = true;
    return {
      postMessage: (message) => { window.__posted.push(JSON.parse(JSON.stringify(message))); },
      getState: () => JSON.parse(sessionStorage.getItem('state') || 'null'),
      setState: (state) => { sessionStorage.setItem('state', JSON.stringify(state)); return state; },
    };
  };
})();
"""


def page_html() -> str:
    """The page the extension gives the webview, for the stand-in origin."""
    options = {"cspSource": ORIGIN, "nonce": NONCE,
               "scriptUri": f"{ORIGIN}/media/preview.js", "patchScriptUri": f"{ORIGIN}/media/previewPatch.js",
               "styleUri": f"{ORIGIN}/media/preview.css"}
    script = f"process.stdout.write(require({json.dumps(str(EXTENSION / 'previewPage.js'))}).previewHtml({json.dumps(options)}))"
    return subprocess.run(["node", "-e", script], check=True, capture_output=True, text=True).stdout


HTML = page_html()


def lsp_range(text: str) -> dict:
    line, character, end_line, end_character = map(int, re.fullmatch(r"(\d+):(\d+)-(\d+):(\d+)", text).groups())
    return {"start": {"line": line, "character": character}, "end": {"line": end_line, "character": end_character}}


@pytest.fixture(scope="module")
def browser():
    assert os.access(CHROMIUM, os.X_OK), f"no Chromium at {CHROMIUM} (Tests/e2e/setup installs Debian's chromium)"
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
        yield launched
        launched.close()


class Webview:
    """One page of the webview, with what it logged, requested and posted."""

    def __init__(self, browser):
        self.context = browser.new_context(viewport={"width": 460, "height": 960})
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.requests: list[str] = []  # every request the page made, even one the CSP then blocked
        self.routed: list[str] = []  # those that reached the network layer (served here or refused)
        self.page.on("console", lambda message: self.errors.append(message.text) if message.type == "error" else None)
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.on("request", lambda request: self.requests.append(request.url))
        self.context.route("**/*", self._serve)
        self.page.add_init_script(STAND_IN)
        self.load()

    def _serve(self, route):
        url = route.request.url
        self.routed.append(url)
        if url == f"{ORIGIN}/index.html":
            return route.fulfill(status=200, content_type="text/html; charset=utf-8", body=HTML)
        match = re.fullmatch(re.escape(ORIGIN) + r"/media/([A-Za-z]+\.(js|css))", url)
        if match and (MEDIA / match.group(1)).is_file():
            kind = "text/javascript" if match.group(2) == "js" else "text/css"
            return route.fulfill(status=200, content_type=kind, body=(MEDIA / match.group(1)).read_bytes())
        return route.abort()

    def load(self):
        self.page.goto(f"{ORIGIN}/index.html")
        self.page.wait_for_function("window.__posted.some((m) => m.type === 'ready')")

    def send(self, message: dict):
        """Posts a message as the extension would and waits until the page has handled it."""
        self.page.evaluate("""(message) => new Promise((resolve) => {
            window.addEventListener('message', () => setTimeout(resolve, 0), { once: true });
            window.postMessage(message, '*');
        })""", message)

    def preview(self, svg: str = SVG, **extra):
        self.send({"type": "preview", "uri": DOCUMENT, "screen": "Account", "svg": svg, "elements": [], **extra})

    def posted(self) -> list[dict]:
        return self.page.evaluate("window.__posted")

    def outside_requests(self) -> list[str]:
        return [url for url in self.requests + self.routed if not url.startswith(ORIGIN + "/")]


@pytest.fixture
def webview(browser):
    view = Webview(browser)
    yield view
    view.context.close()
