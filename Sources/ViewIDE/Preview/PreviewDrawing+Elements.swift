/// How each kind of element is drawn inside its `<g>`: containers, bars and
/// their items, controls, text and web views, broken syntax and components
/// the layout does not know. Tables, collections, maps and presented values
/// are in `PreviewDrawing+Content`.
import ViewLayout
import ViewModel

extension PreviewDrawing {
    /// What lies outside an element's clip: a popover's shadow and arrow.
    mutating func drawOutside(_ element: LaidOutElement) {
        guard element.kind == "Popover" else { return }
        writer.rect(LayoutRect(x: element.frame.x, y: element.frame.y + 4, width: element.frame.width, height: element.frame.height),
                    fill: "#000000", radius: 13, opacity: 0.12)
        for arrow in element.parts where arrow.role == .arrow {
            drawArrow(arrow, fill: popoverBackground, stroke: palette.separator)
        }
    }

    var popoverBackground: String { palette.isDark ? "#1C1C1E" : "#FFFFFF" }

    /// What is drawn over an element's children: page dots, scroll indicators.
    mutating func drawOver(_ element: LaidOutElement) {
        switch element.kind {
        case "PageViewController":
            drawPageDots(element)
        case "ScrollView":
            for part in element.parts where part.role == .scrollIndicator {
                writer.rect(part.frame, fill: palette.isDark ? "#FFFFFF" : "#000000", radius: 1.5, opacity: 0.35)
            }
        default:
            break
        }
    }

    /// The kinds `drawSelf` draws as themselves; any other is a component the layout
    /// does not know, drawn as a dashed box named by its type (`namedPlaceholder`).
    static let drawnKinds: Set<String> = [
        "Screen", "StatusBar", "FixedSpace", "FlexibleSpace", "Page", "Primary", "Secondary", "ContainerViewController", "Popover",
        "Modal", "NavigationBar", "Toolbar", "TabBar", "SearchBar", "ScopeBar", "SegmentedControl", "BarButton", "BackButton", "Tab",
        "Label", "Button", "TextField", "PageControl", "ActivityIndicator", "RefreshControl", "ImageView", "TextView", "WebView",
        "SplitView", "error", "TableView", "Section", "Cell", "CollectionView", "Item", "MapView", "Pin", "Overlay", "Alert",
        "ActionSheet", "ActivityViewController", "Activity", "CustomView",
    ]

    /// The name written in an unknown component's dashed box; nil for the kinds drawn as themselves.
    func namedPlaceholder(_ element: LaidOutElement) -> String? {
        Self.drawnKinds.contains(element.kind) ? nil : element.typeName
    }

    /// Where `drawPlaceholder` writes an unknown component's name (none when the box is too low for it).
    static func placeholderLabelTop(in frame: LayoutRect) -> Double? { frame.height >= 16 ? frame.minY + 2 : nil }

    mutating func drawSelf(_ element: LaidOutElement, index: Int) {
        let frame = element.frame
        if let name = namedPlaceholder(element) {
            // A component the layout does not know: its box, named.
            drawPlaceholder(element, label: name)
            return
        }
        switch element.kind {
        case "Screen", "StatusBar", "FixedSpace", "FlexibleSpace":
            break
        case "Page", "Primary", "Secondary", "ContainerViewController":
            if let paint = PreviewPalette.paint(element.property("background")) { writer.rect(frame, fill: paint.hex, opacity: paint.opacity) }
        case "Popover":
            writer.rect(frame, fill: popoverBackground, radius: 13, stroke: palette.separator, strokeWidth: 0.5)
            drawTexts(element)
        case "Modal":
            writer.rect(frame, fill: palette.background, radius: element.frame.minY > 0 ? 10 : 0)
            drawTexts(element)
        case "NavigationBar", "Toolbar", "TabBar":
            drawBar(element)
        case "SearchBar", "ScopeBar", "SegmentedControl":
            drawSearchOrSegments(element)
        case "BarButton", "BackButton":
            drawBarItem(element)
        case "Tab":
            drawTab(element)
        case "Label":
            let color = PreviewPalette.paint(element.property("color"))
            for text in element.texts { writer.text(text, fill: color?.hex ?? palette.label) }
        case "Button":
            let color = element.name("role") == "destructive" ? palette.destructive : palette.tint
            for text in element.texts { writer.text(text, fill: color) }
        case "TextField":
            drawField(element)
        case "PageControl":
            drawPageDots(element)
        case "ActivityIndicator", "RefreshControl":
            if element.kind == "ActivityIndicator", overlapsSibling(index) {
                // Floating over content: on a small panel, as a progress HUD shows it.
                writer.rect(element.frame.insetBy(dx: -12, dy: -10), fill: palette.alert, radius: 12, opacity: 0.92)
            }
            drawSpinners(element)
            for text in element.texts { writer.text(text, fill: palette.secondaryLabel) }
        case "ImageView":
            for part in element.parts where part.role == .image { drawImage(part, of: element, large: true) }
        case "TextView":
            if let paint = PreviewPalette.paint(element.property("background")) { writer.rect(frame, fill: paint.hex, opacity: paint.opacity) }
            let color = PreviewPalette.paint(element.property("color"))
            for text in element.texts { writer.text(text, fill: color?.hex ?? palette.label) }
        case "WebView":
            drawWebView(element)
        case "SplitView":
            for part in element.parts where part.role == .divider { writer.rect(part.frame, fill: palette.separator) }
        case "error":
            drawBroken(element)
        case "TableView", "Section", "Cell", "CollectionView", "Item", "MapView", "Pin", "Overlay", "Alert", "ActionSheet",
             "ActivityViewController", "Activity":
            drawContent(element, index: index)
        case "CustomView":
            if children[index].isEmpty { drawPlaceholder(element, label: nil) }
        default:
            break  // `namedPlaceholder` drew it
        }
    }

    /// Whether an element lies over another child of its parent (an overlay).
    func overlapsSibling(_ index: Int) -> Bool {
        guard let parent = layout.elements[index].parent else { return false }
        let frame = layout.elements[index].frame
        return children[parent].contains { other in
            other != index && !layout.elements[other].frame.intersection(frame).isEmpty
        }
    }

    mutating func drawTexts(_ element: LaidOutElement, color: String? = nil) {
        for text in element.texts { writer.text(text, fill: color ?? palette.secondaryLabel) }
    }

    /// A dashed box (a custom view, or an unknown component with its name).
    private mutating func drawPlaceholder(_ element: LaidOutElement, label: String?) {
        writer.rect(element.frame.insetBy(dx: 0.5, dy: 0.5), fill: palette.isDark ? "#FFFFFF" : "#000000", radius: 6,
                    stroke: palette.secondaryLabel, strokeWidth: 1, opacity: 0.06)
        writer.rect(element.frame.insetBy(dx: 0.5, dy: 0.5), fill: "none", radius: 6, stroke: palette.secondaryLabel, strokeWidth: 1,
                    attributes: "stroke-dasharray=\"4 3\"")
        if let label, !label.isEmpty, let top = Self.placeholderLabelTop(in: element.frame) {
            writer.textLine(label, x: element.frame.minX + 6, top: top, lineHeight: 16, fontSize: 11,
                            fill: palette.secondaryLabel)
        }
    }

    /// Syntax that did not parse: hatched, with its errors as the tooltip.
    private mutating func drawBroken(_ element: LaidOutElement) {
        let messages = syntaxMessages(in: element.source.bytes)
        if !messages.isEmpty { writer.raw("<title>\(SVGWriter.escape(messages.joined(separator: "\n")))</title>") }
        writer.rect(element.frame, fill: "url(#\(prefix)hatch)", radius: 4, stroke: "#FF3B30", strokeWidth: 1,
                    attributes: "stroke-dasharray=\"5 3\"")
    }

    /// The syntax errors whose start lies in `range`, worded in the drawing's language.
    func syntaxMessages(in range: Range<Int>) -> [String] {
        file.tree.diagnostics.filter { range.contains($0.range.lowerBound) || ($0.range.isEmpty && $0.range.lowerBound == range.upperBound) }
            .map { $0.message(in: catalog) }
    }

    // MARK: Bars

    private mutating func drawBar(_ element: LaidOutElement) {
        let backdrop = element.backdrop ?? element.frame
        let paint = PreviewPalette.paint(element.property("background"))
        let translucent = element.bool("translucent") ?? true
        writer.rect(backdrop, fill: paint?.hex ?? palette.bar, opacity: paint?.opacity ?? (translucent ? 0.94 : 1))
        drawBarBackgroundImage(element, over: backdrop)
        let edge = element.kind == "NavigationBar" ? backdrop.maxY - 0.5 : backdrop.minY
        writer.rect(LayoutRect(x: backdrop.minX, y: edge, width: backdrop.width, height: 0.5), fill: palette.barBorder)
        let titleColor = PreviewPalette.paint(element.property("titleColor"))?.hex ?? palette.label
        for text in element.texts { writer.text(text, fill: text.role == .prompt ? palette.secondaryLabel : titleColor) }
    }

    /// A bar's `backgroundImage` (v4 on every bar): a workspace PNG stretched over the bar's backdrop.
    /// `capInsets` are not drawn (the whole image stretches); an image that cannot be read leaves the bar's colour.
    private mutating func drawBarBackgroundImage(_ element: LaidOutElement, over backdrop: LayoutRect) {
        guard let path = element.string("backgroundImage"), backdrop.width > 0, backdrop.height > 0,
              let uri = images.dataURI(path, from: element.source.path) else { return }
        writer.raw("<image x=\"\(SVGWriter.number(backdrop.x))\" y=\"\(SVGWriter.number(backdrop.y))\" width=\"\(SVGWriter.number(backdrop.width))\"")
        writer.raw(" height=\"\(SVGWriter.number(backdrop.height))\" preserveAspectRatio=\"none\" href=\"\(uri)\"><title>\(SVGWriter.escape(path))</title></image>")
    }

    /// The tint of a bar's items: the bar's `tint`, else the system's.
    func tint(of element: LaidOutElement) -> String {
        var current: Int? = element.parent
        while let index = current {
            let ancestor = layout.elements[index]
            if ["NavigationBar", "Toolbar", "TabBar"].contains(ancestor.kind) {
                return PreviewPalette.paint(ancestor.property("tint"))?.hex ?? palette.tint
            }
            current = ancestor.parent
        }
        return palette.tint
    }

    private mutating func drawBarItem(_ element: LaidOutElement) {
        let color = tint(of: element)
        for part in element.parts {
            switch part.role {
            case .glyph: drawGlyph(part.value ?? "", in: part.frame, color: color, label: part.value == "back" ? nil : part.value)
            case .image: drawImage(part, of: element, large: false, tint: color)
            default: break
            }
        }
        for text in element.texts { writer.text(text, fill: color) }
    }

    private mutating func drawTab(_ element: LaidOutElement) {
        let selected = element.parts.contains { $0.role == .selection }
        let color = selected ? tint(of: element) : (palette.isDark ? "#8E8E93" : "#999999")
        let dimmed = element.bool("enabled") == false
        if dimmed { writer.raw("<g opacity=\"0.4\">") }
        for part in element.parts where part.role == .image { drawImage(part, of: element, large: false, tint: color) }
        for text in element.texts where text.role == .title { writer.text(text, fill: color) }
        for part in element.parts where part.role == .badge { writer.rect(part.frame, fill: "#FF3B30", radius: part.frame.height / 2) }
        for text in element.texts where text.role == .badge { writer.text(text, fill: "#FFFFFF") }
        if dimmed { writer.raw("</g>") }
    }

    private mutating func drawSearchOrSegments(_ element: LaidOutElement) {
        if element.kind == "SearchBar", let parent = element.parent, layout.elements[parent].kind != "NavigationBar",
           layout.elements[parent].kind != "TableView" {
            writer.rect(element.backdrop ?? element.frame, fill: palette.bar, opacity: 0.94)
        }
        if element.kind == "SearchBar" { drawBarBackgroundImage(element, over: element.backdrop ?? element.frame) }
        let segments = element.parts.filter { $0.role == .segment }
        if let first = segments.first, let last = segments.last {
            let track = LayoutRect(x: first.frame.minX, y: first.frame.minY, width: last.frame.maxX - first.frame.minX,
                                   height: first.frame.height)
            writer.rect(track, fill: palette.segmentTrack, radius: 8)
            for segment in segments where segment.value == "selected" {
                writer.rect(segment.frame.insetBy(dx: 2, dy: 2), fill: palette.selectedSegment, radius: 7, stroke: "#000000",
                            strokeWidth: 0.5, opacity: 1)
            }
        }
        for part in element.parts {
            switch part.role {
            case .field: writer.rect(part.frame, fill: palette.fill, radius: 10)
            case .glyph: drawGlyph(part.value ?? "", in: part.frame, color: palette.secondaryLabel, label: nil)
            default: break
            }
        }
        for text in element.texts {
            switch text.role {
            case .placeholder, .prompt: writer.text(text, fill: palette.secondaryLabel)
            case .detail: writer.text(text, fill: palette.tint)
            default: writer.text(text, fill: palette.label)
            }
        }
    }

    // MARK: Controls

    private mutating func drawField(_ element: LaidOutElement) {
        for part in element.parts {
            switch part.role {
            case .field where part.value == "search": writer.rect(part.frame, fill: palette.fill, radius: 10)
            case .field: writer.rect(part.frame.insetBy(dx: 0.25, dy: 0.25), fill: palette.isDark ? "#1C1C1E" : "#FFFFFF", radius: 6,
                                     stroke: palette.separator, strokeWidth: 0.5)
            case .glyph: drawGlyph(part.value ?? "", in: part.frame, color: palette.secondaryLabel, label: nil)
            default: break
            }
        }
        for text in element.texts { writer.text(text, fill: text.role == .placeholder ? palette.placeholder : palette.label) }
    }

    private mutating func drawPageDots(_ element: LaidOutElement) {
        for part in element.parts where part.role == .pageDots {
            let numbers = (part.value ?? "0/0").split(separator: "/").compactMap { Int($0) }
            let count = min(numbers.first ?? 0, 40)
            guard count > 0 else { continue }
            let pitch = LayoutMetrics.pageDotPitch
            let start = part.frame.midX - Double(count - 1) * pitch / 2
            let light = element.kind == "PageViewController" || palette.isDark
            for dot in 0..<count {
                let selected = dot == (numbers.count > 1 ? numbers[1] : 0)
                writer.circle(start + Double(dot) * pitch, part.frame.midY, radius: LayoutMetrics.pageDotSize / 2,
                              fill: light ? "#FFFFFF" : "#000000", opacity: selected ? 1 : 0.3)
            }
        }
    }

    private mutating func drawSpinners(_ element: LaidOutElement) {
        for part in element.parts where part.role == .spinner { drawSpinner(part) }
    }

    /// An activity indicator's eight spokes, fading round.
    mutating func drawSpinner(_ part: LaidOutPart) {
        let radius = part.frame.width / 2
        writer.raw("<g class=\"spinner\" stroke=\"\(palette.secondaryLabel)\" stroke-width=\"2.2\" stroke-linecap=\"round\">")
        for spoke in 0..<8 {
            let angle = Double(spoke) * .pi / 4
            let (sine, cosine) = (PreviewMath.sin(angle), PreviewMath.cos(angle))
            let x1 = SVGWriter.number(part.frame.midX + cosine * radius * 0.45)
            let y1 = SVGWriter.number(part.frame.midY + sine * radius * 0.45)
            let x2 = SVGWriter.number(part.frame.midX + cosine * radius * 0.95)
            let y2 = SVGWriter.number(part.frame.midY + sine * radius * 0.95)
            writer.raw("<line x1=\"\(x1)\" y1=\"\(y1)\" x2=\"\(x2)\" y2=\"\(y2)\" opacity=\"\(SVGWriter.number(0.2 + 0.1 * Double(spoke)))\"/>")
        }
        writer.raw("</g>")
    }

    private mutating func drawWebView(_ element: LaidOutElement) {
        let frame = element.frame
        writer.rect(frame, fill: palette.background)
        for text in element.texts { writer.text(text, fill: palette.secondaryLabel) }
        var y = frame.minY + 40
        let widths = [0.7, 0.9, 0.85, 0.6, 0.9, 0.75]
        var line = 0
        while y + 12 < frame.maxY, line < 40 {
            let width = (frame.width - 2 * 16) * widths[line % widths.count]
            writer.rect(LayoutRect(x: frame.minX + 16, y: y, width: max(0, width), height: 10), fill: palette.fill, radius: 5)
            y += line % 4 == 3 ? 34 : 20
            line += 1
        }
    }

    // MARK: Glyphs and images

    mutating func drawGlyph(_ name: String, in frame: LayoutRect, color: String, label: String?, width: Double = 2) {
        writer.raw("<g class=\"glyph\" data-glyph=\"\(SVGWriter.escape(name))\">")
        if let label { writer.raw("<title>\(SVGWriter.escape(label))</title>") }
        let filled = PreviewGlyphs.isFilled(name)
        writer.glyphPath(PreviewGlyphs.path(name), in: frame, fill: filled ? color : "none", stroke: color, width: width)
        writer.raw("</g>")
    }

    mutating func drawArrow(_ part: LaidOutPart, fill: String, stroke: String) {
        let frame = part.frame
        let points: String
        switch part.value {
        case "down": points = "\(frame.minX),\(frame.minY) \(frame.maxX),\(frame.minY) \(frame.midX),\(frame.maxY)"
        case "left": points = "\(frame.maxX),\(frame.minY) \(frame.maxX),\(frame.maxY) \(frame.minX),\(frame.midY)"
        case "right": points = "\(frame.minX),\(frame.minY) \(frame.minX),\(frame.maxY) \(frame.maxX),\(frame.midY)"
        default: points = "\(frame.minX),\(frame.maxY) \(frame.maxX),\(frame.maxY) \(frame.midX),\(frame.minY)"
        }
        let rounded = points.split(separator: " ").map { pair in
            pair.split(separator: ",").map { SVGWriter.number(Double($0) ?? 0) }.joined(separator: ",")
        }.joined(separator: " ")
        writer.raw("<polygon points=\"\(rounded)\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"0.5\"/>")
    }

    /// An image part: a workspace PNG inlined, a system glyph, or a placeholder naming the file.
    mutating func drawImage(_ part: LaidOutPart, of element: LaidOutElement, large: Bool, tint: String? = nil) {
        let value = part.value ?? ""
        let frame = part.frame
        guard frame.width > 0, frame.height > 0 else { return }
        if value.hasPrefix("system.") {
            let name = String(value.dropFirst("system.".count))
            if large {
                // Translucent grey: a placeholder reads on any background the screen sets.
                writer.rect(frame, fill: "#8E8E93", radius: min(12, frame.width / 6), opacity: 0.2)
                let side = min(frame.width, frame.height) * 0.45
                drawGlyph(name, in: LayoutRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side),
                          color: tint ?? palette.secondaryLabel, label: value, width: 1.6)
            } else {
                drawGlyph(name, in: frame, color: tint ?? palette.tint, label: value)
            }
            return
        }
        if let uri = images.dataURI(value, from: element.source.path) {
            let mode: String
            switch element.name("contentMode") {
            case "fill": mode = "xMidYMid slice"
            default: mode = "xMidYMid meet"
            }
            writer.raw("<image x=\"\(SVGWriter.number(frame.x))\" y=\"\(SVGWriter.number(frame.y))\" width=\"\(SVGWriter.number(frame.width))\"")
            writer.raw(" height=\"\(SVGWriter.number(frame.height))\" preserveAspectRatio=\"\(mode)\" href=\"\(uri)\"><title>\(SVGWriter.escape(value))</title></image>")
            return
        }
        writer.rect(frame, fill: "#8E8E93", radius: min(8, frame.width / 6), opacity: 0.2)
        let side = min(frame.width, frame.height) * 0.5
        drawGlyph("image", in: LayoutRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side),
                  color: palette.secondaryLabel, label: value.isEmpty ? nil : value, width: 1.6)
    }
}

/// Sine and cosine for the spinner's spokes, without Foundation.
enum PreviewMath {
    static func sin(_ angle: Double) -> Double { cos(angle - .pi / 2) }

    static func cos(_ angle: Double) -> Double {
        // Eight spokes: exact values at multiples of 45 degrees.
        let step = Int((angle / (.pi / 4)).rounded()) & 7
        let diagonal = 0.707_106_781_186_547_6
        return [1, diagonal, 0, -diagonal, -1, -diagonal, 0, diagonal][step]
    }
}
