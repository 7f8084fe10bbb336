/// A strict JSON parser (RFC 8259) over UTF-8 bytes that keeps the byte range of
/// every value and key. It never crashes or hangs: nesting deeper than
/// `maximumDepth` and every malformed input are errors with an offset and a
/// message by catalog key (`config.json.…`), rendered in English and kept for
/// other languages.

public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// Parses one JSON text. A leading UTF-8 byte order mark is skipped.
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        return try reader.parseDocument()
    }

    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

private struct JSONReader {
    let bytes: [UInt8]
    var index = 0
    var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
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
        // The grammar above is a subset of what Double parses; overflow gives ±infinity.
        let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) ?? 0
        return JSONValue(.number(value), range: start..<index)
    }

    // MARK: Strings

    /// A string at the opening quote: its decoded text and its range, quotes included.
    private mutating func parseString() throws(JSONParseError) -> (String, Range<Int>) {
        let start = index
        index += 1
        var buffer: [UInt8] = []
        var runStart = index
        while true {
            guard let byte = current else {
                throw JSONParseError(range: start..<start + 1, detail: DeferredMessage("config.json.unterminated-string"))
            }
            switch byte {
            case UInt8(ascii: "\""):
                buffer.append(contentsOf: bytes[runStart..<index])
                index += 1
                return (String(decoding: buffer, as: UTF8.self), start..<index)
            case UInt8(ascii: "\\"):
                buffer.append(contentsOf: bytes[runStart..<index])
                try parseEscape(into: &buffer)
                runStart = index
            case 0..<0x20:
                let escape = MessageArgument.text(JSONBytes.escape(for: byte))
                let detail = byte == 0x0A || byte == 0x0D
                    ? DeferredMessage("config.json.line-break-in-string", ["escape": escape])
                    : DeferredMessage("config.json.control-in-string",
                                      ["escape": escape, "character": .text(JSONBytes.codePoint(UInt32(byte)))])
                throw JSONParseError(range: index..<index + 1, detail: detail)
            case 0..<0x80:
                index += 1
            default:
                guard let (_, length) = JSONBytes.scalar(in: bytes, at: index) else {
                    throw JSONParseError(range: index..<index + 1,
                                         detail: DeferredMessage("config.json.invalid-utf8", ["byte": .text(JSONBytes.hexByte(byte))]))
                }
                index += length
            }
        }
    }

    /// An escape at the backslash, appended to `buffer` as UTF-8.
    private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONParseError) {
        let start = index
        index += 1
        guard let byte = current else {
            throw JSONParseError(range: start..<start + 1, detail: DeferredMessage("config.json.unterminated-escape"))
        }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try parseHex(escapeStart: start)
            var value = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit) {
                let lowStart = index
                var low: UInt16?
                if bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) {
                    index += 2
                    low = try parseHex(escapeStart: lowStart)
                }
                guard let low, (0xDC00...0xDFFF).contains(low) else {
                    throw JSONParseError(range: start..<start + 6,
                                         detail: DeferredMessage("config.json.unpaired-high", ["unit": .text(JSONBytes.hex4(unit))]))
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw JSONParseError(range: start..<index,
                                     detail: DeferredMessage("config.json.unpaired-low", ["unit": .text(JSONBytes.hex4(unit))]))
            }
            // Surrogates are excluded above, so every value here is a scalar.
            if let scalar = Unicode.Scalar(value) { UTF8.encode(scalar) { buffer.append($0) } }
        default:
            let end = start + 1 + (JSONBytes.scalar(in: bytes, at: start + 1)?.length ?? 1)
            let shown = String(decoding: bytes[start..<end], as: UTF8.self)
            throw JSONParseError(range: start..<end, detail: DeferredMessage("config.json.invalid-escape", ["escape": .text(shown)]))
        }
    }

    /// Four hexadecimal digits after `\u`.
    private mutating func parseHex(escapeStart: Int) throws(JSONParseError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = JSONBytes.hexValue(byte) else {
                throw JSONParseError(range: escapeStart..<index + (current == nil ? 0 : 1),
                                     detail: DeferredMessage("config.json.hex-digits"))
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    // MARK: Bytes

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func skipDigits() {
        while let byte = current, isDigit(byte) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || isDigit(byte) || byte == UInt8(ascii: "_")
    }

    /// The end of a run of ASCII letters, digits and underscores that starts with a letter.
    private func wordEnd(from start: Int) -> Int {
        guard start < bytes.count, isWordByte(bytes[start]), !isDigit(bytes[start]) else { return start }
        var end = start
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        return end
    }

    // MARK: Messages

    /// "expected X, found Y" about what is at the current index: `expected`
    /// names a phrase `config.json.expected.…`, `note` one `config.json.note.…`.
    private func unexpected(_ expected: String, note: String? = nil) -> JSONParseError {
        let (found, range, foundNote) = describeFound()
        var arguments: [String: MessageArgument] = ["expected": .phrase("config.json.expected.\(expected)"), "found": found]
        guard let extra = foundNote ?? note else {
            return JSONParseError(range: range, detail: DeferredMessage("config.json.unexpected", arguments))
        }
        arguments["note"] = .phrase("config.json.note.\(extra)")
        return JSONParseError(range: range, detail: DeferredMessage("config.json.unexpected.note", arguments))
    }

    /// What is at the current index (a phrase `config.json.found.…`), its
    /// range, and a note that explains it.
    private func describeFound() -> (MessageArgument, Range<Int>, String?) {
        let start = index
        guard start < bytes.count else { return (.phrase("config.json.found.end"), start..<start, nil) }
        let byte = bytes[start]
        let end = wordEnd(from: start)
        if end > start {
            let word = String(decoding: bytes[start..<min(end, start + 24)], as: UTF8.self)
            return (.phrase("config.json.found.text", text: "\(word)\(end - start > 24 ? "…" : "")"), start..<end, nil)
        }
        if byte == UInt8(ascii: "/"), start + 1 < bytes.count,
           bytes[start + 1] == UInt8(ascii: "/") || bytes[start + 1] == UInt8(ascii: "*") {
            return (.phrase("config.json.found.comment"), start..<start + 2, "comments")
        }
        if byte == UInt8(ascii: "'") {
            return (.phrase("config.json.found.single-quote"), start..<start + 1, "single-quotes")
        }
        guard let (scalar, length) = JSONBytes.scalar(in: bytes, at: start) else {
            return (.phrase("config.json.found.invalid-byte", text: JSONBytes.hexByte(byte)), start..<start + 1, nil)
        }
        let visible = scalar.properties.generalCategory
        switch visible {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate:
            return (.phrase("config.json.found.character", text: JSONBytes.codePoint(scalar.value)), start..<start + length, nil)
        default:
            return (.phrase("config.json.found.text", text: String(Character(scalar))), start..<start + length, nil)
        }
    }
}
