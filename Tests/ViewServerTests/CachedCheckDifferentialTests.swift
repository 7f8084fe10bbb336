/// The server keeps other screens' models and "who links here" answers
/// between checks, and after a keystroke re-checks other files only when
/// the edit can change them. Differential test: seeded random edits — a
/// letter typed into a string (a title or not) or a file replaced by a
/// variant that adds or drops links, back buttons, bars and a component's
/// push — and after each, every open document's published diagnostics must
/// equal a fresh check of the same texts.
import Foundation
@testable import ViewServer
import ViewModel
import ViewRules
import XCTest

final class CachedCheckDifferentialTests: XCTestCase {
    static let variants: [String: [String]] = [
        "Hub.view": [
            "Screen {\n    title: \"Hub\"\n    NavigationBar {\n        title: \"Hub\"\n        BackButton { title: \"Home\" }\n    }\n    TableView {\n        Cell { title: \"A\"; detail: \"d\"; push: Child }\n        Row {}\n    }\n}\n",
            "Screen {\n    title: \"Hub\"\n    NavigationBar { title: \"Hub\" }\n    TableView { Cell { title: \"A\"; detail: \"d\" } }\n}\n",
            "Screen {\n    title: \"Centre\"\n    NavigationBar { title: \"Centre\"; translucent: false; BackButton { title: \"Start\" } }\n    Toolbar { translucent: true; BarButton { system: done } }\n    TableView { Cell { title: \"B\"; push: Child } }\n}\n",
        ],
        "Home.view": [
            "Screen {\n    title: \"Home\"\n    NavigationBar { title: \"Home\" }\n    TableView { Cell { title: \"Go\"; detail: \"x\"; push: Hub } }\n}\n",
            "Screen {\n    title: \"Start\"\n    NavigationBar { title: \"Start\"; translucent: false }\n    TableView { Cell { title: \"Go\"; push: Child } }\n}\n",
        ],
        "Child.view": [
            "Screen {\n    title: \"Child\"\n    NavigationBar {\n        title: \"Child\"\n        BackButton { title: \"Hub\" }\n    }\n}\n",
            "Screen {\n    title: \"Child\"\n    NavigationBar { title: \"Child\"; tint: red; BackButton { title: \"Back\" } }\n    TableView { Cell { title: \"Up\"; push: Hub } }\n}\n",
        ],
        "Row.view": [
            "Cell {\n    title: \"Row\"\n    push: Child\n}\n",
            "Cell {\n    title: \"Row\"\n    detail: \"no link\"\n}\n",
        ],
        "Other.view": [
            "Screen {\n    title: \"Other\"\n    NavigationBar { title: \"Other\" }\n    TableView {\n        Row {}\n        Cell { title: \"Hub\"; push: Hub }\n    }\n}\n",
            "Screen {\n    title: \"Other\"\n    TableView { Row {} }\n}\n",
        ],
    ]

    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    func testSeededEditsPublishWhatAFreshCheckFinds() throws {
        let names = Self.variants.keys.sorted()
        var texts = Dictionary(uniqueKeysWithValues: names.map { ($0, Self.variants[$0]![0]) })
        let folder = try TemporaryWorkspace(texts)
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        for name in names { client.open(folder.file(name), texts[name]!) }
        var latest: [String: [String]] = [:]
        func take() {
            for message in client.drain() {
                guard case .notification("textDocument/publishDiagnostics", let params?) = message,
                      let uri = params["uri"]?.stringValue, let name = uri.split(separator: "/").last.map(String.init) else { continue }
                latest[name] = (params["diagnostics"]?.arrayValue ?? []).map { diagnostic in
                    "\(diagnostic["code"]?.stringValue ?? "") \(diagnostic["message"]?.stringValue ?? "")"
                }.sorted()
            }
        }
        take()
        var random = Generator(state: 20_261_127)
        var versions = Dictionary(uniqueKeysWithValues: names.map { ($0, 1) })
        for step in 0..<120 {
            let name = names.randomElement(using: &random)!
            versions[name]! += 1
            let url = folder.file(name)
            let text = texts[name]!
            let strings = Self.stringContents(text)
            if Bool.random(using: &random), let string = strings.randomElement(using: &random) {
                // A letter typed inside a string, or the letter before the closing quote taken out.
                let offset = Int.random(in: string.lowerBound...string.upperBound, using: &random)
                let (line, character) = Self.position(offset, in: text)
                let typing = Bool.random(using: &random) || string.isEmpty
                let end = typing ? character : character + 1
                let insertion = typing ? String("xyzq".randomElement(using: &random)!) : ""
                guard typing || offset < string.upperBound else { continue }
                client.change(url, version: versions[name]!, [.object(["range": ServerHarness.range(line, character, line, end),
                                                                        "text": .string(insertion)])])
                var bytes = Array(text.utf8)
                bytes.replaceSubrange(offset..<(typing ? offset : offset + 1), with: Array(insertion.utf8))
                texts[name] = String(decoding: bytes, as: UTF8.self)
            } else {
                let replacement = Self.variants[name]!.randomElement(using: &random)!
                client.change(url, version: versions[name]!, [.object(["text": .string(replacement)])])
                texts[name] = replacement
            }
            take()
            var fresh = Workspace(root: folder.url.path)
            for (other, text) in texts { fresh.setFile(path: folder.file(other).path, text: text) }
            for other in names {
                let expected = (Checker.check(folder.file(other).path, in: fresh)?.diagnostics ?? [])
                    .map { "\($0.code) \($0.message)" }.sorted()
                XCTAssertEqual(latest[other] ?? [], expected, "step \(step): \(other) after editing \(name)\n\(texts[other]!)")
                if latest[other] ?? [] != expected { return }
            }
        }
    }

    /// The byte ranges of the contents of the string literals of `text` (ASCII here).
    static func stringContents(_ text: String) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int?
        for (offset, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\"") {
            if let open = start {
                result.append((open + 1)..<offset)
                start = nil
            } else {
                start = offset
            }
        }
        return result
    }

    static func position(_ offset: Int, in text: String) -> (Int, Int) {
        let before = text.utf8.prefix(offset)
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0
        return (line, offset - lineStart)
    }
}
