/// `FormatWriter`: the formatter's output buffer — lines built piece by piece,
/// with indentation written lazily (so no line ends in spaces) and the current
/// column counted in characters.
import ViewSyntax

struct FormatWriter {
    /// The text so far, lines ending in `\n`.
    private(set) var text = ""
    /// The nesting level of the lines written next.
    var indentLevel = 0
    /// Characters on the current line so far (indentation included once written).
    private(set) var column = 0
    /// Nothing (not even indentation) is on the current line yet.
    private(set) var atLineStart = true
    /// The current line ends in a line comment: nothing more may go on it.
    private(set) var lineClosed = false

    /// The column where the next piece starts.
    var nextColumn: Int { atLineStart ? indentLevel * Formatter.indentWidth : column }

    /// Whether `width` more characters on this line stay within the limit.
    func fits(_ width: Int) -> Bool { nextColumn + width <= Formatter.maxColumn }

    /// Appends `piece` (no line breaks except inside block comments) to the current line.
    mutating func write(_ piece: String) {
        if atLineStart {
            let indentation = indentLevel * Formatter.indentWidth
            text.append(String(repeating: " ", count: indentation))
            column = indentation
            atLineStart = false
        }
        text.append(piece)
        if let lastBreak = piece.lastIndex(of: "\n") {
            column = piece[piece.index(after: lastBreak)...].count
        } else {
            column += piece.count
        }
    }

    /// Ends the current line.
    mutating func newline() {
        text.append("\n")
        column = 0
        atLineStart = true
        lineClosed = false
    }

    /// Moves to the start of a fresh line, after an empty line when `blank`.
    mutating func startLine(blank: Bool) {
        if !atLineStart { newline() }
        if blank { newline() }
    }

    /// Writes a comment: a line comment without trailing spaces (and closes the
    /// line), a block comment with its line breaks as `\n` and its inner lines verbatim.
    mutating func writeComment(_ token: SyntaxToken) {
        let text = token.text
        if token.kind == .lineComment {
            var end = text.endIndex
            while end > text.startIndex, text[text.index(before: end)] == " " || text[text.index(before: end)] == "\t" {
                end = text.index(before: end)
            }
            write(String(text[..<end]))
            lineClosed = true
        } else {
            write(FormatWriter.normalizingLineBreaks(text))
        }
    }

    /// `\r\n` and lone `\r` become `\n`.
    static func normalizingLineBreaks(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = byte == UInt8(ascii: "\r")
            bytes.append(previousWasCR ? UInt8(ascii: "\n") : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
