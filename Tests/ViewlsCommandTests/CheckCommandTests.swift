/// `viewls check` end to end: exit codes, the four formats, baselines.
import Foundation
import ViewRules
import XCTest

final class CheckCommandTests: XCTestCase {
    /// Every rule id, from the registry (the order of rules.md).
    static let allRuleIDs = RuleRegistry.all.map { $0.description.id }

    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testTheSampleAppIsCleanAndEveryRuleFiresInViolations() throws {
        let result = try CommandRunner.run(["check", "Examples", "--format", "json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let report = try json(result.stdout)
        let files = try XCTUnwrap(report["files"] as? [[String: Any]])
        XCTAssertGreaterThanOrEqual(files.count, 35)
        var codes: Set<String> = []
        var count = 0
        for file in files {
            let path = try XCTUnwrap(file["path"] as? String)
            let diagnostics = try XCTUnwrap(file["diagnostics"] as? [[String: Any]])
            if !path.hasPrefix("Examples/Violations/") {
                XCTAssertEqual(diagnostics.count, 0, "\(path) should be clean: \(diagnostics)")
            }
            for diagnostic in diagnostics {
                count += 1
                codes.insert(try XCTUnwrap(diagnostic["code"] as? String))
                XCTAssertTrue(Set(diagnostic.keys).isSubset(of: ["range", "severity", "code", "codeDescription", "source", "message",
                                                                   "relatedInformation", "tags", "data"]))
                XCTAssertEqual(diagnostic["source"] as? String, "viewls")
                XCTAssertTrue((1...4).contains(try XCTUnwrap(diagnostic["severity"] as? Int)))
                let range = try XCTUnwrap(diagnostic["range"] as? [String: [String: Int]])
                XCTAssertNotNil(range["start"]?["line"])
                XCTAssertNotNil(range["end"]?["character"])
            }
        }
        XCTAssertEqual(codes, Set(Self.allRuleIDs))
        let summary = try XCTUnwrap(report["summary"] as? [String: Int])
        XCTAssertEqual(summary["errors"]! + summary["warnings"]! + summary["infos"]! + summary["hints"]!, count)
        XCTAssertEqual(summary["files"], files.count)
    }

    func testTextAndJSONReportTheSameDiagnostics() throws {
        let text = try CommandRunner.run(["check", "Examples/Violations", "--no-color"])
        let json = try json(try CommandRunner.run(["check", "Examples/Violations", "--format", "json"]).stdout)
        var fromText: Set<String> = []
        for line in text.stdout.split(separator: "\n") where line.hasPrefix("Examples/") {
            let parts = line.split(separator: ":", maxSplits: 4).map(String.init)
            let code = String(line[line.lastIndex(of: "[")!...].dropFirst().dropLast())
            fromText.insert("\(parts[0]):\(parts[1]):\(code)")
        }
        var fromJSON: Set<String> = []
        for file in json["files"] as! [[String: Any]] {
            for diagnostic in file["diagnostics"] as! [[String: Any]] {
                let range = diagnostic["range"] as! [String: [String: Int]]
                fromJSON.insert("\(file["path"]!):\(range["start"]!["line"]! + 1):\(diagnostic["code"]!)")
            }
        }
        XCTAssertEqual(fromText, fromJSON)
        XCTAssertTrue(text.stdout.contains("    ^"), "the text format shows a caret")
        XCTAssertTrue(text.stdout.hasSuffix(try Self.recordedSummary().counts + "\n"), text.stdout)
    }

    /// The counts of the recorded `viewls check Examples` report (the clean
    /// screens add none, so they are the violations' counts): its summary's
    /// text after the colon, and the number of findings it adds up to.
    static func recordedSummary() throws -> (counts: String, total: Int) {
        let report = try String(contentsOf: CommandRunner.repository.appendingPathComponent(
            "Tests/ViewlsCommandTests/Fixtures/check-examples/en.txt"), encoding: .utf8)
        let summary = try XCTUnwrap(report.split(separator: "\n").last)
        let counts = try XCTUnwrap(summary.split(separator: ":", maxSplits: 1).last).trimmingCharacters(in: .whitespaces)
        let total = counts.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces).split(separator: " ")[0]) }
            .reduce(0, +)
        return (counts, total)
    }

    func testSARIFHasTheRequiredProperties() throws {
        let result = try CommandRunner.run(["check", "Examples/Violations", "--format", "sarif"])
        let log = try json(result.stdout)
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertNotNil(log["$schema"])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "viewls")
        // A placeholder address sends people nowhere; SARIF makes the field optional.
        XCTAssertNil(driver["informationUri"], "no home page to name")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, try Self.recordedSummary().total)
        for result in results {
            let ruleID = try XCTUnwrap(result["ruleId"] as? String)
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, ruleID)
            XCTAssertTrue(["error", "warning", "note"].contains(result["level"] as? String))
            XCTAssertNotNil((result["message"] as? [String: Any])?["text"] as? String)
            let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            XCTAssertNotNil((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            XCTAssertGreaterThanOrEqual((location["region"] as? [String: Int])?["startLine"] ?? 0, 1)
        }
    }

    func testGitHubAnnotations() throws {
        let result = try CommandRunner.run(["check", "Examples/Violations", "--format", "github"])
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, try Self.recordedSummary().total)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") || $0.hasPrefix("::notice file=") })
        XCTAssertTrue(lines.contains { $0.contains("title=tab-bar/too-many-tabs::6 tabs") })
    }

    /// A title quoted by a message, and a file's name, cannot act on the terminal: control characters and
    /// bidirectional overrides are shown as U+FFFD in the text format, as in its source lines.
    func testATextReportCannotDriveTheTerminal() throws {
        let folder = try TemporaryFolder(["Trick\u{1B}[2J.view": "Screen {\n    title: \"List\"\n    NavigationBar { title: \"a\u{202E}b\u{1B}[31mc\" }\n}\n"])
        let result = try CommandRunner.run(["check", "."], in: folder.url)
        XCTAssertFalse(result.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, result.stdout)
        XCTAssertTrue(result.stdout.contains("a\u{FFFD}b\u{FFFD}[31mc"), "the message quotes the title, hidden characters shown: \(result.stdout)")
        XCTAssertTrue(result.stdout.contains("Trick\u{FFFD}[2J.view:"), result.stdout)
    }

    func testExitCodesAndMaxWarnings() throws {
        let folder = try TemporaryFolder(["Home.view": "Screen {\n    StatusBar { hidden: true }\n}\n"])
        XCTAssertEqual(try CommandRunner.run(["check", "Home.view"], in: folder.url).status, 0)
        XCTAssertEqual(try CommandRunner.run(["check", "--max-warnings", "1", "."], in: folder.url).status, 0)
        let over = try CommandRunner.run(["check", "--max-warnings", "0", "."], in: folder.url)
        XCTAssertEqual(over.status, 1)
        XCTAssertTrue(over.stderr.contains("exceed the limit of 0"))
        try folder.write("Broken.view", "Screen { title: }\n")
        XCTAssertEqual(try CommandRunner.run(["check"], in: folder.url).status, 1)
        for arguments in [["check", "missing.view"], ["check", "--format", "xml"], ["check", "--bogus"], ["check", "--max-warnings", "x"],
                          ["check", "--baseline", "nothing.json"]] {
            let result = try CommandRunner.run(arguments, in: folder.url)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("viewls: "))
        }
    }

    func testConfigurationProblemsAreReportedOnTheConfigurationFile() throws {
        let folder = try TemporaryFolder([
            ".viewls.json": "{ \"devise\": \"ipad\", \"rules\": { \"status-bar/hidden\": \"off\" } }\n",
            "Home.view": "Screen {\n    StatusBar { hidden: true }\n}\n",
        ])
        let result = try CommandRunner.run(["check", "--no-color"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertTrue(result.stdout.contains(".viewls.json:1:3: warning: unknown key 'devise'"), result.stdout)
        XCTAssertFalse(result.stdout.contains("[status-bar/hidden]"), "the rule is off")
    }

    func testBaselineRoundTripHidesKnownFindingsOnly() throws {
        let folder = try TemporaryFolder(["Home.view": "Screen {\n    StatusBar { hidden: true }\n    TabBar { Tab { action: \"go\" } }\n}\n"])
        XCTAssertEqual(try CommandRunner.run(["check"], in: folder.url).status, 1)
        let write = try CommandRunner.run(["check", "--write-baseline", "baseline.json"], in: folder.url)
        XCTAssertEqual(write.status, 0, write.stderr)
        XCTAssertTrue(try folder.read("baseline.json").contains("tab-bar/action-tab"))
        let quiet = try CommandRunner.run(["check", "--baseline", "baseline.json", "--no-color"], in: folder.url)
        XCTAssertEqual(quiet.status, 0)
        XCTAssertTrue(quiet.stdout.contains("no problems"), quiet.stdout)
        // Lines move and a new finding appears: only the new one is reported.
        try folder.write("Home.view", "// moved\n\nScreen {\n    StatusBar { hidden: true }\n    TabBar { Tab { action: \"go\" } }\n    Toolbar {}\n    TabBar { Tab { action: \"new\" } }\n}\n")
        let new = try CommandRunner.run(["check", "--baseline", "baseline.json", "--format", "json"], in: folder.url)
        XCTAssertEqual(new.status, 1)
        let diagnostics = (try json(new.stdout)["files"] as! [[String: Any]]).flatMap { $0["diagnostics"] as! [[String: Any]] }
        XCTAssertEqual(diagnostics.map { $0["message"] as! String }, ["this tab performs the action \"new\"; a tab should switch to a view"])
    }

    func testProgressShowsOnATerminalOnly() throws {
        // `script` runs the command on a pseudo-terminal, as a person would.
        let command = "\(CommandRunner.executable.path) check Examples --no-color"
        let terminal = Process()
        terminal.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        terminal.arguments = ["-qec", command, "/dev/null"]
        terminal.currentDirectoryURL = CommandRunner.repository
        let output = Pipe()
        terminal.standardOutput = output
        terminal.standardError = output
        try terminal.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        terminal.waitUntilExit()
        XCTAssertNotNil(text.range(of: "\rchecking 0/[0-9]+", options: .regularExpression), text)
        let piped = try CommandRunner.run(["check", "Examples"])
        XCTAssertFalse(piped.stderr.contains("checking"), piped.stderr)
        XCTAssertFalse(piped.stdout.contains("\u{1B}["), "no colours when piped")
    }
}
