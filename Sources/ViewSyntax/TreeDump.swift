/// The text form of a tree that `viewls syntax`, the parser fixtures and bug
/// reports use: one line per node or token with its kind and byte range,
/// token text quoted, then the diagnostics with line and column.
///
/// ```
/// File@0..20
///   Object@0..20
///     Ident@0..6 "Screen"
/// ```

extension SyntaxTree {
    /// The tree and its diagnostics as text; columns are 1-based, in characters.
    public func dump() -> String {
        var output = ""
        var pending: [(GreenElement, Int, Int)] = [(.node(root), 0, 0)]
        while let (element, offset, depth) = pending.popLast() {
            output += String(repeating: "  ", count: depth)
            output += "\(element.kind)@\(offset)..\(offset + element.textLength)"
            switch element {
            case .token(let token):
                output += " " + token.withBytes { quoted($0) } + "\n"
            case .node(let node):
                output += "\n"
                var childOffset = offset
                var children: [(GreenElement, Int, Int)] = []
                node.forEachChild { child in
                    children.append((child, childOffset, depth + 1))
                    childOffset += child.textLength
                }
                pending.append(contentsOf: children.reversed())
            }
        }
        output += dumpDiagnostics()
        return output
    }

    /// One line per diagnostic: `error 3:5 syntax/missing-colon@12..13: message`.
    public func dumpDiagnostics() -> String {
        guard !diagnostics.isEmpty else { return "" }
        let lines = LineIndex(bytes)
        var output = "diagnostics:\n"
        for diagnostic in diagnostics {
            let position = lines.position(of: diagnostic.range.lowerBound, in: .unicodeScalars)
            output += "  \(position.line + 1):\(position.column + 1) \(diagnostic)\n"
        }
        return output
    }
}

/// Token bytes as a double-quoted string: printable text as is, control
/// characters and bytes that are not UTF-8 escaped, so a dump is one line each.
func quoted(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    var output = "\""
    var index = 0
    while index < bytes.count {
        let length = UTF8Validation.sequenceLength(bytes, at: index)
        if length == 0 {
            output += "\\x" + hex(UInt32(bytes[index]), width: 2)
            index += 1
            continue
        }
        let scalarText = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]), as: UTF8.self)
        switch bytes[index] {
        case UInt8(ascii: "\n"): output += "\\n"
        case UInt8(ascii: "\r"): output += "\\r"
        case UInt8(ascii: "\t"): output += "\\t"
        case UInt8(ascii: "\""): output += "\\\""
        case UInt8(ascii: "\\"): output += "\\\\"
        case 0..<0x20, 0x7F: output += "\\u{" + hex(UInt32(bytes[index]), width: 2) + "}"
        default:
            if scalarText.unicodeScalars.first == "\u{FEFF}" { output += "\\u{FEFF}" } else { output += scalarText }
        }
        index += length
    }
    return output + "\""
}
