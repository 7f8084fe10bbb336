/// `JSONParser.Options`: a protocol message (`.message`) reads invalid UTF-8
/// and unpaired surrogate escapes as U+FFFD and has no byte order mark, where
/// a configuration file (`.file`, the default) makes them errors and skips
/// the mark; and `integerValue(in:)`, by which the server tells integers apart.
import XCTest
@testable import ViewModel
@testable import ViewRules

final class JSONReadingOptionsTests: XCTestCase {
    func testMessagesReplaceInvalidUnicodeWhereFilesReportIt() throws {
        let cases: [(bytes: [UInt8], text: String)] = [
            ([0x22, 0x61, 0xFF, 0x62, 0x22], "a\u{FFFD}b"),
            ([0x22, 0xC0, 0xAF, 0x22], "\u{FFFD}\u{FFFD}"),
            ([0x22, 0xED, 0xA0, 0x80, 0x22], "\u{FFFD}\u{FFFD}\u{FFFD}"),
            ([0x22, 0xE4, 0xB8, 0x22], "\u{FFFD}"),
            (Array(#""\ud800x""#.utf8), "\u{FFFD}x"),
            (Array(#""\ud83d\u0041""#.utf8), "\u{FFFD}A"),
            (Array(#""\ud83d\ud83d\ude00""#.utf8), "\u{FFFD}😀"),
            (Array(#""\ude00""#.utf8), "\u{FFFD}"),
            (Array(#""a\ud83d""#.utf8), "a\u{FFFD}"),
        ]
        for (bytes, text) in cases {
            let value = try JSONParser.parse(bytes, options: .message)
            XCTAssertEqual(value.stringValue, text, "\(bytes)")
            XCTAssertEqual(value.range, 0..<bytes.count, "\(bytes)")
            XCTAssertThrowsError(try JSONParser.parse(bytes, options: .file), "\(bytes)")
        }
    }

    func testTheGrammarIsAsStrictForMessages() {
        for text in ["", "{", "[1,]", "01", "1.", "nul", "'a'", #""\x""#, "\"tab\there\"", #""\ud800\u12G4""#, "{} x"] {
            XCTAssertThrowsError(try JSONParser.parse(text, options: .message), text.debugDescription)
            XCTAssertThrowsError(try JSONParser.parse(text, options: .file), text.debugDescription)
        }
    }

    func testOnlyFilesSkipAByteOrderMark() throws {
        XCTAssertEqual(try JSONParser.parse("\u{FEFF}[]", options: .file).range, 3..<5)
        XCTAssertThrowsError(try JSONParser.parse("\u{FEFF}[]", options: .message))
    }

    func testValidTextReadsTheSameEitherWay() throws {
        let text = "{\"ключ\": \"значение 值 😀\", \"n\": [1, -0, 2.5e3, true, null], \"e\": \"\\u00e9\\ud83d\\ude00\\n\"}"
        XCTAssertEqual(try JSONParser.parse(text, options: .message), try JSONParser.parse(text, options: .file))
    }

    func testIntegerValues() throws {
        let cases: [(String, Int?)] = [
            ("0", 0), ("-0", 0), ("42", 42), ("-17", -17),
            ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
            ("9223372036854775808", nil), ("-9223372036854775809", nil),
            ("1.0", nil), ("1e3", nil), ("-2.5E-3", nil),
        ]
        for (text, expected) in cases {
            let bytes = Array("[\(text)]".utf8)
            let number = try XCTUnwrap(JSONParser.parse(bytes).arrayValue?.first)
            XCTAssertEqual(number.integerValue(in: bytes), expected, text)
            if let expected { XCTAssertEqual(number.numberValue, Double(expected), text) }
        }
        XCTAssertEqual(try JSONParser.parse("-0").numberValue?.sign, .minus)
        let bytes = Array(#"["1"]"#.utf8)
        XCTAssertNil(try JSONParser.parse(bytes).arrayValue?.first?.integerValue(in: bytes))
    }
}
