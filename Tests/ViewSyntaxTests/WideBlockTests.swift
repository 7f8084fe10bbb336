/// Wide blocks keep their members in chunks (`MemberChunks`): the chunks are
/// invisible to red cursors and dumps, a function of the members alone (any
/// chain of edits gives exactly the full parse's tree, chunks included), and
/// an edit rebuilds a handful of nodes, however wide the block.
import Foundation
import ViewSamples
import ViewTestSupport
import XCTest
@testable import ViewSyntax

final class WideBlockTests: XCTestCase {
    private static let insertions: [[UInt8]] = [
        "{", "}", ":", ";", "\"", "/*", "*/", "//", "\n", "\r\n", " ", "a", "title", "Row {", "}\n", "1", ".", "[", "]",
        ",", "x: 1", "设", "Я", "x: 1\n    ", "Row { title: \"Я\" }\n    ",
    ].map { Array($0.utf8) }

    /// A screen whose root block holds `count` members of every shape: bindings,
    /// objects, comments, blank lines, `;`-separated pairs and runs of
    /// identical lines (which chunk by count).
    static func wideScreen(members count: Int, seed: UInt64) -> [UInt8] {
        var random = SeededRandom(seed: seed)
        var text = "Screen {\n"
        var index = 0
        while index < count {
            switch Int.random(in: 0..<20, using: &random) {
            case 0: text += "    // row \(index)\n"
            case 1: text += "\n"
            case 2: text += "    a\(index): 1; b: \"设\(index)\"\n"
            case 3:
                let run = Int.random(in: 1...150, using: &random)
                text += String(repeating: "    same: 1\n", count: run)
                index += run - 1
            case 4...9: text += "    Row { title: \"Row \(index)\" }\n"
            default: text += "    title\(index % 97): \"Заголовок \(index)\"\n"
            }
            index += 1
        }
        return Array((text + "}\n").utf8)
    }

    func testChunksAreInvisibleToCursorsAndDumps() throws {
        let text = Self.wideScreen(members: 5_000, seed: 7)
        let tree = SyntaxTree.parse(text)
        let block = try XCTUnwrap(tree.rootNode.descendantsAndSelf.first { $0.kind == .block })
        XCTAssertTrue(block.green.hasMemberChunks, "a 5,000-member block is chunked")
        XCTAssertLessThanOrEqual(block.green.childCount, MemberChunks.flatLimit + 2)
        // Red children are the members, contiguous, with the block as parent.
        let children = block.children
        XCTAssertEqual(children.count, block.green.memberTotal + 2)
        XCTAssertGreaterThan(children.count, 5_000)
        var offset = block.range.lowerBound
        for (index, child) in children.enumerated() {
            XCTAssertEqual(child.range.lowerBound, offset)
            XCTAssertNotEqual(child.kind, .memberChunk)
            if case .node(let node) = child { XCTAssertEqual(node.parent, block) }
            if case .token(let token) = child { XCTAssertEqual(token.indexInParent, index) }
            offset = child.range.upperBound
        }
        XCTAssertEqual(offset, block.range.upperBound)
        XCTAssertFalse(tree.dump().contains("MemberChunk"))
        XCTAssertEqual(tree.bytes, text)
        // Each member found by index and by offset is the red child.
        for index in stride(from: 0, to: block.green.memberTotal, by: 97) {
            let (element, start) = block.green.member(at: index)
            XCTAssertEqual(block.range.lowerBound + start, children[index + 1].range.lowerBound)
            XCTAssertEqual(element.kind, children[index + 1].kind)
            XCTAssertEqual(block.green.memberIndex(containing: start), index)
        }
    }

    func testTheTokenAtEachOffsetIsTheOneTheChildrenHold() {
        // `token(at:)` finds members through the chunks; it must answer what a
        // walk over every child would, at every offset of a wide screen.
        let text = Self.wideScreen(members: 600, seed: 9)
        let root = SyntaxTree.parse(text).rootNode
        for offset in stride(from: 0, through: text.count, by: 3) {
            XCTAssertEqual(root.token(at: offset), linearToken(at: offset, in: root), "offset \(offset)")
        }
    }

    private func linearToken(at offset: Int, in root: SyntaxNode) -> SyntaxToken? {
        guard root.range.contains(offset) else { return nil }
        var node = root
        while true {
            guard let child = node.children.first(where: { $0.range.contains(offset) }) else { return nil }
            switch child {
            case .token(let token): return token
            case .node(let inner): node = inner
            }
        }
    }

    func testChunkingIsAFunctionOfTheMembers() {
        // Building the chunks from the members in one go, or by replacing
        // members one range at a time, gives the same tree.
        var random = SeededRandom(seed: 0xC4A2)
        let items = SyntaxTree.parse(Self.wideScreen(members: 3_000, seed: 3)).root.allMembersOfFirstBlock
        var current = MemberChunks.canonical(items)
        var reference = items
        for _ in 0..<300 {
            let lower = Int.random(in: 0...reference.count, using: &random)
            let upper = min(reference.count, lower + Int.random(in: 0...70, using: &random))
            let replacement = (0..<Int.random(in: 0...70, using: &random)).map { _ in items.randomElement(using: &random)! }
            reference.replaceSubrange(lower..<upper, with: replacement)
            current = MemberChunks.replacing(lower..<upper, with: replacement, in: current)
            let expected = MemberChunks.canonical(reference)
            XCTAssertEqual(current.count, expected.count)
            guard zip(current, expected).allSatisfy({ $0.isStructurallyEqual(to: $1) }) else {
                return XCTFail("chunks differ from the canonical ones after replacing \(lower)..<\(upper)")
            }
        }
    }

    func testAParseChunksEachWideBlockAsCanonicalDoes() {
        // A parse chunks a wide block's members in place, hashing each
        // member's first bytes from the file (`chunkInPlace`); `canonical`
        // hashes them from the tree. Both must cut the same chunks: in runs of
        // identical lines, nested wide blocks, multi-byte text, faults and a
        // block left open to the end of the file.
        var texts = (0..<6).map { Self.wideScreen(members: [70, 400, 3_000][$0 % 3], seed: UInt64(100 + $0)) }
        // Members longer than the hashed prefix, whose hash reads only its start.
        texts.append(ScreenGenerator.wideBlock(members: 2_000))
        texts.append(Array(("Screen {\n" + (0..<500).map { "    Cell { title: \"Заголовок \($0)\"; detail: \"设置 \($0)\"; "
            + "accessory: disclosureIndicator }\n" }.joined() + "}\n").utf8))
        texts.append(Array(("Screen {\n" + String(repeating: "    Row { t: \"设\" }\n    x: [1,\n 2]; y\n", count: 200)).utf8))
        texts.append(Array(("A {\n B {\n" + (0..<300).map { "  b\($0): \"Я\($0)\" /* \($0) */\n" }.joined() + " }\n"
                            + (0..<90).map { " a\($0): 1;" }.joined() + "\n}\n").utf8))
        var checked = 0
        for text in texts {
            var pending = [SyntaxTree.parse(text).root]
            while let node = pending.popLast() {
                node.withChildren { for case .node(let child) in $0 { pending.append(child) } }
                guard node.hasMemberChunks else { continue }
                let closed = node.isClosingBrace(at: node.childCount - 1)
                var members: [GreenElement] = []
                node.forEachChild { members.append($0) }
                let expected = MemberChunks.canonical(Array(members.dropFirst().dropLast(closed ? 1 : 0)))
                let chunks = Array(node.children.dropFirst().dropLast(closed ? 1 : 0))
                XCTAssertEqual(chunks.count, expected.count)
                XCTAssertTrue(zip(chunks, expected).allSatisfy { $0.isStructurallyEqual(to: $1) },
                              "a block of \(members.count) children")
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 8, "wide blocks compared")
    }

    func testRandomEditsInAHundredThousandMemberBlockMatchAFullParse() {
        var random = SeededRandom(seed: 0x0A1D_E)
        var strategies: [ReparseStrategy: Int] = [:]
        let failures = chain(Self.wideScreen(members: 100_000, seed: 11), edits: 30, named: "wide-block",
                             using: &random, counting: &strategies)
        record(failures)
        XCTAssertEqual(failures.count, 0, "first failing edit: \(failures.first.map { "\($0.name) \($0.edit)" } ?? "")")
        XCTAssertGreaterThan(strategies[.reparsedMembers, default: 0], 5, "\(strategies)")
    }

    func testRandomEditChainsOnWideBlocksMatchAFullParse() {
        // Many short chains on smaller wide blocks: every strategy, chunks
        // split, merged, grown and shrunk by edits that add and remove lines.
        var random = SeededRandom(seed: 0x5EED_B10C)
        var strategies: [ReparseStrategy: Int] = [:]
        var failures: [EditFixture] = []
        for index in 0..<45 {
            failures += chain(Self.wideScreen(members: [40, 300, 2_000][index % 3], seed: UInt64(index)), edits: 25,
                              named: "wide-chain\(index)", using: &random, counting: &strategies)
        }
        record(failures)
        XCTAssertEqual(failures.count, 0, "first failing edit: \(failures.first.map { "\($0.name) \($0.edit)" } ?? "")")
        for strategy in [ReparseStrategy.relexedToken, .reparsedBlock, .reparsedMembers, .reparsedFile] {
            XCTAssertGreaterThan(strategies[strategy, default: 0], 15, "\(strategy) exercised: \(strategies)")
        }
    }

    /// Applies `edits` random edits one after another, each parsed
    /// incrementally and compared with a full parse; returns the edits whose
    /// trees differ (the chain goes on from the full parse).
    private func chain(_ start: [UInt8], edits: Int, named name: String, using random: inout SeededRandom,
                       counting strategies: inout [ReparseStrategy: Int]) -> [EditFixture] {
        var text = start
        var tree = SyntaxTree.parse(text)
        var failures: [EditFixture] = []
        for step in 0..<edits {
            let edit = randomEdit(in: text, using: &random)
            let newText = edit.apply(to: text)
            let (incremental, strategy) = tree.reparse(edit, newText: newText)
            strategies[strategy, default: 0] += 1
            let full = SyntaxTree.parse(newText)
            if incremental.isStructurallyEqual(to: full) && incremental.bytes == newText {
                tree = incremental
            } else {
                failures.append(EditFixture(name: "\(name)-step\(step)", before: text, edit: edit))
                tree = full
            }
            text = newText
        }
        return failures
    }

    func testAKeystrokeRebuildsFewNodesHoweverWideTheBlock() {
        for members in [1_000, 100_000] {
            let text = Self.wideScreen(members: members, seed: 5)
            let tree = SyntaxTree.parse(text)
            // Type into a title in the middle, and add a line there.
            let middle = text.count / 2
            let quote = text[middle...].firstIndex(of: UInt8(ascii: "\""))! + 1
            let lineStart = text[middle...].firstIndex(of: UInt8(ascii: "\n"))! + 1
            for edit in [TextEdit(range: quote..<quote, replacement: Array("x".utf8)),
                         TextEdit(range: lineStart..<lineStart, replacement: Array("    extra: 1\n".utf8))] {
                let (incremental, strategy) = tree.reparse(edit)
                XCTAssertNotEqual(strategy, .reparsedFile)
                let fresh = freshNodes(in: incremental.root, sharingWith: tree.root)
                XCTAssertLessThanOrEqual(fresh, 24, "\(members) members, \(strategy): \(fresh) nodes rebuilt")
                XCTAssertTrue(incremental.isStructurallyEqual(to: SyntaxTree.parse(edit.apply(to: text))))
            }
        }
    }

    // MARK: Helpers

    /// The nodes of `new` that are not nodes of `old`.
    private func freshNodes(in new: GreenNode, sharingWith old: GreenNode) -> Int {
        var known = Set<ObjectIdentifier>()
        var pending = [old]
        while let node = pending.popLast() {
            known.insert(ObjectIdentifier(node))
            node.withChildren { for case .node(let child) in $0 { pending.append(child) } }
        }
        var fresh = 0
        pending = [new]
        while let node = pending.popLast() {
            guard !known.contains(ObjectIdentifier(node)) else { continue }
            fresh += 1
            node.withChildren { for case .node(let child) in $0 { pending.append(child) } }
        }
        return fresh
    }

    private func randomEdit(in text: [UInt8], using random: inout SeededRandom) -> TextEdit {
        let start = Int.random(in: 0...text.count, using: &random)
        let roll = Int.random(in: 0..<4, using: &random)
        let deleted = roll == 0 ? 0 : min(text.count - start, Int.random(in: 1...12, using: &random))
        let inserted: [UInt8] = roll == 1 ? [] : Self.insertions.randomElement(using: &random)!
        return TextEdit(range: start..<(start + deleted), replacement: inserted)
    }

    private func record(_ failures: [EditFixture]) {
        guard Repository.updatingExpectations else { return }
        // Only files small enough to keep as fixtures: shrink larger ones by hand.
        for failure in failures.prefix(5) where failure.before.count < 200_000 {
            let url = Repository.url(EditFixture.folder).appendingPathComponent("\(failure.name).edit")
            try? Data(failure.marked).write(to: url)
        }
    }
}

private extension GreenNode {
    /// The members of the first block in the tree, chunks looked through.
    var allMembersOfFirstBlock: [GreenElement] {
        var pending = [self]
        while let node = pending.popLast() {
            if node.kind == .block {
                var members: [GreenElement] = []
                node.forEachChild { members.append($0) }
                return Array(members.dropFirst().dropLast())
            }
            node.withChildren { for case .node(let child) in $0.reversed() { pending.append(child) } }
        }
        return []
    }
}
