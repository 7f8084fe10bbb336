/// Byte-level helpers for `JSONParser`: UTF-8 scalar validation and the
/// hexadecimal spellings used in its messages.

enum JSONBytes {
    /// The well-formed UTF-8 scalar at `start` and its length in bytes, or nil for
    /// a truncated, overlong, surrogate or out-of-range sequence.
    static func scalar(in bytes: [UInt8], at start: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        guard start >= 0, start < bytes.count else { return nil }
        let lead = bytes[start]
        let length: Int
        var value: UInt32
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F:
            return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF:
            length = 2
            value = UInt32(lead & 0x1F)
        case 0xE0...0xEF:
            length = 3
            value = UInt32(lead & 0x0F)
            if lead == 0xE0 { secondRange = 0xA0...0xBF } else if lead == 0xED { secondRange = 0x80...0x9F }
        case 0xF0...0xF4:
            length = 4
            value = UInt32(lead & 0x07)
            if lead == 0xF0 { secondRange = 0x90...0xBF } else if lead == 0xF4 { secondRange = 0x80...0x8F }
        default:
            return nil
        }
        guard start + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[start + offset]
            guard (offset == 1 ? secondRange : 0x80...0xBF).contains(byte) else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// How a control character is written inside a JSON string.
    static func escape(for byte: UInt8) -> String {
        switch byte {
        case 0x08: return "\\b"
        case 0x09: return "\\t"
        case 0x0A: return "\\n"
        case 0x0C: return "\\f"
        case 0x0D: return "\\r"
        default: return "\\u\(hex4(UInt16(byte)))"
        }
    }

    /// Four upper-case hexadecimal digits: `00E9`.
    static func hex4(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// `U+0009`, `U+1F600`.
    static func codePoint(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `0xFF`.
    static func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" : "") + digits
    }
}
