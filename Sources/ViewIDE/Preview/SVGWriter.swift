/// Writing SVG text: every piece of text escaped (and characters XML cannot
/// hold replaced), numbers with at most two decimals, and the few shapes the
/// preview draws, as attributes only (no style sheet, so an SVG inlined in a
/// page changes nothing around it).
import ViewLayout

struct SVGWriter {
    private(set) var output = ""
    /// The body's texts before each slot, and the slots' keys (`PreviewPieces`).
    private(set) var segments: [String] = []
    private(set) var slots: [String] = []

    init(capacity: Int = 64 * 1024) {
        output.reserveCapacity(capacity)
    }

    /// A slot for the piece `key` at this point of the body being written.
    mutating func slot(_ key: String) {
        segments.append(output)
        slots.append(key)
        output = ""
    }

    mutating func raw(_ text: String) { output += text }

    /// Text for an attribute or element: `& < > " '` escaped; control characters XML forbids become U+FFFD.
    static func escape(_ text: String) -> String {
        var needs = false
        for scalar in text.unicodeScalars where scalar == "&" || scalar == "<" || scalar == ">" || scalar == "\"" || scalar == "'"
            || !isXMLCharacter(scalar) {
            needs = true
            break
        }
        guard needs else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(isXMLCharacter(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    /// The characters XML 1.0 allows.
    /// Whether a scalar is written as itself: XML 1.0 allows it and it is not a bidirectional embedding,
    /// override or isolate control, which would let a file's text reorder what a reader sees (as the
    /// HTML report shows them, as U+FFFD).
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069: return false
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    static func number(_ value: Double) -> String { LayoutNumber.text(value) }

    mutating func rect(_ frame: LayoutRect, fill: String, radius: Double = 0, stroke: String? = nil, strokeWidth: Double = 1,
                       opacity: Double? = nil, attributes: String = "") {
        output += "<rect x=\"\(Self.number(frame.x))\" y=\"\(Self.number(frame.y))\" width=\"\(Self.number(frame.width))\""
        output += " height=\"\(Self.number(frame.height))\""
        if radius > 0 { output += " rx=\"\(Self.number(min(radius, frame.width / 2, frame.height / 2)))\"" }
        output += " fill=\"\(fill)\""
        if let stroke { output += " stroke=\"\(stroke)\" stroke-width=\"\(Self.number(strokeWidth))\"" }
        if let opacity { output += " opacity=\"\(Self.number(opacity))\"" }
        if !attributes.isEmpty { output += " " + attributes }
        output += "/>"
    }

    mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, width: Double = 1) {
        output += "<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\""
        output += " stroke=\"\(stroke)\" stroke-width=\"\(Self.number(width))\"/>"
    }

    mutating func circle(_ x: Double, _ y: Double, radius: Double, fill: String, stroke: String? = nil, strokeWidth: Double = 1,
                         opacity: Double? = nil) {
        output += "<circle cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"\(Self.number(max(0, radius)))\" fill=\"\(fill)\""
        if let stroke { output += " stroke=\"\(stroke)\" stroke-width=\"\(Self.number(strokeWidth))\"" }
        if let opacity { output += " opacity=\"\(Self.number(opacity))\"" }
        output += "/>"
    }

    /// A path in a 24-unit box drawn at `frame`.
    mutating func glyphPath(_ data: String, in frame: LayoutRect, fill: String = "none", stroke: String, width: Double = 2) {
        let scale = min(frame.width, frame.height) / 24
        let x = frame.midX - 12 * scale
        let y = frame.midY - 12 * scale
        output += "<path d=\"\(data)\" transform=\"translate(\(Self.number(x)) \(Self.number(y))) scale(\(Self.number(scale)))\""
        output += " fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(Self.number(width))\" stroke-linecap=\"round\""
        output += " stroke-linejoin=\"round\"/>"
    }

    /// One line of text with its baseline placed for a line box `top`…`top + lineHeight`.
    mutating func textLine(_ text: String, x: Double, top: Double, lineHeight: Double, fontSize: Double, fill: String,
                           weight: LaidOutText.Weight = .regular, anchor: LaidOutText.Alignment = .leading, halo: String? = nil) {
        let baseline = top + (lineHeight - fontSize) / 2 + fontSize * 0.8
        output += "<text x=\"\(Self.number(x))\" y=\"\(Self.number(baseline))\" font-size=\"\(Self.number(fontSize))\""
        if weight == .semibold { output += " font-weight=\"600\"" }
        switch anchor {
        case .leading: break
        case .center: output += " text-anchor=\"middle\""
        case .trailing: output += " text-anchor=\"end\""
        }
        if let halo { output += " stroke=\"\(halo)\" stroke-width=\"3\" paint-order=\"stroke\"" }
        output += " fill=\"\(fill)\">\(Self.escape(text))</text>"
    }

    /// A laid-out text: each line where the layout set it.
    mutating func text(_ text: LaidOutText, fill: String, weight: LaidOutText.Weight? = nil, halo: String? = nil) {
        for (number, line) in text.lines.enumerated() {
            let x: Double
            switch text.alignment {
            case .leading: x = text.frame.minX
            case .center: x = text.frame.midX
            case .trailing: x = text.frame.maxX
            }
            textLine(line, x: x, top: text.frame.minY + Double(number) * text.lineHeight, lineHeight: text.lineHeight,
                     fontSize: text.fontSize, fill: fill, weight: weight ?? text.weight, anchor: text.alignment, halo: halo)
        }
    }
}
