/// The JSON of String Catalogs as a plain value: read with Foundation's
/// decoder, written in Xcode's own formatting (2-space indent, `"key" : value`,
/// keys sorted, empty containers as `{\n\n}`, no newline at the end) so that
/// files we rewrite diff cleanly against files Xcode rewrites.
public import Foundation

public enum CatalogJSON: Sendable, Hashable, Decodable {
    case object([String: CatalogJSON])
    case array([CatalogJSON])
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int.self) { self = .integer(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([CatalogJSON].self) { self = .array(value) }
        else { self = .object(try container.decode([String: CatalogJSON].self)) }
    }

    /// Parses JSON text; the error says where the text stops being JSON.
    public static func parse(_ data: Data) throws -> CatalogJSON {
        do {
            return try JSONDecoder().decode(CatalogJSON.self, from: data)
        } catch DecodingError.dataCorrupted(let context) {
            let cause = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
            throw CatalogError.malformedJSON(cause ?? context.debugDescription)
        } catch {
            throw CatalogError.malformedJSON("\(error)")
        }
    }

    public subscript(key: String) -> CatalogJSON? {
        get { if case .object(let members) = self { members[key] } else { nil } }
        set {
            guard case .object(var members) = self else { return }
            members[key] = newValue
            self = .object(members)
        }
    }

    public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    public var objectValue: [String: CatalogJSON]? { if case .object(let members) = self { members } else { nil } }

    /// The value in Xcode's formatting.
    public var formatted: String {
        var output = ""
        write(to: &output, indent: "")
        return output
    }

    private func write(to output: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            guard !members.isEmpty else { output += "{\n\n\(indent)}"; return }
            output += "{\n"
            // NSString `compare:` order, which Xcode's sorted keys use: by UTF-16 code unit.
            let keys = members.keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
            for (index, key) in keys.enumerated() {
                output += inner
                Self.writeString(key, to: &output)
                output += " : "
                members[key]!.write(to: &output, indent: inner)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .array(let elements):
            guard !elements.isEmpty else { output += "[\n\n\(indent)]"; return }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                element.write(to: &output, indent: inner)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .string(let value): Self.writeString(value, to: &output)
        case .integer(let value): output += String(value)
        case .number(let value): output += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        }
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20:
                output += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

/// What stops a catalog from being read or written.
public enum CatalogError: Error, Equatable, CustomStringConvertible {
    case malformedJSON(String)
    case notACatalog(String)
    case usage(String)

    public var description: String {
        switch self {
        case .malformedJSON(let detail): "malformed JSON: \(detail)"
        case .notACatalog(let detail): "not a string catalog: \(detail)"
        case .usage(let detail): detail
        }
    }
}
