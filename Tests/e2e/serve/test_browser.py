# The served preview in Debian's Chromium: the gallery and a screen's page
# load with no console error and no request to anything but the server
# itself (each page's one script runs under its CSP nonce and opens the
# event stream), and a saved change reaches the open page within a second, in
# place (the page keeps its place; a screen that comes reloads it whole) —
# measured over 20 saves (median and p99 printed and kept in
# .build/e2e-serve/numbers.txt); a burst of saves leaves the page equal to
# a fresh load. Screenshots go to .build/e2e-serve/.
from playwright.sync_api import Error as PlaywrightError
import random
import re
import statistics
import time

from conftest import ARTIFACTS

SAVES = 20


def watch(page, port):
    """Collects the page's console errors and warnings, uncaught errors, and every request's URL."""
    seen = {"console": [], "requests": []}
    page.on("console", lambda message: message.type in ("error", "warning") and seen["console"].append(message.text))
    page.on("pageerror", lambda error: seen["console"].append(str(error)))
    page.on("request", lambda request: seen["requests"].append(request.url))
    return seen


def assert_only_the_server(seen, port):
    own = f"http://127.0.0.1:{port}/"
    foreign = [url for url in seen["requests"] if not url.startswith(own)]
    assert foreign == [], f"requests to anything but the server: {foreign}"
    assert seen["console"] == [], seen["console"]


def test_the_gallery_and_a_screen_load_clean(served, browser):
    page = browser.new_page()
    seen = watch(page, served.port)
    page.goto(served.link("/"))
    page.wait_for_load_state("networkidle")
    assert page.locator("svg").count() >= 20, "a card per screen"
    assert any("/events?token=" in url for url in seen["requests"]), "the page subscribed to reloads"
    page.screenshot(path=str(ARTIFACTS / "gallery.png"))
    page.click('a[href^="/screen/About?"]')
    page.wait_for_load_state("networkidle")
    assert page.url == served.link("/screen/About")
    assert page.locator("svg").count() == 1
    page.screenshot(path=str(ARTIFACTS / "screen-About.png"))
    assert_only_the_server(seen, served.port)
    page.close()


def test_a_drawing_opens_on_its_own(served, browser):
    page = browser.new_page()
    errors = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.location.get("url", "")))
    page.goto(served.link("/screen/StatusBarHidden.svg"))
    page.wait_for_load_state("networkidle")
    assert page.evaluate("document.documentElement.localName") == "svg"
    # A bare SVG names no icon, so the browser asks for /favicon.ico without
    # the token, and gets 403 like any request without it; nothing else fails.
    assert all(url == f"http://127.0.0.1:{served.port}/favicon.ico" for url in errors), errors
    page.close()


def edit(path, number):
    """A save that changes the screen's titles (its navigation bar's is drawn); returns what the page should then show."""
    text = path.read_text()
    title = f"About {number:02d}"
    text = re.sub(r'title: "About[^"]*"', f'title: "{title}"', text) + f"// save {number}\n"
    path.write_text(text)
    return (title,)


def save_and_measure(page, path, number, seconds=5.0):
    """Saves an edit; returns the seconds until the open page shows it (its
    DOM holds the new title) and whether the page took it in place (the
    mark set on its window before the save is still there: not reloaded)."""
    page.evaluate("window.viewlsKept = true")
    started = time.monotonic()
    markers = edit(path, number)
    deadline = started + seconds
    while True:
        left = max(1, int((deadline - time.monotonic()) * 1000))
        try:
            page.wait_for_function("markers => markers.some(m => document.body && document.body.textContent.includes(m))",
                                   arg=list(markers), timeout=left)
            return time.monotonic() - started, page.evaluate("window.viewlsKept === true")
        except PlaywrightError as error:
            # The page reloaded while we read it: read the new one.
            if "Execution context was destroyed" not in str(error):
                raise


def test_a_saved_change_reaches_the_open_page_within_a_second(served, workspace, browser):
    page = browser.new_page()
    seen = watch(page, served.port)
    page.goto(served.link("/screen/About"))
    page.wait_for_load_state("networkidle")
    pauses = random.Random(21)
    latencies = []
    for number in range(SAVES):
        # Saves at random moments, not in step with the server's 250 ms look at the files.
        time.sleep(0.2 + pauses.random() * 0.3)
        latency, kept = save_and_measure(page, workspace / "About.view", number)
        assert kept, f"save {number}: the screen's page reloaded instead of taking the new drawing in place"
        latencies.append(latency)
    gallery = browser.new_page()
    gallery.on("console", lambda message: message.type in ("error", "warning") and seen["console"].append(message.text))
    gallery.goto(served.link("/"))
    gallery.wait_for_load_state("networkidle")
    gallery.mouse.wheel(0, 1500)
    gallery.wait_for_function("() => window.scrollY > 0")
    scrolled = gallery.evaluate("window.scrollY")
    cards = gallery.locator("a.card").count()
    gallery_latency, kept = save_and_measure(gallery, workspace / "About.view", SAVES)
    assert kept and gallery.evaluate("window.scrollY") == scrolled, "the gallery took the card in place and kept its place"
    assert gallery.locator("a.card").count() == cards
    assert gallery.locator('a.card[data-screen="About"] svg').count() == 1, "the new card holds its drawing"
    latencies.sort()
    median = statistics.median(latencies)
    p99 = latencies[min(len(latencies) - 1, round(0.99 * (len(latencies) - 1)))]
    line = (f"a save shown in the open page: median {median * 1000:.0f} ms, p99 {p99 * 1000:.0f} ms, max {latencies[-1] * 1000:.0f} ms "
            f"over {SAVES} saves; gallery {gallery_latency * 1000:.0f} ms")
    print("\n" + line)
    print([round(x * 1000) for x in latencies])
    with open(ARTIFACTS / "numbers.txt", "a") as numbers:
        numbers.write(line + "\n")
    assert latencies[-1] < 1.0 and gallery_latency < 1.0, line
    page.screenshot(path=str(ARTIFACTS / "screen-About-edited.png"))
    gallery.locator('a.card[data-screen="About"]').screenshot(path=str(ARTIFACTS / "gallery-About-edited.png"))
    assert_only_the_server(seen, served.port)
    page.close()
    gallery.close()


def test_a_screen_that_comes_reloads_the_gallery_whole(served, workspace, browser):
    gallery = browser.new_page()
    seen = watch(gallery, served.port)
    gallery.goto(served.link("/"))
    gallery.wait_for_load_state("networkidle")
    cards = gallery.locator("a.card").count()
    gallery.evaluate("window.viewlsKept = true")
    (workspace / "Latecomer.view").write_text('Screen {\n    NavigationBar { title: "Latecomer" }\n}\n')
    # A function, not an expression: the page's CSP forbids the `eval` an expression needs.
    gallery.wait_for_function("count => document.querySelectorAll('a.card').length === count", arg=cards + 1, timeout=5000)
    assert gallery.evaluate("window.viewlsKept === undefined"), "a new screen reloads the page"
    assert gallery.locator('a.card[data-screen="Latecomer"]').count() == 1
    assert_only_the_server(seen, served.port)
    gallery.close()


def test_a_burst_of_saves_leaves_the_page_as_a_fresh_load_shows_it(served, workspace, browser):
    """Saves faster than the server looks (and than the page fetches): the
    updated gallery ends equal, card and summary line, to one loaded afresh."""
    gallery = browser.new_page()
    seen = watch(gallery, served.port)
    gallery.goto(served.link("/"))
    gallery.wait_for_load_state("networkidle")
    gallery.evaluate("window.viewlsKept = true")
    for number in range(12):
        edit(workspace / "About.view", 100 + number)
        time.sleep(0.03 + random.Random(number).random() * 0.12)
    # The last save also adds a finding: a back button titled unlike the screen it returns to.
    path = workspace / "About.view"
    text = path.read_text()
    assert 'BackButton { title: "Settings" }' in text
    path.write_text(text.replace('BackButton { title: "Settings" }', 'BackButton { title: "Elsewhere" }'))
    gallery.wait_for_function("""() => {
        const card = document.querySelector('a.card[data-screen="About"]');
        return card && card.textContent.includes("About 111") && card.dataset.infos !== "0";
    }""", timeout=5000)
    time.sleep(0.6)  # any fetch still in flight lands
    assert gallery.evaluate("window.viewlsKept === true"), "updated in place"
    fresh = browser.new_page()
    fresh.goto(served.link("/"))
    fresh.wait_for_load_state("networkidle")
    part = """() => [document.querySelector('a.card[data-screen="About"]').outerHTML,
                     document.querySelector('header .summary').outerHTML]"""
    assert gallery.evaluate(part) == fresh.evaluate(part)
    assert gallery.locator("a.card").count() == fresh.locator("a.card").count()
    assert_only_the_server(seen, served.port)
    gallery.close()
    fresh.close()


def test_a_change_many_cards_show_reloads_the_gallery_and_a_few_are_swapped_in(served, workspace, browser):
    """A component shown by two screens: their cards are swapped in. One shown
    by more screens than a page fetches at once (8): the gallery reloads whole."""
    (workspace / "Stamp.view").write_text('Label { text: "Stamp one" }\n')
    (workspace / "Badge.view").write_text('Label { text: "Badge one" }\n')
    for number in range(2):
        (workspace / f"Few{number}.view").write_text(f'Screen {{\n    title: "Few {number}"\n    Stamp {{ }}\n}}\n')
    for number in range(10):
        (workspace / f"Many{number}.view").write_text(f'Screen {{\n    title: "Many {number}"\n    Badge {{ }}\n}}\n')
    gallery = browser.new_page()
    seen = watch(gallery, served.port)
    deadline = time.monotonic() + 5
    while True:  # until the server has drawn the new screens
        gallery.goto(served.link("/"))
        gallery.wait_for_load_state("networkidle")
        if gallery.locator('a.card[data-screen="Many9"]').count() == 1 or time.monotonic() > deadline:
            break
        time.sleep(0.3)
    cards = """text => [...document.querySelectorAll('a.card')].filter(card => card.textContent.includes(text)).length"""
    assert gallery.evaluate(cards, "Badge one") == 10 and gallery.evaluate(cards, "Stamp one") == 2
    gallery.evaluate("window.viewlsKept = true")
    (workspace / "Stamp.view").write_text('Label { text: "Stamp two" }\n')
    gallery.wait_for_function(cards.replace("text =>", "() =>").replace("(text)", '("Stamp two")') + " === 2", timeout=5000)
    assert gallery.evaluate("window.viewlsKept === true"), "two cards are swapped in"
    (workspace / "Badge.view").write_text('Label { text: "Badge two" }\n')
    gallery.wait_for_function("() => " + cards.split("=> ", 1)[1].replace("(text)", '("Badge two")') + " === 10", timeout=5000)
    assert gallery.evaluate("window.viewlsKept === undefined"), "ten cards: the gallery reloaded whole"
    assert_only_the_server(seen, served.port)
    gallery.close()


def test_a_screen_page_applies_patches_and_ends_as_a_fresh_load_shows_it(served, workspace, browser):
    """Edits of Settings (a title typed into, a row removed, a row added, a
    finding made): after each save the open screen page asks for the patch
    from the drawing it shows (`.patch?since=TOKEN`), applies it in place, and
    its drawing, serialized, equals the drawing of the page loaded afresh."""
    page = browser.new_page()
    seen = watch(page, served.port)
    page.goto(served.link("/screen/Settings"))
    page.wait_for_load_state("networkidle")
    page.evaluate("window.viewlsKept = true")
    path = workspace / "Settings.view"
    text = path.read_text()
    edits = [
        lambda t: t.replace('title: "Wi-Fi"', 'title: "Wi-Fi 5"'),
        lambda t: t.replace('title: "Storage"', 'title: "Storage and more"'),
        lambda t: re.sub(r'\n\s*Cell \{ style: value1; title: "Region"[^\n]*', "", t, count=1),
        lambda t: t.replace('title: "Wi-Fi 5"', 'title: "Wi-Fi 5"\n                accessory: checkmark', 1),
        lambda t: t.replace('title: "Storage and more"', 'title: "Storage and much, much more than one row of a table can hold"'),
    ]
    serialize = "() => new XMLSerializer().serializeToString(document.querySelector('main.screen svg'))"
    for number, change in enumerate(edits):
        before = page.evaluate("document.querySelector('main.screen').getAttribute('data-token')")
        changed = change(text)
        assert changed != text, f"edit {number} changed nothing"
        text = changed
        path.write_text(text)
        page.wait_for_function("token => document.querySelector('main.screen').getAttribute('data-token') !== token",
                               arg=before, timeout=5000)
        time.sleep(0.3)  # a fetch still in flight lands
        fresh = browser.new_page()
        fresh.goto(served.link("/screen/Settings"))
        fresh.wait_for_load_state("networkidle")
        assert page.evaluate(serialize) == fresh.evaluate(serialize), f"edit {number}: the patched drawing differs from a fresh load"
        fresh.close()
    assert page.evaluate("window.viewlsKept === true"), "patched in place, never reloaded"
    patches = [url for url in seen["requests"] if "/screen/Settings.patch?since=" in url]
    assert len(patches) >= len(edits) and all("since=&" not in url for url in patches), patches
    page.screenshot(path=str(ARTIFACTS / "screen-Settings-patched.png"))
    assert_only_the_server(seen, served.port)
    page.close()
