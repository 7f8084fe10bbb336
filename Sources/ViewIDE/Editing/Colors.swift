/// `Colors`: the colour values of a file — palette names and `"#RRGGBB"` /
/// `"#RRGGBBAA"` strings given to colour properties — and the ways a colour
/// can be written back: the palette name when one matches, and the hex
/// string (with alpha only when not opaque), in the form of the value
/// replaced first.
public import ViewModel
import ViewRules
public import ViewSyntax

public struct ColorOccurrence: Sendable, Equatable {
    public let range: Range<Int>
    public let color: ColorValue
}

public struct ColorPresentation: Sendable, Equatable {
    public let label: String
    public let edit: TextEdit
}

public enum Colors {
    /// Every colour value of a colour property, in order.
    public static func occurrences(_ file: SourceFile, in workspace: Workspace) -> [ColorOccurrence] {
        let classifier = NameClassifier(workspace: workspace)
        var result: [ColorOccurrence] = []
        for node in file.tree.rootNode.descendantsAndSelf {
            guard let binding = BindingSyntax(node), let name = binding.propertyName,
                  let type = classifier.declaration(owning: binding)?.property(named: name)?.type,
                  NameClassifier.elementType(type) == .color, let value = binding.value else { continue }
            let values: [ValueSyntax]
            if case .list(let list) = value { values = list.elements } else { values = [value] }
            for value in values {
                switch value {
                case .path(let path) where path.segments.count == 1:
                    if let color = ColorValue(paletteName: path.names[0]) { result.append(ColorOccurrence(range: path.syntax.range, color: color)) }
                case .stringLiteral(let literal):
                    if let text = literal.value, let color = ColorValue(hex: text) {
                        result.append(ColorOccurrence(range: literal.syntax.range, color: color))
                    }
                default:
                    break
                }
            }
        }
        return result
    }

    /// The ways to write `color` in place of `range`: the palette name first when the value there is a name,
    /// else the hex string first.
    public static func presentations(of color: ColorValue, replacing range: Range<Int>, in file: SourceFile) -> [ColorPresentation] {
        let clamped = min(max(range.lowerBound, 0), file.bytes.count)..<min(max(range.upperBound, 0), file.bytes.count)
        let hex = "\"" + hexText(color) + "\""
        var labels = [hex]
        if let palette = Schema.paletteColors.first(where: { ColorValue(paletteName: $0.name) == color })?.name {
            let current = file.bytes[clamped].first
            let isName = current.map { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "'") } ?? false
            labels.insert(palette, at: isName ? 0 : 1)
        }
        return labels.map { ColorPresentation(label: $0, edit: TextEdit(range: clamped, replacement: $0)) }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque, upper-case digits.
    static func hexText(_ color: ColorValue) -> String {
        var bytes = [color.red, color.green, color.blue]
        if color.alpha != 255 { bytes.append(color.alpha) }
        return "#" + bytes.map { byte in
            let text = String(byte, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }.joined()
    }
}
