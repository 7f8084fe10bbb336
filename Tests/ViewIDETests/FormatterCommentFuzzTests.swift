/// Comments inserted at random places of the corpus (wherever the result still
/// parses cleanly): the formatter must keep them all, in order, with the same
/// significant tokens, and reach a fixed point in one pass. Seeded, so a
/// failure reproduces.
import ViewSamples
import Foundation
import XCTest
import ViewIDE
import ViewSyntax
import ViewTestSupport

final class FormatterCommentFuzzTests: XCTestCase {
    func testCommentsAnywhereSurviveFormatting() throws {
        var random = SeededRandom(seed: 0x5EED)
        let urls = try Repository.viewFiles(in: "Tests/ViewSyntaxTests/Fixtures/parser") + Repository.viewFiles(in: "Examples")
        var checked = 0
        for url in urls {
            let original = SyntaxTree.parse(Array(try Data(contentsOf: url)))
            guard original.diagnostics.isEmpty else { continue }
            for round in 0..<60 {
                let text = withRandomComments(original, using: &random)
                let tree = SyntaxTree.parse(text)
                guard tree.diagnostics.isEmpty, let formatted = Formatter.format(tree) else { continue }
                checked += 1
                let context = "\(url.lastPathComponent) round \(round):\n\(text)\n---\n\(formatted)"
                let output = SyntaxTree.parse(formatted)
                XCTAssertEqual(output.diagnostics, [], context)
                XCTAssertEqual(commentTexts(output), commentTexts(tree), context)
                XCTAssertEqual(significant(output), significant(tree), context)
                XCTAssertEqual(Formatter.format(output), formatted, "not idempotent: " + context)
                XCTAssertEqual(TextEdit.apply(Formatter.edits(tree), to: tree.bytes), Array(formatted.utf8), context)
            }
        }
        XCTAssertGreaterThan(checked, 1000)
    }

    /// The text with comments added before some tokens: `/*n*/`, `/*n\n*/` or `//n` and a line break.
    private func withRandomComments(_ tree: SyntaxTree, using random: inout SeededRandom) -> String {
        var text = ""
        var number = 0
        for token in tree.rootNode.tokens {
            if token.kind != .byteOrderMark && random.next() % 6 == 0 {
                number += 1
                switch random.next() % 3 {
                case 0: text += " /*\(number)*/ "
                case 1: text += " /*\(number)\n   spans */ "
                default: text += " //\(number)\n"
                }
            }
            text += token.text
        }
        return text
    }

    private func commentTexts(_ tree: SyntaxTree) -> [String] {
        tree.rootNode.tokens.filter { $0.kind == .lineComment || $0.kind == .blockComment }
            .map { $0.text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\r\n", with: "\n") }
    }

    private func significant(_ tree: SyntaxTree) -> [String] {
        tree.rootNode.tokens.filter { !$0.kind.isTrivia && $0.kind != .semicolon && $0.kind != .comma }.map(\.text)
    }
}
