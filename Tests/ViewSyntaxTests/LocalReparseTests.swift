/// Edits that once sent the whole file to the parser and now reparse a window
/// around them: content after a root object that a stray brace closed early
/// (`TrailingReparse`), and blocks a lost brace leaves open to the end of the
/// file (`MemberReparse`). Each gives exactly the full parse's tree (random
/// chains over both shapes; failures are kept as fixtures), and a whole-file
/// reparse says why it was one.
import Foundation
import ViewSamples
import ViewTestSupport
import XCTest
@testable import ViewSyntax

final class LocalReparseTests: XCTestCase {
    /// A root whose block a stray `}` closed early: the rows after it are trailing content.
    private static let closedEarly = "Screen {\n    Row { title: \"A\" }\n}\n" + (0..<40).map {
        "    Row { title: \"Row \($0)\"; height: 44 }\n    // row \($0)\n    flag\($0): true\n"
    }.joined() + "}\n"

    /// A root whose closing brace is lost: its block runs to the end of the file.
    private static let leftOpen = "Screen {\n" + (0..<80).map {
        "    Row { title: \"Row \($0)\" }\n    // row \($0)\n    title\($0 % 7): \"Заголовок \($0)\"\n"
    }.joined()

    func testTypingInTrailingContentReparsesAWindow() throws {
        let text = Array(Self.closedEarly.utf8)
        let tree = SyntaxTree.parse(text)
        let lineStart = try XCTUnwrap(text.firstRange(of: Array("    Row { title: \"Row 20\"".utf8))).lowerBound
        for typed in ["q", "x: 1 ", "\"", "}"] {
            let edit = TextEdit(range: lineStart..<lineStart, replacement: typed)
            let result = tree.reparseExplained(edit)
            XCTAssertEqual(result.strategy, .reparsedMembers, "typing \(typed.debugDescription)")
            XCTAssertNil(result.wholeFileReason)
            XCTAssertTrue(result.tree.isStructurallyEqual(to: SyntaxTree.parse(edit.apply(to: text))), typed)
        }
    }

    func testTypingInABlockLeftOpenReparsesAWindow() throws {
        let text = Array(Self.leftOpen.utf8)
        let tree = SyntaxTree.parse(text)
        XCTAssertTrue(tree.diagnostics.contains { $0.code == .unclosedBlock })
        let lineStart = try XCTUnwrap(text.firstRange(of: Array("    Row { title: \"Row 40\" }".utf8))).lowerBound
        for typed in ["q", "x: 1 ", "\"", ";"] {
            let edit = TextEdit(range: lineStart..<lineStart, replacement: typed)
            let result = tree.reparseExplained(edit)
            XCTAssertEqual(result.strategy, .reparsedMembers, "typing \(typed.debugDescription)")
            XCTAssertTrue(result.tree.isStructurallyEqual(to: SyntaxTree.parse(edit.apply(to: text))), typed)
        }
    }

    func testAWholeFileReparseSaysWhy() throws {
        // A quote at the start of a line that opens a block swallows its `{`: the
        // block's `}` then closes the root, and everything after reads differently.
        let text = Array(("Screen {\n" + String(repeating: "    Row {\n        title: \"A\"\n    }\n    Row { title: \"B\" }\n", count: 40)
            + "}\n").utf8)
        let opening = try XCTUnwrap(text.firstRange(of: Array("\n    Row {\n".utf8))).lowerBound + 1
        let edit = TextEdit(range: opening..<opening, replacement: "\"")
        let result = SyntaxTree.parse(text).reparseExplained(edit)
        XCTAssertEqual(result.strategy, .reparsedFile)
        XCTAssertNotNil(result.wholeFileReason)
        XCTAssertNotEqual(result.wholeFileReason, .outsideBlocks)
        XCTAssertTrue(result.tree.isStructurallyEqual(to: SyntaxTree.parse(edit.apply(to: text))))
        // A `{` before the root object's name is outside every block (and makes the name a stray token).
        let before = TextEdit(range: 0..<0, replacement: "{")
        let outside = SyntaxTree.parse(text).reparseExplained(before)
        XCTAssertEqual(outside.wholeFileReason, .outsideBlocks)
        XCTAssertTrue(outside.tree.isStructurallyEqual(to: SyntaxTree.parse(before.apply(to: text))))
    }

    func testRandomEditChainsInTrailingContentAndOpenBlocksMatchAFullParse() {
        var random = SeededRandom(seed: 0x7A11_0BE9)
        var strategies: [ReparseStrategy: Int] = [:]
        var failures: [EditFixture] = []
        for index in 0..<60 {
            let start = Array((index % 2 == 0 ? Self.closedEarly : Self.leftOpen).utf8)
            var text = start
            var tree = SyntaxTree.parse(text)
            for step in 0..<20 {
                let edit = lineStartEdit(in: text, using: &random)
                let newText = edit.apply(to: text)
                let (incremental, strategy) = tree.reparse(edit, newText: newText)
                strategies[strategy, default: 0] += 1
                let full = SyntaxTree.parse(newText)
                if incremental.isStructurallyEqual(to: full) && incremental.bytes == newText {
                    tree = incremental
                } else {
                    failures.append(EditFixture(name: "local-chain\(index)-step\(step)", before: text, edit: edit))
                    tree = full
                }
                text = newText
            }
        }
        record(failures)
        XCTAssertEqual(failures.count, 0, "first failing edit: \(failures.first.map { "\($0.name) \($0.edit)" } ?? "")")
        // The windows must really be exercised, and the whole file seldom.
        XCTAssertGreaterThan(strategies[.reparsedMembers, default: 0], 300, "\(strategies)")
        XCTAssertLessThan(strategies[.reparsedFile, default: 0], strategies[.reparsedMembers, default: 0] / 2, "\(strategies)")
    }

    // MARK: Helpers

    /// What a person types at the start of a line (as `viewls-bench edit` does),
    /// or an edit anywhere that inserts or deletes structure now and then.
    private func lineStartEdit(in text: [UInt8], using random: inout SeededRandom) -> TextEdit {
        let typed: [String] = ["a", "q", "1", " ", ".", ":", ";", "\"", "'", "x: 1\n", "Row { }\n", "}", "{", "/*", "*/"]
        let replacement = Array(typed.randomElement(using: &random)!.utf8)
        if Int.random(in: 0..<6, using: &random) == 0 {
            let start = Int.random(in: 0...text.count, using: &random)
            let deleted = min(text.count - start, Int.random(in: 0...6, using: &random))
            return TextEdit(range: start..<(start + deleted), replacement: replacement)
        }
        let lineStarts = [0] + text.indices.filter { text[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        let start = lineStarts.randomElement(using: &random)!
        return TextEdit(range: start..<start, replacement: replacement)
    }

    private func record(_ failures: [EditFixture]) {
        guard Repository.updatingExpectations else { return }
        for failure in failures.prefix(10) {
            let url = Repository.url(EditFixture.folder).appendingPathComponent("\(failure.name).edit")
            try? Data(failure.marked).write(to: url)
        }
    }
}
