/// The width estimate of rules.md (rules marked †): a system font whose Latin
/// (and Cyrillic, Greek…) glyphs average 0.55 em and whose East Asian wide
/// and fullwidth characters (and emoji) take 1 em; device widths and the
/// insets, image and accessory sizes a table cell leaves for text.
public enum TextWidth {
    /// The system font size the estimates use, in points.
    public static let systemFontSize = 17.0
    /// Side inset of cells and other full-width content, in points.
    public static let sideInset = 15.0
    /// A cell's image.
    public static let cellImageWidth = 44.0
    /// A cell's accessory (disclosure indicator, checkmark, detail button).
    public static let accessoryWidth = 33.0
    /// The gap between a value1/value2 cell's title and detail.
    public static let titleDetailGap = 6.0
    /// The smaller font of a subtitle cell's detail line (UIKit's
    /// `UITableViewCellStyleSubtitle` metrics, not a number the guidelines give).
    public static let subtitleDetailFontSize = 12.0

    /// The estimated width of `text` in points at `fontSize`: one em per wide
    /// grapheme, 0.55 em per other visible one; combining marks, joiners and
    /// variation selectors ride on their base character.
    public static func points(_ text: String, fontSize: Double = systemFontSize) -> Double {
        ems(text) * fontSize
    }

    /// The estimated width of `text` in ems.
    ///
    /// Scalars that always stand alone as a character — ASCII, Latin-1,
    /// general punctuation, Cyrillic letters, CJK ideographs and punctuation,
    /// fullwidth forms (see
    /// `isSimple`) — are counted one by one; only the stretches around other
    /// scalars go through grapheme breaking. A stretch starts at the simple
    /// scalar before a complex one (a combining mark joins the letter before
    /// it) and ends between two simple scalars, where a grapheme boundary
    /// always falls (no rule joins two of them but CR LF, which counts nothing
    /// either way).
    public static func ems(_ text: String) -> Double {
        if let ascii = asciiEms(text) { return ascii }
        if let simple = simpleTextEms(text) { return simple }
        let scalars = text.unicodeScalars
        var total = 0.0
        var index = scalars.startIndex
        var previous: String.UnicodeScalarView.Index?  // the simple scalar just counted
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if isSimple(scalar) {
                total += simpleEms(scalar)
                previous = index
                index = scalars.index(after: index)
                continue
            }
            var stretchStart = index
            if let previous {
                stretchStart = previous
                total -= simpleEms(scalars[previous])
            }
            var last = scalar
            var stretchEnd = scalars.index(after: index)
            while stretchEnd < scalars.endIndex {
                let next = scalars[stretchEnd]
                if isSimple(last) && isSimple(next) { break }
                last = next
                stretchEnd = scalars.index(after: stretchEnd)
            }
            // The stretch ends after a simple scalar; it is counted in the stretch.
            total += emsByCharacter(String(scalars[stretchStart..<stretchEnd]))
            previous = nil
            index = stretchEnd
        }
        return total
    }

    /// All-ASCII text counted byte by byte: 0.55 em per visible character,
    /// controls nothing; nil when the text has other characters.
    static func asciiEms(_ text: String) -> Double? {
        var visible = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if byte >= 0x20 && byte != 0x7F { visible += 1 }
        }
        return Double(visible) * 0.55
    }

    /// Text of simple scalars only, counted one by one in a single pass; nil when it has another.
    static func simpleTextEms(_ text: String) -> Double? {
        var total = 0.0
        for scalar in text.unicodeScalars {
            guard isSimple(scalar) else { return nil }
            total += simpleEms(scalar)
        }
        return total
    }

    /// A scalar that is a whole character on its own whatever surrounds it
    /// (no grapheme rule joins it to a neighbour that is also simple), and
    /// neither a control nor a format character unless it is ASCII.
    static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x7F: return true
        case 0xA0...0xAC, 0xAE...0xFF: return true  // Latin-1 letters and signs (not C1 controls, not the soft hyphen)
        case 0x2010...0x2027, 0x2030...0x205E: return true  // dashes, quotes, bullets, ellipsis (not separators, not formats)
        case 0x0400...0x0482, 0x048A...0x04FF: return true  // Cyrillic letters (0483–0489 combine)
        case 0x3001...0x3003, 0x4E00...0x9FFF, 0xFF01...0xFF60: return true  // CJK punctuation, ideographs, fullwidth forms
        default: return false
        }
    }

    /// A simple scalar's width: controls nothing, wide ones one em, others 0.55.
    static func simpleEms(_ scalar: Unicode.Scalar) -> Double {
        if scalar.value < 0x20 || scalar.value == 0x7F { return 0 }
        return EastAsianWidth.isWide(scalar) ? 1.0 : 0.55
    }

    /// The estimate character by character: the definition, which `ems` follows.
    static func emsByCharacter(_ text: String) -> Double {
        var total = 0.0
        for character in text {
            guard let first = character.unicodeScalars.first else { continue }
            let category = first.properties.generalCategory
            if category == .control || category == .format { continue }
            total += isWide(character) ? 1.0 : 0.55
        }
        return total
    }

    /// Wide when its first scalar is East Asian Wide/Fullwidth, or when it is
    /// shown as an emoji (an emoji presentation selector or a ZWJ sequence).
    static func isWide(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if EastAsianWidth.isWide(first) { return true }
        if first.properties.isEmoji && scalars.count > 1 {
            return scalars.contains { $0.value == 0xFE0F || $0.value == 0x200D || (0x1F3FB...0x1F3FF).contains($0.value) }
        }
        return false
    }
}

extension Device {
    /// The portrait width in points that width estimates use.
    public var portraitWidth: Double {
        switch self {
        case .iphone: return 320
        case .ipad: return 768
        }
    }
}
