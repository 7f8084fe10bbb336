# What every browser test shares: the viewls binary (VIEWLS) run as a user
# would, Debian's Chromium (CHROMIUM) driven by Playwright, and `Visit`: a page
# opened from a file: URL with everything it does recorded — console errors and
# warnings, page errors, dialogs (dismissed), and every request, of which any
# but the allowed files is aborted and counted against the page.
import collections
import json
import os
import pathlib
import subprocess

import pytest
from playwright.sync_api import sync_playwright

REPO = pathlib.Path(__file__).resolve().parents[3]
EXAMPLES = REPO / "Examples"
VIEWLS = os.environ.get("VIEWLS", "")
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
SCREENSHOTS = REPO / ".build" / "screenshots"


def pytest_configure(config):
    if not VIEWLS or not os.path.isabs(VIEWLS) or not os.access(VIEWLS, os.X_OK):
        raise pytest.UsageError(f"VIEWLS={VIEWLS!r} must be the absolute path of the viewls binary")
    if not os.access(CHROMIUM, os.X_OK):
        raise pytest.UsageError(f"no Chromium at {CHROMIUM!r}: Tests/e2e/setup installs Debian's")


def viewls(*arguments, cwd=REPO, statuses=(0, 1)):
    """`viewls ARGUMENTS` in `cwd` with no locale variables; fails unless it exits with one of `statuses`."""
    environment = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    result = subprocess.run([VIEWLS, *map(str, arguments)], cwd=cwd, env=environment,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode in statuses, f"viewls {' '.join(map(str, arguments))} exited {result.returncode}:\n{result.stderr}"
    return result


def check_json(*arguments, cwd=REPO):
    """`viewls check --format json ARGUMENTS`, parsed."""
    return json.loads(viewls("check", "--format", "json", *arguments, cwd=cwd).stdout)


def json_findings(report):
    """(path, code, "l:c-l:c") of every diagnostic of a `check --format json` report, counted."""
    found = collections.Counter()
    for file in report["files"]:
        for diagnostic in file["diagnostics"]:
            found[(file["path"], diagnostic["code"], range_text(diagnostic["range"]))] += 1
    return found


def range_text(lsp_range):
    start, end = lsp_range["start"], lsp_range["end"]
    return f"{start['line']}:{start['character']}-{end['line']}:{end['character']}"


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
        yield chromium
        chromium.close()


class Visit:
    """A page opened from `path`; `allowed(url)` says which other file: URLs it may load."""

    def __init__(self, browser, path, allowed=lambda url: False, viewport=(1280, 900)):
        self.url = pathlib.Path(path).resolve().as_uri()
        self.console = []
        self.page_errors = []
        self.dialogs = []
        self.requests = []
        self.context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]})
        self.context.route("**/*", lambda route: route.continue_()
                           if route.request.url == self.url or allowed(route.request.url) else route.abort())
        self.page = self.context.new_page()
        self.page.on("console", lambda message: self.console.append(f"{message.type}: {message.text}")
                     if message.type in ("error", "warning") else None)
        self.page.on("pageerror", lambda error: self.page_errors.append(str(error)))
        self.page.on("dialog", self._dialog)
        self.page.on("request", lambda request: self.requests.append(request.url))
        self.allowed = allowed
        self.page.goto(self.url, wait_until="load")
        self.page.wait_for_timeout(150)  # late errors and requests

    def goto(self, path):
        """Opens another file in the same page (cheaper than a new context); what was seen so far is forgotten."""
        self.url = pathlib.Path(path).resolve().as_uri()
        self.console.clear()
        self.page_errors.clear()
        self.dialogs.clear()
        self.requests.clear()
        self.page.goto(self.url, wait_until="load")
        self.page.wait_for_timeout(30)  # late errors and requests

    def _dialog(self, dialog):
        self.dialogs.append(f"{dialog.type}: {dialog.message}")
        dialog.dismiss()

    def foreign_requests(self):
        """Requests for anything but the page itself, `data:` URIs and allowed files."""
        return [url for url in self.requests if url != self.url and not url.startswith("data:") and not self.allowed(url)]

    def assert_quiet(self):
        assert self.console == [], f"console messages on {self.url}: {self.console}"
        assert self.page_errors == [], f"page errors on {self.url}: {self.page_errors}"
        assert self.dialogs == [], f"dialogs on {self.url}: {self.dialogs}"
        assert self.foreign_requests() == [], f"requests from {self.url}: {self.foreign_requests()}"

    def screenshot(self, name, full_page=True):
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(SCREENSHOTS / name), full_page=full_page)

    def close(self):
        self.context.close()


@pytest.fixture
def visit(browser):
    """`visit(path, …)` opens a page as `Visit` does; every page is closed after the test."""
    opened = []

    def open_page(path, **options):
        page = Visit(browser, path, **options)
        opened.append(page)
        return page

    yield open_page
    for page in opened:
        page.close()
