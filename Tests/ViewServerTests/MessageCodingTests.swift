/// `MessageCoding` and `JSONValue`: messages round-trip through their bodies,
/// malformed bodies give the JSON-RPC error with the id recovered where it
/// can be, and values bridge to `Codable` types.
import ViewServer
import XCTest

final class MessageCodingTests: XCTestCase {
    private func body(_ text: String) -> [UInt8] { Array(text.utf8) }

    private func decoded(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Message? {
        switch MessageCoding.decode(body(text)) {
        case .success(let message): return message
        case .failure(let failure):
            XCTFail("\(text) failed: \(failure)", file: file, line: line)
            return nil
        }
    }

    private func failure(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> MessageCoding.DecodingFailure? {
        switch MessageCoding.decode(body(text)) {
        case .success(let message):
            XCTFail("\(text) decoded as \(message)", file: file, line: line)
            return nil
        case .failure(let failure): return failure
        }
    }

    // MARK: Decoding

    func testDecodingTheKindsOfMessage() {
        let cases: [(String, Message)] = [
            (#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null}}"#,
             .request(id: .number(1), method: "initialize", params: ["processId": .null])),
            (#"{"id":"abc-1","method":"shutdown","jsonrpc":"2.0"}"#,
             .request(id: .string("abc-1"), method: "shutdown", params: nil)),
            (#"{"jsonrpc":"2.0","method":"exit"}"#, .notification(method: "exit", params: nil)),
            (#"{"jsonrpc":"2.0","method":"exit","params":null}"#, .notification(method: "exit", params: nil)),
            (#"{"jsonrpc":"2.0","method":"m","params":[1,"two",[3]]}"#,
             .notification(method: "m", params: [1, "two", [3]])),
            (#"{"jsonrpc":"2.0","id":7,"result":null}"#, .response(id: .number(7), result: .null, error: nil)),
            (#"{"jsonrpc":"2.0","id":"x","result":{"a":[true,false]}}"#,
             .response(id: .string("x"), result: ["a": [true, false]], error: nil)),
            (#"{"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"no such method","data":{"m":"x"}}}"#,
             .response(id: .number(3), result: nil,
                       error: ResponseError(code: -32601, message: "no such method", data: ["m": "x"]))),
            (#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad"}}"#,
             .response(id: nil, result: nil, error: ResponseError(code: -32700, message: "bad"))),
            (" \r\n\t{\"jsonrpc\":\"2.0\",\"method\":\"spaced\",\"extra\":1} \n", .notification(method: "spaced", params: nil)),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(decoded(text), expected, text)
        }
    }

    func testRoundTripThroughTheBody() {
        let messages: [Message] = [
            .request(id: .number(0), method: "textDocument/hover", params: ["position": ["line": 3, "character": 14]]),
            .request(id: .number(-12), method: "m", params: [1, 2.5, "ü", .null]),
            .request(id: .string("id with \"quotes\" and \\ and\nbreak"), method: "m", params: nil),
            .notification(method: "textDocument/didOpen", params: ["text": "Привет 你好 🙂\u{1}\t"]),
            .notification(method: "exit", params: nil),
            .response(id: .number(1), result: .null, error: nil),
            .response(id: .string("s"), result: ["capabilities": ["hoverProvider": true]], error: nil),
            .response(id: .number(2), result: nil,
                      error: ResponseError(code: -32800, message: "cancelled", data: [1])),
            .response(id: nil, result: nil, error: ResponseError(code: -32700, message: "bad")),
            .notification(method: "m", params: ["big": .integer(Int.max), "small": .integer(Int.min),
                                                "huge": .number(1e300), "tiny": .number(-Double.leastNonzeroMagnitude), "half": .number(0.5)]),
        ]
        for message in messages {
            XCTAssertEqual(MessageCoding.decode(MessageCoding.encode(message)), .success(message), "\(message)")
        }
    }

    func testEncodingIsCompactAndOrdered() {
        XCTAssertEqual(String(decoding: MessageCoding.encode(.request(id: .number(1), method: "m", params: ["b": 1, "a": [true]])),
                              as: UTF8.self),
                       #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"a":[true],"b":1}}"#)
        XCTAssertEqual(String(decoding: MessageCoding.encode(.response(id: .string("7"), result: .null, error: nil)), as: UTF8.self),
                       #"{"jsonrpc":"2.0","id":"7","result":null}"#)
        XCTAssertEqual(String(decoding: MessageCoding.encode(.response(id: nil, result: nil,
                                                                        error: ResponseError(code: -32700, message: "x"))),
                              as: UTF8.self),
                       #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"x"}}"#)
        XCTAssertEqual(String(decoding: MessageCoding.encode(.notification(method: "n", params: nil)), as: UTF8.self),
                       #"{"jsonrpc":"2.0","method":"n"}"#)
    }

    func testAResponseIsNeverWrittenWithBothResultAndError() {
        let both = Message.response(id: .number(1), result: .integer(1), error: ResponseError(code: -1, message: "e"))
        let text = String(decoding: MessageCoding.encode(both), as: UTF8.self)
        XCTAssertFalse(text.contains("\"result\""), text)
        XCTAssertTrue(text.contains("\"error\""), text)
        let neither = String(decoding: MessageCoding.encode(.response(id: .number(1), result: nil, error: nil)), as: UTF8.self)
        XCTAssertEqual(neither, #"{"jsonrpc":"2.0","id":1,"result":null}"#)
    }

    func testNonFiniteNumbersAreWrittenAsNull() {
        let message = Message.notification(method: "m", params: [.number(.infinity), .number(.nan)])
        XCTAssertEqual(MessageCoding.decode(MessageCoding.encode(message)), .success(.notification(method: "m", params: [.null, .null])))
    }

    // MARK: Errors

    func testMalformedJSONIsAParseError() {
        let texts = ["", "   ", "{", #"{"jsonrpc":"2.0","method":"m""#, "{'jsonrpc':'2.0'}", #"{"a":1,}"#, "[1,]",
                     "nul", "01", "1.", "-", #""\x""#, "\"tab\there\"", #"{"a":1} x"#, #""\u12G4""#, "\u{FF}",
                     String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)]
        for text in texts {
            guard let failure = failure(text) else { continue }
            XCTAssertEqual(failure.error.code, -32700, text.debugDescription)
            XCTAssertNil(failure.id, text.debugDescription)
        }
    }

    func testInvalidRequestsRecoverTheIdWhenTheyCan() {
        let cases: [(text: String, id: RequestID?)] = [
            (#"{"id":1,"method":"m"}"#, .number(1)),
            (#"{"jsonrpc":"1.0","id":"a","method":"m"}"#, .string("a")),
            (#"{"jsonrpc":2.0,"id":2,"method":"m"}"#, .number(2)),
            (#"{"jsonrpc":"2.0","id":3,"method":7}"#, .number(3)),
            (#"{"jsonrpc":"2.0","id":"q","method":null}"#, .string("q")),
            (#"{"jsonrpc":"2.0","id":4,"method":"m","params":"text"}"#, .number(4)),
            (#"{"jsonrpc":"2.0","id":5,"method":"m","params":12}"#, .number(5)),
            (#"{"jsonrpc":"2.0","id":1.5,"method":"m"}"#, nil),
            (#"{"jsonrpc":"2.0","id":{"n":1},"method":"m"}"#, nil),
            (#"{"jsonrpc":"2.0","id":true,"method":"m"}"#, nil),
            (#"{"jsonrpc":"2.0","id":[1],"method":"m"}"#, nil),
            (#"{"jsonrpc":"2.0","id":null,"method":"m"}"#, nil),
            (#"{"jsonrpc":"2.0","params":{}}"#, nil),
            (#"{"jsonrpc":"2.0","id":6}"#, .number(6)),
            (#"{"jsonrpc":"2.0","id":7,"result":1,"error":{"code":1,"message":"m"}}"#, .number(7)),
            (#"{"jsonrpc":"2.0","id":8,"error":{"code":"x","message":"m"}}"#, .number(8)),
            (#"{"jsonrpc":"2.0","id":null,"result":1}"#, nil),
            (#"[{"jsonrpc":"2.0","method":"m"}]"#, nil),
            ("42", nil),
        ]
        for (text, id) in cases {
            guard let failure = failure(text) else { continue }
            XCTAssertEqual(failure.error.code, -32600, text)
            XCTAssertEqual(failure.id, id, text)
            XCTAssertFalse(failure.error.message.isEmpty, text)
        }
    }

    // MARK: Values

    func testIntegersStayIntegersAndOthersAreNumbers() {
        let cases: [(String, JSONValue)] = [
            ("0", .integer(0)), ("-0", .integer(0)), ("42", .integer(42)),
            ("9223372036854775807", .integer(Int.max)), ("-9223372036854775808", .integer(Int.min)),
            ("9223372036854775808", .number(9_223_372_036_854_775_808)),
            ("123456789012345678901234567890", .number(1.2345678901234568e29)),
            ("1.0", .number(1)), ("1e3", .number(1000)), ("-2.5E-3", .number(-0.0025)),
        ]
        for (number, expected) in cases {
            let message = decoded(#"{"jsonrpc":"2.0","method":"m","params":[\#(number)]}"#)
            XCTAssertEqual(message, .notification(method: "m", params: [expected]), number)
        }
        XCTAssertEqual(JSONValue.number(3).intValue, 3)
        XCTAssertNil(JSONValue.number(3.5).intValue)
        XCTAssertEqual(decoded(#"{"jsonrpc":"2.0","id":9007199254740993,"method":"m"}"#),
                       .request(id: .number(9_007_199_254_740_993), method: "m", params: nil))
    }

    func testStringEscapesAreDecoded() {
        let message = decoded(#"{"jsonrpc":"2.0","method":"m","params":["a\"b\\c\/d\b\f\n\r\t", "\u0041\u00e9\u4e2d", "\ud83d\ude42", "\ud800x"]}"#)
        XCTAssertEqual(message, .notification(method: "m", params: ["a\"b\\c/d\u{8}\u{C}\n\r\t", "Aé中", "🙂", "\u{FFFD}x"]))
    }

    func testAccessors() {
        let value: JSONValue = ["s": "text", "i": 3, "b": true, "a": [1], "o": ["k": .null]]
        XCTAssertEqual(value["s"]?.stringValue, "text")
        XCTAssertEqual(value["i"]?.intValue, 3)
        XCTAssertEqual(value["b"]?.boolValue, true)
        XCTAssertEqual(value["a"]?.arrayValue, [1])
        XCTAssertEqual(value["o"]?.objectValue, ["k": .null])
        XCTAssertNil(value["missing"])
        XCTAssertNil(value["s"]?["k"])
        XCTAssertNil(value["s"]?.intValue)
        XCTAssertNil(value["i"]?.stringValue)
        XCTAssertNil(value["a"]?.objectValue)
    }

    private struct Position: Codable, Equatable {
        var line: Int
        var character: Int
    }

    private struct Sample: Codable, Equatable {
        var uri: String
        var version: Int?
        var ratio: Double
        var flags: [Bool]
        var position: Position
        var options: JSONValue?
    }

    func testCodableRoundTrip() throws {
        let sample = Sample(uri: "file:///a/b.view", version: 3, ratio: 0.25, flags: [true, false],
                            position: Position(line: 1, character: 2), options: ["deep": [1, "x", .null, 2.5]])
        let value = try JSONValue(encoding: sample)
        XCTAssertEqual(value["uri"], "file:///a/b.view")
        XCTAssertEqual(value["version"], .integer(3))
        XCTAssertEqual(value["position"], ["line": 1, "character": 2])
        XCTAssertEqual(value["options"], ["deep": [1, "x", .null, 2.5]])
        XCTAssertEqual(try value.decode(Sample.self), sample)
        XCTAssertEqual(try JSONValue(encoding: 5), .integer(5))
        XCTAssertEqual(try JSONValue(encoding: [RequestID.number(1), .string("a")]), [1, "a"])
        XCTAssertEqual(try JSONValue.string("a").decode(RequestID.self), .string("a"))
        XCTAssertEqual(try JSONValue(encoding: ResponseError(code: -32602, message: "bad")),
                       ["code": -32602, "message": "bad"])
    }

    func testDecodingTheWrongShapeThrows() {
        let value: JSONValue = ["line": "one", "character": 2]
        XCTAssertThrowsError(try value.decode(Position.self))
        XCTAssertThrowsError(try JSONValue.bool(true).decode(RequestID.self))
    }

    func testRequestIDDescription() {
        XCTAssertEqual(RequestID.number(12).description, "12")
        XCTAssertEqual(RequestID.string("a\"b").description, #""a\"b""#)
    }
}
