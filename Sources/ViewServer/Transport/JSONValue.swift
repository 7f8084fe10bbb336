/// `JSONValue`, the protocol's value type: any JSON value, with integers kept
/// apart from other numbers so request ids and LSP integers round-trip exactly.
/// Also its bridges to `Codable` types (`decode(_:)`, `init(encoding:)`).
///
/// The module's `JSONValue` shadows `ViewSemantics.JSONValue` inside
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

    /// The member `key` of an object; nil for a missing member or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The integer, also for a `.number` that holds a whole number within `Int`'s range.
    public var intValue: Int? {
        switch self {
        case .integer(let value): return value
        case .number(let value): return Int(exactly: value)
        default: return nil
        }
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    public var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// Decodes a Codable type from this value.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let text = JSONValueWriter.bytes(of: self)
        return try JSONDecoder().decode(type, from: Data(text))
    }

    /// Encodes a Codable value as a JSONValue.
    public init(encoding value: some Encodable) throws {
        if let convertible = value as? any JSONValueConvertible {
            self = convertible.jsonValue
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
        }
    }
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
