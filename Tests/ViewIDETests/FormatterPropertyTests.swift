/// Properties of the formatter over every parser fixture and example file:
/// output that parses cleanly, idempotence, comments and significant tokens
/// kept in order, edits that reproduce the output, canonical whitespace; and
/// nil / no edits for files with syntax errors.
import Foundation
import XCTest
import ViewIDE
import ViewSyntax
import ViewTestSupport

final class FormatterPropertyTests: XCTestCase {
    private func corpus() throws -> [(name: String, bytes: [UInt8])] {
        let urls = try Repository.viewFiles(in: "Tests/ViewSyntaxTests/Fixtures/parser")
            + Repository.viewFiles(in: "Examples")
        return try urls.map { ($0.lastPathComponent, Array(try Data(contentsOf: $0))) }
    }

    func testCorpusIsThere() throws {
        let files = try corpus()
        XCTAssertGreaterThanOrEqual(files.count, 60)
        XCTAssertTrue(files.contains { SyntaxTree.parse($0.bytes).diagnostics.isEmpty })
        XCTAssertTrue(files.contains { !SyntaxTree.parse($0.bytes).diagnostics.isEmpty })
    }

    func testFilesWithErrorsAreLeftAlone() throws {
        for file in try corpus() {
            let tree = SyntaxTree.parse(file.bytes)
            guard !tree.diagnostics.isEmpty else { continue }
            XCTAssertNil(Formatter.format(tree), file.name)
            XCTAssertEqual(Formatter.edits(tree), [], file.name)
        }
    }

    func testFormattedFilesParseCleanlyAndAreFixedPoints() throws {
        for file in try corpus() {
            let tree = SyntaxTree.parse(file.bytes)
            guard tree.diagnostics.isEmpty, let formatted = Formatter.format(tree) else { continue }
            let again = SyntaxTree.parse(formatted)
            XCTAssertEqual(again.diagnostics, [], file.name)
            XCTAssertEqual(Formatter.format(again), formatted, "\(file.name) is not idempotent")
            XCTAssertEqual(Formatter.edits(again), [], file.name)
        }
    }

    func testCommentsAndSignificantTokensAreKeptInOrder() throws {
        for file in try corpus() {
            let tree = SyntaxTree.parse(file.bytes)
            guard tree.diagnostics.isEmpty, let formatted = Formatter.format(tree) else { continue }
            let output = SyntaxTree.parse(formatted)
            XCTAssertEqual(comments(output), comments(tree), "\(file.name): comments changed")
            XCTAssertEqual(significantTokens(output), significantTokens(tree), "\(file.name): tokens changed")
        }
    }

    func testEditsReproduceTheFormattedText() throws {
        for file in try corpus() {
            let tree = SyntaxTree.parse(file.bytes)
            guard tree.diagnostics.isEmpty, let formatted = Formatter.format(tree) else { continue }
            let edits = Formatter.edits(tree)
            assertSortedAndDisjoint(edits, file.name)
            XCTAssertEqual(TextEdit.apply(edits, to: file.bytes), Array(formatted.utf8), file.name)
            XCTAssertEqual(edits.isEmpty, file.bytes == Array(formatted.utf8), file.name)
        }
    }

    func testWhitespaceIsCanonical() throws {
        for file in try corpus() {
            let tree = SyntaxTree.parse(file.bytes)
            guard tree.diagnostics.isEmpty, let formatted = Formatter.format(tree) else { continue }
            let bytes = Array(formatted.utf8)
            let crlf = file.bytes.firstIndex { $0 == 10 || $0 == 13 }.map { file.bytes[$0] == 13 && file.bytes[$0 + 1] == 10 } ?? false
            let ending: [UInt8] = crlf ? [13, 10] : [10]
            XCTAssertEqual(Array(bytes.suffix(ending.count)), ending, "\(file.name) must end with one line break")
            XCTAssertFalse(bytes.dropLast(ending.count).suffix(ending.count).elementsEqual(ending), "\(file.name) ends with a blank line")
            for (index, byte) in bytes.enumerated() where byte == 13 {
                XCTAssertTrue(crlf && index + 1 < bytes.count && bytes[index + 1] == 10, "\(file.name): a stray \\r")
            }
            for token in SyntaxTree.parse(formatted).rootNode.tokens where token.kind == .whitespace {
                let text = token.text
                if text.contains(where: \.isNewline) {
                    XCTAssertTrue(text.first!.isNewline, "\(file.name): trailing whitespace at \(token.range)")
                    XCTAssertLessThanOrEqual(text.filter(\.isNewline).count, 2, "\(file.name): two blank lines at \(token.range)")
                    let indentation = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).last!
                    XCTAssertTrue(indentation.allSatisfy { $0 == " " } && indentation.count % 4 == 0,
                                  "\(file.name): indentation \(indentation.debugDescription) at \(token.range)")
                }
            }
            XCTAssertEqual(file.bytes.starts(with: [0xEF, 0xBB, 0xBF]), bytes.starts(with: [0xEF, 0xBB, 0xBF]), file.name)
        }
    }

    func testTheReferenceExampleIsCanonical() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("grammar/README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.range(of: "## Canonical layout (`viewls format`)"))
        let rest = readme[section.upperBound...]
        let start = try XCTUnwrap(rest.range(of: "```qml\n"))
        let end = try XCTUnwrap(rest[start.upperBound...].range(of: "```"))
        let example = String(rest[start.upperBound..<end.lowerBound])
        checkFormat(example, example)
    }

    /// Re-indenting every line, adding spaces around punctuation and blank lines
    /// changes nothing in the result: the layout depends only on line structure.
    func testIndentationAndSpacingDoNotMatter() throws {
        var generator = SystemRandomNumberGenerator()
        for file in try corpus() {
            let tree = SyntaxTree.parse(file.bytes)
            guard tree.diagnostics.isEmpty, let formatted = Formatter.format(tree) else { continue }
            for _ in 0..<5 {
                let shaken = shake(SyntaxTree.parse(formatted), using: &generator)
                let shakenTree = SyntaxTree.parse(shaken)
                XCTAssertEqual(shakenTree.diagnostics, [], "\(file.name): \(shaken)")
                XCTAssertEqual(Formatter.format(shakenTree), formatted, "\(file.name) shaken:\n\(shaken)")
                XCTAssertEqual(TextEdit.apply(Formatter.edits(shakenTree), to: shakenTree.bytes), Array(formatted.utf8), file.name)
            }
        }
    }

    /// The text with its indentation and spaces between tokens replaced by random
    /// runs of spaces and tabs, and blank lines made longer.
    private func shake(_ tree: SyntaxTree, using generator: inout SystemRandomNumberGenerator) -> String {
        var text = ""
        let blanks = ["", " ", "  ", "\t", " \t "]
        for token in tree.rootNode.tokens {
            guard token.kind == .whitespace else {
                text += token.text
                continue
            }
            let lines = token.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            let lineBreak = token.text.contains("\r\n") ? "\r\n" : "\n"
            if lines.count == 1 {
                text += " " + blanks.randomElement(using: &generator)!
            } else {
                text += blanks.randomElement(using: &generator)! + lineBreak
                    + String(repeating: lineBreak, count: lines.count - 2 + (lines.count > 2 ? Int.random(in: 0...2, using: &generator) : 0))
                    + blanks.randomElement(using: &generator)!
            }
        }
        return text
    }

    private func comments(_ tree: SyntaxTree) -> [String] {
        tree.rootNode.tokens.compactMap { token -> String? in
            switch token.kind {
            case .lineComment:
                var text = token.text
                while text.last == " " || text.last == "\t" { text.removeLast() }
                return text
            case .blockComment:
                return token.text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            default:
                return nil
            }
        }
    }

    private func significantTokens(_ tree: SyntaxTree) -> [String] {
        tree.rootNode.tokens
            .filter { !$0.kind.isTrivia && $0.kind != .semicolon && $0.kind != .comma }
            .map { "\($0.kind) \($0.text)" }
    }
}
