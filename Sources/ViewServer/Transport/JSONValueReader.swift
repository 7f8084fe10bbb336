/// Strict JSON text (RFC 8259) → `JSONValue`, for message bodies. Grammar is
/// strict; Unicode is forgiving: invalid UTF-8 and lone surrogate escapes become
/// U+FFFD, because a client's bad byte must not cost the whole message. Nesting
/// is bounded so no input can exhaust the stack.

struct JSONValueReadError: Error, Equatable {
    var offset: Int
    var message: String
}

struct JSONValueReader {
    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 512

    static func parse(_ bytes: [UInt8]) throws(JSONValueReadError) -> JSONValue {
        var reader = JSONValueReader(bytes: bytes)
        reader.skipWhitespace()
        let value = try reader.parseValue()
        reader.skipWhitespace()
        if reader.index < bytes.count { throw reader.failure("unexpected text after the JSON value") }
        return value
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func failure(_ message: String) -> JSONValueReadError {
        JSONValueReadError(offset: index, message: message)
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func parseValue() throws(JSONValueReadError) -> JSONValue {
        guard let byte = current else { throw failure("expected a JSON value, found the end of input") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        default: throw failure("expected a JSON value")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONValueReadError) {
        let length = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { expected in
            index + length <= bytes.count && bytes[index..<index + length].elementsEqual(expected)
        }
        guard matches else { throw failure("expected a JSON value") }
        index += length
    }

    private mutating func enterContainer() throws(JSONValueReadError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw failure("arrays and objects nest deeper than \(Self.maximumDepth) levels")
        }
    }

    private mutating func parseObject() throws(JSONValueReadError) -> JSONValue {
        try enterContainer()
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a member name in double quotes") }
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after a member name") }
            index += 1
            skipWhitespace()
            members[key] = try parseValue()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return .object(members)
            default: throw failure("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray() throws(JSONValueReadError) -> JSONValue {
        try enterContainer()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return .array(elements)
            default: throw failure("expected ',' or ']' in an array")
            }
        }
    }

    // MARK: Strings

    private mutating func parseString() throws(JSONValueReadError) -> String {
        index += 1
        var text: [UInt8] = []
        while true {
            let runStart = index
            index = nextSpecialByte(from: index)
            guard let byte = current else { throw failure("unterminated string") }
            if byte == UInt8(ascii: "\"") {
                index += 1
                // Without escapes the text is one slice of the input.
                if text.isEmpty { return String(decoding: bytes[runStart..<index - 1], as: UTF8.self) }
                text.append(contentsOf: bytes[runStart..<index - 1])
                return String(decoding: text, as: UTF8.self)
            }
            text.append(contentsOf: bytes[runStart..<index])
            if byte < 0x20 { throw failure("control characters must be escaped in strings") }
            index += 1
            try appendEscape(to: &text)
        }
    }

    /// The offset of the next quote, backslash or control character at or after `start`, or the end.
    private func nextSpecialByte(from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = start
            while offset < buffer.count {
                let byte = buffer[offset]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return offset }
                offset += 1
            }
            return offset
        }
    }

    private mutating func appendEscape(to text: inout [UInt8]) throws(JSONValueReadError) {
        guard let byte = current else { throw failure("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHexQuad()
            if (0xD800..<0xDC00).contains(scalar), bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) {
                let resume = index
                index += 2
                let low = try parseHexQuad()
                if (0xDC00..<0xE000).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    index = resume
                }
            }
            UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { text.append($0) }
        default:
            index -= 1
            throw failure("unknown escape in a string")
        }
    }

    private mutating func parseHexQuad() throws(JSONValueReadError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw failure("expected four hexadecimal digits after \\u") }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("expected four hexadecimal digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    // MARK: Numbers

    private mutating func parseNumber() throws(JSONValueReadError) -> JSONValue {
        let start = index
        let negative = current == UInt8(ascii: "-")
        if negative { index += 1 }
        guard let first = current, isDigit(first) else { throw failure("expected a digit") }
        if first == UInt8(ascii: "0") {
            index += 1
        } else {
            skipDigits()
        }
        var isInteger = true
        if current == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard let byte = current, isDigit(byte) else { throw failure("expected a digit after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let byte = current, isDigit(byte) else { throw failure("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let value = Int(text) { return .integer(value) }
        guard let value = Double(text) else { throw failure("unreadable number") }
        return .number(value)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while let byte = current, isDigit(byte) { index += 1 }
    }
}
