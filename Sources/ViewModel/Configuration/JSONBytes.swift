/// Byte-level helpers for `JSONParser`: hexadecimal digits, integers read
/// from a number's text, and the hexadecimal spellings used in its messages.
/// (UTF-8 validation is ViewSyntax's `UTF8Validation`, the package's one.)

enum JSONBytes {
    /// The integer a number's text stands for when it is written without a
    /// fraction or an exponent and fits `Int`: `-0` is 0, `1.0` and
    /// `9223372036854775808` are nil. Read from the bytes, with no `String`.
    static func integer(_ text: ArraySlice<UInt8>) -> Int? {
        var digits = text
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            // Negative numbers are gathered below zero, so `Int.min` fits.
            let (next, carry) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflow, !carry else { return nil }
            value = next
        }
        return value
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
