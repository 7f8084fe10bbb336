/// `JSONParser`'s strings: runs of plain bytes found in one tight loop and
/// copied whole, escapes decoded into UTF-8, and bad Unicode an error or
/// U+FFFD as the reader's `Options` say. UTF-8 is checked by ViewSyntax's
/// `UTF8Validation`.
internal import ViewSyntax

extension JSONReader {
    /// A string at the opening quote: its decoded text and its range, quotes included.
    mutating func parseString() throws(JSONParseError) -> (String, Range<Int>) {
        let start = index
        index += 1
        var runStart = index
        // Only strings with escapes are gathered into a buffer.
        var buffer: [UInt8] = []
        var escaped = false
        while true {
            index = nextSpecialByte(from: index)
            guard let byte = current else {
                throw JSONParseError(range: start..<start + 1, detail: DeferredMessage("config.json.unterminated-string"))
            }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard escaped else { return (String(decoding: bytes[runStart..<index - 1], as: UTF8.self), start..<index) }
                buffer.append(contentsOf: bytes[runStart..<index - 1])
                return (String(decoding: buffer, as: UTF8.self), start..<index)
            case UInt8(ascii: "\\"):
                buffer.append(contentsOf: bytes[runStart..<index])
                escaped = true
                try parseEscape(into: &buffer)
                runStart = index
            case 0..<0x20:
                throw controlCharacter(byte)
            default:
                // A non-ASCII byte, where invalid UTF-8 is an error.
                let length = bytes.withUnsafeBufferPointer { UTF8Validation.sequenceLength($0, at: index) }
                guard length > 0 else {
                    throw JSONParseError(range: index..<index + 1,
                                         detail: DeferredMessage("config.json.invalid-utf8", ["byte": .text(JSONBytes.hexByte(byte))]))
                }
                index += length
            }
        }
    }

    /// The offset of the next quote, backslash or control character at or
    /// after `start` (or of a non-ASCII byte, when invalid UTF-8 is an
    /// error), or the end.
    private func nextSpecialByte(from start: Int) -> Int {
        let stopsAtNonASCII = !options.replacesInvalidUnicode
        return bytes.withUnsafeBufferPointer { buffer in
            var offset = start
            while offset < buffer.count {
                let byte = buffer[offset]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || (byte >= 0x80 && stopsAtNonASCII) {
                    return offset
                }
                offset += 1
            }
            return offset
        }
    }

    private func controlCharacter(_ byte: UInt8) -> JSONParseError {
        let escape = MessageArgument.text(JSONBytes.escape(for: byte))
        let detail = byte == 0x0A || byte == 0x0D
            ? DeferredMessage("config.json.line-break-in-string", ["escape": escape])
            : DeferredMessage("config.json.control-in-string",
                              ["escape": escape, "character": .text(JSONBytes.codePoint(UInt32(byte)))])
        return JSONParseError(range: index..<index + 1, detail: detail)
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
            let scalar = try parseUnicodeEscape(start: start)
            UTF8.encode(scalar) { buffer.append($0) }
        default:
            let end = start + 1 + max(1, bytes.withUnsafeBufferPointer { UTF8Validation.sequenceLength($0, at: start + 1) })
            let shown = String(decoding: bytes[start..<end], as: UTF8.self)
            throw JSONParseError(range: start..<end, detail: DeferredMessage("config.json.invalid-escape", ["escape": .text(shown)]))
        }
    }

    /// The scalar of `\uXXXX` (after its `u`), joined with a following low
    /// surrogate escape when it is a high one. A surrogate without its other
    /// half is an error, or U+FFFD when the options say so (the escape after
    /// an unpaired high one is then read again on its own).
    private mutating func parseUnicodeEscape(start: Int) throws(JSONParseError) -> Unicode.Scalar {
        let unit = try parseHex(escapeStart: start)
        let replaces = options.replacesInvalidUnicode
        if (0xD800...0xDBFF).contains(unit) {
            let lowStart = index
            var low: UInt16?
            if bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) {
                index += 2
                low = try parseHex(escapeStart: lowStart)
            }
            guard let low, (0xDC00...0xDFFF).contains(low) else {
                guard replaces else {
                    throw JSONParseError(range: start..<start + 6,
                                         detail: DeferredMessage("config.json.unpaired-high", ["unit": .text(JSONBytes.hex4(unit))]))
                }
                index = lowStart
                return "\u{FFFD}"
            }
            // A high and a low surrogate always make a scalar.
            return Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)) ?? "\u{FFFD}"
        }
        if (0xDC00...0xDFFF).contains(unit) {
            guard replaces else {
                throw JSONParseError(range: start..<index,
                                     detail: DeferredMessage("config.json.unpaired-low", ["unit": .text(JSONBytes.hex4(unit))]))
            }
            return "\u{FFFD}"
        }
        // Surrogates are handled above, so every other unit is a scalar.
        return Unicode.Scalar(unit) ?? "\u{FFFD}"
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
}
