/// The tables the lexer reads: byte classes for its hot loops, UTF-8
/// well-formedness, and the characters input methods type in place of ASCII
/// punctuation.

/// Byte classes as bit sets, looked up in one table so the hot loops test one
/// bit per byte.
enum ByteClass {
    static let whitespace: UInt8 = 1
    static let lineBreak: UInt8 = 2
    static let identifierStart: UInt8 = 4
    static let identifierContinue: UInt8 = 8
    /// Bytes a string scan must stop at: quotes, backslash, line breaks, non-ASCII.
    static let stringSpecial: UInt8 = 16

    private static let table: [UInt8] = (0...255).map { value -> UInt8 in
        let byte = UInt8(value)
        var bits: UInt8 = 0
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { bits |= whitespace }
        if byte == 0x0A || byte == 0x0D { bits |= lineBreak | stringSpecial }
        if (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_") { bits |= identifierStart | identifierContinue }
        if byte &- UInt8(ascii: "0") < 10 { bits |= identifierContinue }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\\") || byte >= 0x80 {
            bits |= stringSpecial
        }
        return bits
    }

    @inline(__always) static func of(_ byte: UInt8) -> UInt8 {
        table.withUnsafeBufferPointer { $0[Int(byte)] }
    }

    /// The table in memory that is never freed, for a lexer to keep a pointer
    /// to: reading `table` in a hot loop checked its lazy initialisation each time.
    nonisolated(unsafe) static let pointer: UnsafePointer<UInt8> = {
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        storage.initialize(from: table, count: 256)
        return UnsafePointer(storage)
    }()
}

/// Characters that input methods type in place of the ASCII ones the syntax
/// needs, with the ASCII character each resembles (a space for wide spaces).
let asciiLookalikes: [Unicode.Scalar: String] = [
    "\u{FF1A}": ":", "\u{FF1B}": ";", "\u{FF0C}": ",", "\u{3001}": ",", "\u{FF0E}": ".", "\u{3002}": ".",
    "\u{FF5B}": "{", "\u{FF5D}": "}", "\u{FF3B}": "[", "\u{FF3D}": "]",
    "\u{201C}": "\"", "\u{201D}": "\"", "\u{201E}": "\"", "\u{00AB}": "\"", "\u{00BB}": "\"",
    "\u{FF02}": "\"", "\u{2018}": "'", "\u{2019}": "'",
    "\u{3000}": " ", "\u{00A0}": " ", "\u{2002}": " ", "\u{2003}": " ", "\u{2009}": " ",
    "\u{2212}": "-", "\u{2013}": "-", "\u{2014}": "-",
]

/// UTF-8 well-formedness, as the Unicode standard's table 3-7 defines it: the
/// one validator of the package (the lexer, line index, tree dump and the JSON
/// reader all use it).
public enum UTF8Validation {
    /// The length (1–4) of the well-formed sequence at `index` (which must be
    /// within `bytes`), or 0.
    public static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xED:
            return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }

    /// The well-formed scalar at `index` and its length in bytes, or nil for a
    /// truncated, overlong, surrogate or out-of-range sequence, or an index
    /// outside `bytes`.
    public static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        guard index >= 0, index < bytes.count else { return nil }
        let length = sequenceLength(bytes, at: index)
        guard length > 0 else { return nil }
        // The lead byte keeps 7, 5, 4 or 3 bits; each continuation byte 6.
        var value = UInt32(bytes[index]) & (length == 1 ? 0x7F : 0xFF >> (length + 1))
        for offset in 1..<length {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        // Well-formed sequences exclude surrogates and values over U+10FFFF.
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// `scalar(_:at:)` over an array.
    public static func scalar(in bytes: [UInt8], at index: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        bytes.withUnsafeBufferPointer { scalar($0, at: index) }
    }
}
