"""test_vscode_webview_real.py — owns the check that the VS Code preview's
webview and viewls's renderer agree: what `viewls preview` draws for
fixtures/preview/Account.view, loaded in the webview (harness:
webview_page.py), renders with no console error and no request, every drawn
element and finding posts its own range when clicked, and the cursor lights up
the innermost element; and the README's screenshot of the preview is taken
from it (UPDATE_EXPECT=1 copies it to editors/vscode/images/preview.png)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess

import pytest

from webview_page import FIXTURES, browser, lsp_range, webview  # noqa: F401


def viewls() -> str:
    path = os.environ.get("VIEWLS", "")
    assert path and os.access(path, os.X_OK), "set VIEWLS to the viewls binary"
    return path


@pytest.fixture(scope="module")
def drawing(tmp_path_factory) -> str:
    """The SVG `viewls preview` writes for Account.view."""
    folder = tmp_path_factory.mktemp("preview")
    shutil.copy(FIXTURES / "Account.view", folder / "Account.view")
    out = folder / "out"
    result = subprocess.run([viewls(), "preview", "-o", str(out), str(folder / "Account.view")],
                            capture_output=True, text=True, timeout=60, env={**os.environ, "LC_ALL": "C"})
    assert result.returncode in (0, 1), result.stderr
    svg = out / "Account.svg"
    assert svg.is_file(), f"no Account.svg among {sorted(p.name for p in out.iterdir()) if out.is_dir() else out}"
    return svg.read_text("utf-8")


@pytest.fixture(scope="module")
def finding() -> dict:
    """The one finding `viewls check` reports for Account.view."""
    report = json.loads(subprocess.run([viewls(), "check", "--format", "json", "--locale", "en", str(FIXTURES / "Account.view")],
                                       capture_output=True, text=True, timeout=60).stdout)
    [diagnostic] = report["files"][0]["diagnostics"]
    return diagnostic


def test_what_viewls_draws_renders_in_the_webview_with_its_finding(webview, drawing, finding):
    webview.preview(svg=drawing)
    page = webview.page
    kinds = page.eval_on_selector_all("#stage g[data-range]:not(.finding)", "(all) => all.map((g) => g.dataset.kind)")
    for kind in ["Screen", "NavigationBar", "TableView", "Section", "Cell"]:
        assert kind in kinds, kinds
    findings = page.eval_on_selector_all("#stage g.finding", "(all) => all.map((g) => [g.dataset.code, g.dataset.severity, g.dataset.range])")
    assert len(findings) == 1, findings
    [(code, severity, text)] = findings
    assert (code, severity, lsp_range(text)) == (finding["code"], "warning", finding["range"])
    assert webview.errors == []
    assert webview.outside_requests() == []


def test_every_drawn_element_and_finding_posts_its_own_range(webview, drawing):
    webview.preview(svg=drawing)
    page = webview.page
    ranges = page.eval_on_selector_all("#stage g[data-range]", "(all) => all.map((g) => g.dataset.range)")
    assert len(ranges) >= 7
    for index, text in enumerate(ranges):
        page.locator("#stage g[data-range]").nth(index).dispatch_event("click")
        assert webview.posted()[-1]["range"] == lsp_range(text), text
    # A real click in the middle of each cell reaches that cell.
    cells = page.locator("#stage g[data-kind='Cell']")
    for index in range(cells.count()):
        cells.nth(index).click()
        assert webview.posted()[-1]["range"] == lsp_range(cells.nth(index).get_attribute("data-range"))
    assert webview.errors == []


def test_the_cursor_lights_up_the_cell_viewls_drew(webview, drawing):
    webview.preview(svg=drawing)
    webview.send({"type": "cursor", "position": {"line": 9, "character": 20}})
    current = webview.page.eval_on_selector_all(".viewls-current", "(all) => all.map((g) => [g.dataset.kind, g.dataset.range])")
    assert [(kind, lsp_range(text)["start"]["line"]) for kind, text in current] == [("Cell", 9)]


def test_screenshot_of_the_preview_as_viewls_draws_it(webview, drawing):
    """The VS Code README's picture: the real drawing in the webview, the cursor on a cell."""
    import pathlib
    webview.preview(svg=drawing, device="iphone", orientation="portrait", appearance="light")
    webview.send({"type": "cursor", "position": {"line": 9, "character": 20}})
    screenshot = pathlib.Path(__file__).resolve().parents[3] / ".build" / "screenshots" / "vscode-preview-real.png"
    screenshot.parent.mkdir(parents=True, exist_ok=True)
    webview.page.screenshot(path=str(screenshot), full_page=True)
    assert screenshot.stat().st_size > 10_000
    if os.environ.get("UPDATE_EXPECT") == "1":
        target = pathlib.Path(__file__).resolve().parents[3] / "editors" / "vscode" / "images" / "preview.png"
        shutil.copyfile(screenshot, target)
    assert webview.errors == []
