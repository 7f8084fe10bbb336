/// Answers about 10,000 levels of nesting: the outline keeps every element
/// the parser analyses, hanging those below `maximumSymbolDepth` flat under
/// the last level; a selection-range chain keeps its innermost ranges and the
/// outermost; both stay within JSON's nesting limit; and an error message is
/// short whatever the error holds.
import Foundation
@testable import ViewServer
import XCTest

final class DeepNestingTests: XCTestCase {
    private let depth = 10_000

    private func deepSession() throws -> (ServerHarness, URL, TemporaryWorkspace) {
        let source = "Screen {\n" + String(repeating: "CustomView {\n", count: depth) + String(repeating: "}\n", count: depth) + "}\n"
        let folder = try TemporaryWorkspace([:])
        let client = ServerHarness()
        let symbols: JSONValue = .object(["documentSymbol": .object(["hierarchicalDocumentSymbolSupport": true])])
        _ = client.initialize(root: folder.url, capabilities: ["textDocument": symbols])
        let home = folder.file("Home.view")
        client.open(home, source)
        _ = client.drain()
        return (client, home, folder)
    }

    /// How deep a value nests, without recursion.
    private func nesting(_ value: JSONValue) -> Int {
        var deepest = 0
        var pending: [(JSONValue, Int)] = [(value, 1)]
        while let (next, level) = pending.popLast() {
            deepest = max(deepest, level)
            if let items = next.arrayValue { pending += items.map { ($0, level + 1) } }
            if case .object(let members) = next { pending += members.values.map { ($0, level + 1) } }
        }
        return deepest
    }

    func testTheOutlineKeepsEveryElementWithinTheNestingLimit() throws {
        let (client, home, _) = try deepSession()
        let answer = client.request("textDocument/documentSymbol", .object(["textDocument": .object(["uri": .string(home.absoluteString)])]))
        XCTAssertNil(answer.error)
        let result = try XCTUnwrap(answer.result)
        XCTAssertLessThan(nesting(result), 512, "JSON's nesting limit")
        // Count symbols: the screen and the custom views the parser analyses (256 levels).
        var count = 0
        var levels = 0
        var pending: [(JSONValue, Int)] = (result.arrayValue ?? []).map { ($0, 1) }
        while let (symbol, level) = pending.popLast() {
            count += 1
            levels = max(levels, level)
            pending += (symbol["children"]?.arrayValue ?? []).map { ($0, level + 1) }
        }
        XCTAssertEqual(levels, 101, "flat below the last level (docs/server.md: below 100 levels)")
        XCTAssertEqual(count, 257, "every analysed element is in the outline: the screen and 256 levels of custom views")
    }

    func testASelectionRangeChainIsCutInTheMiddle() throws {
        let (client, home, _) = try deepSession()
        let position: JSONValue = .object(["line": 250, "character": 3])
        let answer = client.request("textDocument/selectionRange", .object([
            "textDocument": .object(["uri": .string(home.absoluteString)]), "positions": .array([position])]))
        XCTAssertNil(answer.error)
        var chain: [JSONValue] = []
        var next = answer.result?.arrayValue?.first
        while let range = next {
            chain.append(range["range"] ?? .null)
            next = range["parent"]
        }
        XCTAssertEqual(chain.count, 200, "docs/server.md: a chain holds at most 200 ranges")
        XCTAssertEqual(chain.last?["start"], .object(["line": 0, "character": 0]), "the outermost range is kept")
        // Each range holds the one before it.
        func point(_ value: JSONValue?) -> (Int, Int) { (value?["line"]?.intValue ?? -1, value?["character"]?.intValue ?? -1) }
        for (inner, outer) in zip(chain, chain.dropFirst()) {
            XCTAssertTrue(point(outer["start"]) <= point(inner["start"]) && point(inner["end"]) <= point(outer["end"]))
        }
    }

    func testAnErrorMessageIsShort() throws {
        let (client, _, _) = try deepSession()
        let huge = JSONValue.string(String(repeating: "x", count: 100_000))
        let answer = client.request("textDocument/hover", .object(["textDocument": .object(["uri": huge]), "position": huge]))
        let message = try XCTUnwrap(answer.error?.message)
        XCTAssertLessThan(message.count, 400, message)
    }
}
