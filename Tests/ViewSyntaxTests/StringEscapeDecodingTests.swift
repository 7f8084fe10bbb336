/// String literal decoding checked against a plain reference: the decoder
/// writes UTF-8 bytes and repairs them once, and that must give what
/// decoding scalar by scalar, each plain run repaired on its own, gives.
import XCTest
import ViewSamples
@testable import ViewSyntax

final class StringEscapeDecodingTests: XCTestCase {
    /// Pieces of a literal's body: plain text in three scripts, valid and
    /// broken escapes, lone and paired surrogates, and bytes that are not UTF-8.
    static let pieces: [[UInt8]] = [
        Array("a".utf8), Array("é".utf8), Array("中".utf8), Array("ж".utf8), Array(" ".utf8),
        Array(#"\n"#.utf8), Array(#"\t"#.utf8), Array(#"\\"#.utf8), Array(#"\""#.utf8), Array(#"\'"#.utf8),
        Array(#"\q"#.utf8), Array(#"\u00e9"#.utf8), Array(#"\u4E2D"#.utf8), Array(#"\u12"#.utf8),
        Array(#"\uD83D"#.utf8), Array(#"\uDE00"#.utf8), Array(#"\uDBFF"#.utf8), Array(#"\u"#.utf8),
        [0xE2], [0x82], [0xA9], [0xC3], [0xFF], Array(#"\"#.utf8),
    ]

    func testDecodingMatchesTheScalarByScalarReference() {
        var random = SeededRandom(seed: 0x5C_A1A5)
        for _ in 0..<3_000 {
            var body: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<9, using: &random) {
                body += Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
            }
            let decoded = body.withUnsafeBufferPointer { StringEscapes.decode($0) }
            XCTAssertEqual(Array(decoded.unicodeScalars), Array(Self.reference(body).unicodeScalars),
                           "body bytes \(body)")
        }
    }

    /// The decoding rules written out scalar by scalar.
    static func reference(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        var plain: [UInt8] = []
        var pendingHighSurrogate: UInt32?
        func flushPlain() {
            scalars.append(contentsOf: String(decoding: plain, as: UTF8.self).unicodeScalars)
            plain.removeAll()
        }
        func append(_ value: UInt32) {
            if let high = pendingHighSurrogate {
                pendingHighSurrogate = nil
                if (0xDC00...0xDFFF).contains(value) {
                    scalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))!)
                    return
                }
                scalars.append("\u{FFFD}")
            }
            if (0xD800...0xDBFF).contains(value) { pendingHighSurrogate = value } else {
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            }
        }
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                if pendingHighSurrogate != nil { pendingHighSurrogate = nil; scalars.append("\u{FFFD}") }
                plain.append(bytes[index])
                index += 1
                continue
            }
            flushPlain()
            let next = bytes[index + 1]
            index += 2
            switch next {
            case UInt8(ascii: "n"): append(0x0A)
            case UInt8(ascii: "r"): append(0x0D)
            case UInt8(ascii: "t"): append(0x09)
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): append(UInt32(next))
            case UInt8(ascii: "u"):
                let digits = bytes[index..<min(index + 4, bytes.count)].prefix { isHexDigit($0) }
                index += digits.count
                append(digits.count == 4 ? UInt32(String(decoding: digits, as: UTF8.self), radix: 16)! : 0xFFFD)
            default:
                append(0xFFFD)
            }
        }
        flushPlain()
        if pendingHighSurrogate != nil { scalars.append("\u{FFFD}") }
        return String(scalars)
    }
}
