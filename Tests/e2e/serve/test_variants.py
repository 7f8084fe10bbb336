# The served preview's device and text-size picker and its matrix view
# (devices.md §4) in Debian's Chromium: on a screen's page a click on a
# device draws it at that device's size and marks the choice, a text size
# likewise; "every variant" draws the matrix, a strip with a labelled drawing
# per configured variant and a link per variant naming how many findings
# happen on it; a click on a variant shows that variant's page; the gallery's
# matrix view shows a strip per screen. No console error and no request to
# anything but the server. Screenshots go to .build/e2e-serve/.
from conftest import ARTIFACTS
from test_browser import assert_only_the_server, watch


def current(page, choice):
    return page.locator(f'.choice[data-choice="{choice}"] a[aria-current="true"]').inner_text()


def test_the_picker_draws_the_variant_chosen(served, browser):
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    seen = watch(page, served.port)
    page.goto(served.link("/screen/Settings"))
    page.wait_for_load_state("networkidle")
    assert page.get_attribute("main.screen > svg", "width") == "421", "the iPhone 16 by default"
    assert current(page, "device") == "the screen's device"
    page.click('.choice[data-choice="device"] a:text-is("iPhone SE")')
    page.wait_for_load_state("networkidle")
    assert (page.get_attribute("main.screen > svg", "width"), page.get_attribute("main.screen > svg", "height")) == ("403", "695"), \
        "the iPhone SE's 375×667 screen in its bezel"
    assert current(page, "device") == "iPhone SE"
    page.click('.choice[data-choice="text-size"] a:text-is("AX2")')
    page.wait_for_load_state("networkidle")
    assert current(page, "text-size") == "AX2" and current(page, "device") == "iPhone SE", "a choice keeps the others"
    assert "textSize=AX2" in page.url and "device=iPhone%20SE" in page.url
    page.screenshot(path=str(ARTIFACTS / "screen-Settings-iPhone-SE-AX2.png"))
    assert_only_the_server(seen, served.port)
    page.close()


def test_the_matrix_view_and_a_click_on_a_variant(served, browser):
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    seen = watch(page, served.port)
    page.goto(served.link("/screen/Settings"))
    page.click('.choice[data-choice="view"] a:text-is("every variant")')
    page.wait_for_load_state("networkidle")
    variants = page.eval_on_selector_all("svg.viewls-matrix > g.variant", "gs => gs.map(g => g.dataset.variant)")
    assert len(variants) == 12, "three iPhones, held both ways, at Large and xxxLarge"
    assert variants[0] == "iPhone-SE.portrait.Large"
    links = page.eval_on_selector_all("nav.variants a.variant", "as => as.map(a => [a.dataset.variant, a.textContent])")
    assert [slug for slug, _ in links] == variants
    assert links[0][1].startswith("iPhone SE · portrait · text size Large")
    page.screenshot(path=str(ARTIFACTS / "screen-Settings-matrix.png"))
    page.click('nav.variants a.variant[data-variant="iPhone-16-Pro-Max.landscape.xxxLarge"]')
    page.wait_for_load_state("networkidle")
    assert (page.get_attribute("main.screen > svg", "width"), page.get_attribute("main.screen > svg", "height")) == ("984", "468"), \
        "the iPhone 16 Pro Max held sideways (956×440 in its bezel)"
    assert current(page, "text-size") == "xxxLarge" and current(page, "orientation") == "landscape"

    page.goto(served.link("/?view=matrix"))
    page.wait_for_load_state("networkidle")
    strips = page.eval_on_selector_all("section.card.strip", "cards => cards.map(c => c.querySelectorAll('a.variant').length)")
    assert len(strips) >= 20 and all(count > 0 for count in strips)
    truncated = page.eval_on_selector_all('section.card.strip[data-screen="TableViewTruncatedText"] a.variant',
                                          "as => Object.fromEntries(as.map(a => [a.dataset.variant, Number(a.dataset.findings)]))")
    assert truncated["iPhone-SE.portrait.Large"] == 1 and truncated["iPhone-SE.landscape.Large"] == 0, truncated
    page.screenshot(path=str(ARTIFACTS / "gallery-matrix.png"))
    assert_only_the_server(seen, served.port)
    page.close()
