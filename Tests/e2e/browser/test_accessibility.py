# What people look at, judged by axe-core (axe-playwright-python bundles it)
# in Chromium, in light and dark: the HTML report and the preview gallery
# have no serious or critical violation, and the keyboard reaches every
# region that scrolls (the report's source excerpts and its rule table).
import pathlib

import pytest
from axe_playwright_python.sync_playwright import Axe

from conftest import viewls

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
