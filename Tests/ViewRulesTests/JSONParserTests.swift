/// The JSON parser: values and their byte ranges, escapes and surrogates,
/// numbers, every error with its offset and message, and inputs that must not
/// crash or hang (deep nesting, random bytes, truncation).
import ViewSamples
import XCTest
@testable import ViewModel
@testable import ViewRules

final class JSONParserTests: XCTestCase {
    func testScalars() throws {
        XCTAssertEqual(try JSONParser.parse("true"), JSONValue(.bool(true), range: 0..<4))
        XCTAssertEqual(try JSONParser.parse(" false "), JSONValue(.bool(false), range: 1..<6))
        XCTAssertEqual(try JSONParser.parse("\n\tnull\r\n"), JSONValue(.null, range: 2..<6))
        XCTAssertEqual(try JSONParser.parse("\"hi\""), JSONValue(.string("hi"), range: 0..<4))
        XCTAssertEqual(try JSONParser.parse("\u{FEFF}[]"), JSONValue(.array([]), range: 3..<5))
    }

    func testNumbers() throws {
        let cases: [(String, Double)] = [
            ("0", 0), ("-0", 0), ("7", 7), ("-12", -12), ("1.5", 1.5), ("-12.5e3", -12_500),
            ("1E+2", 100), ("1e-2", 0.01), ("0.000001", 0.000_001), ("123456789012345678901234567890", 1.2345678901234568e29),
        ]
        for (text, expected) in cases {
            let value = try JSONParser.parse(text)
            XCTAssertEqual(value.numberValue, expected, text)
            XCTAssertEqual(value.range, 0..<text.utf8.count, text)
        }
        XCTAssertEqual(try JSONParser.parse("1e400").numberValue, .infinity)
        XCTAssertEqual(try JSONParser.parse("-1e400").numberValue, -.infinity)
    }

    func testEscapesAndSurrogatePairs() throws {
        let text = #""\" \\ \/ \b \f \n \r \t \u00e9 \u00E9 \u0000 \ud83d\ude00 \u4E2D""#
        let value = try JSONParser.parse(text)
        XCTAssertEqual(value.stringValue, "\" \\ / \u{08} \u{0C} \n \r \t é é \u{0} 😀 中")
        XCTAssertEqual(value.range, 0..<text.utf8.count)
        // Raw non-ASCII text passes through unchanged.
        XCTAssertEqual(try JSONParser.parse("\"ключ 值 😀\"").stringValue, "ключ 值 😀")
    }

    func testQuotedRoundTrips() throws {
        for text in ["", "plain", "quote \" and \\ backslash", "lines\n\r\ttabs", "\u{0}\u{1F}\u{7F}", "ключ 值 😀", "\u{08}\u{0C}"] {
            let literal = JSONValue.quoted(text)
            XCTAssertEqual(try JSONParser.parse(literal).stringValue, text, literal)
        }
        XCTAssertEqual(JSONValue.quoted("a\u{1}b"), #""a\u0001b""#)
    }

    func testObjectMembersKeepKeyAndValueRanges() throws {
        let text = #"{ "device" : "ipad", "n": [1, {"x": null}], "device": true }"#
        let bytes = Array(text.utf8)
        let value = try JSONParser.parse(bytes)
        XCTAssertEqual(value.range, 0..<bytes.count)
        let members = try XCTUnwrap(value.objectMembers)
        XCTAssertEqual(members.map(\.key), ["device", "n", "device"])     // duplicates kept, in order
        XCTAssertEqual(members.map { slice(bytes, $0.keyRange) }, [#""device""#, #""n""#, #""device""#])
        XCTAssertEqual(members.map { slice(bytes, $0.value.range) }, [#""ipad""#, #"[1, {"x": null}]"#, "true"])
        XCTAssertEqual(slice(bytes, members[0].range), #""device" : "ipad""#)
        XCTAssertEqual(value["device"]?.boolValue, true)                     // the subscript takes the last
        let inner = try XCTUnwrap(members[1].value.arrayValue)
        XCTAssertEqual(inner.map { slice(bytes, $0.range) }, ["1", #"{"x": null}"#])
        XCTAssertEqual(inner[1]["x"]?.isNull, true)
        XCTAssertEqual(try JSONParser.parse("{}").objectMembers?.count, 0)
        XCTAssertEqual(try JSONParser.parse("[ ]").arrayValue?.count, 0)
    }

    func testNonASCIIKeysHaveByteRanges() throws {
        let text = "{\"ключ\": \"значение\", \"名前\": [\"値\"], \"e\\u0301\": 1}"
        let bytes = Array(text.utf8)
        let members = try XCTUnwrap(JSONParser.parse(bytes).objectMembers)
        XCTAssertEqual(members.map(\.key), ["ключ", "名前", "e\u{301}"])
        XCTAssertEqual(members[0].keyRange, 1..<11)          // 2 quotes + 4 two-byte letters
        XCTAssertEqual(slice(bytes, members[0].keyRange), "\"ключ\"")
        XCTAssertEqual(slice(bytes, members[0].value.range), "\"значение\"")
        XCTAssertEqual(slice(bytes, members[1].keyRange), "\"名前\"")
        XCTAssertEqual(members[1].keyRange.count, 8)         // 2 quotes + 2 three-byte letters
        XCTAssertEqual(slice(bytes, members[1].value.range), "[\"値\"]")
        XCTAssertEqual(slice(bytes, members[2].keyRange), "\"e\\u0301\"")
    }

    func testErrorsHaveOffsetsAndMessages() {
        let cases: [(String, Int, String)] = [
            ("", 0, "expected a JSON value, found end of input"),
            ("   ", 3, "expected a JSON value, found end of input"),
            (#"{"a": 1 x}"#, 8, "expected ',' or '}' after an object member, found 'x'"),
            (#"{"a" 1}"#, 5, "expected ':' after the member name, found '1'"),
            (#"{"a": }"#, 6, "expected a value after ':', found '}'"),
            (#"{"a": 1,}"#, 8, "expected a member name in double quotes after ',', found '}'; JSON does not allow a trailing comma"),
            (#"{a: 1}"#, 1, "expected a member name in double quotes or '}', found 'a'"),
            (#"{'a': 1}"#, 1, "expected a member name in double quotes or '}', found a single quote; JSON strings use double quotes"),
            ("[1, 2,]", 6, "expected a value after ',', found ']'; JSON does not allow a trailing comma"),
            ("[1 2]", 3, "expected ',' or ']' after an array element, found '2'"),
            ("[", 1, "expected a value or ']', found end of input"),
            (#"{"device": iphone}"#, 11, "expected a value after ':', found 'iphone'; strings need double quotes"),
            ("[True]", 1, "expected a value or ']', found 'True'; strings need double quotes"),
            ("// note\n{}", 0, "expected a JSON value, found a comment; JSON does not allow comments"),
            ("{} x", 3, "expected the end of input after the JSON value, found 'x'"),
            ("1 2", 2, "expected the end of input after the JSON value, found '2'"),
            ("[+1]", 1, "expected a value or ']', found '+'"),
            ("[.5]", 1, "expected a value or ']', found '.'"),
            ("-", 1, "expected a digit after '-', found end of input"),
            ("-x", 1, "expected a digit after '-', found 'x'"),
            ("012", 0, "a number cannot have leading zeros"),
            ("1.", 2, "expected a digit after the decimal point, found end of input"),
            ("1e+", 3, "expected a digit in the exponent, found end of input"),
            ("\"abc", 0, "unterminated string: no closing '\"' before the end of input"),
            ("\"a\nb\"", 2, "a string cannot contain a line break; write '\\n' or close the string with '\"'"),
            ("\"a\tb\"", 2, "a string cannot contain the control character U+0009; write '\\t' or close the string with '\"'"),
            ("\"a\u{1}\"", 2, "a string cannot contain the control character U+0001; write '\\u0001' or close the string with '\"'"),
            (#""\x""#, 1, #"invalid escape '\x'; the escapes are \" \\ \/ \b \f \n \r \t and \u with four hexadecimal digits"#),
            (#""\u12G4""#, 1, #"expected four hexadecimal digits after '\u'"#),
            (#""\ud83d""#, 1, #"unpaired surrogate '\uD83D'; a high surrogate escape must be followed by a low one ('\uDC00' to '\uDFFF')"#),
            (#""\ud83d\u0041""#, 1, #"unpaired surrogate '\uD83D'; a high surrogate escape must be followed by a low one ('\uDC00' to '\uDFFF')"#),
            (#""\ude00""#, 1, #"unpaired surrogate '\uDE00'; a low surrogate escape must follow a high one ('\uD800' to '\uDBFF')"#),
            ("\"\\", 1, "unterminated escape at the end of input"),
            ("[\"ok\", «]", 7, "expected a value after ',', found '«'"),
            ("[\u{200B}]", 1, "expected a value or ']', found the character U+200B"),
        ]
        for (text, offset, message) in cases {
            guard let error = parseError(Array(text.utf8)) else {
                XCTFail("parsed: \(text)")
                continue
            }
            XCTAssertEqual(error.offset, offset, text)
            XCTAssertEqual(error.message, message, text)
        }
    }

    func testErrorRangesCoverTheOffendingText() throws {
        let text = #"{"device": iphone}"#
        let bytes = Array(text.utf8)
        let error = try XCTUnwrap(parseError(bytes))
        XCTAssertEqual(slice(bytes, error.range), "iphone")
        let character = Array("[«]".utf8)
        XCTAssertEqual(slice(character, try XCTUnwrap(parseError(character)).range), "«")
        XCTAssertEqual(try XCTUnwrap(parseError(Array("[1".utf8))).range, 2..<2)
        XCTAssertEqual(try XCTUnwrap(parseError(Array("0123".utf8))).range, 0..<4)
    }

    func testInvalidUTF8IsAnError() {
        let inString: [UInt8] = [0x22, 0x61, 0xFF, 0x22]
        XCTAssertEqual(parseError(inString).map { "\($0.range) \($0.message)" }, "2..<3 invalid UTF-8 byte 0xFF in a string")
        let overlong: [UInt8] = [0x22, 0xC0, 0xAF, 0x22]
        XCTAssertEqual(parseError(overlong)?.message, "invalid UTF-8 byte 0xC0 in a string")
        let encodedSurrogate: [UInt8] = [0x22, 0xED, 0xA0, 0x80, 0x22]
        XCTAssertEqual(parseError(encodedSurrogate)?.offset, 1)
        let truncated: [UInt8] = [0x22, 0xE4, 0xB8, 0x22]
        XCTAssertEqual(parseError(truncated)?.offset, 1)
        XCTAssertEqual(parseError([0x80])?.message, "expected a JSON value, found the invalid UTF-8 byte 0x80")
    }

    func testNestingLimit() throws {
        let limit = JSONParser.maximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        XCTAssertNotNil(try JSONParser.parse(deepest).arrayValue)
        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        XCTAssertEqual(parseError(Array(tooDeep.utf8)).map { "\($0.range) \($0.message)" },
                       "\(limit..<limit + 1) nesting is deeper than 512 levels of arrays and objects")
        let objects = String(repeating: "{\"a\":", count: limit + 1) + "1" + String(repeating: "}", count: limit + 1)
        XCTAssertEqual(parseError(Array(objects.utf8))?.offset, limit * 5)
    }

    func testTenThousandLevelsDoNotCrash() {
        for open in ["[", "{\"k\":", "[{\"k\":"] {
            let bytes = Array(String(repeating: open, count: 10_000).utf8)
            let error = parseError(bytes)
            XCTAssertEqual(error?.message, "nesting is deeper than 512 levels of arrays and objects", open)
        }
    }

    func testRandomBytesNeverCrash() {
        var generator = SeededRandom(seed: 2024)
        let interesting = Array("{}[]\",:\\u0123456789abcdefEtrunlsx-+. \n\t".utf8) + [0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xFF, 0xED, 0xA0]
        var parsed = 0
        for round in 0..<2_000 {
            let length = generator.next(below: 40)
            let bytes: [UInt8] = (0..<length).map { _ in
                round % 2 == 0 ? UInt8(truncatingIfNeeded: generator.next()) : interesting[generator.next(below: interesting.count)]
            }
            do throws(JSONParseError) {
                let value = try JSONParser.parse(bytes)
                XCTAssertLessThanOrEqual(value.range.upperBound, bytes.count)
                parsed += 1
            } catch {
                XCTAssertTrue(error.range.lowerBound >= 0 && error.range.upperBound <= bytes.count, "\(bytes)")
                XCTAssertFalse(error.message.isEmpty)
            }
        }
        XCTAssertLessThan(parsed, 2_000)
    }

    func testEveryTruncationIsAnErrorWithinTheInput() {
        let text = "{\"device\": \"ipad\", \"n\": [1.5e3, -2, true, null], \"ключ\": \"\\ud83d\\ude00 \\u00e9\", \"o\": {}}"
        let bytes = Array(text.utf8)
        XCTAssertNoThrow(try JSONParser.parse(bytes))
        for end in 0..<bytes.count {
            let prefix = Array(bytes[..<end])
            guard let error = parseError(prefix) else {
                XCTFail("prefix of \(end) bytes parsed")
                continue
            }
            XCTAssertLessThanOrEqual(error.range.upperBound, end)
        }
    }

    func testKindDescriptions() throws {
        let values = try XCTUnwrap(JSONParser.parse(#"[null, true, false, 1, "s", [], {}]"#).arrayValue)
        XCTAssertEqual(values.map(\.kindDescription), ["null", "true", "false", "a number", "a string", "an array", "an object"])
    }

    private func parseError(_ bytes: [UInt8]) -> JSONParseError? {
        do throws(JSONParseError) {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    private func slice(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
