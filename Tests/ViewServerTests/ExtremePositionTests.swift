/// Positions a client may send that no editor would: lines and characters up
/// to `Int.max` and down to `Int.min` are clamped (a character past the line's
/// end is its end, a line past the last is the end of the file, a negative one
/// the start); numbers that are not integers, or too large for one, and values
/// that are not numbers are -32602 for a request and a logged warning (the
/// change ignored) for `didChange`.
import Foundation
@testable import ViewServer
import XCTest

final class ExtremePositionTests: XCTestCase {
    private let source = "Screen {\r\n    title: \"Книги 📚\"\n    NavigationBar { title: \"x\" }\n}"

    private func session(encodings: [String]) throws -> (ServerHarness, URL, TemporaryWorkspace) {
        try ServerHarness.session(opening: source, encodings: encodings)
    }

    private func at(_ url: URL, line: JSONValue, character: JSONValue) -> JSONValue {
        .object(["textDocument": .object(["uri": .string(url.absoluteString)]),
                 "position": .object(["line": line, "character": character])])
    }

    /// The server's text of an open document.
    private func text(of url: URL, in client: ServerHarness) -> String? {
        client.server.queue.sync { client.server.documents.document(at: url.path).map { String(decoding: $0.file.bytes, as: UTF8.self) } }
    }

    /// Once a SIGILL: the column was added to the line's start before clamping.
    func testHoverAtTheLargestCharacterAnswersAndTheServerLives() throws {
        for encoding in ["utf-8", "utf-16"] {
            let (client, home, _) = try session(encodings: [encoding])
            let extremes: [(Int, Int)] = [(1, Int.max), (Int.max, 0), (Int.max, Int.max), (0, Int.max), (2, Int.max - 1),
                                          (1, Int.min), (Int.min, Int.max), (-1, -1), (1, Int(Int32.max)), (Int(Int32.max), 1)]
            for (line, character) in extremes {
                let answer = client.request("textDocument/hover", at(home, line: .integer(line), character: .integer(character)))
                XCTAssertNil(answer.error, "\(encoding) \(line):\(character)")
                XCTAssertNotNil(answer.result, "\(encoding) \(line):\(character)")
            }
            // `title` on line 1 still hovers, and line 1 past its end is the end of `"Книги 📚"`.
            let title = client.request("textDocument/hover", at(home, line: 1, character: 6)).result
            XCTAssertTrue(title?["contents"]?["value"]?.stringValue?.contains("title") ?? false, "\(String(describing: title))")
            let end = client.request("textDocument/selectionRange", .object([
                "textDocument": .object(["uri": .string(home.absoluteString)]),
                "positions": .array([.object(["line": 1, "character": .integer(Int.max)])]),
            ])).result?.arrayValue?.first?["range"]
            XCTAssertEqual(end?["end"]?["line"]?.intValue, 1)
            XCTAssertEqual(end?["end"]?["character"]?.intValue, encoding == "utf-8" ? 28 : 21, "the end of `    title: \"Книги 📚\"`")
            XCTAssertEqual(client.exits, [])
        }
    }

    func testNumbersThatAreNotIntegersAreInvalidParams() throws {
        let (client, home, _) = try session(encodings: ["utf-16"])
        let bad: [JSONValue] = [.number(1.5), .number(1e300), .number(-1e300), .number(9.3e18), .number(-9.3e18), .string("1"), .null,
                                .bool(true), .array([1]), .object(["value": 1])]
        for method in ["textDocument/hover", "textDocument/definition", "textDocument/completion", "textDocument/prepareRename"] {
            for value in bad {
                for params in [at(home, line: value, character: 1), at(home, line: 1, character: value)] {
                    let answer = client.request(method, params)
                    XCTAssertEqual(answer.error?.code, -32602, "\(method) with \(value)")
                    XCTAssertNil(answer.result, "\(method) with \(value)")
                }
            }
        }
        // A whole number written with a fraction is that integer, as JSON does not tell them apart.
        let title = client.request("textDocument/hover", at(home, line: .number(1.0), character: .number(6.0)))
        XCTAssertTrue(title.result?["contents"]?["value"]?.stringValue?.contains("title") ?? false, "\(title)")
    }

    /// Once a SIGILL too: the range of a change is converted with the same clamping.
    func testChangesWithExtremeRangesAreClamped() throws {
        for encoding in ["utf-8", "utf-16"] {
            let (client, home, _) = try session(encodings: [encoding])
            // From past the end of line 1 to past the end of the file.
            client.change(home, version: 2, [.object(["range": ServerHarness.range(1, Int.max, Int.max, Int.max), "text": "\n}"])])
            XCTAssertEqual(text(of: home, in: client), "Screen {\r\n    title: \"Книги 📚\"\n}")
            // Negative positions are the start of the file.
            client.change(home, version: 3, [.object(["range": ServerHarness.range(Int.min, Int.min, -1, Int.max), "text": "// a\n"])])
            XCTAssertEqual(text(of: home, in: client), "// a\nScreen {\r\n    title: \"Книги 📚\"\n}")
            // Past the end of line 1 (`Screen {`) to past the end of line 2, with a rangeLength that says nothing true.
            client.change(home, version: 4, [.object(["range": ServerHarness.range(1, Int.max - 1, 2, Int.max), "text": " title: \"!\"",
                                                      "rangeLength": .integer(Int.min)])])
            XCTAssertEqual(text(of: home, in: client), "// a\nScreen { title: \"!\"\n}")
            let published = ServerHarness.published(client.drain(), uri: home.absoluteString)
            XCTAssertEqual(published.first?["version"]?.intValue, 4)
            XCTAssertEqual(client.exits, [])
        }
    }

    /// A change whose range is not made of integers is not applied (the whole notification is refused, as
    /// its later changes are relative to it) and a warning is logged.
    func testAChangeWithANonIntegerRangeIsRefused() throws {
        let (client, home, _) = try session(encodings: ["utf-16"])
        for value in [JSONValue.number(0.5), .number(1e300), .string("0"), .null] {
            let range: JSONValue = .object(["start": .object(["line": 0, "character": value]), "end": .object(["line": 0, "character": 0])])
            client.change(home, version: 2, [.object(["range": range, "text": "X"])])
            XCTAssertEqual(text(of: home, in: client), source)
            let logs = client.drain().compactMap { message -> String? in
                guard case .notification("window/logMessage", let params?) = message else { return nil }
                return params["message"]?.stringValue
            }
            XCTAssertTrue(logs.contains { $0.hasPrefix("invalid params for textDocument/didChange") }, "\(value): \(logs)")
        }
    }
}
