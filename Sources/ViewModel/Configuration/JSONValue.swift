/// JSON values as `JSONParser` produces them: every value, and every object
/// member's key, keeps the byte range of its text, so a diagnostic or a fix can
/// point into the JSON source. Also the parse error type and the one JSON
/// string writer (`appendQuoted`).

/// One JSON value and the byte range of its text (for strings, with the quotes).
public struct JSONValue: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(Double)
        /// The decoded string, escapes resolved.
        case string(String)
        case array([JSONValue])
        /// Members in source order; duplicate keys are kept.
        case object([JSONMember])
    }

    public var kind: Kind
    public var range: Range<Int>

    public init(_ kind: Kind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    public var stringValue: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    public var objectMembers: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    public var isNull: Bool { kind == .null }

    /// A number as an `Int`, when its text in `source` (the bytes it was
    /// parsed from) has no fraction or exponent and fits `Int`: `-0` is 0;
    /// `1.0` and `1e3` are nil. Protocol messages tell integers apart so.
    public func integerValue(in source: [UInt8]) -> Int? {
        guard case .number = kind, range.upperBound <= source.count else { return nil }
        return JSONBytes.integer(source[range])
    }

    /// The value of the last member named `key`, if this is an object that has one.
    public subscript(key: String) -> JSONValue? {
        objectMembers?.last { $0.key == key }?.value
    }

    /// What kind of value this is, for a message: `null`, `true` and `false`
    /// as written, the others as phrases (`config.kind.number`…).
    public var kindArgument: MessageArgument {
        switch kind {
        case .null: return .text("null")
        case .bool(let value): return .text(value ? "true" : "false")
        case .number: return .phrase("config.kind.number")
        case .string: return .phrase("config.kind.string")
        case .array: return .phrase("config.kind.array")
        case .object: return .phrase("config.kind.object")
        }
    }

    public var kindDescription: String {
        switch kind {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// `text` as a JSON string literal, quotes included, escaping what JSON requires.
    public static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        appendQuoted(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal: the package's one string
    /// writer (the server writes every string of its messages with it). Only
    /// `"`, `\` and control characters are escaped — `\n`, `\r`, `\t`, the
    /// others as `\u00xx` — the form in which the server's hand-written JSON
    /// matches its `Codable` types byte for byte (`DiagnosticJSONTests`).
    public static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            // Runs of bytes that need no escape are copied whole.
            var runStart = 0
            for offset in 0..<bytes.count {
                let byte = bytes[offset]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                appendEscape(of: byte, to: &output)
                runStart = offset + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func appendEscape(of byte: UInt8, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        case 0x09: output.append(UInt8(ascii: "t"))
        default:
            output.append(contentsOf: "u00".utf8)
            output.append(hexDigits[Int(byte >> 4)])
            output.append(hexDigits[Int(byte & 0xF)])
        }
    }
}

/// One member of a JSON object.
public struct JSONMember: Sendable, Equatable {
    /// The decoded key.
    public var key: String
    /// The key's text, quotes included.
    public var keyRange: Range<Int>
    public var value: JSONValue

    public init(key: String, keyRange: Range<Int>, value: JSONValue) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
    }

    /// From the key's opening quote to the end of the value.
    public var range: Range<Int> { keyRange.lowerBound..<max(keyRange.upperBound, value.range.upperBound) }
}

/// Why a text is not JSON: a message and the bytes it is about (empty at the end
/// of the input). `message` is English; `detail` is the same by catalog key,
/// for other languages.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public var range: Range<Int>
    public var detail: DeferredMessage
    public var message: String

    public init(range: Range<Int>, detail: DeferredMessage) {
        self.range = range
        self.detail = detail
        message = detail.text(in: .model(.english))
    }

    /// The byte offset the error is at.
    public var offset: Int { range.lowerBound }

    public var description: String { "\(offset): \(message)" }
}
