/// Folding, selection ranges, semantic tokens and colours through the
/// server: the legend announced, tokens encoded relative to each other in
/// UTF-16 or UTF-8 (a block comment cut at each line), colours as fractions.
import Foundation
@testable import ViewServer
import XCTest

final class EditingRequestTests: XCTestCase {
    private let source = "/* 设置\n   📱 */\nScreen {\n    title: \"Ёж 🦔\"; background: red\n    Label { color: \"#00000080\" }\n}\n"

    private func session(encodings: [String] = ["utf-16"]) throws -> (ServerHarness, URL, TemporaryWorkspace, JSONValue?) {
        let folder = try TemporaryWorkspace([:])
        let client = ServerHarness()
        let result = client.initialize(root: folder.url, encodings: encodings)
        let url = folder.file("Home.view")
        client.open(url, source)
        _ = client.drain()
        return (client, url, folder, result)
    }

    private func document(_ url: URL, _ extra: [String: JSONValue] = [:]) -> JSONValue {
        var params: [String: JSONValue] = ["textDocument": .object(["uri": .string(url.absoluteString)])]
        params.merge(extra) { _, new in new }
        return .object(params)
    }

    private func position(_ line: Int, _ character: Int) -> JSONValue {
        .object(["line": .integer(line), "character": .integer(character)])
    }

    func testCapabilitiesAndLegend() throws {
        let (_, _, _, result) = try session()
        let capabilities = result?["capabilities"]
        for name in ["foldingRangeProvider", "selectionRangeProvider", "colorProvider"] {
            XCTAssertEqual(capabilities?[name]?.boolValue, true, name)
        }
        let legend = capabilities?["semanticTokensProvider"]?["legend"]
        XCTAssertEqual(legend?["tokenTypes"]?.arrayValue?.compactMap(\.stringValue),
                       ["class", "type", "property", "enumMember", "variable", "string", "number", "keyword", "comment"])
        XCTAssertEqual(legend?["tokenModifiers"]?.arrayValue?.compactMap(\.stringValue), ["declaration", "defaultLibrary"])
        XCTAssertEqual(capabilities?["semanticTokensProvider"]?["full"]?.boolValue, true)
    }

    func testFoldingRanges() throws {
        let (client, url, _, _) = try session()
        let ranges = try XCTUnwrap(client.request("textDocument/foldingRange", document(url)).result?.arrayValue)
        XCTAssertEqual(ranges.map { [$0["startLine"]?.intValue, $0["endLine"]?.intValue] }, [[0, 1], [2, 4]])
        XCTAssertEqual(ranges.map { $0["kind"]?.stringValue }, ["comment", nil])
    }

    func testSelectionRangesForEachPosition() throws {
        let (client, url, _, _) = try session(encodings: ["utf-8"])
        // Line 3, `red`: after `    title: "Ёж 🦔"; background: ` — 36 bytes.
        let result = client.request("textDocument/selectionRange", document(url, ["positions": .array([position(3, 37), position(2, 2)])]))
        let chains = try XCTUnwrap(result.result?.arrayValue)
        XCTAssertEqual(chains.count, 2)
        var ranges: [[Int?]] = []
        var current: JSONValue? = chains[0]
        while let range = current?["range"] {
            ranges.append([range["start"]?["line"]?.intValue, range["start"]?["character"]?.intValue,
                           range["end"]?["line"]?.intValue, range["end"]?["character"]?.intValue])
            current = current?["parent"]
        }
        XCTAssertEqual(ranges.prefix(3), [[3, 36, 3, 39], [3, 24, 3, 39], [3, 4, 4, 32]])
        XCTAssertEqual(ranges.last, [0, 0, 6, 0])
        XCTAssertEqual(chains[1]["range"]?["end"]?["character"]?.intValue, 6, "`Screen`")
    }

    func testSemanticTokensInUTF16() throws {
        let (client, url, _, _) = try session()
        let data = try XCTUnwrap(client.request("textDocument/semanticTokens/full", document(url)).result?["data"]?.arrayValue)
        let numbers = data.compactMap(\.intValue)
        XCTAssertEqual(numbers.count % 5, 0)
        let tokens = stride(from: 0, to: numbers.count, by: 5).map { Array(numbers[$0..<($0 + 5)]) }
        XCTAssertEqual(tokens, [
            [0, 0, 5, 8, 0],  // `/* 设置` (comment, first line)
            [1, 0, 8, 8, 0],  // `   📱 */`: the emoji counts 2
            [1, 0, 6, 0, 2],  // Screen: class, defaultLibrary
            [1, 4, 5, 2, 0],  // title
            [0, 7, 7, 5, 0],  // "Ёж 🦔"
            [0, 9, 10, 2, 0],  // background
            [0, 12, 3, 3, 2],  // red: enumMember, defaultLibrary
            [1, 4, 5, 0, 2],  // Label
            [0, 8, 5, 2, 0],  // color
            [0, 7, 11, 5, 0],  // "#00000080"
        ])
    }

    func testColorsAndPresentations() throws {
        let (client, url, _, _) = try session()
        let colors = try XCTUnwrap(client.request("textDocument/documentColor", document(url)).result?.arrayValue)
        XCTAssertEqual(colors.count, 2)
        XCTAssertEqual(colors[0]["range"]?["start"]?["character"]?.intValue, 32, "after an emoji, in UTF-16")
        XCTAssertEqual(colors[0]["color"]?["red"]?.fraction, 1)
        XCTAssertEqual(colors[1]["color"]?["alpha"]?.fraction ?? 0, 128.0 / 255, accuracy: 0.0001)
        let params = document(url, ["color": .object(["red": .number(0), "green": .number(0.2), "blue": .number(1), "alpha": .number(1)]),
                                    "range": colors[1]["range"]!])
        let presentations = try XCTUnwrap(client.request("textDocument/colorPresentation", params).result?.arrayValue)
        XCTAssertEqual(presentations.compactMap { $0["label"]?.stringValue }, ["\"#0033FF\""])
        XCTAssertEqual(presentations.first?["textEdit"]?["range"], colors[1]["range"])
    }
}

private extension JSONValue {
    /// A JSON number as a Double, written with a fraction or not.
    var fraction: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .number(let value): return value
        default: return nil
        }
    }
}
