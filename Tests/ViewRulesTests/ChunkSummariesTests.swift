/// A file's walks reuse what the previous version found in each member chunk
/// an edit left alone (`ChunkSummaries`): after any chain of edits the type
/// names and written bars equal a walk from nothing (and the type names the
/// typed tree's plain definition), and a one-row edit in a block of
/// thousands of rows walks again one chunk of chunks per level.
import Foundation
@testable import ViewModel
import ViewSamples
import ViewSyntax
import XCTest

final class ChunkSummariesTests: XCTestCase {
    /// Rows of every kind the walks look at: component uses, screen names,
    /// bars with and without values (`visibleIn` too), bars inside hidden elements and uses, bindings
    /// between rows (`hidden` and `visibleIn` too, which the block's other rows stand in), CJK and Cyrillic text.
    private static let rowKinds = [
        "Cell { title: \"Ряд\"; push: Details }",
        "Cell { title: \"行\" }",
        "PrimaryCell { translucent: false }",
        "NavigationBar { translucent: false }",
        "Toolbar { hidden: true }",
        "NavigationBar { translucent: false; visibleIn: [landscape] }",
        "PrimaryCell { visibleIn: [] }",
        "Cell { presents: Sheet\(0) }",
        "rowHeight: 44",
        "translucent: true",
        "Custom { Inner { } }",
        "Cell { detail: \"x\"; content: [Panel { }, Other] }",
        "Page { hidden: true; Toolbar { } }",
        "Custom { hidden: false; NavigationBar { visibleIn: [portrait] } }",
        "hidden: true",
        "visibleIn: [landscape]",
    ]

    /// A screen whose toolbar holds `blocks[0]` and whose table holds `blocks[1]`.
    private static func text(_ blocks: [[String]]) -> String {
        "Screen {\n    Toolbar {\n" + blocks[0].map { "        \($0)\n" }.joined() + "    }\n    TableView {\n"
            + blocks[1].map { "        \($0)\n" }.joined() + "    }\n}\n"
    }

    private func scratch(_ tree: SyntaxTree) -> SourceFile {
        SourceFile(path: "/w/Wide.view", tree: tree)
    }

    func testEditChainsFindWhatAWalkFromNothingFinds() {
        var random = SeededRandom(seed: 0xC4_0C5)
        for chain in 0..<8 {
            var blocks = (0..<2).map { _ in
                (0..<Int.random(in: 70...300, using: &random)).map { _ in Self.rowKinds.randomElement(using: &random)! }
            }
            var file = scratch(SyntaxTree.parse(Self.text(blocks)))
            for step in 0..<15 {
                // Replace, insert or remove one row of one block, as an editor's change at that row's bytes.
                let before = Self.text(blocks)
                let block = Int.random(in: 0...1, using: &random)
                let index = Int.random(in: 0..<blocks[block].count, using: &random)
                let row = Self.rowKinds.randomElement(using: &random)!.replacingOccurrences(of: "Sheet0", with: "Sheet\(step)")
                switch Int.random(in: 0...2, using: &random) {
                case 0: blocks[block][index] = row
                case 1: blocks[block].insert(row, at: index)
                default: if blocks[block].count > 66 { blocks[block].remove(at: index) }
                }
                let after = Self.text(blocks)
                let edit = Self.edit(from: Array(before.utf8), to: Array(after.utf8))
                let tree = file.tree.reparse(edit, newText: Array(after.utf8)).tree
                file = SourceFile(path: file.path, tree: tree, bytes: Array(after.utf8), previous: file)
                let fresh = scratch(SyntaxTree.parse(after))
                XCTAssertEqual(file.referencedTypeNames, fresh.referencedTypeNames, "chain \(chain), step \(step)")
                if step % 5 == 4 {
                    XCTAssertEqual(file.referencedTypeNames, ReferencedTypeNamesTests.reference(fresh.tree), "chain \(chain), step \(step)")
                }
                XCTAssertEqual(file.writtenBars, fresh.writtenBars, "chain \(chain), step \(step)")
            }
        }
    }

    func testAOneRowEditWalksAHandfulOfChunks() throws {
        let rows = (0..<6_000).map { Self.rowKinds[$0 % Self.rowKinds.count].replacingOccurrences(of: "Sheet0", with: "Sheet\($0)") }
        let before = Self.text([rows, Array(rows.reversed())])
        let file = scratch(SyntaxTree.parse(before))
        XCTAssertGreaterThan(file.chunkSummaries.typeNames.count, 20, "the blocks are kept in chunks, each chunk of chunks with its answer")
        // Every chunk of members keeps its answer too (two blocks of 6,000 rows: at least 2 × 6,000 / 64), so an edit
        // walks the 64 members of its own chunk, not every chunk under its chunk of chunks.
        XCTAssertGreaterThanOrEqual(file.chunkSummaries.typeNames.count, 2 * 6_000 / 64)
        XCTAssertGreaterThanOrEqual(file.chunkSummaries.bars.count, 2 * 6_000 / 64)
        var edited = rows
        edited[3_100] = "Cell { push: Settings }"
        let after = Self.text([edited, Array(rows.reversed())])
        let tree = file.tree.reparse(Self.edit(from: Array(before.utf8), to: Array(after.utf8)), newText: Array(after.utf8)).tree
        var names = ChunkMemo(previous: file.chunkSummaries.typeNames)
        let found = SourceFile.referencedTypeNames(under: tree.root, memo: &names)
        XCTAssertLessThanOrEqual(names.computed, 4, "the chunks of chunks above the edited row, one per level")
        XCTAssertGreaterThan(names.computed, 0, "the edited row's chunk of chunks is walked again")
        XCTAssertEqual(found, SourceFile.referencedTypeNames(in: SyntaxTree.parse(after)))
        XCTAssertTrue(found.contains("Settings"))
        var bars = ChunkMemo(previous: file.chunkSummaries.bars)
        XCTAssertEqual(WrittenBars(tree: tree, memo: &bars), WrittenBars(tree: SyntaxTree.parse(after)))
        XCTAssertLessThanOrEqual(bars.computed, 4)
        // The next version finds every chunk again, including those inside a chunk found again.
        let next = SourceFile(path: file.path, tree: tree, bytes: Array(after.utf8), previous: file)
        XCTAssertEqual(next.chunkSummaries.typeNames.count, scratch(tree).chunkSummaries.typeNames.count)
        var again = ChunkMemo(previous: next.chunkSummaries.typeNames)
        _ = SourceFile.referencedTypeNames(under: tree.root, memo: &again)
        XCTAssertEqual(again.computed, 0, "an unchanged tree walks no chunk")
    }

    /// The edit that turns `old` into `new`: the bytes between their common prefix and suffix.
    static func edit(from old: [UInt8], to new: [UInt8]) -> TextEdit {
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return TextEdit(range: prefix..<(old.count - suffix), replacement: Array(new[prefix..<(new.count - suffix)]))
    }
}
