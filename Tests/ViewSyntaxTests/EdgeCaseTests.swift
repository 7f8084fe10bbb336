/// Inputs at the edges: empty, BOM only, CRLF and lone CR, invalid UTF-8,
/// 100,000 nested blocks and lists, a 50 MB file, and random bytes. None may
/// crash, hang or lose a byte.
import Foundation
import ViewSamples
import XCTest
@testable import ViewSyntax

final class EdgeCaseTests: XCTestCase {
    func testEmptyFileReportsAMissingRoot() {
        let tree = SyntaxTree.parse([UInt8]())
        XCTAssertEqual(tree.bytes, [])
        XCTAssertEqual(tree.diagnostics.map(\.code), [.missingRoot])
        XCTAssertEqual(tree.diagnostics.first?.range, 0..<0)
        XCTAssertNil(tree.file?.root)
    }

    func testByteOrderMarkIsTrivia() {
        let tree = SyntaxTree.parse("\u{FEFF}Screen {}")
        XCTAssertEqual(tree.diagnostics, [])
        XCTAssertEqual(tree.rootNode.tokens.first?.kind, .byteOrderMark)
        XCTAssertEqual(tree.file?.root?.typeName, "Screen")
        // Only at the start: elsewhere U+FEFF is an unexpected character.
        let later = SyntaxTree.parse("Screen {}\u{FEFF}")
        XCTAssertEqual(later.diagnostics.map(\.code), [.unexpectedCharacter])
    }

    func testLineBreakStylesAllSeparateMembers() {
        for lineBreak in ["\n", "\r\n", "\r"] {
            let text = ["Screen {", "    title: \"A\"", "    prompt: \"B\"", "}"].joined(separator: lineBreak)
            let tree = SyntaxTree.parse(text)
            XCTAssertEqual(tree.diagnostics, [], "line break \(lineBreak.debugDescription)")
            XCTAssertEqual(tree.file?.root?.body?.members.count, 2)
        }
    }

    func testInvalidUTF8IsReportedAtItsOffsetAndTheRestParses() {
        let bytes: [UInt8] = Array("Screen {\n  ".utf8) + [0xC3] + Array(" title: \"A\"\n  prompt: \"B\"\n}\n".utf8)
        let tree = SyntaxTree.parse(bytes)
        XCTAssertEqual(tree.bytes, bytes)
        XCTAssertEqual(tree.diagnostics.map(\.code), [.invalidUTF8])
        XCTAssertEqual(tree.diagnostics.first?.range, 11..<12)
        let members = tree.file?.root?.body?.members ?? []
        XCTAssertEqual(members.count, 1, "the spoilt line is skipped, the next one parses")
    }

    func testOneHundredThousandNestedBlocksGiveOneTooDeep() {
        let depth = 100_000
        let text = String(repeating: "A {", count: depth) + String(repeating: "}", count: depth)
        let tree = SyntaxTree.parse(text)
        XCTAssertEqual(tree.diagnostics.map(\.code), [.tooDeep])
        XCTAssertEqual(tree.bytes, Array(text.utf8))
        // Walks of the tree are bounded by the limit, not by the input.
        XCTAssertEqual(tree.rootNode.tokens.count, 4 * depth)
        XCTAssertLessThan(tree.rootNode.descendantsAndSelf.count, 4 * Parser.maximumDepth)
        // An edit deep inside is still exact.
        let middle = 3 * depth / 2
        let edit = TextEdit(range: middle..<middle, replacement: "x: 1;")
        XCTAssertTrue(tree.applying(edit).isStructurallyEqual(to: SyntaxTree.parse(edit.apply(to: Array(text.utf8)))))
    }

    func testOneHundredThousandUnclosedBlocksAndListsDoNotOverflow() {
        let blocks = SyntaxTree.parse(String(repeating: "A {", count: 100_000))
        XCTAssertEqual(blocks.diagnostics.filter { $0.code == .tooDeep }.count, 1)
        XCTAssertEqual(blocks.diagnostics.filter { $0.code == .unclosedBlock }.count, Parser.maximumDepth + 1)
        let lists = SyntaxTree.parse("Screen { a: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + " }")
        XCTAssertEqual(lists.diagnostics.map(\.code), [.tooDeep])
        XCTAssertEqual(lists.bytes.count, 200_014)
    }

    func testFiftyMegabyteFileParsesLosslessly() {
        let text = GeneratedScreen.text(bytes: 50_000_000)
        XCTAssertGreaterThanOrEqual(text.count, 50_000_000)
        let tree = SyntaxTree.parse(text)
        XCTAssertEqual(tree.diagnostics, [])
        XCTAssertEqual(tree.root.textLength, text.count)
        XCTAssertTrue(tree.bytes == text, "the 50 MB file does not round-trip")
    }

    func testRandomBytesRoundTripAndStayInRange() {
        var random = SeededRandom(seed: 42)
        let alphabet: [UInt8] = Array("{}[]:;,.\"'/*\\\n\r\t -_aZ09 Screen title".utf8) + [0x80, 0xBF, 0xC3, 0xE4, 0xF0, 0xFF, 0xEF, 0xBB]
        for round in 0..<3_000 {
            let length = Int.random(in: 0...160, using: &random)
            let bytes = (0..<length).map { _ in
                Bool.random(using: &random) ? alphabet.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
            }
            let tree = SyntaxTree.parse(bytes)
            XCTAssertEqual(tree.bytes, bytes, "round \(round) does not round-trip")
            for diagnostic in tree.diagnostics {
                XCTAssertTrue(diagnostic.range.lowerBound >= 0 && diagnostic.range.upperBound <= bytes.count)
            }
        }
    }
}

/// The allocator policy applies on glibc and leaves parsing unchanged.
final class AllocatorPolicyTests: XCTestCase {
    func testPolicyAppliesOnGlibc() {
        #if canImport(Glibc)
        XCTAssertTrue(AllocatorPolicy.keepFreedMemoryForReuse())
        #else
        XCTAssertFalse(AllocatorPolicy.keepFreedMemoryForReuse())
        #endif
        XCTAssertEqual(SyntaxTree.parse("Screen { title: \"A\" }").diagnostics, [])
    }
}
