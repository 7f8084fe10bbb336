"""test_vscode_high_contrast.py — owns the test of the VS Code preview's page in
VS Code's high contrast themes, in Debian's Chromium (harness: webview_page.py):
with the class and the colours VS Code gives a webview's body in those themes,
the switches, the pressed one, the status line, a stale drawing and the
cursor's highlight are drawn in the theme's contrast colours, not dimmed."""
from __future__ import annotations

import pytest

from webview_page import browser, webview  # noqa: F401

# What VS Code sets on a webview's body in its High Contrast (dark) and High
# Contrast Light themes: the class, and the two contrast colours (as rgb()).
THEMES = {
    "vscode-high-contrast": {"--vscode-contrastBorder": "rgb(111, 195, 223)", "--vscode-contrastActiveBorder": "rgb(243, 133, 24)"},
    "vscode-high-contrast-light": {"--vscode-contrastBorder": "rgb(0, 102, 191)", "--vscode-contrastActiveBorder": "rgb(0, 102, 191)"},
}

STYLES = """() => {
  const style = (selector) => getComputedStyle(document.querySelector(selector));
  const stage = document.querySelector('.stage');
  stage.classList.add('stale');
  const status = document.querySelector('.status') || document.body.appendChild(Object.assign(document.createElement('div'), { className: 'status' }));
  const pressed = style('.switch button[aria-pressed="true"]');
  const plain = style('.switch button[aria-pressed="false"]');
  return {
    pressed: [pressed.outlineStyle, pressed.outlineWidth, pressed.outlineColor],
    plain: [plain.outlineStyle, plain.outlineWidth, plain.outlineColor],
    status: [getComputedStyle(status).outlineStyle, getComputedStyle(status).outlineColor],
    staleOpacity: getComputedStyle(stage).opacity,
  };
}"""


@pytest.mark.parametrize("theme", THEMES)
def test_high_contrast_themes_draw_edges_in_the_contrast_colours(webview, theme):
    colours = THEMES[theme]
    webview.page.evaluate("""([theme, colours]) => {
        document.body.classList.add(theme);
        for (const [name, value] of Object.entries(colours)) document.documentElement.style.setProperty(name, value);
    }""", [theme, colours])
    webview.preview(device="iphone")
    got = webview.page.evaluate(STYLES)
    assert got["pressed"] == ["solid", "2px", colours["--vscode-contrastActiveBorder"]]
    assert got["plain"] == ["solid", "1px", colours["--vscode-contrastBorder"]]
    assert got["status"] == ["solid", colours["--vscode-contrastBorder"]]
    assert got["staleOpacity"] == "1", "a stale drawing is not dimmed in high contrast"
    assert webview.errors == []
