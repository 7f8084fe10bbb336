/// A file parsed with its large blocks in parallel gives exactly the tree and
/// diagnostics of a one-thread parse: on generated screens, a wide block,
/// every parser fixture split into as many jobs as it has blocks, blocks at
/// the depth limit, and random bytes.
import Foundation
import ViewSamples
import XCTest
@testable import ViewSyntax

final class ParallelParseTests: XCTestCase {
    func testGeneratedScreensParseTheSameInParallel() throws {
        // (One wide block gives no jobs: its members are not blocks of their own.)
        XCTAssertNil(ScreenGenerator.wideBlock(members: 3_000).withUnsafeBufferPointer {
            SyntaxTree.parseInParallel($0, processors: 2, smallestJob: 2_048)
        })
        for text in [ScreenGenerator.generate(minimumBytes: 300_000), ScreenGenerator.generate(minimumBytes: 40_000)] {
            for processors in [2, 3, 8] {
                let parallel = try XCTUnwrap(text.withUnsafeBufferPointer {
                    SyntaxTree.parseInParallel($0, processors: processors, smallestJob: 256)
                }, "the screen gives jobs")
                let sequential = text.withUnsafeBufferPointer { SyntaxTree.parse($0, reusing: nil) }
                XCTAssertTrue(parallel.isStructurallyEqual(to: sequential), "\(processors) processors")
            }
        }
    }

    func testEveryFixtureParsesTheSameWithEachBlockAJob() throws {
        var parsedInParallel = 0
        for fixture in try ParserFixture.all() {
            let sequential = SyntaxTree.parse(fixture.input)
            guard let parallel = fixture.input.withUnsafeBufferPointer({
                SyntaxTree.parseInParallel($0, processors: 1, smallestJob: 2)
            }) else { continue }
            parsedInParallel += 1
            XCTAssertTrue(parallel.isStructurallyEqual(to: sequential), fixture.name)
        }
        XCTAssertGreaterThan(parsedInParallel, 10, "fixtures with paired brackets and two or more blocks")
    }

    func testBlocksAroundTheDepthLimitParseTheSame() throws {
        for levels in [Parser.maximumDepth - 2, Parser.maximumDepth, Parser.maximumDepth + 3] {
            let opening = (0..<levels).map { "A\($0) { x: \($0)\n" }.joined()
            let sibling = "B { y: 1 }\n"
            let text = Array((sibling + opening + sibling + String(repeating: "}\n", count: levels)).utf8)
            let wrapped = Array("Root {\n".utf8) + text + Array("}\n".utf8)
            let parallel = try XCTUnwrap(wrapped.withUnsafeBufferPointer {
                SyntaxTree.parseInParallel($0, processors: 1, smallestJob: 2)
            })
            XCTAssertTrue(parallel.isStructurallyEqual(to: SyntaxTree.parse(wrapped)), "\(levels) levels")
        }
    }

    func testRandomTextsParseTheSame() {
        // Random members, many of them faulty, in blocks and lists that pair up.
        var random = SeededRandom(seed: 0x9A2A_11E1)
        var compared = 0
        for _ in 0..<300 {
            let text = Array(("Root " + Self.randomBlock(depth: 0, using: &random)).utf8)
            guard let parallel = text.withUnsafeBufferPointer({
                SyntaxTree.parseInParallel($0, processors: 1, smallestJob: 2)
            }) else { continue }
            compared += 1
            XCTAssertTrue(parallel.isStructurallyEqual(to: SyntaxTree.parse(text)), String(decoding: text, as: UTF8.self))
        }
        XCTAssertGreaterThan(compared, 150)
    }

    func testWideBlocksParseTheSameInRunsOfMembers() throws {
        // One wide block gives no block jobs; its members are cut into runs.
        let texts = [ScreenGenerator.wideBlock(members: 20_000), WideBlockTests.wideScreen(members: 12_000, seed: 7),
                     Array(("Screen {\n" + String(repeating: "    TableView { Cell { title: \"Я\" } }\n    x: [1,\n 2]\n", count: 3_000)
                                + "}\n").utf8)]
        for text in texts {
            for processors in [2, 5] {
                let runs = try XCTUnwrap(text.withUnsafeBufferPointer {
                    // With brackets recorded while lexing, or found by a walk over the tokens.
                    SyntaxTree.parseMemberRuns($0, lexed: Lexer.lex($0, recordingBrackets: processors == 5), processors: processors,
                                               smallestRun: 4_096)
                }, "\(text.count) bytes in runs")
                XCTAssertTrue(runs.isStructurallyEqual(to: SyntaxTree.parse(text)), "\(processors) processors")
            }
        }
    }

    func testRandomWideBlocksParseTheSameInRunsOfMembers() {
        // Random members, many faulty (unclosed lists and strings, stray `;` and
        // brackets), in one wide block cut into runs of a few dozen bytes: a run
        // that does not stop where the next starts sends the file to one thread.
        var random = SeededRandom(seed: 0x12_0B5)
        var inRuns = 0
        for _ in 0..<300 {
            var text = "Root {\n"
            for _ in 0..<Int.random(in: 20...60, using: &random) {
                text += "    " + Self.randomBlock(depth: 2, using: &random).dropFirst().dropLast(3) + "\n"
            }
            let bytes = Array((text + "}\n").utf8)
            guard let runs = bytes.withUnsafeBufferPointer({
                SyntaxTree.parseMemberRuns($0, lexed: Lexer.lex($0), processors: 3, smallestRun: 40)
            }) else { continue }
            inRuns += 1
            XCTAssertTrue(runs.isStructurallyEqual(to: SyntaxTree.parse(bytes)), String(decoding: bytes, as: UTF8.self))
        }
        XCTAssertGreaterThan(inRuns, 100)
    }

    private static func randomBlock(depth: Int, using random: inout SeededRandom) -> String {
        let pieces = ["x: 1", "\n", "\"s\"", "/* c */", "// c\n", ";", "t: \"Я\"", "设", ":", "a.b", "y: [1, 2]", "[", ","]
        var text = "{"
        for _ in 0..<Int.random(in: 0...8, using: &random) {
            if depth < 4, Int.random(in: 0..<3, using: &random) == 0 {
                text += " B " + randomBlock(depth: depth + 1, using: &random)
            } else if Int.random(in: 0..<8, using: &random) == 0 {
                text += " [ " + randomBlock(depth: depth + 1, using: &random) + " ]"
            } else {
                let piece = pieces.randomElement(using: &random)!
                text += " " + (piece == "[" ? "[ 1 ]" : piece)
            }
        }
        return text + " }\n"
    }

    func testTheBracketsRecordedWhileLexingAreTheBracketTokens() throws {
        // Finding block jobs and member runs reads only the brackets, which the
        // lexer lists as it goes; lexing in pieces shifts each piece's list.
        var random = SeededRandom(seed: 0xB4AC_E75)
        let pieces = ["{", "}", "[", "]", "x: 1", "\n", "\"{\"", "/* } */", "// ]\n", "Я", "'['", "  "]
        var split = 0
        for round in 0..<200 {
            var text: [UInt8] = []
            for _ in 0..<Int.random(in: 1...300, using: &random) { text += Array(pieces.randomElement(using: &random)!.utf8) }
            let whole = text.withUnsafeBufferPointer { Lexer.lex($0, recordingBrackets: true) }
            XCTAssertEqual(whole.brackets, LexedBracket.all(in: whole.tokens))
            guard let parts = text.withUnsafeBufferPointer({ Lexer.lexInPieces($0, pieces: 2 + round % 4) }) else { continue }
            split += 1
            XCTAssertEqual(parts.brackets, LexedBracket.all(in: parts.tokens))
        }
        XCTAssertGreaterThan(split, 50)
        let screen = ScreenGenerator.generate(minimumBytes: 200_000)
        let lexed = try XCTUnwrap(screen.withUnsafeBufferPointer { Lexer.lexInPieces($0, pieces: 3) })
        XCTAssertEqual(lexed.brackets, LexedBracket.all(in: lexed.tokens))
        XCTAssertGreaterThan(lexed.brackets?.count ?? 0, 1_000)
    }

    func testLexingInPiecesGivesTheSameTokensAsOneLexing() {
        // Seams fall anywhere: in strings, comments, runs of spaces, CRLF
        // pairs, multi-byte characters and bytes that are not UTF-8.
        var random = SeededRandom(seed: 0x1E8_5EA3)
        let pieces: [[UInt8]] = ["a: 1", "\n", "\r\n", "    ", "\"str", "\"", "/* c", "*/", "// c", "Я", "设", "{", "}", "1.5e3", "-"]
            .map { Array($0.utf8) } + [[0xFF], [0xE4, 0xB8]]
        var split = 0
        for round in 0..<300 {
            var text: [UInt8] = []
            for _ in 0..<Int.random(in: 1...200, using: &random) { text += pieces.randomElement(using: &random)! }
            let whole = text.withUnsafeBufferPointer { Lexer.lex($0) }
            guard let parts = text.withUnsafeBufferPointer({ Lexer.lexInPieces($0, pieces: 2 + round % 6) }) else { continue }
            split += 1
            XCTAssertEqual(parts.tokens.map(\.kind), whole.tokens.map(\.kind))
            XCTAssertEqual(parts.tokens.map(\.length), whole.tokens.map(\.length))
            XCTAssertEqual(parts.diagnostics, whole.diagnostics)
        }
        XCTAssertGreaterThan(split, 50, "texts lexed in pieces (the rest had a seam that does not hold)")
        let screen = ScreenGenerator.generate(minimumBytes: 200_000)
        XCTAssertNotNil(screen.withUnsafeBufferPointer { Lexer.lexInPieces($0, pieces: 2) }, "a screen is cut at its seams")
    }
}
