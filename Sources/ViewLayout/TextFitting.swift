/// Text set into a width: wrapped at spaces (and between East Asian wide
/// characters, which break anywhere), at most so many lines, the last one cut
/// with `…` when the text does not fit. Widths come from `TextWidth`, the
/// estimate the truncation rules use, so a line the preview cuts is a line a
/// rule calls too long.
import ViewModel

/// A text style of the system font: its size, line height and weight.
struct TextStyle: Hashable, Sendable {
    let fontSize: Double
    let lineHeight: Double
    let weight: LaidOutText.Weight

    static let body = TextStyle(fontSize: LayoutMetrics.bodyFontSize, lineHeight: LayoutMetrics.bodyLineHeight, weight: .regular)
    static let headline = TextStyle(fontSize: LayoutMetrics.headlineFontSize, lineHeight: LayoutMetrics.headlineLineHeight,
                                    weight: .semibold)
    static let subheadline = TextStyle(fontSize: LayoutMetrics.subheadlineFontSize,
                                       lineHeight: LayoutMetrics.subheadlineLineHeight, weight: .regular)
    static let footnote = TextStyle(fontSize: LayoutMetrics.footnoteFontSize, lineHeight: LayoutMetrics.footnoteLineHeight,
                                    weight: .regular)
    static let caption1 = TextStyle(fontSize: LayoutMetrics.caption1FontSize, lineHeight: LayoutMetrics.caption1LineHeight,
                                    weight: .regular)
    static let caption2 = TextStyle(fontSize: LayoutMetrics.caption2FontSize, lineHeight: LayoutMetrics.caption2LineHeight,
                                    weight: .regular)

    /// A size no text style has: its line is `lineHeightFactor` times as tall.
    static func sized(_ fontSize: Double, weight: LaidOutText.Weight = .regular) -> TextStyle {
        let size = fontSize.isFinite ? min(max(fontSize, 1), 200) : LayoutMetrics.bodyFontSize
        return TextStyle(fontSize: size, lineHeight: (size * LayoutMetrics.lineHeightFactor).rounded(), weight: weight)
    }

    /// `style` at the Dynamic Type size `size` (headline semibold).
    static func dynamic(_ style: DynamicType.Style, at size: TextSize) -> TextStyle {
        TextStyle(fontSize: DynamicType.fontSize(style, at: size), lineHeight: DynamicType.lineHeight(style, at: size),
                  weight: style == .headline ? .semibold : .regular)
    }

    /// The style a `font` name gives (`body` when unknown).
    static func named(_ name: String?) -> TextStyle {
        switch name {
        case "headline": return .headline
        case "subheadline": return .subheadline
        case "footnote": return .footnote
        case "caption1": return .caption1
        case "caption2": return .caption2
        default: return .body
        }
    }

    func weighted(_ weight: LaidOutText.Weight) -> TextStyle {
        TextStyle(fontSize: fontSize, lineHeight: lineHeight, weight: weight)
    }
}

enum TextFitting {
    static let ellipsis = "\u{2026}"

    /// The estimated width of `text` in points at `fontSize`.
    static func width(_ text: String, fontSize: Double) -> Double {
        TextWidth.points(text, fontSize: fontSize)
    }

    /// `text` wrapped into `width` in at most `maxLines` lines (explicit line
    /// breaks kept); the last line cut with `…` when the rest does not fit.
    static func lines(_ text: String, fontSize: Double, width: Double, maxLines: Int) -> (lines: [String], truncated: Bool) {
        guard maxLines > 0, !text.isEmpty else { return ([], false) }
        let room = max(0, width)
        var result: [String] = []
        var paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let paragraph = paragraphs.popFirst() {
            var rest = Substring(paragraph)
            repeat {
                if result.count == maxLines - 1 {
                    // The last line takes everything left, cut to fit.
                    let remaining = ([String(rest)] + paragraphs.map(String.init)).joined(separator: " ")
                    let (line, cut) = truncated(remaining, fontSize: fontSize, width: room)
                    result.append(line)
                    return (result, cut)
                }
                let (line, next) = wrap(rest, fontSize: fontSize, width: room)
                result.append(line)
                rest = next
            } while !rest.isEmpty
        }
        return (result, false)
    }

    /// One line of `text` cut to `width` with `…` when it is wider.
    static func truncated(_ text: String, fontSize: Double, width: Double) -> (line: String, truncated: Bool) {
        guard TextWidth.points(text, fontSize: fontSize) > width + 0.001 else { return (text, false) }
        let room = width - TextWidth.points(ellipsis, fontSize: fontSize)
        var used = 0.0
        var end = text.startIndex
        for index in text.indices {
            let advance = characterWidth(text[index], fontSize: fontSize)
            if used + advance > room + 0.001 { break }
            used += advance
            end = text.index(after: index)
        }
        var kept = text[..<end]
        while kept.last == " " { kept = kept.dropLast() }
        return (kept + ellipsis, true)
    }

    /// The first line of `text` within `width` and what is left after it
    /// (a line always takes at least one character, so wrapping ends).
    static func wrap(_ text: Substring, fontSize: Double, width: Double) -> (line: String, rest: Substring) {
        var used = 0.0
        var lastBreak: String.Index?  // a line may end before this index
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let advance = characterWidth(character, fontSize: fontSize)
            let wide = advance >= fontSize - 0.001
            if wide, index > text.startIndex { lastBreak = index }
            if used + advance > width + 0.001, index > text.startIndex, character != " " {
                let cut = lastBreak ?? index
                return (trimmedEnd(text[..<cut]), trimmedStart(text[cut...]))
            }
            used += advance
            let next = text.index(after: index)
            if character == " " || wide { lastBreak = next }
            index = next
        }
        return (trimmedEnd(text[...]), "")
    }

    /// One character's width: 0.55 em for ASCII, otherwise `TextWidth`'s estimate of it alone.
    static func characterWidth(_ character: Character, fontSize: Double) -> Double {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 0.55 * fontSize : 0 }
        return TextWidth.points(String(character), fontSize: fontSize)
    }

    private static func trimmedEnd(_ text: Substring) -> String {
        var result = text
        while result.last == " " { result = result.dropLast() }
        return String(result)
    }

    private static func trimmedStart(_ text: Substring) -> Substring {
        var result = text
        while result.first == " " { result = result.dropFirst() }
        return result
    }
}
