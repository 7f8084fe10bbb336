# `viewls preview -o DIR Examples` in a real browser: the gallery (index.html)
# and each screen's SVG open with no console error, page error, dialog or
# request but files of DIR; every drawn finding (g.finding) lies inside the
# device frame and carries a code and range that `check --format json`
# reports for that screen's file.
import collections
import pathlib

import pytest

from conftest import check_json, json_findings, viewls

# The device frame: the element the renderer marks as the device.
DEVICE_FRAME = """svg => {
    const device = svg.querySelector('.device');
    const box = device.getBoundingClientRect();
    return [box.left, box.top, box.right, box.bottom];
}"""


@pytest.fixture(scope="session")
def gallery(tmp_path_factory):
    folder = tmp_path_factory.mktemp("preview")
    viewls("preview", "-o", folder, "Examples")
    return folder, check_json("Examples")


def inside(folder):
    """Whether a URL is a file of `folder` (the gallery's thumbnails and links)."""
    root = pathlib.Path(folder).resolve().as_uri() + "/"
    return lambda url: url.startswith(root)


def test_the_gallery_opens_with_no_error_and_no_request(gallery, visit):
    folder, report = gallery
    page = visit(folder / "index.html", allowed=inside(folder))
    page.assert_quiet()
    screens = sorted(path.stem for path in folder.glob("*.svg"))
    assert screens, "the gallery wrote no SVG"
    text = page.page.text_content("body")
    for screen in screens:
        assert screen in text, f"the gallery does not show {screen}"
    page.screenshot("gallery.png")
    # The first row as a reader sees it, its lazy thumbnails loaded (the README's picture).
    page.page.wait_for_function("[...document.images].filter(i => i.getBoundingClientRect().top < innerHeight)"
                                ".every(i => i.complete && i.naturalWidth > 0)")
    page.screenshot("gallery-top.png", full_page=False)


def test_each_screen_draws_its_findings_inside_the_device_with_the_ranges_check_reports(gallery, visit):
    folder, report = gallery
    by_screen = collections.defaultdict(set)
    for (path, code, range_text), _ in json_findings(report).items():
        by_screen[pathlib.PurePath(path).stem].add((code, range_text))
    drawn_total = 0
    svgs = sorted(folder.glob("*.svg"))
    assert len(svgs) >= 90, "every screen of Examples/ is drawn"
    page = visit(svgs[0], allowed=inside(folder))
    for svg in svgs:
        page.goto(svg)
        page.assert_quiet()
        frame = page.page.eval_on_selector("svg", DEVICE_FRAME)
        findings = page.page.eval_on_selector_all("g.finding", """groups => groups.map(g => {
            const box = g.getBoundingClientRect();
            return [g.dataset.code, g.dataset.range, [box.left, box.top, box.right, box.bottom]];
        })""")
        for code, range_text, box in findings:
            assert (code, range_text) in by_screen[svg.stem], f"{svg.name}: {code} {range_text} is not in check's findings"
            assert box[0] >= frame[0] - 0.5 and box[1] >= frame[1] - 0.5 and box[2] <= frame[2] + 0.5 and box[3] <= frame[3] + 0.5, \
                f"{svg.name}: {code} {range_text} at {box} leaves the device frame {frame}"
        drawn_total += len(findings)
    assert drawn_total > 0, "no screen of Examples/ draws a finding"
