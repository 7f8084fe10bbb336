# `viewls preview --matrix -o DIR` in a real browser (devices.md §4): the
# gallery of strips opens with no console error and no request but files of
# DIR; each screen's card shows a strip with a drawing and a label per
# configured variant and a link per variant naming how many findings happen
# on it; a click on a variant opens that variant's own drawing, at its
# device's size, with its findings inside the device frame. The screenshots
# (.build/screenshots/matrix-*.png) are the README's pictures of the matrix.
import urllib.parse

import pytest

from conftest import SCREENSHOTS, viewls
from test_preview import DEVICE_FRAME, inside

# Screens of Examples/ whose strips the README shows: a clean one and one with findings.
PICTURED = "Settings"
WITH_FINDINGS = "TableViewTruncatedText"

# The catalogue's portrait sizes (devices.md §1), with the 14-point bezel on each side.
SIZES = {"iPhone SE": (375, 667), "iPhone 16": (393, 852), "iPhone 16 Pro Max": (440, 956),
         "iPad mini": (744, 1133), "iPad Air 11-inch": (820, 1180), "iPad Pro 13-inch": (1032, 1376)}
# A device as variants spell it in file names and links: `iPad-Air-11-inch`.
BY_SLUG = {name.replace(" ", "-"): size for name, size in SIZES.items()}


@pytest.fixture(scope="session")
def matrix(tmp_path_factory):
    folder = tmp_path_factory.mktemp("matrix")
    viewls("preview", "--matrix", "-o", folder, "Examples")
    return folder


def test_the_matrix_gallery_shows_every_variant_of_each_screen(matrix, visit):
    page = visit(matrix / "index.html", allowed=inside(matrix))
    page.assert_quiet()
    strips = page.page.eval_on_selector_all("section.card.strip", """cards => cards.map(card => [
        card.dataset.screen,
        [...card.querySelectorAll('a.variant')].map(a => [a.dataset.variant, Number(a.dataset.findings), a.title]),
    ])""")
    assert len(strips) >= 90, "a strip per screen of Examples/"
    for screen, variants in strips:
        assert variants, f"{screen}: no variant"
        for slug, findings, title in variants:
            assert slug.split(".")[0] in BY_SLUG, f"{screen}: {slug} is not a catalogue device"
            assert str(findings) in title, f"{screen} {slug}: the tooltip does not count its findings: {title!r}"
    # An iPhone screen with no orientations set: every iPhone, held both ways, at Large and xxxLarge.
    settings = dict(strips)[PICTURED]
    assert [slug for slug, _, _ in settings][:4] == ["iPhone-SE.portrait.Large", "iPhone-SE.portrait.xxxLarge",
                                                     "iPhone-SE.landscape.Large", "iPhone-SE.landscape.xxxLarge"]
    assert len(settings) == 12
    page.page.wait_for_function("[...document.images].filter(i => i.getBoundingClientRect().top < innerHeight)"
                                ".every(i => i.complete && i.naturalWidth > 0)")
    page.screenshot("matrix-gallery.png", full_page=False)
    card = page.page.locator(f'section.card.strip[data-screen="{PICTURED}"]')
    card.scroll_into_view_if_needed()
    page.page.wait_for_function(f"""(() => {{ const i = document.querySelector('section[data-screen="{PICTURED}"] img');
        return i && i.complete && i.naturalWidth > 0; }})()""")
    card.screenshot(path=str(SCREENSHOTS / "matrix-settings.png"))
    # A title cut held upright and not held sideways: the matrix shows at a glance where it happens.
    truncated = {slug: findings for slug, findings, _ in dict(strips)[WITH_FINDINGS]}
    assert truncated["iPhone-SE.portrait.Large"] == 1 and truncated["iPhone-SE.landscape.Large"] == 0, truncated
    card = page.page.locator(f'section.card.strip[data-screen="{WITH_FINDINGS}"]')
    card.scroll_into_view_if_needed()
    page.page.wait_for_function(f"""(() => {{ const i = document.querySelector('section[data-screen="{WITH_FINDINGS}"] img');
        return i && i.complete && i.naturalWidth > 0; }})()""")
    card.screenshot(path=str(SCREENSHOTS / "matrix-findings.png"))


def test_a_click_on_a_variant_opens_its_drawing_with_its_findings(matrix, visit):
    page = visit(matrix / "index.html", allowed=inside(matrix))
    variant = page.page.locator('section.card.strip[data-screen="Settings"] a.variant[data-variant="iPhone-SE.portrait.xxxLarge"]')
    variant.click()
    page.page.wait_for_load_state("load")
    assert urllib.parse.unquote(page.page.url).endswith("/Settings@iPhone-SE.portrait.xxxLarge.svg"), page.page.url
    size = page.page.eval_on_selector("svg", "svg => [svg.getAttribute('width'), svg.getAttribute('height')]")
    assert size == ["403", "695"], "the iPhone SE's 375×667 screen in its bezel"
    # Each variant's drawing (of some screens of Violations/, which have findings, and a few others) is at its
    # device's size, held as its name says, and draws its findings inside the device frame.
    drawn = 0
    names = sorted(matrix.glob("*@*.svg"))
    for svg in names[:24] + [path for path in names if path.name.startswith(("Activity", "Bars", "CollectionView"))][:120]:
        page.goto(svg)
        page.assert_quiet()
        frame = page.page.eval_on_selector("svg", DEVICE_FRAME)
        width, height = BY_SLUG[svg.stem.split("@")[1].split(".")[0]]
        landscape = ".landscape." in svg.name
        expected = [str(height + 28), str(width + 28)] if landscape else [str(width + 28), str(height + 28)]
        assert page.page.eval_on_selector("svg", "svg => [svg.getAttribute('width'), svg.getAttribute('height')]") == expected, svg.name
        for box in page.page.eval_on_selector_all("g.finding", """groups => groups.map(g => {
                const b = g.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; })"""):
            assert box[0] >= frame[0] - 0.5 and box[1] >= frame[1] - 0.5 and box[2] <= frame[2] + 0.5 and box[3] <= frame[3] + 0.5, \
                f"{svg.name}: a finding at {box} leaves the device frame {frame}"
            drawn += 1
    assert drawn > 0, "no variant drawing draws a finding"


def test_the_report_shows_where_a_finding_happens_and_each_variants_drawing(tmp_path, visit):
    viewls("check", "--format", "html", "-o", tmp_path / "report.html", "Examples")
    page = visit(tmp_path / "report.html")
    page.assert_quiet()
    figure = page.page.locator('section.file[data-path$="TableViewTruncatedText.view"] figure.drawing')
    buttons = figure.locator("nav.variants button")
    counts = dict(figure.locator("nav.variants button[data-findings]").evaluate_all(
        "bs => bs.map(b => [b.dataset.variant, Number(b.dataset.findings)])"))
    assert counts["iPhone-SE.portrait.Large"] == 1 and counts["iPhone-SE.landscape.Large"] == 0, counts
    assert buttons.first.get_attribute("aria-pressed") == "true", "every finding, the drawing preview draws, first"

    def shown():
        return figure.locator(".variant-drawing:not([hidden])").evaluate_all(
            "ds => ds.map(d => [d.dataset.variant, d.querySelectorAll('g.finding').length, d.querySelector('svg').getAttribute('width')])")

    assert shown() == [["", 1, "421"]]
    figure.locator('button[data-variant="iPhone-SE.landscape.Large"]').click()
    assert shown() == [["iPhone-SE.landscape.Large", 0, "695"]], "held sideways, the title fits"
    figure.locator('button[data-variant="iPhone-SE.portrait.Large"]').click()
    assert shown() == [["iPhone-SE.portrait.Large", 1, "403"]]
    tooltip = figure.locator(".variant-drawing:not([hidden]) g.finding title").text_content()
    assert tooltip.endswith("(on every iPhone in portrait)"), f"the finding's tooltip names its variants: {tooltip!r}"
    # The finding list names where each finding happens too, not only the drawings: the variants by label,
    # each with the slug its drawing's button has.
    named = page.page.locator('section.file[data-path$="TableViewTruncatedText.view"] li.finding[data-variants]').first
    labels = named.locator(".finding-variants li").evaluate_all("ls => ls.map(l => [l.dataset.variant, l.textContent])")
    assert ["iPhone-SE.portrait.Large", "iPhone SE · portrait · text size Large"] in [list(pair) for pair in labels], labels
    assert named.get_attribute("data-variants").split() == [slug for slug, _ in labels]
    assert named.locator(".finding-variants").is_visible()
    figure.scroll_into_view_if_needed()
    figure.screenshot(path=str(SCREENSHOTS / "report-variants.png"))
    page.assert_quiet()
