/// Findings drawn on the screen: each on the innermost drawn element whose
/// source holds it — an outline in the severity's colour and a numbered
/// badge, the message as its tooltip. A finding inside a presented value is
/// drawn on what presents it; one inside something scrolled out of view, on
/// the nearest ancestor that shows; one on no drawn element (the file, the
/// screen itself, a hidden element), as a badge at the screen's top.
import ViewLayout
import ViewModel
import ViewSyntax

extension PreviewDrawing {
    /// The layer whose elements are drawn on top (a chosen presentation, else the screen).
    private var shownLayer: Int {
        if let layer = options.presentation, layer > 0, layer <= layout.presentations.count { return layer }
        return 0
    }

    /// The element a finding is drawn on; nil for the screen's top.
    func target(of finding: Diagnostic) -> Int? {
        var best: Int?
        var bestLength = Int.max
        for index in ownElements {
            let bytes = layout.elements[index].source.bytes
            guard bytes.lowerBound <= finding.range.lowerBound, finding.range.upperBound <= bytes.upperBound else { continue }
            if bytes.count <= bestLength {
                best = index
                bestLength = bytes.count
            }
        }
        guard var index = best else { return nil }
        // Up out of presented layers the drawing does not show, to what presents them.
        while layout.elements[index].presentation != 0, layout.elements[index].presentation != shownLayer {
            guard let presenter = layout.presentations[layout.elements[index].presentation - 1].presenter else { return nil }
            index = presenter
        }
        // Up out of what is scrolled away, to the nearest ancestor that shows.
        while layout.elements[index].visibleFrame.isEmpty {
            guard let parent = layout.elements[index].parent else { return nil }
            index = parent
        }
        return layout.elements[index].parent == nil && layout.elements[index].presentation == 0 ? nil : index
    }

    mutating func drawFindings() {
        let screen = layout.bounds
        let radius = 9.0
        var badgesOn: [Int: Int] = [:]
        var topBadges = 0
        let targets = findings.map(target(of:))
        let topCount = targets.filter { $0 == nil }.count
        var lines = LineIndex.PositionCursor()
        for (number, finding) in findings.enumerated() {
            let start = file.lineIndex.position(of: finding.range.lowerBound, in: .utf16, cursor: &lines)
            let end = file.lineIndex.position(of: finding.range.upperBound, in: .utf16)
            let color = PreviewPalette.color(of: finding.severity)
            writer.raw("<g class=\"finding\" data-code=\"\(SVGWriter.escape(finding.code))\" data-severity=\"\(finding.severity)\"")
            writer.raw(" data-range=\"\(start.line):\(start.column)-\(end.line):\(end.column)\" data-number=\"\(number + 1)\"")
            let targetIndex = targets[number]
            if let targetIndex { writer.raw(" data-element=\"\(layout.elements[targetIndex].source.lspText)\"") }
            writer.raw("><title>\(SVGWriter.escape(finding.message))</title>")
            var center: (x: Double, y: Double)
            if let targetIndex {
                let outline = outlineFrame(of: layout.elements[targetIndex])
                writer.rect(outline, fill: "none", radius: 4, stroke: color, strokeWidth: 2)
                let offset = badgesOn[targetIndex, default: 0]
                badgesOn[targetIndex] = offset + 1
                center = (outline.maxX - radius - 2 - Double(offset) * (2 * radius + 3), outline.minY + radius + 2)
            } else {
                let pitch = 2 * radius + 4
                center = (screen.midX - Double(topCount - 1) * pitch / 2 + Double(topBadges) * pitch, radius + 4)
                topBadges += 1
            }
            center.x = min(max(center.x, radius + 1), screen.maxX - radius - 1)
            center.y = min(max(center.y, radius + 1), screen.maxY - radius - 1)
            writer.circle(center.x, center.y, radius: radius, fill: color, stroke: "#FFFFFF", strokeWidth: 1.5)
            writer.textLine("\(number + 1)", x: center.x, top: center.y - 8, lineHeight: 16, fontSize: number >= 99 ? 8 : 11, fill: "#FFFFFF",
                            weight: .semibold, anchor: .center)
            writer.raw("</g>")
        }
    }

    /// The part of an element's frame that shows, at least a few points across, inside the screen.
    private func outlineFrame(of element: LaidOutElement) -> LayoutRect {
        let screen = layout.bounds
        var frame = element.visibleFrame.intersection(screen)
        let least = 8.0
        if frame.width < least { frame = LayoutRect(x: frame.midX - least / 2, y: frame.y, width: least, height: frame.height) }
        if frame.height < least { frame = LayoutRect(x: frame.x, y: frame.midY - least / 2, width: frame.width, height: least) }
        return frame.fitted(into: screen).insetBy(dx: 1, dy: 1)
    }
}
