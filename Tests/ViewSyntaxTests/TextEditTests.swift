/// `TextEdit.apply(_:to:)`, the one applier of a text's edits (used by `viewls
/// fix` and every test), and the test support's `MarkedText` marker reader.
import ViewSamples
import ViewSyntax
import ViewTestSupport
import XCTest

final class TextEditTests: XCTestCase {
    private func edit(_ range: Range<Int>, _ text: String) -> TextEdit { TextEdit(range: range, replacement: text) }

    func testEditsApplyTogetherInAnyOrder() {
        let edits = [edit(0..<1, "Д"), edit(6..<6, "!"), edit(2..<4, "")]
        let expected = "Дbef!"
        XCTAssertEqual(TextEdit.apply(edits, to: "abcdef"), expected)
        XCTAssertEqual(TextEdit.apply(edits.reversed(), to: "abcdef"), expected)
        XCTAssertEqual(TextEdit.apply([], to: "abc"), "abc")
    }

    func testInsertionsAtOneOffsetKeepTheirOrderAndPrecedeAReplacementThere() {
        XCTAssertEqual(TextEdit.apply([edit(1..<1, "x"), edit(1..<1, "y")], to: "ab"), "axyb")
        XCTAssertEqual(TextEdit.apply([edit(1..<2, "B"), edit(1..<1, "x")], to: "abc"), "axBc")
        XCTAssertEqual(TextEdit.apply([edit(1..<1, "x"), edit(1..<2, "B")], to: "abc"), "axBc")
    }

    func testRangesAreClampedToTheBytes() {
        XCTAssertEqual(TextEdit.apply([edit(5..<9, "!")], to: "abc"), "abc!")
        XCTAssertEqual(TextEdit.apply([edit(-3..<1, "X")], to: "abc"), "Xbc")
    }

    /// Random non-overlapping edits, in any order, give what copying the text between them gives.
    func testRandomEditsMatchACopyBetweenThem() {
        var random = SeededRandom(seed: 0x7E47)
        for round in 0..<2_000 {
            let bytes = (0..<random.next(below: 40)).map { _ in UInt8(ascii: "a") + UInt8(random.next(below: 26)) }
            var cuts = (0..<(2 * random.next(below: 5))).map { _ in random.next(below: bytes.count + 1) }.sorted()
            if cuts.count % 2 == 1 { cuts.removeLast() }
            var edits: [TextEdit] = []
            var expected: [UInt8] = []
            var copied = 0
            for pair in stride(from: 0, to: cuts.count, by: 2) {
                let replacement = Array(repeating: UInt8(ascii: "0") + UInt8(pair / 2), count: random.next(below: 3))
                edits.append(TextEdit(range: cuts[pair]..<cuts[pair + 1], replacement: replacement))
                expected += bytes[copied..<cuts[pair]] + replacement
                copied = cuts[pair + 1]
            }
            expected += bytes[copied...]
            // Edits starting at one offset keep their order (insertions there land in it).
            var groups = Dictionary(grouping: edits) { $0.range.lowerBound }.values.map { $0 }
            groups.sort { $0[0].range.lowerBound < $1[0].range.lowerBound }
            groups.shuffle(using: &random)
            let shuffled = groups.flatMap { $0 }
            XCTAssertEqual(TextEdit.apply(shuffled, to: bytes), expected, "round \(round): \(shuffled)")
        }
    }

    func testOverlappingEditsAreCaughtWhereATestAsks() {
        XCTAssertThrowsError(try TextEdit.applyChecked([edit(0..<3, "x"), edit(2..<4, "y")], to: "abcdef"))
        XCTAssertThrowsError(try TextEdit.applyChecked([edit(3..<3, "x"), edit(2..<4, "y")], to: "abcdef"))
        XCTAssertEqual(try TextEdit.applyChecked([edit(0..<2, "x"), edit(2..<2, "y"), edit(2..<4, "z")], to: "abcdef"), "xyzef")
    }

    func testMarkersBecomeByteOffsets() {
        let marked = MarkedText("Screen { ⟦title: \"⟦Книги⟧‸\"⟧ }")
        XCTAssertEqual(marked.text, "Screen { title: \"Книги\" }")
        let inner = 9 + "title: \"".utf8.count
        XCTAssertEqual(marked.cursor, inner + "Книги".utf8.count)
        XCTAssertEqual(marked.ranges, [inner..<(inner + "Книги".utf8.count), 9..<(inner + "Книги\"".utf8.count)])
        let plain = MarkedText("设置 ⟧")
        XCTAssertEqual(plain.text, "设置 ")
        XCTAssertNil(plain.cursor)
        XCTAssertEqual(plain.ranges, [])
    }
}
