/// Hand-written conveniences on the generated typed AST: names as text and
/// literal values decoded (string escapes, numbers, booleans).

extension SyntaxTree {
    /// The typed view of the root.
    public var file: FileSyntax? { FileSyntax(rootNode) }
}

extension ObjectSyntax {
    /// The component's type name, such as `Screen`.
    public var typeName: String? { name?.text }
}

extension BindingSyntax {
    /// The property's name, such as `title`.
    public var propertyName: String? { name?.text }
}

extension PathSyntax {
    /// The path's names, such as `["system", "gear"]`.
    public var names: [String] { segments.map(\.text) }
}

extension BoolLiteralSyntax {
    public var value: Bool? {
        switch token?.kind {
        case .trueKeyword?: return true
        case .falseKeyword?: return false
        default: return nil
        }
    }
}

extension NumberLiteralSyntax {
    public var value: Double? { token.flatMap { Double($0.text) } }
}

extension StringLiteralSyntax {
    /// Whether the string has its closing quote.
    public var isTerminated: Bool {
        token?.green.withBytes { Self.isTerminated($0) } ?? false
    }

    /// The string's value with escapes decoded; invalid escapes and bytes that
    /// are not UTF-8 become U+FFFD. Nil when there is no token.
    public var value: String? {
        token?.green.withBytes { text -> String? in
            guard let quote = text.first else { return nil }
            var body = text.dropFirst()
            if Self.isTerminated(text), body.last == quote { body = body.dropLast() }
            return StringEscapes.decode(Array(body))
        } ?? nil
    }

    static func isTerminated(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.count >= 2, let quote = text.first, text.last == quote else { return false }
        var backslashes = 0
        for byte in text.dropLast().reversed() {
            guard byte == UInt8(ascii: "\\") else { break }
            backslashes += 1
        }
        return backslashes % 2 == 0
    }
}

/// Decoding of the escapes `\\ \" \' \n \r \t \uXXXX` (surrogate pairs joined).
enum StringEscapes {
    static func decode(_ bytes: [UInt8]) -> String {
        // Most strings have no escape: decode them in one step.
        if !bytes.contains(UInt8(ascii: "\\")) { return String(decoding: bytes, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var plain: [UInt8] = []
        var pendingHighSurrogate: UInt32?
        func flushPlain() {
            if !plain.isEmpty { scalars.append(contentsOf: String(decoding: plain, as: UTF8.self).unicodeScalars) }
            plain.removeAll()
        }
        func append(_ value: UInt32) {
            if let high = pendingHighSurrogate {
                pendingHighSurrogate = nil
                if (0xDC00...0xDFFF).contains(value) {
                    scalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)) ?? "\u{FFFD}")
                    return
                }
                scalars.append("\u{FFFD}")
            }
            if (0xD800...0xDBFF).contains(value) {
                pendingHighSurrogate = value
            } else {
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            }
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                if pendingHighSurrogate != nil {
                    pendingHighSurrogate = nil
                    scalars.append("\u{FFFD}")
                }
                plain.append(byte)
                index += 1
                continue
            }
            flushPlain()
            let next = bytes[index + 1]
            index += 2
            switch next {
            case UInt8(ascii: "n"): append(0x0A)
            case UInt8(ascii: "r"): append(0x0D)
            case UInt8(ascii: "t"): append(0x09)
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): append(UInt32(next))
            case UInt8(ascii: "u"):
                let digits = bytes[index..<min(index + 4, bytes.count)].prefix { isHexDigit($0) }
                if digits.count == 4, let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16) {
                    append(value)
                    index += 4
                } else {
                    append(0xFFFD)
                    index += digits.count
                }
            default:
                append(0xFFFD)
            }
        }
        flushPlain()
        if pendingHighSurrogate != nil { scalars.append("\u{FFFD}") }
        return String(scalars)
    }
}
