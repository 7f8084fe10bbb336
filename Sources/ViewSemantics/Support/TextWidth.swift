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
    ///
    /// ASCII is counted byte by byte; only the stretches around other
    /// characters go through grapheme breaking. A stretch starts at the ASCII
    /// character before a non-ASCII byte and ends between two ASCII bytes,
    /// where a grapheme boundary always falls (no rule joins two ASCII
    /// characters but CR LF, which counts nothing either way).
    public static func ems(_ text: String) -> Double {
        let bytes = Array(text.utf8)
        var total = 0.0
        var counted = 0  // bytes before this are counted
        var index = 0
        while index < bytes.count {
            guard bytes[index] >= 0x80 else { index += 1; continue }
            let stretchStart = index > counted ? index - 1 : counted
            total += asciiEms(bytes[counted..<stretchStart])
            var stretchEnd = index + 1
            while stretchEnd < bytes.count, !(bytes[stretchEnd - 1] < 0x80 && bytes[stretchEnd] < 0x80) { stretchEnd += 1 }
            total += emsByCharacter(String(decoding: bytes[stretchStart..<stretchEnd], as: UTF8.self))
            counted = stretchEnd
            index = stretchEnd
        }
        return total + asciiEms(bytes[counted...])
    }

    /// ASCII bytes: 0.55 em per visible character, controls nothing.
    static func asciiEms(_ bytes: ArraySlice<UInt8>) -> Double {
        Double(bytes.reduce(0) { $0 + ($1 >= 0x20 && $1 != 0x7F ? 1 : 0) }) * 0.55
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

    /// The portrait height in points (iPhone 5s and iPad of iOS 7).
    public var portraitHeight: Double {
        switch self {
        case .iphone: return 568
        case .ipad: return 1024
        }
    }
}
