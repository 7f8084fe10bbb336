/// JSON values as `JSONParser` produces them: every value, and every object
/// member's key, keeps the byte range of its text, so a diagnostic or a fix can
/// point into the JSON source. Also the parse error type and string quoting.

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

    /// The value of the last member named `key`, if this is an object that has one.
    public subscript(key: String) -> JSONValue? {
        objectMembers?.last { $0.key == key }?.value
    }

    /// What kind of value this is, for messages: "a string", "an array", "null"…
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
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
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
        message = detail.text(in: .english)
    }

    /// The byte offset the error is at.
    public var offset: Int { range.lowerBound }

    public var description: String { "\(offset): \(message)" }
}
