# The findings' numbered badges never cover a word (issue 36): every drawing
# of `viewls preview Examples`, in portrait and in landscape, measured in
# Chromium with its real fonts — each <text>'s box cut by the clip paths
# around it, each badge's circle — and no badge meets a text by more than a
# sliver (the layout's width estimate and the font differ by a point or
# two). Screenshots of the screens with the most badges, in both
# orientations, go to .build/screenshots/badges-*.png to be looked at.
import pytest

from conftest import SCREENSHOTS, viewls

# Each visible text's box and each badge's box, in page pixels (the drawing at 1:1).
GEOMETRY = """svg => {
    const corners = (element, x, y, width, height) => {
        const matrix = element.getScreenCTM();
        const points = [[x, y], [x + width, y], [x, y + height], [x + width, y + height]]
            .map(([px, py]) => new DOMPoint(px, py).matrixTransform(matrix));
        return [Math.min(...points.map(p => p.x)), Math.min(...points.map(p => p.y)),
                Math.max(...points.map(p => p.x)), Math.max(...points.map(p => p.y))];
    };
    const cut = (a, b) => [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];
    const texts = [];
    for (const text of svg.querySelectorAll('text')) {
        if (text.closest('g.finding') || !text.textContent.trim()) continue;
        const r = text.getBoundingClientRect();
        let box = [r.left, r.top, r.right, r.bottom];
        for (let group = text.parentElement; group && group !== svg; group = group.parentElement) {
            const reference = group.getAttribute('clip-path');
            if (!reference) continue;
            const clipPath = svg.getElementById(reference.slice(5, -1));
            const rect = clipPath && clipPath.querySelector('rect');
            if (!rect) continue;
            const [x, y, w, h] = ['x', 'y', 'width', 'height'].map(a => parseFloat(rect.getAttribute(a)));
            box = cut(box, corners(group, x, y, w, h));
        }
        if (box[2] > box[0] && box[3] > box[1]) texts.push([text.textContent, box]);
    }
    const badges = [...svg.querySelectorAll('g.finding circle')].map(circle => {
        const r = circle.getBoundingClientRect();
        return [circle.closest('g.finding').dataset.number, [r.left, r.top, r.right, r.bottom]];
    });
    return {texts, badges};
}"""

# How far a badge may reach into a text's box, in pixels: the fonts' widths beside the estimate's.
SLIVER = 2.5


@pytest.fixture(scope="module", params=["portrait", "landscape"])
def drawings(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp(f"badges-{request.param}")
    viewls("preview", "--orientation", request.param, "-o", folder, "Examples")
    return request.param, folder


def test_no_badge_covers_a_word(drawings, visit):
    orientation, folder = drawings
    svgs = sorted(folder.glob("*.svg"))
    assert len(svgs) >= 90
    page = visit(svgs[0])
    covered, counted, crowded = [], 0, []
    for svg in svgs:
        page.goto(svg)
        geometry = page.page.eval_on_selector("svg", GEOMETRY)
        counted += len(geometry["badges"])
        crowded.append((len(geometry["badges"]), svg))
        for number, badge in geometry["badges"]:
            for content, box in geometry["texts"]:
                width = min(badge[2], box[2]) - max(badge[0], box[0])
                height = min(badge[3], box[3]) - max(badge[1], box[1])
                if width > SLIVER and height > SLIVER:
                    covered.append(f"{svg.name}: badge {number} covers “{content}” ({width:.1f}×{height:.1f} px)")
    assert counted > 60, "the examples draw findings"
    assert covered == [], "\n".join(covered)
    # The screens with the most badges, to be looked at.
    for rank, (_, svg) in enumerate(sorted(crowded, key=lambda entry: (-entry[0], entry[1].name))[:3]):
        page.goto(svg)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.page.locator("svg").first.screenshot(path=str(SCREENSHOTS / f"badges-{orientation}-{rank + 1}-{svg.stem}.png"),
                                                  timeout=120_000)
