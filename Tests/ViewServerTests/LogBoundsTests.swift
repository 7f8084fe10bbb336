/// The client's log stays short whatever a configuration holds: a
/// `.viewls.json` or editor settings with thousands of problems log the first
/// `maximumLoggedProblems` and one "and N more" line; every problem is still
/// a diagnostic of the file.
import Foundation
@testable import ViewServer
import XCTest

final class LogBoundsTests: XCTestCase {
    private func logs(_ messages: [Message]) -> [String] {
        messages.compactMap { message in
            guard case .notification("window/logMessage", let params?) = message else { return nil }
            return params["message"]?.stringValue
        }
    }

    private let manyKeys = 5_000

    func testAConfigurationFileWithThousandsOfUnknownKeysLogsAFewLines() throws {
        let keys = (0..<manyKeys).map { "\"unknown\($0)\": 1" }.joined(separator: ", ")
        let folder = try TemporaryWorkspace([".viewls.json": "{ \(keys) }", "Home.view": "Screen { title: \"Home\" }\n"])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        let lines = logs(client.drain())
        let problems = lines.filter { $0.contains(".viewls.json") }
        // docs/server.md: the first 20, then one line for the rest.
        XCTAssertEqual(problems.count, 21, problems.suffix(2).joined(separator: "\n"))
        XCTAssertTrue(problems.last?.hasSuffix("and \(manyKeys - 20) more problems (see the file's diagnostics)") == true,
                      problems.last ?? "")
    }

    func testEditorSettingsWithThousandsOfProblemsLogAFewLines() throws {
        let folder = try TemporaryWorkspace(["Home.view": "Screen { title: \"Home\" }\n"])
        let client = ServerHarness()
        var settings: [String: JSONValue] = [:]
        for index in 0..<manyKeys { settings["unknown\(index)"] = .integer(1) }
        _ = client.initialize(root: folder.url)
        _ = client.drain()
        client.notify("workspace/didChangeConfiguration", .object(["settings": .object(["viewls": .object(settings)])]))
        let all = logs(client.drain())
        let lines = all.filter { $0.hasPrefix("editor settings") || $0.contains("unknown key") }
        XCTAssertLessThan(all.count, 40, all.prefix(5).joined(separator: "\n"))
        XCTAssertEqual(lines.count, 21)
        XCTAssertEqual(lines.last, "editor settings: and \(manyKeys - 20) more problems")
    }

    func testAHugeSymbolQueryIsCutBeforeMatching() throws {
        let (client, _, _) = try ServerHarness.session(opening: "Screen { title: \"Home\" }\n")
        let started = Date()
        let answer = client.request("workspace/symbol", .object(["query": .string(String(repeating: "Hxme", count: 2_500_000))]))
        XCTAssertNil(answer.error)
        XCTAssertEqual(answer.result?.arrayValue?.count, 0)
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "a 10 MB query is cut to \(LanguageServer.maximumQueryLength) characters")
    }
}
