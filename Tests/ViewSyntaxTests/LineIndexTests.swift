/// Offsets ↔ (line, column) in UTF-8, UTF-16 and scalars, with every kind of
/// line break, text in several scripts, and clamping instead of traps.
import ViewSamples
import XCTest
@testable import ViewSyntax

final class LineIndexTests: XCTestCase {
    // "Я" is 2 bytes, "设" 3 bytes, "🎉" 4 bytes and 2 UTF-16 units.
    private let text = "ab\nЯ设🎉x\r\nz\rlast"

    func testColumnsInEachEncoding() {
        let index = LineIndex(text)
        let offsetOfX = Array("ab\nЯ设🎉".utf8).count
        XCTAssertEqual(index.position(of: offsetOfX, in: .utf8), LinePosition(line: 1, column: 9))
        XCTAssertEqual(index.position(of: offsetOfX, in: .utf16), LinePosition(line: 1, column: 4))
        XCTAssertEqual(index.position(of: offsetOfX, in: .unicodeScalars), LinePosition(line: 1, column: 3))
        for encoding in PositionEncoding.allCases {
            let position = index.position(of: offsetOfX, in: encoding)
            XCTAssertEqual(index.offset(of: position, in: encoding), offsetOfX, "\(encoding)")
        }
    }

    func testEveryLineBreakStyleStartsALine() {
        let index = LineIndex(text)
        XCTAssertEqual(index.lineCount, 4)
        let bytes = Array(text.utf8)
        XCTAssertEqual(index.position(of: bytes.firstIndex(of: UInt8(ascii: "z"))!, in: .utf16), LinePosition(line: 2, column: 0))
        XCTAssertEqual(index.position(of: bytes.firstIndex(of: UInt8(ascii: "l"))!, in: .utf16), LinePosition(line: 3, column: 0))
        XCTAssertEqual(index.contentRange(ofLine: 1).count, Array("Я设🎉x".utf8).count, "a line's content excludes its \\r\\n")
    }

    func testEveryCharacterBoundaryRoundTrips() {
        let sample = "Screen {\r\n  title: \"Настройки 设置 🎉👩‍👩‍👧\"\r  // ёЁ\n}"
        let index = LineIndex(sample)
        let bytes = Array(sample.utf8)
        var boundaries = [Int]()
        var offset = 0
        for scalar in sample.unicodeScalars {
            boundaries.append(offset)
            offset += String(scalar).utf8.count
        }
        for boundary in boundaries where !(bytes[boundary] == 10 && boundary > 0 && bytes[boundary - 1] == 13) {
            for encoding in PositionEncoding.allCases {
                let position = index.position(of: boundary, in: encoding)
                XCTAssertEqual(index.offset(of: position, in: encoding), boundary, "offset \(boundary) in \(encoding)")
            }
        }
    }

    func testPositionsPastTheLineOrFileAreClamped() {
        let index = LineIndex(text)
        let lineOneEnd = index.contentRange(ofLine: 1).upperBound
        XCTAssertEqual(index.offset(of: LinePosition(line: 1, column: 999), in: .utf16), lineOneEnd)
        XCTAssertEqual(index.offset(of: LinePosition(line: 99, column: 0), in: .utf16), Array(text.utf8).count)
        XCTAssertEqual(index.offset(of: LinePosition(line: -3, column: -3), in: .utf8), 0)
        XCTAssertEqual(index.position(of: 10_000, in: .utf16), LinePosition(line: 3, column: 4))
        XCTAssertEqual(index.position(of: -5, in: .utf16), LinePosition(line: 0, column: 0))
    }

    func testOffsetsInsideACharacterMoveToItsStart() {
        let index = LineIndex("Я设🎉")
        XCTAssertEqual(index.position(of: 1, in: .utf16), LinePosition(line: 0, column: 0))
        XCTAssertEqual(index.position(of: 4, in: .utf16), LinePosition(line: 0, column: 1))
        XCTAssertEqual(index.position(of: 7, in: .utf16), LinePosition(line: 0, column: 2))
        // A UTF-16 column between the two halves of 🎉 lands at its start.
        XCTAssertEqual(index.offset(of: LinePosition(line: 0, column: 3), in: .utf16), 5)
        XCTAssertEqual(index.offset(of: LinePosition(line: 0, column: 4), in: .utf16), 9)
        XCTAssertEqual(index.offset(of: LinePosition(line: 0, column: 2), in: .utf8), 2, "inside 设 in UTF-8 columns")
    }

    func testInvalidBytesCountAsOneUnitEach() {
        let index = LineIndex([0x61, 0xFF, 0xFE, 0x62])
        XCTAssertEqual(index.position(of: 3, in: .utf16), LinePosition(line: 0, column: 3))
        XCTAssertEqual(index.offset(of: LinePosition(line: 0, column: 2), in: .unicodeScalars), 2)
    }

    func testEmptyTextHasOneLine() {
        let index = LineIndex("")
        XCTAssertEqual(index.lineCount, 1)
        XCTAssertEqual(index.position(of: 0, in: .utf16), LinePosition(line: 0, column: 0))
        XCTAssertEqual(index.offset(of: LinePosition(line: 0, column: 5), in: .utf16), 0)
    }

    /// Client positions are any Int: a column past the line's end is the line's end, a line past the last
    /// is the end of the file, negatives are the start — with no overflow (`Int.max` once trapped).
    func testExtremeLinesAndColumnsClampWithoutOverflow() {
        let sample = "ascii line\r\nЯ设🎉 mixed\n\n\u{FF}x\rlast"
        let extremes = [Int.min, Int.min + 1, -1, 0, 1, Int(Int32.max), Int(Int32.max) + 1, Int.max - 1, Int.max]
        for bytes in [Array(sample.utf8), Array(sample.utf8) + [0xFF, 0x0A], [], Array("x".utf8)] {
            let index = LineIndex(bytes)
            for encoding in PositionEncoding.allCases {
                for line in extremes + Array(0...index.lineCount) {
                    for column in extremes where column != 1 {
                        let offset = index.offset(of: LinePosition(line: line, column: column), in: encoding)
                        let expected: Int
                        if line < 0 {
                            expected = 0
                        } else if line >= index.lineCount {
                            expected = bytes.count
                        } else {
                            let content = index.contentRange(ofLine: line)
                            expected = column <= 0 ? content.lowerBound : content.upperBound
                        }
                        XCTAssertEqual(offset, expected, "line \(line) column \(column) in \(encoding) of \(bytes)")
                    }
                }
                for offset in extremes {
                    let position = index.position(of: offset, in: encoding)
                    XCTAssertEqual(position, index.position(of: min(max(offset, 0), bytes.count), in: encoding), "offset \(offset)")
                }
            }
            for value in extremes {
                XCTAssert(index.contentRange(ofLine: value).upperBound <= bytes.count)
                XCTAssert((0...bytes.count).contains(index.line(containing: value)) && index.line(containing: value) < index.lineCount)
            }
        }
    }
}

/// An index updated for an edit must be the index of the edited text: random
/// edits around `\r`, `\n`, `\r\n`, multi-byte characters and invalid bytes,
/// at the ends of the file too.
final class LineIndexUpdateTests: XCTestCase {
    static let pieces: [[UInt8]] = [
        Array("a".utf8), Array("bc".utf8), Array("\n".utf8), Array("\r".utf8), Array("\r\n".utf8),
        Array("ж".utf8), Array("标".utf8), Array("😀".utf8), [0xFF], [0xE2, 0x82], Array("    ".utf8), Array("Screen {".utf8),
    ]

    func testAnUpdatedIndexEqualsAFreshOne() {
        var random = SeededRandom(seed: 0x11_4E_1D)
        func text(_ count: Int) -> [UInt8] {
            (0..<count).flatMap { _ in Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)] }
        }
        for round in 0..<4_000 {
            var bytes = text(Int.random(in: 0...12, using: &random))
            var index = LineIndex(bytes)
            for step in 0..<4 {
                let lower = Int.random(in: 0...bytes.count, using: &random)
                let upper = Int.random(in: lower...min(bytes.count, lower + 6), using: &random)
                let replacement = text(Int.random(in: 0...3, using: &random))
                bytes.replaceSubrange(lower..<upper, with: replacement)
                index = index.applying(lower..<upper, replacementCount: replacement.count, to: bytes)
                XCTAssertEqual(index, LineIndex(bytes), "round \(round) step \(step): \(bytes)")
                if index != LineIndex(bytes) { return }
            }
        }
    }

    /// A cursor carried from one offset to the next gives what a fresh count gives, in every
    /// encoding, for offsets in any order, on lines of Cyrillic, CJK, emoji, `\r\n` and invalid bytes.
    func testPositionsCountedOnFromACursorAreThePositionsCountedFresh() {
        var random = SeededRandom(seed: 20261125)
        let pieces: [[UInt8]] = ["a", "Ж", "音", "📚", "\r\n", "\n", "\r", " "].map { Array($0.utf8) } + [[0xFF], [0xE4, 0xB8]]
        for _ in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<random.next(below: 200) { bytes += pieces[random.next(below: pieces.count)] }
            let index = LineIndex(bytes)
            for encoding in PositionEncoding.allCases {
                var cursor = LineIndex.PositionCursor()
                var offset = 0
                for _ in 0..<60 {
                    // Mostly forward, sometimes back, sometimes past the end.
                    offset = random.next(below: 5) == 0 ? random.next(below: bytes.count + 2) : min(bytes.count + 1, offset + random.next(below: 9))
                    XCTAssertEqual(index.position(of: offset, in: encoding, cursor: &cursor), index.position(of: offset, in: encoding),
                                   "offset \(offset) in \(encoding) of \(bytes)")
                }
            }
        }
    }
}
