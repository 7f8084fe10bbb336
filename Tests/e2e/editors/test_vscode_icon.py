"""test_vscode_icon.py — owns the tests of the VS Code extension's icon and of
what its manifest says about the repository and the licence: icon.png is what
images/render-icon draws from icon.svg (run here on Debian's Chromium, the
two compared pixel by pixel in the browser), and the manifest claims no
licence or address the project does not have — the README says they are the
owner's decision, and the package command it gives does not stop on them."""
from __future__ import annotations

import base64
import json
import re
import subprocess

from webview_page import CHROMIUM, EXTENSION, REPO, browser  # noqa: F401

MANIFEST = json.loads((EXTENSION / "package.json").read_text("utf-8"))

# Each image's pixels through a canvas: the largest difference of any channel, and how many pixels differ by more than 8.
COMPARE = """async ([a, b]) => {
    const pixels = async (source) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height });
        const context = canvas.getContext('2d');
        context.drawImage(image, 0, 0);
        return [image.width, image.height, context.getImageData(0, 0, image.width, image.height).data];
    };
    const [[wa, ha, pa], [wb, hb, pb]] = [await pixels(a), await pixels(b)];
    if (wa !== wb || ha !== hb) return { size: [wa, ha, wb, hb] };
    let largest = 0, differing = 0;
    for (let i = 0; i < pa.length; i += 4) {
        let most = 0;
        for (let c = 0; c < 4; c++) most = Math.max(most, Math.abs(pa[i + c] - pb[i + c]));
        largest = Math.max(largest, most);
        if (most > 8) differing++;
    }
    return { size: [wa, ha, wb, hb], largest, differing };
}"""


def data_uri(path) -> str:
    return "data:image/png;base64," + base64.b64encode(path.read_bytes()).decode()


def test_the_icon_is_what_render_icon_draws_from_its_svg(browser, tmp_path):  # noqa: F811
    script = EXTENSION / "images" / "render-icon"
    assert MANIFEST["icon"] == "images/icon.png"
    drawn = tmp_path / "icon.png"
    subprocess.run([str(script), str(drawn)], check=True, env={"CHROMIUM": CHROMIUM, "PATH": "/usr/bin:/bin"}, timeout=120)
    page = browser.new_page()
    try:
        result = page.evaluate(COMPARE, [data_uri(EXTENSION / "images" / "icon.png"), data_uri(drawn)])
    finally:
        page.close()
    assert result["size"] == [256, 256, 256, 256]
    # Another Chromium may smooth edges a little differently; the picture is the same.
    assert result["differing"] < 256 * 256 // 100, result


def test_the_manifest_claims_no_licence_or_address_the_project_does_not_have():
    licence_files = [path for path in list(REPO.iterdir()) + list(EXTENSION.iterdir())
                     if re.fullmatch(r"(LICEN[CS]E|COPYING)(\.\w+)?", path.name, re.I)]
    if "license" in MANIFEST:
        assert licence_files, "the manifest names a licence the repository does not have"
    else:
        assert licence_files == [], "a licence file the manifest does not name"
    readme = (EXTENSION / "README.md").read_text("utf-8")
    [package] = re.findall(r"^npx @vscode/vsce package .*$", readme, re.M)
    # Without them in the manifest, packaging is told not to stop on them, and the README says whose decision they are.
    if "repository" not in MANIFEST:
        assert "--allow-missing-repository" in package.split()
    if "license" not in MANIFEST:
        assert "--skip-license" in package.split()
    if "repository" not in MANIFEST or "license" not in MANIFEST:
        assert re.search(r"\*\*Repository and licence\.\*\*[^*]*owner's decision", readme), \
            "the README says that the repository and the licence are the owner's decision"
