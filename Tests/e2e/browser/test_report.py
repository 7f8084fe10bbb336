# The HTML report of `viewls check --format html` in a real browser: it opens
# with no console error, page error, dialog or request; it shows exactly the
# findings `check --format json` reports, each with its code and range and its
# source marked; its filters (severity, rule, new only) hide and show findings
# and keep the counts right; text from a file stays text. Screenshots of the
# whole report and of a filtered one go to .build/screenshots/.
import collections
import shutil

import pytest

from conftest import EXAMPLES, REPO, check_json, json_findings, viewls

HOSTILE_TITLE = "</text><script>alert(1)</script>"


@pytest.fixture(scope="session")
def examples(tmp_path_factory):
    """The report and the JSON of `check Examples`, from the repository root."""
    folder = tmp_path_factory.mktemp("report")
    viewls("check", "--format", "html", "-o", folder / "report.html", "Examples")
    return folder / "report.html", check_json("Examples")


@pytest.fixture(scope="session")
def baseline(tmp_path_factory):
    """A copy of Examples/Violations whose baseline was written without two files:
    their findings are new, the others existing. The report and the JSON, both with the baseline."""
    root = tmp_path_factory.mktemp("baseline")
    shutil.copytree(EXAMPLES / "Violations", root / "Screens")
    aside = root / "aside"
    aside.mkdir()
    for name in ["ControlsSmallTarget.view", "ToolbarTextItems.view"]:
        (root / "Screens" / name).rename(aside / name)
    viewls("check", "--write-baseline", "baseline.json", "Screens", cwd=root)
    for name in ["ControlsSmallTarget.view", "ToolbarTextItems.view"]:
        (aside / name).rename(root / "Screens" / name)
    html = viewls("check", "--format", "html", "--baseline", "baseline.json", "-o", "report.html", "Screens", cwd=root)
    plain = viewls("check", "--format", "json", "--baseline", "baseline.json", "Screens", cwd=root)
    return root / "report.html", html.returncode, plain.returncode, check_json("Screens", cwd=root), \
        check_json("--baseline", "baseline.json", "Screens", cwd=root)


def shown_findings(page):
    """(path, code, range, severity, baseline mark) of every finding the page (a `Visit`) shows."""
    return page.page.eval_on_selector_all("section.file li.finding", """items => items
        .filter(item => item.checkVisibility())
        .map(item => [item.closest('section.file').dataset.path, item.dataset.code, item.dataset.range,
                      item.dataset.severity, item.dataset.baseline || null])""")


def shown_count(page):
    return int(page.page.text_content("#shown"))


def assert_counts_follow(page):
    """The "shown" count and each file's badge match what shows; a file with nothing shown is hidden while a filter is on."""
    findings = shown_findings(page)
    assert shown_count(page) == len(findings)
    for path, badge, visible, total in page.page.eval_on_selector_all("section.file", """files => files.map(file =>
            [file.dataset.path, file.querySelector('.file-shown').textContent,
             file.querySelectorAll('li.finding:not([hidden])').length, file.checkVisibility()])"""):
        assert int(badge) == visible, path
        assert visible == sum(1 for finding in findings if finding[0] == path), path
        assert total == (visible > 0), path
    return findings


def test_the_report_opens_with_no_error_and_no_request(examples, visit):
    page = visit(examples[0], viewport=(1280, 1100))
    page.assert_quiet()
    assert page.page.evaluate("document.documentElement.lang") == "en"
    assert page.page.evaluate("document.scripts.length") == 1
    assert page.page.is_visible("#filters"), "the script did not show the filters"
    page.screenshot("report.png")
    page.screenshot("report-top.png", full_page=False)


def test_the_report_shows_every_finding_json_reports_with_its_code_and_range(examples, visit):
    path, report = examples
    page = visit(path)
    shown = collections.Counter((finding[0], finding[1], finding[2]) for finding in shown_findings(page))
    expected = json_findings(report)
    assert sum(expected.values()) == sum(report["summary"][key] for key in ("errors", "warnings", "infos", "hints"))
    assert sum(expected.values()) > 50
    assert shown == expected
    assert shown_count(page) == sum(expected.values())
    severities = collections.Counter(finding[3] for finding in shown_findings(page))
    assert severities == collections.Counter({"error": report["summary"]["errors"], "warning": report["summary"]["warnings"],
                                              "info": report["summary"]["infos"], "hint": report["summary"]["hints"]})


def utf16_index(line, character):
    """The index in a Python string of the UTF-16 column `character`."""
    units = 0
    for index, scalar in enumerate(line):
        if units >= character:
            return index
        units += 2 if ord(scalar) > 0xFFFF else 1
    return len(line)


def test_each_finding_marks_its_range_in_the_source_lines(examples, visit):
    page = visit(examples[0])
    marks = page.page.eval_on_selector_all("li.finding", """items => items.map(item => {
        const mark = item.querySelector('pre.source mark');
        const hit = item.querySelector('pre.source .line.hit');
        return [item.closest('section.file').dataset.path, item.dataset.range,
                mark ? mark.textContent : null, hit ? Number(hit.dataset.line) : null];
    })""")
    checked = 0
    for path, range_text, marked, line_number in marks:
        (start, end) = [tuple(map(int, part.split(":"))) for part in range_text.split("-")]
        assert marked is not None and line_number == start[0] + 1, (path, range_text)
        if start[0] != end[0] or end[1] - start[1] > 150:
            continue
        line = (REPO / path).read_text(encoding="utf-8").split("\n")[start[0]]
        assert marked == line[utf16_index(line, start[1]):utf16_index(line, end[1])], (path, range_text)
        checked += 1
    assert checked > 40


def test_unticking_a_severity_hides_its_findings_and_updates_the_counts(examples, visit):
    page = visit(examples[0])
    total = shown_count(page)
    for severity in ["error", "warning", "info", "hint"]:
        page.page.uncheck(f"input[name=severity][value={severity}]")
        findings = assert_counts_follow(page)
        assert findings and all(finding[3] != severity for finding in findings)
        hidden = page.page.eval_on_selector_all(f"li.finding[data-severity={severity}]", "items => items.length")
        assert hidden > 0 and len(findings) == total - hidden, severity
        page.page.check(f"input[name=severity][value={severity}]")
        assert shown_count(page) == total
    for severity in ["warning", "info", "hint"]:
        page.page.uncheck(f"input[name=severity][value={severity}]")
    findings = assert_counts_follow(page)
    assert {finding[3] for finding in findings} == {"error"}
    page.page.evaluate("window.scrollTo(0, 0)")
    page.screenshot("report-filtered.png")


def test_the_rule_filter_shows_one_rules_findings(examples, visit):
    path, report = examples
    page = visit(path)
    codes = collections.Counter(key[1] for key, count in json_findings(report).items() for _ in range(count))
    code, count = codes.most_common(1)[0]
    assert count > 1
    page.page.select_option("select[name=rule]", code)
    findings = assert_counts_follow(page)
    assert len(findings) == count and {finding[1] for finding in findings} == {code}
    page.page.uncheck(f"input[name=severity][value={findings[0][3]}]")
    assert assert_counts_follow(page) == []
    page.page.select_option("select[name=rule]", "")
    page.page.check(f"input[name=severity][value={findings[0][3]}]")
    assert shown_count(page) == sum(codes.values())


def test_with_a_baseline_findings_are_new_or_existing_and_new_only_shows_what_check_reports(baseline, visit):
    path, html_status, json_status, everything, new = baseline
    page = visit(path)
    page.assert_quiet()
    findings = shown_findings(page)
    assert collections.Counter((f[0], f[1], f[2]) for f in findings) == json_findings(everything)
    assert {f[4] for f in findings} == {"new", "existing"}
    fresh = collections.Counter((f[0], f[1], f[2]) for f in findings if f[4] == "new")
    assert fresh == json_findings(new) and sum(fresh.values()) >= 2
    assert {f[0].split("/")[-1] for f in fresh} == {"ControlsSmallTarget.view", "ToolbarTextItems.view"}
    assert html_status == json_status == 1, "the exit status counts the new findings, as check --baseline does"
    page.page.check("input[name=newOnly]")
    shown = assert_counts_follow(page)
    assert collections.Counter((f[0], f[1], f[2]) for f in shown) == json_findings(new)
    page.page.evaluate("window.scrollTo(0, 0)")
    page.screenshot("report-baseline-new-only.png", full_page=False)


def test_text_from_a_file_stays_text(tmp_path, visit):
    (tmp_path / "Hostile.view").write_text(
        'Screen {\n    title: "Reading List"\n    NavigationBar {\n'
        f'        title: "{HOSTILE_TITLE}"\n    }}\n}}\n', encoding="utf-8")
    viewls("check", "--format", "html", "-o", "report.html", "Hostile.view", cwd=tmp_path)
    page = visit(tmp_path / "report.html")
    page.assert_quiet()
    assert page.page.evaluate("document.scripts.length") == 1
    messages = page.page.eval_on_selector_all("p.message", "items => items.map(item => item.textContent)")
    assert any(HOSTILE_TITLE in message for message in messages), messages
    lines = page.page.eval_on_selector_all("pre.source .line", "items => items.map(item => item.textContent)")
    assert any(HOSTILE_TITLE in line for line in lines), lines


@pytest.mark.parametrize("locale,script", [("ru", (0x0400, 0x04FF)), ("zh", (0x4E00, 0x9FFF))])
def test_the_report_speaks_the_chosen_language(locale, script, tmp_path, visit):
    viewls("check", "--format", "html", "--locale", locale, "-o", tmp_path / "report.html", "Examples/Violations")
    page = visit(tmp_path / "report.html")
    page.assert_quiet()
    assert page.page.evaluate("document.documentElement.lang") == {"ru": "ru", "zh": "zh-Hans"}[locale]
    for selector in ["h1", "#filters legend", "li.finding .sev", "details.explain summary"]:
        text = page.page.text_content(selector)
        assert any(script[0] <= ord(character) <= script[1] for character in text), (selector, text)
    page.page.click("li.finding details.explain summary")
    page.screenshot(f"report-{locale}.png", full_page=False)


def test_the_report_draws_each_screen_with_the_findings_it_lists(examples, visit):
    """Every screen with findings is drawn, and every drawn finding is one the section lists."""
    page = visit(examples[0])
    drawings = page.page.eval_on_selector_all("section.file", """files => files
        .filter(file => file.querySelector('figure.drawing svg'))
        .map(file => [file.dataset.path,
                      [...file.querySelectorAll('figure.drawing svg g.finding')].map(g => g.dataset.range),
                      [...file.querySelectorAll('li.finding')].map(item => item.dataset.range)])""")
    assert drawings, "the report draws no screen"
    for path, drawn, listed in drawings:
        assert drawn, f"{path}: the drawing shows no finding"
        assert set(drawn) <= set(listed), path
