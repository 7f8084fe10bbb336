/// `JSONValue`, the protocol's value type: any JSON value, with integers kept
/// apart from other numbers so request ids and LSP integers round-trip exactly.
/// Also its bridges to `Codable` types (`decode(_:)`, `init(encoding:)`).
/// Text is read into it by ViewModel's `JSONParser`, the package's one
/// JSON reader (see `JSONValueReader`).
///
/// The module's `JSONValue` shadows `ViewModel.JSONValue` inside
/// `ViewServer`; a file that imports both modules must say which one it means.
internal import Foundation

/// Any JSON value. Integers that fit Int stay `.integer` so request ids and LSP integers round-trip exactly.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    /// A number with a fraction or an exponent, or an integer too large for `Int`.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
    /// A value already written as compact JSON text, written out as it is:
    /// diagnostics, sent after every keystroke, take this shortcut. Reading
    /// it (the accessors, `==`, Codable) sees the value the text stands for.
    case fragment(JSONFragment)

    /// The value itself, with a fragment read back into a tree.
    public var resolved: JSONValue {
        guard case .fragment(let fragment) = self else { return self }
        return (try? JSONValueReader.parse(fragment.bytes)) ?? .null
    }

    /// The member `key` of an object; nil for a missing member or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = resolved { return members[key] }
        return nil
    }

    public var stringValue: String? {
        if case .string(let value) = resolved { return value }
        return nil
    }

    /// The integer, also for a `.number` that holds a whole number within `Int`'s range.
    public var intValue: Int? {
        switch resolved {
        case .integer(let value): return value
        case .number(let value): return Int(exactly: value)
        default: return nil
        }
    }

    public var boolValue: Bool? {
        if case .bool(let value) = resolved { return value }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = resolved { return elements }
        return nil
    }

    public var objectValue: [String: JSONValue]? {
        if case .object(let members) = resolved { return members }
        return nil
    }

    /// Equal when they stand for the same JSON value, fragments read back.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs.resolved, rhs.resolved) {
        case (.null, .null): return true
        case (.bool(let left), .bool(let right)): return left == right
        case (.integer(let left), .integer(let right)): return left == right
        case (.number(let left), .number(let right)): return left == right
        case (.string(let left), .string(let right)): return left == right
        case (.array(let left), .array(let right)): return left == right
        case (.object(let left), .object(let right)): return left == right
        default: return false
        }
    }

    /// Decodes a Codable type from this value.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let text = JSONValueWriter.bytes(of: self)
        return try JSONDecoder().decode(type, from: Data(text))
    }

    /// Encodes a Codable value as a JSONValue.
    public init(encoding value: some Encodable) throws {
        if let writable = value as? any JSONWritable {
            self = writable.jsonValue
            return
        }
        let text = try JSONEncoder().encode(value)
        do {
            self = try JSONValueReader.parse(Array(text))
        } catch {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: [], debugDescription: "JSONEncoder produced text that is not JSON: \(error.message)"))
        }
    }
}

extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a JSON value")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value):
            // JSON has no infinities or NaN; they are written as null, as `MessageCoding` writes them.
            if value.isFinite { try container.encode(value) } else { try container.encodeNil() }
        case .string(let value): try container.encode(value)
        case .array(let elements): try container.encode(elements)
        case .object(let members): try container.encode(members)
        case .fragment: try container.encode(resolved)
        }
    }
}

/// Compact JSON text standing for one value (see `JSONValue.fragment`).
public struct JSONFragment: Sendable {
    public let bytes: [UInt8]
}

/// Literals, so protocol values read like the JSON they stand for: `["line": 3, "uri": .string(uri)]`.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
