/// The colours a preview is drawn in: iOS's system colours in the light or
/// dark appearance, the severities' colours, and colours written in a file
/// (a palette name or `#RRGGBB[AA]`) as SVG paint.
import ViewLayout
import ViewModel

/// Light or dark, as the device is set.
public enum PreviewAppearance: String, Sendable, CaseIterable {
    case light
    case dark
}

struct PreviewPalette {
    let background: String
    let groupedBackground: String
    let cell: String
    let label: String
    let secondaryLabel: String
    let placeholder: String
    let separator: String
    let bar: String
    let barBorder: String
    let tint: String
    let destructive: String
    let fill: String
    let segmentTrack: String
    let selectedSegment: String
    let selection: String
    let alert: String
    let imageFill: String
    let mapBase: String
    let mapRoad: String
    let mapPark: String
    let mapWater: String
    let bezel: String
    let dimming: String
    let isDark: Bool

    init(_ appearance: PreviewAppearance) {
        isDark = appearance == .dark
        if isDark {
            background = "#000000"; groupedBackground = "#000000"; cell = "#1C1C1E"; label = "#FFFFFF"
            secondaryLabel = "#98989F"; placeholder = "#5A5A5F"; separator = "#38383A"; bar = "#1C1C1E"; barBorder = "#3A3A3C"
            tint = "#0A84FF"; destructive = "#FF453A"; fill = "#2C2C2E"; segmentTrack = "#2C2C2E"; selectedSegment = "#636366"
            selection = "#3A3A3C"; alert = "#2C2C2E"; imageFill = "#2C2C2E"; mapBase = "#2B2D31"; mapRoad = "#44474D"
            mapPark = "#243B2A"; mapWater = "#1B3048"; bezel = "#3A3A3C"; dimming = "#000000"
        } else {
            background = "#FFFFFF"; groupedBackground = "#F2F2F7"; cell = "#FFFFFF"; label = "#000000"
            secondaryLabel = "#8A8A8E"; placeholder = "#C4C4C6"; separator = "#C6C6C8"; bar = "#F7F7F8"; barBorder = "#B8B8BC"
            tint = "#007AFF"; destructive = "#FF3B30"; fill = "#EEEEF0"; segmentTrack = "#EEEEEF"; selectedSegment = "#FFFFFF"
            selection = "#D1D1D6"; alert = "#EDEDED"; imageFill = "#E5E5EA"; mapBase = "#EEEAE2"; mapRoad = "#FFFFFF"
            mapPark = "#CFE8C4"; mapWater = "#AAD3F2"; bezel = "#1B1B1D"; dimming = "#000000"
        }
    }

    /// A severity's colour: red, orange, blue, grey.
    static func color(of severity: Severity) -> String {
        switch severity {
        case .error: return "#FF3B30"
        case .warning: return "#FF9500"
        case .info: return "#007AFF"
        case .hint: return "#8E8E93"
        }
    }

    /// A colour written in a file, as `#RRGGBB` and its opacity; nil when it is not a colour.
    static func paint(_ value: LayoutValue?) -> (hex: String, opacity: Double)? {
        let color: ColorValue?
        switch value {
        case .name(let name)?: color = ColorValue(paletteName: name)
        case .string(let text)?: color = ColorValue(hex: text)
        default: color = nil
        }
        guard let color else { return nil }
        return (hex(color), Double(color.alpha) / 255)
    }

    static func hex(_ color: ColorValue) -> String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for byte in [color.red, color.green, color.blue] {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return text
    }

    /// Whether text on `background` should be light: its relative luminance is low.
    static func isDark(_ value: LayoutValue?) -> Bool? {
        switch value {
        case .name(let name)?: return ColorValue(paletteName: name).map { $0.opaque.relativeLuminance < 0.4 }
        case .string(let text)?: return ColorValue(hex: text).map { $0.opaque.relativeLuminance < 0.4 }
        default: return nil
        }
    }

    /// A pin's colour: its `color`, else by its role (start green, destination red, the user's purple).
    static func pinColor(_ element: LaidOutElement) -> String {
        if let paint = paint(element.property("color")) { return paint.hex }
        switch element.name("role") {
        case "start": return "#34C759"
        case "userSpecified": return "#AF52DE"
        default: return "#FF3B30"
        }
    }
}
