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

    /// The estimated width of `text` in points at `fontSize`: one em per wide
    /// grapheme, 0.55 em per other visible one; combining marks, joiners and
    /// variation selectors ride on their base character.
    public static func points(_ text: String, fontSize: Double = systemFontSize) -> Double {
        ems(text) * fontSize
    }

    /// The estimated width of `text` in ems.
    public static func ems(_ text: String) -> Double {
        var total = 0.0
        for character in text {
            guard let first = character.unicodeScalars.first else { continue }
            if first.properties.generalCategory == .control || first.properties.generalCategory == .format { continue }
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

    /// The portrait height in points (iPhone 5s and iPad of iOS 7).
    public var portraitHeight: Double {
        switch self {
        case .iphone: return 568
        case .ipad: return 1024
        }
    }
}
