/// JSON text → `JSONValue`, for message bodies: read by ViewSemantics'
/// `JSONParser`, the package's one JSON reader, with its `.message` options
/// (grammar strict; invalid UTF-8 and lone surrogate escapes become U+FFFD,
/// because a client's bad byte must not cost the whole message; nesting
/// bounded), then turned into the protocol's values: integers apart from
/// other numbers, objects as dictionaries (a repeated key: the last wins).
internal import ViewModel

enum JSONValueReader {
    static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        JSONValue(try JSONParser.parse(bytes, options: .message), source: bytes)
    }
}

extension JSONValue {
    /// The protocol value of a parsed value; `source` is the text it was
    /// parsed from, where a number's text says whether it is an integer.
    init(_ parsed: ViewModel.JSONValue, source: [UInt8]) {
        switch parsed.kind {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = parsed.integerValue(in: source).map(JSONValue.integer) ?? .number(number)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map { JSONValue($0, source: source) })
        case .object(let members):
            var dictionary: [String: JSONValue] = Dictionary(minimumCapacity: members.count)
            for member in members { dictionary[member.key] = JSONValue(member.value, source: source) }
            self = .object(dictionary)
        }
    }
}
