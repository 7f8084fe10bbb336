/// Colour values: palette names and `"#RRGGBB[AA]"` strings as sRGB, with
/// alpha compositing and WCAG 2 relative luminance and contrast for rules
/// that compare light and dark (CIELAB and families: `ColorFamily.swift`).
import Foundation

public struct ColorValue: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let white = ColorValue(red: 255, green: 255, blue: 255)
    public static let black = ColorValue(red: 0, green: 0, blue: 0)

    /// A colour as written: a palette name (`red`) or `#RRGGBB` / `#RRGGBBAA`
    /// in any case; nil for anything else.
    public init?(parsing text: String) {
        if text.hasPrefix("#") { self.init(hex: text) } else { self.init(paletteName: text) }
    }

    /// `#RRGGBB` or `#RRGGBBAA`, any case; nil for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var bytes: [UInt8] = []
        var index = 1
        while index < digits.count {
            guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    }

    public init?(paletteName: String) {
        guard let entry = Schema.paletteColors.first(where: { $0.name == paletteName }) else { return nil }
        self.init(red: entry.rgb.0, green: entry.rgb.1, blue: entry.rgb.2, alpha: entry.alpha)
    }

    /// A colour binding's value: a palette name or a hex string.
    public init?(_ value: Value) {
        switch value {
        case .name(let name): self.init(paletteName: name)
        case .string(let text): self.init(hex: text)
        default: return nil
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// This colour drawn over `backdrop` (whose own alpha is ignored): opaque.
    public func composited(over backdrop: ColorValue) -> ColorValue {
        let alpha = Double(self.alpha) / 255
        func channel(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded())
        }
        return ColorValue(red: channel(red, backdrop.red), green: channel(green, backdrop.green), blue: channel(blue, backdrop.blue))
    }

    /// The colour as it shows on white: what a translucent colour is compared as.
    public var opaque: ColorValue { alpha == 255 ? self : composited(over: .white) }

    /// The WCAG 2 contrast ratio (1…21) of this colour shown on `backdrop`:
    /// the backdrop composited over white, this colour over the backdrop.
    public func contrastRatio(with backdrop: ColorValue) -> Double {
        let under = backdrop.opaque
        return Self.contrastRatio(composited(over: under), under)
    }

    /// Relative luminance as WCAG 2 defines it (0 black … 1 white), of the
    /// colour channels alone (alpha ignored: use `opaque` first for that).
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio of two colours as WCAG 2 defines it (1…21),
    /// `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter; alpha ignored.
    public static func contrastRatio(_ first: ColorValue, _ second: ColorValue) -> Double {
        let lighter = max(first.relativeLuminance, second.relativeLuminance)
        let darker = min(first.relativeLuminance, second.relativeLuminance)
        return (lighter + 0.05) / (darker + 0.05)
    }
}
