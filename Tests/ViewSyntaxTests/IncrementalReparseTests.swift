/// Incremental reparsing gives exactly the tree and diagnostics of a full
/// parse: on seeded random edits over every parser fixture, on every recorded
/// failing case, and it reuses the subtrees an edit does not touch.
import Foundation
import ViewTestSupport
import ViewSamples
import XCTest
@testable import ViewSyntax

final class IncrementalReparseTests: XCTestCase {
    /// Texts that random edits insert: the structural characters, line breaks,
    /// comment openers, text in other scripts (plus a byte that is not UTF-8),
    /// and reserved words and letters that complete one (`defaul` + `t`).
    private static let insertions: [[UInt8]] = [
        "{", "}", ":", ";", "\"", "'", "/*", "*/", "//", "\n", "\r\n", "\r", " ", "\t", "a", "title", "Cell {",
        "}\n", "1", "-", ".", "[", "]", ",", "x: 1", "\\", "é", "设", "🎉", "：", "true", "\\u00", "Tab { title: \"Я\" }",
        "default", "delete", "if", "t", "e",
    ].map { Array($0.utf8) } + [[0xFF], [0xE4, 0xB8]]

    func testTenThousandRandomEditsMatchAFullParse() throws {
        let fixtures = try ParserFixture.all()
        // VIEWLS_FUZZ_SEED and VIEWLS_FUZZ_CHAINS run other or more edits, to hunt
        // for failures (record them with UPDATE_EXPECT=1); the default is fixed.
        let environment = ProcessInfo.processInfo.environment
        var random = SeededRandom(seed: environment["VIEWLS_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5EED_0F_7E57)
        var strategies: [ReparseStrategy: Int] = [:]
        var failures: [EditFixture] = []
        let chains = environment["VIEWLS_FUZZ_CHAINS"].flatMap { Int($0) } ?? 2_000
        let editsPerChain = 5
        for chain in 0..<chains {
            let fixture = fixtures[chain % fixtures.count]
            var tree = SyntaxTree.parse(fixture.input)
            var text = fixture.input
            for step in 0..<editsPerChain {
                let edit = randomEdit(in: text, using: &random)
                let (incremental, strategy) = tree.reparse(edit)
                let newText = edit.apply(to: text)
                let full = SyntaxTree.parse(newText)
                strategies[strategy, default: 0] += 1
                if !incremental.isStructurallyEqual(to: full) || incremental.bytes != newText {
                    failures.append(EditFixture(name: "\(fixture.name)-chain\(chain)-step\(step)", before: text, edit: edit))
                    tree = full
                } else {
                    tree = incremental
                }
                text = newText
            }
        }
        record(failures)
        XCTAssertEqual(failures.count, 0, "incremental != full for \(failures.count) edits; first: \(describe(failures.first))")
        let total = strategies.values.reduce(0, +)
        XCTAssertEqual(total, chains * editsPerChain)
        // Each strategy must really be exercised, or the test proves less than it claims.
        XCTAssertGreaterThan(strategies[.relexedToken, default: 0], total / 20, "\(strategies)")
        XCTAssertGreaterThan(strategies[.reparsedBlock, default: 0], total / 5, "\(strategies)")
        XCTAssertGreaterThan(strategies[.reparsedFile, default: 0], total / 50, "\(strategies)")
    }

    func testRandomEditsNearTheDepthLimitMatchAFullParse() throws {
        // Blocks nested just around the parser's limit, with the edits in the
        // innermost ones, where the depth a block is reparsed at decides the tree.
        let levels = Parser.maximumDepth + 2
        let opening = (0..<levels).map { "A\($0) { x: \($0)\n" }.joined()
        let text = Array((opening + String(repeating: "}\n", count: levels)).utf8)
        let innermost = Array(opening.utf8).count
        var random = SeededRandom(seed: 0xDEE9)
        var failures = 0
        var strategies: [ReparseStrategy: Int] = [:]
        let tree = SyntaxTree.parse(text)
        for _ in 0..<400 {
            let start = Int.random(in: (innermost - 200)...(innermost + 40), using: &random)
            let edit = TextEdit(range: start..<start, replacement: Self.insertions.randomElement(using: &random)!)
            let (incremental, strategy) = tree.reparse(edit)
            strategies[strategy, default: 0] += 1
            if !incremental.isStructurallyEqual(to: SyntaxTree.parse(edit.apply(to: text))) { failures += 1 }
        }
        XCTAssertEqual(failures, 0)
        XCTAssertGreaterThan(strategies[.reparsedBlock, default: 0], 50, "\(strategies)")
    }

    func testRandomEditsOnALargeScreenMatchAFullParse() throws {
        // Blocks over 8 KiB send edits to the whole-file reparse that adopts
        // unchanged blocks; chained edits also reuse blocks of reused trees.
        var text = ScreenGenerator.generate(minimumBytes: 60_000)
        var tree = SyntaxTree.parse(text)
        var random = SeededRandom(seed: 0x1A26E)
        var strategies: [ReparseStrategy: Int] = [:]
        var failures: [EditFixture] = []
        for step in 0..<150 {
            let edit = randomEdit(in: text, using: &random)
            let newText = edit.apply(to: text)
            let (incremental, strategy) = tree.reparse(edit, newText: newText)
            strategies[strategy, default: 0] += 1
            let full = SyntaxTree.parse(newText)
            if incremental.isStructurallyEqual(to: full) {
                tree = incremental
            } else {
                failures.append(EditFixture(name: "large-screen-step\(step)", before: text, edit: edit))
                tree = full
            }
            text = newText
        }
        record(failures)
        XCTAssertEqual(failures.count, 0, "first: \(describe(failures.first))")
        XCTAssertGreaterThan(strategies[.reparsedFile, default: 0], 15, "\(strategies)")
    }

    func testRecordedFailuresStayFixed() throws {
        let cases = try EditFixture.all()
        // Hand-picked cases, one per way an edit can change tokens or separators,
        // plus every case the randomized tests ever failed on.
        XCTAssertGreaterThanOrEqual(cases.count, 15)
        for fixture in cases {
            let incremental = SyntaxTree.parse(fixture.before).applying(fixture.edit)
            let full = SyntaxTree.parse(fixture.after)
            XCTAssertTrue(incremental.isStructurallyEqual(to: full), "\(fixture.name): \(mismatch(incremental, full))")
        }
    }

    func testTypingInsideOneCellReusesEveryOtherSubtree() throws {
        let text = """
            Screen {
                TableView {
                    Cell { title: "One" }
                    Cell { title: "Two" }
                    Cell { title: "Three" }
                }
                Toolbar { BarButton { system: add } }
            }

            """
        let tree = SyntaxTree.parse(text)
        let offset = Array(text.utf8).firstRange(of: Array("Two".utf8))!.upperBound
        let (edited, strategy) = tree.reparse(TextEdit(range: offset..<offset, replacement: "s"))
        XCTAssertEqual(strategy, .relexedToken)
        XCTAssertTrue(edited.isStructurallyEqual(to: SyntaxTree.parse(text.replacingOccurrences(of: "Two", with: "Twos"))))
        let oldBlocks = blocks(of: tree)
        let newBlocks = blocks(of: edited)
        XCTAssertEqual(oldBlocks.count, newBlocks.count)
        let reused = zip(oldBlocks, newBlocks).filter { $0.0.green === $0.1.green }.count
        // Every block but the Screen's, the TableView's and the second Cell's is the same object.
        XCTAssertEqual(reused, oldBlocks.count - 3)
    }

    func testBreakingABlockReparsesOnlyThatBlock() throws {
        let text = "Screen {\n    Cell { title: \"A\" }\n    Cell { title: \"B\" }\n}\n"
        let tree = SyntaxTree.parse(text)
        let offset = Array(text.utf8).firstRange(of: Array("\"B\"".utf8))!.lowerBound
        let (edited, strategy) = tree.reparse(TextEdit(range: offset..<offset, replacement: ":"))
        XCTAssertEqual(strategy, .reparsedBlock)
        XCTAssertTrue(edited.isStructurallyEqual(to: SyntaxTree.parse(Array(text.utf8)[..<offset] + Array(":".utf8) + Array(text.utf8)[offset...])))
        XCTAssertEqual(edited.diagnostics.map(\.code), [.missingValue])
        let firstCell = { (tree: SyntaxTree) in self.blocks(of: tree)[1].green }
        XCTAssertTrue(firstCell(tree) === firstCell(edited))
    }

    func testUnbalancingBracesReparsesTheFile() throws {
        let text = "Screen {\n    Cell { title: \"A\" }\n}\n"
        let tree = SyntaxTree.parse(text)
        let offset = Array(text.utf8).firstRange(of: Array("title".utf8))!.lowerBound
        let edit = TextEdit(range: offset..<offset, replacement: "{")
        let (edited, strategy) = tree.reparse(edit)
        XCTAssertEqual(strategy, .reparsedFile)
        XCTAssertTrue(edited.isStructurallyEqual(to: SyntaxTree.parse(edit.apply(to: Array(text.utf8)))))
        XCTAssertEqual(edited.diagnostics.map(\.code), [.unclosedBlock, .missingName])
    }

    func testAQuoteThatSwallowsABraceReparsesTheFileReusingItsBlocks() throws {
        let text = ScreenGenerator.generate(minimumBytes: 200_000)
        let tree = SyntaxTree.parse(text)
        // The start of a line that closes a block: a quote there swallows the `}`.
        let closing = Array("\n        }\n".utf8)
        let lineStart = try XCTUnwrap(text.firstRange(of: closing)).lowerBound + 1
        let edit = TextEdit(range: lineStart..<lineStart, replacement: "\"")
        let newText = edit.apply(to: text)
        let (edited, strategy) = tree.reparse(edit, newText: newText)
        XCTAssertEqual(strategy, .reparsedFile)
        XCTAssertTrue(edited.isStructurallyEqual(to: SyntaxTree.parse(newText)))
        XCTAssertTrue(tree.reparse(edit).tree.isStructurallyEqual(to: edited), "with and without the new text")
        // Nearly every block is the old object: only those on the path to the edit are new.
        let old = Set(blocks(of: tree).map { ObjectIdentifier($0.green) })
        let new = blocks(of: edited).map { ObjectIdentifier($0.green) }
        let reused = new.filter { old.contains($0) }.count
        XCTAssertGreaterThan(Double(reused) / Double(new.count), 0.95, "\(reused) of \(new.count) blocks reused")
    }

    // MARK: Helpers

    private func blocks(of tree: SyntaxTree) -> [SyntaxNode] {
        tree.rootNode.descendantsAndSelf.filter { $0.kind == .block }
    }

    private func randomEdit(in text: [UInt8], using random: inout SeededRandom) -> TextEdit {
        let start = Int.random(in: 0...text.count, using: &random)
        let roll = Int.random(in: 0..<4, using: &random)
        let deleted = roll == 0 ? 0 : min(text.count - start, Int.random(in: 1...8, using: &random))
        var inserted: [UInt8] = []
        if roll != 1 {
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                inserted += Self.insertions.randomElement(using: &random)!
            }
        }
        return TextEdit(range: start..<(start + deleted), replacement: inserted)
    }

    private func record(_ failures: [EditFixture]) {
        guard Repository.updatingExpectations else { return }
        for failure in failures.prefix(20) {
            let url = Repository.url(EditFixture.folder).appendingPathComponent("\(failure.name).edit")
            try? Data(failure.marked).write(to: url)
        }
    }

    private func describe(_ failure: EditFixture?) -> String {
        guard let failure else { return "none" }
        let incremental = SyntaxTree.parse(failure.before).applying(failure.edit)
        return "\(failure.name) edit \(failure.edit): \(mismatch(incremental, SyntaxTree.parse(failure.after)))"
            + " (UPDATE_EXPECT=1 records the failures as fixtures)"
    }

    private func mismatch(_ incremental: SyntaxTree, _ full: SyntaxTree) -> String {
        let mine = incremental.dump().split(separator: "\n")
        let theirs = full.dump().split(separator: "\n")
        guard let index = Array(zip(mine, theirs)).firstIndex(where: { $0 != $1 }) else {
            return mine.count == theirs.count ? "equal" : "dumps differ in length \(mine.count) vs \(theirs.count)"
        }
        return "line \(index + 1): incremental `\(mine[index])` vs full `\(theirs[index])`"
    }
}
