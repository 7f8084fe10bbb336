/// Each severity as each machine-readable format spells it, compared with the
/// formats' own specifications rather than with the reporter's table: SARIF
/// 2.1.0 `level` (`error`, `warning`, `note`), LSP's `DiagnosticSeverity`
/// numbers in `--format json` (1 Error … 4 Hint) and GitHub's workflow
/// commands (`::error`, `::warning`, `::notice`).
import Foundation
import XCTest

final class ReporterSeverityTests: XCTestCase {
    /// One finding (`status-bar/hidden`) per folder, its severity set by the folder's configuration.
    private func folder() throws -> TemporaryFolder {
        var files: [String: String] = [:]
        for severity in ["error", "warning", "info", "hint"] {
            files["\(severity)/Home.view"] = "Screen {\n    StatusBar { hidden: true }\n}\n"
            files["\(severity)/.viewls.json"] = #"{"rules": {"status-bar/hidden": "\#(severity)"}}"#
        }
        return try TemporaryFolder(files)
    }

    private func object(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }

    func testSARIFLevels() throws {
        let folder = try folder()
        let log = try object(try CommandRunner.run(["check", "--format", "sarif", "error", "warning", "info", "hint"], in: folder.url).stdout)
        let results = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        var levels: [String: String] = [:]
        for result in results {
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let uri = try XCTUnwrap((location?["artifactLocation"] as? [String: Any])?["uri"] as? String)
            levels[uri] = result["level"] as? String
        }
        XCTAssertEqual(levels, ["error/Home.view": "error", "warning/Home.view": "warning",
                                "info/Home.view": "note", "hint/Home.view": "note"])
    }

    func testJSONSeverityNumbers() throws {
        let folder = try folder()
        let report = try object(try CommandRunner.run(["check", "--format", "json", "error", "warning", "info", "hint"], in: folder.url).stdout)
        var severities: [String: Int] = [:]
        for file in report["files"] as? [[String: Any]] ?? [] {
            let path = try XCTUnwrap(file["path"] as? String)
            severities[path] = (file["diagnostics"] as? [[String: Any]])?.first?["severity"] as? Int
        }
        XCTAssertEqual(severities, ["error/Home.view": 1, "warning/Home.view": 2, "info/Home.view": 3, "hint/Home.view": 4])
    }

    func testGitHubCommands() throws {
        let folder = try folder()
        let output = try CommandRunner.run(["check", "--format", "github", "error", "warning", "info", "hint"], in: folder.url).stdout
        let commands = output.split(separator: "\n").map { line in String(line.prefix { $0 != " " }) + " " + (line.contains("file=error/") ? "error"
            : line.contains("file=warning/") ? "warning" : line.contains("file=info/") ? "info" : "hint") }
        XCTAssertEqual(Set(commands), ["::error error", "::warning warning", "::notice info", "::notice hint"])
    }
}
