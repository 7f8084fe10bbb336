/// The fixes of syntax errors that have one obvious repair: a stray `;`,
/// which QML has no place for, goes away. Only when a binding whose value is
/// an inline object (or a list of objects) has another member after its `;`
/// on the same line does the `;` become a line break instead, at the
/// binding's indentation, since that binding still needs a separator.
import ViewSyntax
import ViewModel
import ViewStrings

enum SyntaxFixes {
    static func fixes(for syntax: SyntaxDiagnostic, in bytes: [UInt8], catalog: MessageCatalog) -> [Fix] {
        guard syntax.code == .straySemicolon, syntax.range.upperBound <= bytes.count,
              syntax.range.count == 1, bytes[syntax.range.lowerBound] == UInt8(ascii: ";") else { return [] }
        var end = syntax.range.upperBound
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        let restOfLineIsEmpty = end == bytes.count || bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r")
            || bytes[end] == UInt8(ascii: "}") || bytes[end] == UInt8(ascii: "/")
        if syntax.variant == "object-value" && !restOfLineIsEmpty {
            let edit = TextEdit(range: syntax.range.lowerBound..<end,
                                replacement: lineBreak(in: bytes) + indentation(ofLineAt: syntax.range.lowerBound, in: bytes))
            return [Fix(title: catalog.text("fix.semicolon-to-line-break"), edits: [edit], isSafe: true)]
        }
        // Spaces before the `;` go with it when nothing else follows on its line.
        var start = syntax.range.lowerBound
        if restOfLineIsEmpty && (end == bytes.count || bytes[end] != UInt8(ascii: "}")) {
            while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
            if start > 0, bytes[start - 1] == UInt8(ascii: "\n") || bytes[start - 1] == UInt8(ascii: "\r") {
                start = syntax.range.lowerBound
            }
        }
        let removed = restOfLineIsEmpty ? start..<syntax.range.upperBound : syntax.range
        return [Fix(title: catalog.text("fix.remove-semicolon"), edits: [TextEdit(range: removed, replacement: [])], isSafe: true)]
    }

    /// The file's line break: `\r\n` when its first line break is one, else `\n`.
    private static func lineBreak(in bytes: [UInt8]) -> [UInt8] {
        guard let index = bytes.firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else { return [10] }
        if bytes[index] == UInt8(ascii: "\r") {
            return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? [13, 10] : [13]
        }
        return [10]
    }

    /// The spaces and tabs that begin the line holding `offset`.
    private static func indentation(ofLineAt offset: Int, in bytes: [UInt8]) -> [UInt8] {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
        var end = start
        while end < offset, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return Array(bytes[start..<end])
    }
}
