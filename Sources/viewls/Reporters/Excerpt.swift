/// The source excerpt under a text-format finding: the line, cut to at most
/// `width` display columns around the caret with `…` where it was cut, and
/// the caret line under it. Wide (CJK) characters count two columns, cuts
/// fall between grapheme clusters, and control and bidirectional-override
/// characters are shown as `�`, so a finding's output is bounded and cannot
/// drive the terminal, whatever the line holds (docs/checking.md, "Limits").
import ViewModel
import ViewRules

struct Excerpt: Equatable {
    /// Display columns of source text shown at most (the `…` marks included).
    static let width = 100
    /// Columns kept left of the caret when a line is cut, when the line has them.
    static let leftContext = 30
    /// Bytes read on each side of the range: enough for `width` columns of any
    /// script, so a finding's cost does not grow with its line.
    static let byteWindow = 1024

    var text: String
    var caret: String

    /// The excerpt of `line` (its UTF-8 bytes, without the line break) marking
    /// bytes `start..<end` (clamped to the line; at least one column).
    init(line: ArraySlice<UInt8>, start: Int, end: Int) {
        let base = line.startIndex
        let start = min(max(0, start), line.count)
        let end = min(max(start, end), line.count)
        // A window of bytes around the range, moved to UTF-8 sequence starts.
        var low = max(0, start - Self.byteWindow)
        var high = min(line.count, max(end, start + 1) + Self.byteWindow)
        while low > 0, line[base + low] & 0xC0 == 0x80 { low -= 1 }
        while high < line.count, line[base + high] & 0xC0 == 0x80 { high += 1 }
        var characters = Self.cells(line[(base + low)..<(base + high)], from: low)
        // A window cut inside the line may have cut a grapheme: drop the part.
        if low > 0, !characters.isEmpty { characters.removeFirst() }
        if high < line.count, !characters.isEmpty { characters.removeLast() }
        let cutLeft = low > 0, cutRight = high < line.count

        var column = 0
        var caretStart: Int?
        var caretEnd: Int?
        var positions: [Int] = []  // the column where each cell starts
        for cell in characters {
            if caretStart == nil, cell.offset + cell.length > start { caretStart = column }
            if caretEnd == nil, cell.offset >= end, end > start { caretEnd = column }
            positions.append(column)
            column += cell.width
        }
        let total = column
        let caretFrom = caretStart ?? total
        let caretTo = max(caretFrom + 1, caretEnd ?? (end > start ? total : caretFrom + 1))

        // The columns shown: everything when it fits, else `leftContext` before the caret and the rest after.
        var from = 0, to = total
        if cutLeft || cutRight || total > Self.width {
            from = max(0, min(caretFrom - min(caretFrom, Self.leftContext), total - Self.width))
            if cutLeft, caretFrom >= Self.leftContext { from = caretFrom - Self.leftContext }
            to = min(total, from + Self.width)
        }
        let ellipsisLeft = cutLeft || from > 0
        let ellipsisRight = cutRight || to < total
        if ellipsisLeft { from += 1 }
        if ellipsisRight { to -= 1 }

        var text = ellipsisLeft ? "…" : ""
        var padding = ellipsisLeft ? " " : ""
        var marked = 0
        for (index, cell) in characters.enumerated() {
            let position = positions[index]
            guard position >= from, position + cell.width <= to else { continue }
            text += cell.shown
            if position < caretFrom {
                padding += cell.shown == "\t" ? "\t" : String(repeating: " ", count: cell.width)
            } else if position < caretTo {
                marked += cell.width
            }
        }
        if ellipsisRight { text += "…" }
        if caretFrom >= to { marked = 0 }  // the caret stands after the shown text (end of line)
        self.text = text
        self.caret = padding + String(repeating: "^", count: max(1, marked))
    }

    /// One grapheme cluster as shown: its text, display width, and byte offset and length in the line.
    struct Cell {
        var shown: String
        var width: Int
        var offset: Int
        var length: Int
    }

    static func cells(_ bytes: ArraySlice<UInt8>, from offset: Int) -> [Cell] {
        var result: [Cell] = []
        var position = offset
        for character in String(decoding: bytes, as: UTF8.self) {
            let length = String(character).utf8.count
            defer { position += length }
            if character == "\t" {
                result.append(Cell(shown: "\t", width: 4, offset: position, length: length))
            } else if character.unicodeScalars.contains(where: isHidden) {
                result.append(Cell(shown: "\u{FFFD}", width: 1, offset: position, length: length))
            } else {
                let width = min(2, EastAsianWidth.columns(String(character)))
                result.append(Cell(shown: String(character), width: width, offset: position, length: length))
            }
        }
        return result
    }

    /// `text` with every hidden scalar (see `isHidden`) shown as U+FFFD: for
    /// messages and paths, which quote a file's words and names.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { result.append(isHidden(scalar) ? "\u{FFFD}" : scalar) }
        return String(result)
    }

    /// Control characters and the bidirectional overrides and isolates, which
    /// would act on the terminal or reorder what it shows.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
