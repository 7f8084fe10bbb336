/// The rule pages under `docs/rules/` are current (`viewls docs --check`
/// builds them in memory and compares byte for byte; `UPDATE_EXPECT=1`
/// writes them; the hand-written coverage ledger is left alone), `explain`
/// finds rules by a unique bare name, links in JSON and SARIF go to the
/// pages, and no output names a seed file.
import Foundation
import XCTest

final class RulePagesCommandTests: XCTestCase {
    static let pages = CommandRunner.repository.appendingPathComponent("docs/rules")

    func testThePagesAreCurrent() throws {
        if ProcessInfo.processInfo.environment["UPDATE_EXPECT"] == "1" {
            let update = try CommandRunner.run(["docs", Self.pages.path])
            XCTAssertEqual(update.status, 0, update.stderr)
        }
        let check = try CommandRunner.run(["docs", "--check", Self.pages.path])
        XCTAssertEqual(check.status, 0, "docs/rules is stale: run `UPDATE_EXPECT=1 swift test --filter RulePagesCommandTests` "
                       + "(or `swift run viewls docs`).\n\(check.stderr)")
    }

    func testTheCheckNamesStaleMissingAndLeftOverPages() throws {
        let folder = try TemporaryFolder()
        let write = try CommandRunner.run(["docs", folder.url.path])
        XCTAssertEqual(write.status, 0, write.stderr)
        XCTAssertEqual(try CommandRunner.run(["docs", "--check", folder.url.path]).status, 0)
        try folder.write("coverage.md", "# Guideline coverage\n")
        XCTAssertEqual(try CommandRunner.run(["docs", "--check", folder.url.path]).status, 0, "the hand-written ledger is no stray page")
        for id in CheckCommandTests.allRuleIDs {
            XCTAssertEqual(try folder.read("\(id).md"), try String(contentsOf: Self.pages.appendingPathComponent("\(id).md"), encoding: .utf8))
        }
        try folder.write("tab-bar/too-many-tabs.md", try folder.read("tab-bar/too-many-tabs.md") + " ")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("popover/cascade.md"))
        try folder.write("tab-bar/old-rule.md", "# gone\n")
        let check = try CommandRunner.run(["docs", "--check", folder.url.path])
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stderr, """
            popover/cascade.md: missing
            tab-bar/too-many-tabs.md: out of date
            tab-bar/old-rule.md: not a rule page
            the rule pages in \(folder.url.path) are out of date; run 'swift run viewls docs' in the checkout \
            (or 'UPDATE_EXPECT=1 swift test --filter RulePagesCommandTests') to update them

            """)
        XCTAssertEqual(try CommandRunner.run(["docs", folder.url.path]).status, 0)
        XCTAssertEqual(try CommandRunner.run(["docs", "--check", folder.url.path]).status, 0, "writing removes pages of no rule")
        XCTAssertEqual(try folder.read("coverage.md"), "# Guideline coverage\n", "but keeps the hand-written ledger")
    }

    func testThePageAndExplainShowTheSameContent() throws {
        let page = try String(contentsOf: Self.pages.appendingPathComponent("popover/cascade.md"), encoding: .utf8)
        let explain = try CommandRunner.run(["explain", "popover/cascade"]).stdout
        let pageLines = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.hasPrefix("```") && !$0.hasPrefix("<!--") && !$0.hasPrefix("#") }
            .map { $0.hasPrefix("- ") ? String($0.dropFirst(2)) : $0 }
        XCTAssertGreaterThan(pageLines.count, 60)
        for line in pageLines { XCTAssertTrue(explain.contains(line), "explain lacks: \(line)") }
        XCTAssertTrue(explain.contains("Example.view:8:56: error: this popover opens from inside another popover"), explain)
        // A related place in another file, with its line and column.
        XCTAssertTrue(explain.contains("    Filters.view:3:51: note: the second popover\n"), explain)
    }

    func testExplainTakesAUniqueBareName() throws {
        let bare = try CommandRunner.run(["explain", "too-many-tabs"])
        XCTAssertEqual(bare.status, 0, bare.stderr)
        XCTAssertEqual(bare.stdout, try CommandRunner.run(["explain", "tab-bar/too-many-tabs"]).stdout)
        XCTAssertTrue(bare.stdout.hasPrefix("tab-bar/too-many-tabs — "))
        let russian = try CommandRunner.run(["explain", "too-many-tabs", "--locale", "ru"])
        XCTAssertTrue(russian.stdout.contains("viewls check сообщает:"), russian.stdout)
        XCTAssertTrue(russian.stdout.contains("Example.view:2:5: error: 6 вклад"), russian.stdout)
    }

    func testAnAmbiguousBareNameListsTheCandidates() throws {
        let result = try CommandRunner.run(["explain", "small-target"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr,
                       "viewls: 'small-target' names more than one rule: 'collection-view/small-target' and 'controls/small-target'; give the whole id\n")
        let chinese = try CommandRunner.run(["explain", "small-target", "--locale", "zh"])
        XCTAssertEqual(chinese.stderr, "viewls: 'small-target' 对应多条规则：'collection-view/small-target'和'controls/small-target'；请给出完整的 id\n")
    }

    func testAnUnknownBareNameSuggestsTheNearestRule() throws {
        let result = try CommandRunner.run(["explain", "too-many-tab"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "viewls: no rule 'too-many-tab'; did you mean 'tab-bar/too-many-tabs'?\n")
        let far = try CommandRunner.run(["explain", "zzz"])
        XCTAssertEqual(far.stderr, "viewls: no rule 'zzz'; see 'viewls rules'\n")
    }

    /// Reports are shared (uploaded from CI): without `docsBaseURL` they carry no link, not the
    /// checkout's `file:` pages; with it, each rule links to its page there.
    func testJSONAndSARIFLinkToThePagesOnlyBelowTheSetting() throws {
        let folder = try TemporaryFolder(["Home.view": "Screen {\n    StatusBar { hidden: true }\n    Label { colour: \"red\" }\n}\n"])
        XCTAssertEqual(try links(in: folder), ["status-bar/hidden": "none", "unknown-property": "none"], "run from the checkout")
        XCTAssertEqual(try sarifHelp(in: folder), nil)
        let html = try CommandRunner.run(["check", "--format", "html", "."], in: folder.url)
        XCTAssertFalse(html.stdout.contains("file:"), "no local path in a shared report")
        XCTAssertFalse(html.stdout.contains("status-bar/hidden.md"))
        XCTAssertTrue(html.stdout.contains("status-bar/hidden"))
        for format in ["json", "sarif"] {
            let output = try CommandRunner.run(["check", "--format", format, "."], in: folder.url).stdout
            XCTAssertFalse(output.contains("file:"), format)
        }
        try folder.write(".viewls.json", #"{"docsBaseURL": "https://example.com/viewls/rules/"}"#)
        XCTAssertEqual(try links(in: folder), ["status-bar/hidden": "https://example.com/viewls/rules/status-bar/hidden.md",
                                               "unknown-property": "none"])
        XCTAssertEqual(try sarifHelp(in: folder), "https://example.com/viewls/rules/status-bar/hidden.md")
        let linked = try CommandRunner.run(["check", "--format", "html", "."], in: folder.url)
        XCTAssertTrue(linked.stdout.contains("href=\"https://example.com/viewls/rules/status-bar/hidden.md\""))
    }

    /// A `javascript:` base is a configuration problem, and reaches no report.
    func testAScriptAddressReachesNoReport() throws {
        let folder = try TemporaryFolder(["Home.view": "Screen {\n    StatusBar { hidden: true }\n    Label { colour: \"red\" }\n}\n",
                                          ".viewls.json": #"{"docsBaseURL": "javascript:alert(1)//"}"#])
        XCTAssertEqual(try links(in: folder)["status-bar/hidden"], "none")
        XCTAssertEqual(try sarifHelp(in: folder), nil)
        let text = try CommandRunner.run(["check", "."], in: folder.url)
        XCTAssertTrue(text.stdout.contains(
            "docsBaseURL 'javascript:alert(1)//' is not a web or file address; expected an http, https or file URL"), text.stdout)
        for format in ["html", "json", "sarif"] {
            let output = try CommandRunner.run(["check", "--format", format, "."], in: folder.url).stdout
            XCTAssertFalse(output.contains("href=\"javascript:"), format)
            XCTAssertFalse(output.contains("\"helpUri\" : \"javascript:") || output.contains("\"href\":\"javascript:")
                           || output.contains("\"href\" : \"javascript:"), format)
        }
    }

    /// Each diagnostic's code and `codeDescription.href` in `check --format json`.
    private func links(in folder: TemporaryFolder) throws -> [String: String] {
        let result = try CommandRunner.run(["check", "--format", "json", "Home.view"], in: folder.url)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stderr)
        let diagnostics = (report["files"] as? [[String: Any]])?.flatMap { $0["diagnostics"] as? [[String: Any]] ?? [] } ?? []
        return Dictionary(diagnostics.map { diagnostic in
            (diagnostic["code"] as? String ?? "", (diagnostic["codeDescription"] as? [String: Any])?["href"] as? String ?? "none")
        }) { first, _ in first }
    }

    private func sarifHelp(in folder: TemporaryFolder) throws -> String? {
        let result = try CommandRunner.run(["check", "--format", "sarif", "."], in: folder.url)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        XCTAssertEqual(rules.filter { $0["id"] as? String == "unknown-property" }.map { $0["helpUri"] == nil }, [true])
        return rules.first { $0["id"] as? String == "status-bar/hidden" }?["helpUri"] as? String
    }

    /// A fix's title is shown as a finding shows it, its values filled in from the first firing example,
    /// never as the catalog's template ("Use `style: {suggested}`").
    func testExplainShowsTheFixTitleFilledIn() throws {
        let placeholder = try NSRegularExpression(pattern: #"\{[A-Za-z]+\}"#)
        for language in ["en", "ru", "zh"] {
            for id in CheckCommandTests.allRuleIDs {
                let explain = try CommandRunner.run(["explain", id, "--locale", language]).stdout
                let text = explain.components(separatedBy: "\n").prefix(20).joined(separator: "\n")
                XCTAssertNil(placeholder.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                             "explain \(id) --locale \(language) shows a placeholder:\n\(text)")
            }
        }
        let contrast = try CommandRunner.run(["explain", "status-bar/contrast"]).stdout
        XCTAssertTrue(contrast.contains("Fix\n    Use `style: light` (safe)\n"), contrast)
        let keyboard = try CommandRunner.run(["explain", "text-view/keyboard", "--locale", "ru"]).stdout
        XCTAssertFalse(keyboard.contains("{suggested}"), keyboard)
    }

    func testNoOutputNamesASeedFile() throws {
        let seedName = try NSRegularExpression(pattern: #"[0-9]{3}_[0-9a-f]{16}|\.txt\b"#)
        func assertClean(_ text: String, _ label: String) {
            let range = NSRange(text.startIndex..., in: text)
            XCTAssertNil(seedName.firstMatch(in: text, range: range), "\(label) names a seed file")
        }
        for language in ["en", "ru", "zh"] {
            for id in CheckCommandTests.allRuleIDs {
                let explain = try CommandRunner.run(["explain", id, "--locale", language])
                XCTAssertEqual(explain.status, 0, explain.stderr)
                assertClean(explain.stdout, "explain \(id) --locale \(language)")
            }
        }
        let folder = try TemporaryFolder(["Home.view": "Screen {\n    StatusBar { hidden: true }\n}\n"])
        for language in ["en", "ru", "zh"] {
            let sarif = try CommandRunner.run(["check", "--format", "sarif", "--locale", language, "."], in: folder.url)
            assertClean(sarif.stdout, "SARIF in \(language)")
        }
        let pages = FileManager.default.subpaths(atPath: Self.pages.path)?.filter { $0.hasSuffix(".md") } ?? []
        XCTAssertEqual(pages.count, CheckCommandTests.allRuleIDs.count + 2, "a page per rule, the index and the coverage ledger")
        for page in pages { assertClean(try String(contentsOf: Self.pages.appendingPathComponent(page), encoding: .utf8), page) }
    }
}
