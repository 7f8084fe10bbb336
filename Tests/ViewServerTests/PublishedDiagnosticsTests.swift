/// A push after an edit takes the JSON of the diagnostics the edit left from
/// the last push (`PublishedDiagnostics`): the bytes must be exactly those
/// writing every diagnostic afresh gives — over seeded edits that add and
/// remove lines, split and join `\r\n`, with Cyrillic, CJK and astral text
/// before diagnostics on their lines, in every position encoding — and a
/// letter typed into a string writes afresh only the diagnostics on its line.
import Foundation
import ViewModel
import ViewSyntax
@testable import ViewServer
import XCTest

final class PublishedDiagnosticsTests: XCTestCase {
    typealias Generator = CachedCheckDifferentialTests.Generator

    // MARK: Against writing afresh, on made-up diagnostics

    static let pieces = ["Cell", " ", "  ", "title: ", "\"строка\"", "行", "标签", "😀", "x", "{", "}", ";", "é", "\"", "\\"]
    static let breaks = ["\n", "\r\n", "\r"]
    static let codes = ["table-view/uneven-rows", "unknown-property", "syntax/missing-colon", "navigation-bar/title-length"]
    static let messages = ["Rows differ «строки»", "行高不同", "quote \" and \\ back", "plain", "😀 emoji\ttab"]

    func testKeptJSONIsWhatWritingAfreshGives() {
        var random = Generator(state: 20_261_129)
        var total = PublishedDiagnostics.Counts()
        for encoding in PositionEncoding.allCases {
            for _ in 0..<12 {
                var bytes = Self.randomText(lines: Int.random(in: 1...30, using: &random), using: &random)
                var diagnostics = (0..<Int.random(in: 0...40, using: &random)).map { _ in Self.randomDiagnostic(in: bytes, using: &random) }
                var published: PublishedDiagnostics?
                for step in 0..<25 {
                    let file = SourceFile(path: "/w/Home.view", tree: SyntaxTree.parse(bytes), bytes: bytes)
                    var workspace = Workspace(root: "/w")
                    _ = workspace.setFile(file)
                    _ = workspace.setFile(path: "/w/Other.view", text: "Screen {\r\n    title: \"Другой 行\"\n}\n")
                    let sorted = diagnostics.sorted(by: Diagnostic.sourceOrder)
                    // The checker gives source order; now and then another order, which must give the same bytes too.
                    let given = step % 7 == 6 ? Array(sorted.reversed()) : sorted
                    let baseURL = step % 5 == 4 ? nil : "https://example.com/rules"
                    let setting = PublishedDiagnostics.Setting(ownURI: "file:///w/Home.view", docsBaseURL: baseURL, encoding: encoding)
                    let fresh = { (diagnostic: Diagnostic) in
                        LSPDiagnostic(diagnostic, in: file, encoding: encoding, workspace: workspace, docsBaseURL: baseURL, uri: FileURI.uri)
                    }
                    var counts = PublishedDiagnostics.Counts()
                    let pushed = PublishedDiagnostics.encode(given, of: file, uri: "file:///w/Home.view", version: step, setting: setting,
                                                             previous: published, counts: &counts, fresh: fresh)
                    var afresh: [UInt8] = []
                    PublishDiagnosticsParams(uri: "file:///w/Home.view", version: step, diagnostics: given.map(fresh)).writeJSON(to: &afresh)
                    XCTAssertEqual(String(decoding: pushed.body, as: UTF8.self), String(decoding: afresh, as: UTF8.self),
                                   "step \(step) in \(encoding) of \(String(decoding: bytes, as: UTF8.self).debugDescription)")
                    XCTAssertEqual(counts.written + counts.moved + counts.kept, given.count)
                    total.written += counts.written
                    total.moved += counts.moved
                    total.kept += counts.kept
                    published = pushed
                    (bytes, diagnostics) = Self.randomEdit(bytes, diagnostics, using: &random)
                }
            }
        }
        // The test must reach what it is about: kept and moved JSON, not only fresh.
        XCTAssertGreaterThan(total.kept, 1_000)
        XCTAssertGreaterThan(total.moved, 100)
    }

    static func randomText(lines: Int, using random: inout Generator) -> [UInt8] {
        var text = ""
        for _ in 0..<lines {
            for _ in 0..<Int.random(in: 0...8, using: &random) { text += pieces.randomElement(using: &random)! }
            text += breaks.randomElement(using: &random)!
        }
        return Array(text.utf8)
    }

    /// An offset where a character starts (or inside `\r\n`, or the end).
    static func randomOffset(in bytes: [UInt8], using random: inout Generator) -> Int {
        var offset = Int.random(in: 0...bytes.count, using: &random)
        while offset < bytes.count, offset > 0, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }

    static func randomDiagnostic(in bytes: [UInt8], using random: inout Generator) -> Diagnostic {
        let first = randomOffset(in: bytes, using: &random)
        let second = Bool.random(using: &random) ? first : randomOffset(in: bytes, using: &random)
        var related: [RelatedInformation] = []
        if Int.random(in: 0..<6, using: &random) == 0 {
            let place = randomOffset(in: bytes, using: &random)
            related.append(RelatedInformation(location: SourceLocation(path: "/w/Home.view", range: place..<place), message: "here 这里"))
        }
        if Int.random(in: 0..<10, using: &random) == 0 {
            related.append(RelatedInformation(location: SourceLocation(path: "/w/Other.view", range: 10..<18), message: "там"))
        }
        let variants = Int.random(in: 0..<5, using: &random) == 0
            ? [DiagnosticVariant(device: "iPhone SE", orientation: "portrait", textSize: "xxxLarge")] : []
        return Diagnostic(range: min(first, second)..<max(first, second), severity: Severity.allCases.randomElement(using: &random)!,
                          code: codes.randomElement(using: &random)!, message: messages.randomElement(using: &random)!,
                          related: related, tags: Bool.random(using: &random) ? [] : [.unnecessary], variants: variants)
    }

    /// An insertion, deletion or replacement (line breaks and wide characters among what goes in), with
    /// the diagnostics moved as a checker would find them again: those outside the edit shifted, one or
    /// two on it replaced, now and then one reworded.
    static func randomEdit(_ bytes: [UInt8], _ diagnostics: [Diagnostic], using random: inout Generator) -> ([UInt8], [Diagnostic]) {
        let first = randomOffset(in: bytes, using: &random)
        let second = Int.random(in: 0..<3, using: &random) == 0 ? randomOffset(in: bytes, using: &random) : first
        let removed = min(first, second)..<max(first, second)
        let inserted: [UInt8] = Int.random(in: 0..<4, using: &random) == 0 ? []
            : Array((0..<Int.random(in: 1...3, using: &random)).map { _ in
                Bool.random(using: &random) ? breaks.randomElement(using: &random)! : pieces.randomElement(using: &random)!
            }.joined().utf8)
        var edited = bytes
        edited.replaceSubrange(removed, with: inserted)
        let delta = inserted.count - removed.count
        func moved(_ offset: Int) -> Int? {
            if offset <= removed.lowerBound { return offset }
            if offset >= removed.upperBound { return offset + delta }
            return nil
        }
        var result: [Diagnostic] = []
        for var diagnostic in diagnostics {
            guard let lower = moved(diagnostic.range.lowerBound), let upper = moved(diagnostic.range.upperBound), lower <= upper else {
                result.append(randomDiagnostic(in: edited, using: &random))
                continue
            }
            diagnostic.range = lower..<upper
            var lost = false
            for index in diagnostic.related.indices where diagnostic.related[index].location.path == "/w/Home.view" {
                let place = diagnostic.related[index].location.range
                guard let start = moved(place.lowerBound), let end = moved(place.upperBound), start <= end else { lost = true; continue }
                diagnostic.related[index].location.range = start..<end
            }
            if lost { continue }
            if Int.random(in: 0..<30, using: &random) == 0 { diagnostic.message += " ещё" }
            result.append(diagnostic)
        }
        if Bool.random(using: &random) { result.append(randomDiagnostic(in: edited, using: &random)) }
        if !result.isEmpty, Int.random(in: 0..<4, using: &random) == 0 { result.remove(at: Int.random(in: result.indices, using: &random)) }
        return (edited, result)
    }

    // MARK: Through the server

    /// A plain table whose rows each have findings, with Cyrillic and CJK before them on their lines.
    static func table(rows: Int, lineBreak: String = "\n") -> String {
        var lines = ["Screen {", "    title: \"Rows\"", "    NavigationBar { title: \"Rows\" }", "    TableView {"]
        for row in 0..<rows {
            lines += ["        Cell {", "            style: value1", "            title: \"Row \(row) строка 行\"",
                      "            detail: \"Detail \(row)\"", "            accessory: disclosureIndicator",
                      "            height: \(row % 2 == 0 ? 88 : 60)", "        }"]
        }
        lines += ["    }", "}", ""]
        return lines.joined(separator: lineBreak)
    }

    /// The last pushed diagnostics of `uri` in `messages`, their ranges' lines, and the params' bytes.
    static func lastPush(_ messages: [Message], uri: String) -> (lines: [ClosedRange<Int>], bytes: [UInt8])? {
        guard let params = ServerHarness.published(messages, uri: uri).first else { return nil }
        let lines = (params["diagnostics"]?.arrayValue ?? []).compactMap { diagnostic -> ClosedRange<Int>? in
            guard let start = diagnostic["range"]?["start"]?["line"]?.intValue, let end = diagnostic["range"]?["end"]?["line"]?.intValue
            else { return nil }
            return start...end
        }
        return (lines, JSONValueWriter.bytes(of: params))
    }

    func testALetterTypedInAStringWritesOnlyItsLinesDiagnosticsAfresh() throws {
        let text = Self.table(rows: 40)
        let (client, home, _) = try ServerHarness.session(opening: text)
        client.server.queue.sync { client.server.publicationCounts = .init() }
        // Row 20's title, inside its string, after the CJK character: `title: "Row 20 строка 行|"`.
        let line = 4 + 20 * 7 + 2
        let column = text.components(separatedBy: "\n")[line].utf16.count - 1
        client.change(home, version: 2, [.object(["range": ServerHarness.range(line, column, line, column), "text": "x"])])
        let push = try XCTUnwrap(Self.lastPush(client.drain(), uri: home.absoluteString))
        let counts = client.server.queue.sync { client.server.publicationCounts }
        let onTheLine = push.lines.filter { $0.contains(line) }.count
        XCTAssertGreaterThanOrEqual(push.lines.count, 40, "a finding on every row")
        XCTAssertEqual(counts.written + counts.moved + counts.kept, push.lines.count)
        XCTAssertLessThanOrEqual(counts.written, onTheLine)
        XCTAssertEqual(counts.moved, 0, "no line was added or removed")
    }

    /// A push larger than the bound is sent whole but not kept: the next is written afresh, and an open file's
    /// memory does not hold a second copy of thousands of findings.
    func testAPushPastTheBoundIsNotKept() throws {
        let text = Self.table(rows: 40)
        let (client, home, _) = try ServerHarness.session(opening: text)
        client.server.queue.sync { client.server.keptPushLimit = 1_024 }
        let line = 4 + 20 * 7 + 2
        let column = text.components(separatedBy: "\n")[line].utf16.count - 1
        for version in 2...3 {
            // The first keystroke may still take the push kept at opening, before the bound was lowered.
            client.server.queue.sync { client.server.publicationCounts = .init() }
            client.change(home, version: version, [.object(["range": ServerHarness.range(line, column, line, column), "text": "x"])])
            _ = try XCTUnwrap(Self.lastPush(client.drain(), uri: home.absoluteString))
        }
        let counts = client.server.queue.sync { client.server.publicationCounts }
        XCTAssertEqual(counts.kept + counts.moved, 0)
        XCTAssertGreaterThanOrEqual(counts.written, 40, "a push of at least 40 findings, written afresh")
        XCTAssertTrue(client.server.queue.sync { client.server.publishedDiagnostics.isEmpty })
    }

    func testAnAddedLineMovesTheDiagnosticsAfterItAndWritesOnlyItsOwnAfresh() throws {
        let text = Self.table(rows: 40, lineBreak: "\r\n")
        let (client, home, _) = try ServerHarness.session(opening: text)
        client.server.queue.sync { client.server.publicationCounts = .init() }
        // A new line after row 20's `height`, as Enter at its end makes.
        let line = 4 + 20 * 7 + 5
        let column = text.components(separatedBy: "\r\n")[line].utf16.count
        client.change(home, version: 2, [.object(["range": ServerHarness.range(line, column, line, column), "text": "\r\n            "])])
        let push = try XCTUnwrap(Self.lastPush(client.drain(), uri: home.absoluteString))
        let counts = client.server.queue.sync { client.server.publicationCounts }
        let onTheLines = push.lines.filter { $0.overlaps(line...(line + 1)) }.count
        let after = push.lines.filter { $0.lowerBound > line + 1 }.count
        XCTAssertGreaterThanOrEqual(after, 19, "a finding on every row after it")
        XCTAssertEqual(counts.written + counts.moved + counts.kept, push.lines.count)
        XCTAssertLessThanOrEqual(counts.written, onTheLines)
        XCTAssertGreaterThanOrEqual(counts.moved, after)
    }

    /// Seeded edits through the server — letters typed and taken out, lines added and joined, in a
    /// `\r\n` file — each push byte for byte what writing the same diagnostics afresh gives.
    func testSeededEditsPushWhatWritingAfreshGives() throws {
        for lineBreak in ["\n", "\r\n"] {
            var text = Self.table(rows: 12, lineBreak: lineBreak)
            let (client, home, _) = try ServerHarness.session(opening: text)
            var random = Generator(state: lineBreak == "\n" ? 7 : 8)
            for version in 2..<60 {
                let lines = text.components(separatedBy: lineBreak)
                let line = Int.random(in: 0..<(lines.count - 1), using: &random)
                let utf16 = Array(lines[line].utf16)
                let column = Int.random(in: 0...utf16.count, using: &random)
                var (replacement, removed): (String, Int) = switch Int.random(in: 0..<4, using: &random) {
                case 0: ("x", 0)
                case 1: ("й", 0)
                case 2: (lineBreak + "    ", 0)
                default: ("", min(1, utf16.count - column))
                }
                // Taking out the line break at a line's end joins it with the next.
                let joins = replacement.isEmpty && removed == 0 && line + 2 < lines.count
                if replacement.isEmpty && removed == 0 && !joins { replacement = "x" }
                let end = joins ? (line + 1, 0) : (line, column + removed)
                if removed > 0, (0xD800...0xDFFF).contains(utf16[column]) { continue }
                client.change(home, version: version, [.object(["range": ServerHarness.range(line, column, end.0, end.1),
                                                                "text": .string(replacement)])])
                var edited = lines
                if joins {
                    edited[line] += edited[line + 1]
                    edited.remove(at: line + 1)
                } else {
                    edited[line] = String(decoding: utf16[..<column], as: UTF16.self) + replacement
                        + String(decoding: utf16[(column + removed)...], as: UTF16.self)
                }
                text = edited.joined(separator: lineBreak)
                let push = try XCTUnwrap(Self.lastPush(client.drain(), uri: home.absoluteString), "version \(version)")
                let afresh: [UInt8] = client.server.queue.sync {
                    let server = client.server
                    let path = home.path
                    let workspace = server.workspace(holding: path)
                    var bytes: [UInt8] = []
                    let diagnostics = server.converted(server.reports[path]?.diagnostics ?? [], in: path, workspace: workspace)
                    PublishDiagnosticsParams(uri: home.absoluteString, version: version, diagnostics: diagnostics).writeJSON(to: &bytes)
                    XCTAssertEqual(workspace.files[path]?.bytes, Array(text.utf8), "the test's text is the server's")
                    return bytes
                }
                XCTAssertEqual(String(decoding: push.bytes, as: UTF8.self), String(decoding: afresh, as: UTF8.self), "version \(version)")
            }
        }
    }
}
