/// The package's one JSON reader (RFC 8259), over UTF-8 bytes, keeping the
/// byte range of every value and key: configuration files read with it, and
/// so does the server (`ViewServer`'s `JSONValueReader` converts what it gives
/// into protocol values). It never crashes or hangs: nesting deeper than
/// `maximumDepth` and every malformed input are errors with an offset and a
/// message by catalog key (`config.json.…`), rendered in English and kept for
/// other languages. `Options` says how a configuration file and a protocol
/// message differ (a byte order mark; bad Unicode an error or U+FFFD).
internal import ViewSyntax

public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// What a reader forgives: the grammar is strict either way.
    public struct Options: Sendable, Equatable {
        /// A leading UTF-8 byte order mark is skipped.
        public var skipsByteOrderMark: Bool
        /// Invalid UTF-8 in a string and a surrogate escape without its other
        /// half read as U+FFFD instead of being errors.
        public var replacesInvalidUnicode: Bool

        /// A file a person wrote (`.viewls.json`): a byte order mark is
        /// skipped, and bad Unicode is an error they can fix.
        public static let file = Options(skipsByteOrderMark: true, replacesInvalidUnicode: false)
        /// A JSON-RPC message body: no byte order mark, and a client's bad
        /// byte must not cost the whole message.
        public static let message = Options(skipsByteOrderMark: false, replacesInvalidUnicode: true)
    }

    /// Parses one JSON text.
    public static func parse(_ bytes: [UInt8], options: Options = .file) throws(JSONParseError) -> JSONValue {
        var reader = JSONReader(bytes: bytes, options: options)
        return try reader.parseDocument()
    }

    public static func parse(_ text: String, options: Options = .file) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8), options: options)
    }
}

/// One pass over one text; the messages it gives are in `JSONParser+Messages.swift`.
struct JSONReader {
    let bytes: [UInt8]
    let options: JSONParser.Options
    var index = 0
    var depth = 0

    init(bytes: [UInt8], options: JSONParser.Options) {
        self.bytes = bytes
        self.options = options
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if options.skipsByteOrderMark, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let value = try parseValue(expected: "value")
        skipWhitespace()
        if index < bytes.count { throw unexpected("end") }
        return value
    }

    // MARK: Values

    private mutating func parseValue(expected: String) throws(JSONParseError) -> JSONValue {
        guard let byte = current else { throw unexpected(expected) }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""):
            let (text, range) = try parseString()
            return JSONValue(.string(text), range: range)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default:
            let start = index
            let end = wordEnd(from: start)
            guard end > start else { throw unexpected(expected) }
            let kind: JSONValue.Kind
            switch bytes[start..<end] {
            case ArraySlice("true".utf8): kind = .bool(true)
            case ArraySlice("false".utf8): kind = .bool(false)
            case ArraySlice("null".utf8): kind = .null
            default: throw unexpected(expected, note: "double-quotes")
            }
            index = end
            return JSONValue(kind, range: start..<end)
        }
    }

    private mutating func enterContainer(at start: Int) throws(JSONParseError) {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw JSONParseError(range: start..<start + 1,
                                 detail: DeferredMessage("config.json.too-deep", ["maximum": .text("\(JSONParser.maximumDepth)")]))
        }
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONValue {
        let start = index
        try enterContainer(at: start)
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return JSONValue(.object(members), range: start..<index)
        }
        while true {
            guard current == UInt8(ascii: "\"") else {
                if members.isEmpty { throw unexpected("member-name") }
                let trailing = current == UInt8(ascii: "}")
                throw unexpected("member-name-after-comma", note: trailing ? "trailing-comma" : nil)
            }
            let (key, keyRange) = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw unexpected("colon") }
            index += 1
            skipWhitespace()
            let value = try parseValue(expected: "value-after-colon")
            members.append(JSONMember(key: key, keyRange: keyRange, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return JSONValue(.object(members), range: start..<index)
            default:
                throw unexpected("object-separator")
            }
        }
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONValue {
        let start = index
        try enterContainer(at: start)
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return JSONValue(.array(elements), range: start..<index)
        }
        while true {
            if elements.isEmpty {
                elements.append(try parseValue(expected: "value-or-bracket"))
            } else {
                if current == UInt8(ascii: "]") {
                    throw unexpected("value-after-comma", note: "trailing-comma")
                }
                elements.append(try parseValue(expected: "value-after-comma"))
            }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return JSONValue(.array(elements), range: start..<index)
            default:
                throw unexpected("array-separator")
            }
        }
    }

    private mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, isDigit(first) else { throw unexpected("digit-after-minus") }
        index += 1
        if first == UInt8(ascii: "0"), let next = current, isDigit(next) {
            skipDigits()
            throw JSONParseError(range: start..<index, detail: DeferredMessage("config.json.leading-zeros"))
        }
        skipDigits()
        if current == UInt8(ascii: ".") {
            index += 1
            guard let digit = current, isDigit(digit) else { throw unexpected("digit-after-point") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let digit = current, isDigit(digit) else { throw unexpected("digit-in-exponent") }
            skipDigits()
        }
        return JSONValue(.number(numberValue(start..<index)), range: start..<index)
    }

    /// The value of a number's text. An integer that fits `Int` is read from
    /// the bytes (`Double` rounds it as it rounds the text), a negative zero
    /// stays negative; others go through `Double`'s reading of the text,
    /// whose grammar is a superset of JSON's; overflow gives ±infinity.
    private func numberValue(_ range: Range<Int>) -> Double {
        if let integer = JSONBytes.integer(bytes[range]) {
            return integer == 0 && bytes[range.lowerBound] == UInt8(ascii: "-") ? -0.0 : Double(integer)
        }
        return Double(String(decoding: bytes[range], as: UTF8.self)) ?? 0
    }

    // MARK: Bytes

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func skipDigits() {
        while let byte = current, isDigit(byte) { index += 1 }
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || isDigit(byte) || byte == UInt8(ascii: "_")
    }

    /// The end of a run of ASCII letters, digits and underscores that starts with a letter.
    func wordEnd(from start: Int) -> Int {
        guard start < bytes.count, isWordByte(bytes[start]), !isDigit(bytes[start]) else { return start }
        var end = start
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        return end
    }
}
