/// Quick fixes of syntax errors, keyed to the syntax error codes: full-width
/// punctuation typed with a Chinese or Japanese input method becomes its
/// ASCII form (safe), a missing `;` between two members is inserted (safe), an
/// unterminated string is closed at the end of its line (unsafe: where the
/// string was meant to end is a guess) and a block left open at the end of the
/// file gets its `}` appended (unsafe: so is where the block was meant to end).
/// Titles come from the catalog, in the reader's language.
import ViewSyntax
import ViewModel
import ViewStrings

enum SyntaxQuickFixes {
    /// Full-width punctuation and curly quotes, by their ASCII form.
    static let asciiForms: [Unicode.Scalar: String] = [
        "\u{FF1A}": ":", "\u{FF1B}": ";", "\u{FF0C}": ",", "\u{FF5B}": "{", "\u{FF5D}": "}",
        "\u{201C}": "\"", "\u{201D}": "\"",
    ]

    /// The fixes of one syntax error of `file`; `isInnermostUnclosedBlock`
    /// says whether an unclosed block is the last one opened, the only one
    /// whose `}` belongs at the very end of the file.
    static func fixes(for syntax: SyntaxDiagnostic, in file: SourceFile, isInnermostUnclosedBlock: Bool,
                      catalog: MessageCatalog) -> [Fix] {
        let bytes = file.bytes
        guard syntax.range.lowerBound >= 0, syntax.range.upperBound <= bytes.count else { return [] }
        switch syntax.code {
        case .unexpectedCharacter:
            return asciiPunctuation(at: syntax.range, in: bytes, catalog: catalog).map { [$0] } ?? []
        case .missingSeparator where syntax.variant == "member":
            return [separator(before: syntax.range.lowerBound, in: bytes, catalog: catalog)]
        case .unterminatedString:
            let closing = syntax.arguments["closing"].flatMap { if case .text(let text) = $0 { text } else { nil } } ?? "\""
            return [Fix(title: catalog.text("fix.syntax.close-string"),
                        edits: [TextEdit(range: syntax.range.upperBound..<syntax.range.upperBound, replacement: Array(closing.utf8))],
                        isSafe: false)]
        case .unclosedBlock where isInnermostUnclosedBlock:
            return [closingBrace(openedAt: syntax.range.lowerBound, in: file, catalog: catalog)]
        default:
            return []
        }
    }

    /// The range's characters in ASCII, when each is full-width punctuation or a curly quote.
    static func asciiPunctuation(at range: Range<Int>, in bytes: [UInt8], catalog: MessageCatalog) -> Fix? {
        let found = String(decoding: bytes[range], as: UTF8.self)
        let ascii = found.unicodeScalars.map { asciiForms[$0] }
        guard !ascii.isEmpty, ascii.allSatisfy({ $0 != nil }) else { return nil }
        let replacement = ascii.compactMap { $0 }.joined()
        return Fix(title: catalog.text("fix.syntax.ascii-punctuation", ["found": found, "ascii": replacement]),
                   edits: [TextEdit(range: range, replacement: Array(replacement.utf8))], isSafe: true)
    }

    /// `; ` in place of the blanks before the member that should have been separated from the one before it.
    static func separator(before offset: Int, in bytes: [UInt8], catalog: MessageCatalog) -> Fix {
        var start = offset
        while start > 0, bytes[start - 1] == .space || bytes[start - 1] == .tab { start -= 1 }
        return Fix(title: catalog.text("fix.syntax.insert-separator"),
                   edits: [TextEdit(range: start..<offset, replacement: Array("; ".utf8))], isSafe: true)
    }

    /// A `}` at the end of the file, on a line of its own indented as the line that opened the block.
    static func closingBrace(openedAt offset: Int, in file: SourceFile, catalog: MessageCatalog) -> Fix {
        let bytes = file.bytes
        let text = ByteText(bytes)
        let indentation = FixEdits(file: file).indentation(ofLineAt: offset, in: file.path)
        let lineBreak = String(decoding: text.lineBreak, as: UTF8.self)
        let endsWithBreak = bytes.last == .newline || bytes.last == .carriageReturn
        let inserted = endsWithBreak ? "\(indentation)}\(lineBreak)" : "\(lineBreak)\(indentation)}\(lineBreak)"
        return Fix(title: catalog.text("fix.syntax.close-block"),
                   edits: [TextEdit(range: bytes.count..<bytes.count, replacement: Array(inserted.utf8))], isSafe: false)
    }
}
