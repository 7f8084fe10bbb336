/// `viewls fix`, `format`, `rules` and `explain` end to end: dry runs change
/// nothing, writes are whole or not at all, and the texts are complete.
import Foundation
import XCTest

final class FixFormatCommandTests: XCTestCase {
    static let violating = "Screen {\n    StatusBar { hidden: true }\n    NavigationBar {\n        title: \"Notes\"\n        height: 64\n    }\n    TabBar {\n        Tab { title: \"A\"; hidden: true }\n    }\n}\n"
    static let fixed = "Screen {\n    StatusBar {}\n    NavigationBar {\n        title: \"Notes\"\n    }\n    TabBar {\n        Tab { title: \"A\"; enabled: false }\n    }\n}\n"

    func testFixAppliesSafeFixesAndTheDryRunChangesNothing() throws {
        let folder = try TemporaryFolder(["Home.view": Self.violating])
        let dryRun = try CommandRunner.run(["fix", "--dry-run", "."], in: folder.url)
        XCTAssertEqual(dryRun.status, 0, "a dry run that prints a diff exits 0: " + dryRun.stderr)
        XCTAssertTrue(dryRun.stdout.hasPrefix("--- a/Home.view\n+++ b/Home.view\n@@ "), dryRun.stdout)
        XCTAssertTrue(dryRun.stdout.contains("-        height: 64\n"))
        XCTAssertEqual(try folder.read("Home.view"), Self.violating)
        let fix = try CommandRunner.run(["fix"], in: folder.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        XCTAssertTrue(fix.stderr.contains("Home.view: applied 3 fixes"), fix.stderr)
        XCTAssertEqual(try folder.read("Home.view"), Self.fixed)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["Home.view"], "no temporary file is left")
        XCTAssertTrue(try CommandRunner.run(["fix"], in: folder.url).stderr.contains("no fixes to apply"))
        let clean = try CommandRunner.run(["fix", "--dry-run"], in: folder.url)
        XCTAssertEqual(clean.status, 0, "nothing to fix: " + clean.stderr)
        XCTAssertEqual(clean.stdout, "")
        // Errors that no fix removes do not change a dry run's status either (they made it 1 before).
        let tabs = (1...6).map { "        Tab { title: \"T\($0)\" }\n" }.joined()
        try folder.write("Home.view", "Screen {\n    StatusBar { hidden: true }\n    TabBar {\n\(tabs)    }\n}\n")
        let withErrors = try CommandRunner.run(["fix", "--dry-run"], in: folder.url)
        XCTAssertEqual(withErrors.status, 0, withErrors.stderr)
        XCTAssertTrue(withErrors.stdout.contains("-    StatusBar { hidden: true }\n"), withErrors.stdout)
        XCTAssertEqual(try CommandRunner.run(["check"], in: folder.url).status, 1, "check is what fails on the errors")
    }

    func testUnsafeFixesNeedTheFlag() throws {
        let source = "Screen {\n    NavigationBar { title: \"Photos\"; translucent: false }\n    Toolbar { BarButton { system: action } }\n}\n"
        let folder = try TemporaryFolder(["Home.view": source])
        let safe = try CommandRunner.run(["fix"], in: folder.url)
        XCTAssertTrue(safe.stderr.contains("1 more fix needs --unsafe"), safe.stderr)
        XCTAssertEqual(try folder.read("Home.view"), source)
        let unsafe = try CommandRunner.run(["fix", "--unsafe"], in: folder.url)
        XCTAssertEqual(unsafe.status, 0)
        XCTAssertTrue(unsafe.stderr.contains("Home.view: applied 1 fix\n"), unsafe.stderr)
        XCTAssertTrue(try folder.read("Home.view").contains("NavigationBar { title: \"Photos\"; translucent: true }"))
    }

    func testAFileThatCannotBeWrittenIsLeftIntact() throws {
        let folder = try TemporaryFolder(["Home.view": Self.violating])
        // A read-only file is refused by its mode bits, also for root (as editors warn).
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder.path("Home.view"))
        let result = try CommandRunner.run(["fix"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("cannot write 'Home.view': the file is read-only"), result.stderr)
        XCTAssertEqual(try folder.read("Home.view"), Self.violating)
        let messy = "Screen{title:\"Messy\"}"
        try folder.write("Home.view", messy)
        let format = try CommandRunner.run(["format"], in: folder.url)
        XCTAssertEqual(format.status, 2)
        XCTAssertEqual(try folder.read("Home.view"), messy)
    }

    func testFormatCheckAndWrite() throws {
        let messy = "// Home\nScreen{title:\"Home\"   // the title\nTableView { Cell { title: \"A\" } }\n\n\n}"
        let folder = try TemporaryFolder(["Home.view": messy, "Broken.view": "Screen { title: }"])
        let check = try CommandRunner.run(["format", "--check", "Home.view"], in: folder.url)
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stdout, "Home.view: not formatted\n")
        XCTAssertEqual(try folder.read("Home.view"), messy)
        let format = try CommandRunner.run(["format", "Home.view"], in: folder.url)
        XCTAssertEqual(format.status, 0, format.stderr)
        XCTAssertEqual(try folder.read("Home.view"), "// Home\nScreen {\n    title: \"Home\" // the title\n    TableView {\n        Cell { title: \"A\" }\n    }\n}\n")
        XCTAssertEqual(try CommandRunner.run(["format", "--check", "Home.view"], in: folder.url).status, 0)
        let broken = try CommandRunner.run(["format", "Broken.view"], in: folder.url)
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stderr.contains("Broken.view: not formatted: fix its syntax errors first"))
        XCTAssertEqual(try folder.read("Broken.view"), "Screen { title: }")
    }

    func testExamplesAreFormatted() throws {
        let result = try CommandRunner.run(["format", "--check", "Examples"])
        XCTAssertEqual(result.status, 0, result.stdout)
    }

    func testRulesAndExplain() throws {
        let rules = try CommandRunner.run(["rules"])
        XCTAssertEqual(rules.status, 0)
        for id in CheckCommandTests.allRuleIDs { XCTAssertTrue(rules.stdout.contains(id), id) }
        XCTAssertTrue(rules.stdout.contains("\(CheckCommandTests.allRuleIDs.count) rules."))
        for id in CheckCommandTests.allRuleIDs {
            let explain = try CommandRunner.run(["explain", id])
            XCTAssertEqual(explain.status, 0, id)
            for heading in ["What it checks", "Why", "How to fix", "Guideline", "Triggers", "Does not trigger", "viewls check reports:"] {
                XCTAssertTrue(explain.stdout.contains(heading), "\(id): \(heading)")
            }
            XCTAssertFalse(explain.stdout.contains("⟦"), "\(id): markers must not leak")
        }
        let unknown = try CommandRunner.run(["explain", "tab-bar/too-many-tab"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "viewls: no rule 'tab-bar/too-many-tab'; did you mean 'tab-bar/too-many-tabs'?\n")
    }
}
