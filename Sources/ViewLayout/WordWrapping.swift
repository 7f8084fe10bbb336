/// Short text wrapped at word boundaries into a few lines, the way iOS sets
/// an activity's title under its tile: lines break at spaces, and between
/// any two wide characters (Chinese, Japanese, Korean, emoji); a word wider
/// than the line is not broken inside, so it does not fit. The layout draws
/// the lines and `activity/title-length` asks whether they fit, with this one
/// function, so the drawing and the finding agree.
import ViewModel

public enum WordWrapping {
    /// Text set in at most `maxLines` lines of `width` points.
    public struct Result: Hashable, Sendable {
        /// The lines as drawn; when the text does not fit, the last one is cut with `…`.
        public let lines: [String]
        /// Whether every word fits in the lines allowed.
        public let fits: Bool
    }

    /// A piece that may start a line: a word, or one wide character.
    private struct Unit {
        let range: Range<String.Index>
        let spaceBefore: Bool
    }

    public static func wrap(_ text: String, width: Double, fontSize: Double, maxLines: Int) -> Result {
        let units = self.units(of: text)
        guard maxLines > 0, !units.isEmpty else { return Result(lines: [], fits: units.isEmpty) }
        let space = TextWidth.points(" ", fontSize: fontSize)
        var lines: [String] = []
        var lineStart = units[0].range.lowerBound
        var lineEnd = lineStart
        var used = 0.0
        for unit in units {
            let unitWidth = TextWidth.points(String(text[unit.range]), fontSize: fontSize)
            let needed = used == 0 ? unitWidth : used + (unit.spaceBefore ? space : 0) + unitWidth
            if unitWidth <= width, needed <= width {
                used = needed
                lineEnd = unit.range.upperBound
                continue
            }
            // This unit does not go on the line: the line ends, or — on the last line, or for a
            // word wider than any line — the rest is cut there.
            if unitWidth <= width, used > 0, lines.count < maxLines - 1 {
                lines.append(String(text[lineStart..<lineEnd]))
                lineStart = unit.range.lowerBound
                lineEnd = unit.range.upperBound
                used = unitWidth
                continue
            }
            if used > 0, lines.count < maxLines - 1 {
                lines.append(String(text[lineStart..<lineEnd]))
                lineStart = unit.range.lowerBound
            }
            let rest = String(text[lineStart...])
            lines.append(TextFitting.truncated(rest, fontSize: fontSize, width: width).line)
            return Result(lines: lines, fits: false)
        }
        lines.append(String(text[lineStart..<lineEnd]))
        return Result(lines: lines, fits: true)
    }

    /// The words and wide characters of `text`, each knowing whether a space came before it.
    private static func units(of text: String) -> [Unit] {
        var units: [Unit] = []
        var wordStart: String.Index?
        var wordSpaceBefore = false
        var pendingSpace = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == " " || character == "\n" {
                if let start = wordStart { units.append(Unit(range: start..<index, spaceBefore: wordSpaceBefore)) }
                wordStart = nil
                pendingSpace = true
            } else if TextWidth.ems(String(character)) >= 1 {
                if let start = wordStart { units.append(Unit(range: start..<index, spaceBefore: wordSpaceBefore)) }
                wordStart = nil
                units.append(Unit(range: index..<next, spaceBefore: pendingSpace))
                pendingSpace = false
            } else if wordStart == nil {
                wordStart = index
                wordSpaceBefore = pendingSpace
                pendingSpace = false
            }
            index = next
        }
        if let start = wordStart { units.append(Unit(range: start..<text.endIndex, spaceBefore: wordSpaceBefore)) }
        return units
    }
}
