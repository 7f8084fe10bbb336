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
    /// Read from the green node: a name value is decoded for every binding
    /// on every check, and cursors for its tokens would be thrown away.
    public var names: [String] {
        syntax.green.withChildren { children in
            var names: [String] = []
            for case .token(let token) in children where token.kind == .identifier { names.append(token.text) }
            return names
        }
    }

    /// The name of a path of one name, such as `gear`; nil for `system.gear` or a path with no name.
    /// No array: most values are single names.
    public var singleName: String? {
        syntax.green.withChildren { children in
            var found: GreenToken?
            for case .token(let token) in children where token.kind == .identifier {
                if found != nil { return nil }
                found = token
            }
            return found?.text
        }
    }
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
            return StringEscapes.decode(UnsafeBufferPointer(rebasing: body))
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
    /// Decodes a string literal's body. Escapes become their scalars'
    /// UTF-8 bytes beside the body's own bytes, and one `String(decoding:)`
    /// at the end repairs invalid UTF-8: an escape's encoding never starts
    /// with a continuation byte, so repairing the whole equals repairing each
    /// plain run on its own.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        // Most strings have no escape: decode them in one step.
        guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var pendingHighSurrogate: UInt32?
        func appendScalar(_ value: UInt32) {
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            output.append(contentsOf: UTF8.encode(scalar)!)
        }
        func append(_ value: UInt32) {
            if let high = pendingHighSurrogate {
                pendingHighSurrogate = nil
                if (0xDC00...0xDFFF).contains(value) {
                    appendScalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))
                    return
                }
                appendScalar(0xFFFD)
            }
            if (0xD800...0xDBFF).contains(value) {
                pendingHighSurrogate = value
            } else {
                appendScalar(value)
            }
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                if pendingHighSurrogate != nil {
                    pendingHighSurrogate = nil
                    appendScalar(0xFFFD)
                }
                output.append(byte)
                index += 1
                continue
            }
            let next = bytes[index + 1]
            index += 2
            switch next {
            case UInt8(ascii: "n"): append(0x0A)
            case UInt8(ascii: "r"): append(0x0D)
            case UInt8(ascii: "t"): append(0x09)
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): append(UInt32(next))
            case UInt8(ascii: "u"):
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, index + digits < bytes.count, let digit = hexValue(bytes[index + digits]) {
                    value = value << 4 | digit
                    digits += 1
                }
                index += digits
                append(digits == 4 ? value : 0xFFFD)
            default:
                append(0xFFFD)
            }
        }
        if pendingHighSurrogate != nil { appendScalar(0xFFFD) }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
