# `viewls graph --format svg` of the example app, opened in Chromium: the
# geometry as the browser renders it — the first tab (Reading Now) is the
# root, the shared tab bar's links are drawn once, no two link labels
# overlap, and every arrow lies inside the picture — and a screenshot to look
# at (.build/screenshots/graph-examples.png).
import shutil

from conftest import EXAMPLES, SCREENSHOTS, viewls

GEOMETRY = """() => {
    const svg = document.querySelector('svg');
    const picture = svg.viewBox.baseVal;
    const screens = {};
    for (const g of svg.querySelectorAll(':scope > g.screen')) {
        const box = g.querySelector(':scope > rect').getBBox();
        screens[g.dataset.name] = [box.x, box.y];
    }
    const edges = [...svg.querySelectorAll(':scope > g.edge')];
    const labels = edges.flatMap(g => [...g.querySelectorAll(':scope > text')]).map(text => {
        const box = text.getBBox();
        return [box.x, box.y, box.width, box.height, text.textContent];
    });
    const arrows = edges.map(g => {
        const box = g.querySelector(':scope > path').getBBox();
        return [box.x, box.y, box.width, box.height, g.dataset.from + '→' + g.dataset.to];
    });
    const content = edges.filter(g => g.dataset.kind === 'content').map(g => g.dataset.from + '→' + g.dataset.to);
    return {picture: [picture.x, picture.y, picture.width, picture.height], screens, labels, arrows, content};
}"""


def overlap(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_the_map_of_the_example_app(tmp_path, visit):
    # The app alone: Examples/*.view and its images (Examples/Violations, a gallery of rule examples, is not part of it).
    app = tmp_path / "app"
    shutil.copytree(EXAMPLES / "images", app / "images")
    shutil.copy(EXAMPLES / ".viewls.json", app / ".viewls.json")
    for view in EXAMPLES.glob("*.view"):
        shutil.copy(view, app / view.name)
    svg = tmp_path / "graph.svg"
    viewls("graph", "--format", "svg", "-o", svg, app)
    # Shown inline in a page, as a document or an editor would show it (Chromium does not take a
    # screenshot of a bare SVG document of this size in good time).
    path = tmp_path / "graph.html"
    path.write_text('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Map</title></head>'
                    '<body style="margin:0">' + svg.read_text() + "</body></html>\n")
    page = visit(path, viewport=(1600, 1000))
    page.assert_quiet()
    geometry = page.page.evaluate(GEOMETRY)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    # The whole map (two dozen screens' drawings) takes a loaded machine a while to paint.
    page.page.screenshot(path=str(SCREENSHOTS / "graph-examples.png"), full_page=True, timeout=120_000)
    screens = geometry["screens"]
    left = min(x for x, _ in screens.values())
    top_left = min((y, name) for name, (x, y) in screens.items() if x == left)[1]
    assert top_left == "ReadingNow", f"the first tab is the root: {top_left}"
    tabs = ["Library", "Search", "Bookshops", "Settings"]
    to_tabs = [edge for edge in geometry["content"] if edge.split("→")[1] in tabs + ["ReadingNow"]]
    assert sorted(to_tabs) == sorted(f"ReadingNow→{tab}" for tab in tabs), geometry["content"]
    labels = geometry["labels"]
    assert len(labels) >= 10
    for index, label in enumerate(labels):
        for other in labels[index + 1:]:
            assert not overlap(label, other), f"labels {label} and {other} overlap"
    x, y, width, height = geometry["picture"]
    for arrow in geometry["arrows"]:
        assert arrow[0] >= x and arrow[1] >= y and arrow[0] + arrow[2] <= x + width and arrow[1] + arrow[3] <= y + height, \
            f"arrow {arrow[4]} ({arrow[:4]}) leaves the picture {geometry['picture']}"
