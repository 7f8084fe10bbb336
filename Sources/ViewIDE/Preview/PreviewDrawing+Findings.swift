/// Findings drawn on the screen: each on the innermost drawn element whose
/// source holds it — an outline in the severity's colour and a numbered
/// badge, the message as its tooltip; the badge at a corner of the outline,
/// outside it when there is room, never over a text (`PreviewBadges`). A finding inside a presented value is
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

    /// The element a finding is drawn on; nil for the screen's top. The
    /// innermost own element holding its range (the shortest; of equal ones,
    /// the last laid out), found among those starting at or before it,
    /// nearest first, until no earlier one can be as short.
    func target(of finding: Diagnostic) -> Int? {
        let (start, end) = (finding.range.lowerBound, finding.range.upperBound)
        var low = 0
        var high = ownElements.count
        while low < high {
            let middle = (low + high) / 2
            if layout.elements[ownElements[middle]].source.bytes.lowerBound <= start { low = middle + 1 } else { high = middle }
        }
        var best: Int?
        var bestLength = Int.max
        for position in stride(from: low - 1, through: 0, by: -1) {
            let index = ownElements[position]
            let bytes = layout.elements[index].source.bytes
            if best != nil, end - bytes.lowerBound > bestLength { break }
            guard end <= bytes.upperBound else { continue }
            if bytes.count < bestLength || (bytes.count == bestLength && index > best ?? -1) {
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

    /// The findings' layer and a piece for each finding, its body reused when its input is as before.
    mutating func drawFindings() {
        let screen = layout.bounds
        let radius = 9.0
        var placement = BadgePlacement(screen: screen, radius: radius, texts: textBoxes())
        var topBadges = 0
        let targets = findings.map(target(of:))
        let topCount = targets.filter { $0 == nil }.count
        var lines = LineIndex.PositionCursor()
        var layer = SVGWriter(capacity: findings.count * 16)
        for (number, finding) in findings.enumerated() {
            let key = "f\(number + 1)"
            layer.slot(key)
            let start = file.lineIndex.position(of: finding.range.lowerBound, in: .utf16, cursor: &lines)
            let end = file.lineIndex.position(of: finding.range.upperBound, in: .utf16)
            let color = PreviewPalette.color(of: finding.severity)
            var attributes: [(name: String, value: String)] = [("class", "finding"), ("data-key", key), ("data-code", finding.code),
                                                               ("data-severity", "\(finding.severity)"),
                                                               ("data-range", "\(start.line):\(start.column)-\(end.line):\(end.column)"),
                                                               ("data-number", "\(number + 1)")]
            let targetIndex = targets[number]
            var outline: LayoutRect?
            let center: (x: Double, y: Double)
            if let targetIndex {
                attributes.append(("data-element", layout.elements[targetIndex].source.lspText))
                let frame = outlineFrame(of: layout.elements[targetIndex])
                outline = frame
                center = placement.place(at: frame)
            } else {
                let pitch = 2 * radius + 4
                center = placement.place(near: (screen.midX - Double(topCount - 1) * pitch / 2 + Double(topBadges) * pitch, radius + 4))
                topBadges += 1
            }
            let input = PreviewMemo.FindingInput(message: finding.message, color: color, number: number + 1, outline: outline,
                                                 centerX: center.x, centerY: center.y)
            let drawn: PreviewMemo.DrawnFinding
            if let stored = PreviewMemo.finding(key, input, in: previous) {
                drawn = stored
            } else {
                var piece = SVGWriter(capacity: 400)
                piece.raw("<title>\(SVGWriter.escape(finding.message))</title>")
                if let outline { piece.rect(outline, fill: "none", radius: 4, stroke: color, strokeWidth: 2) }
                piece.circle(center.x, center.y, radius: radius, fill: color, stroke: "#FFFFFF", strokeWidth: 1.5)
                piece.textLine("\(number + 1)", x: center.x, top: center.y - 8, lineHeight: 16, fontSize: number >= 99 ? 8 : 11,
                               fill: "#FFFFFF", weight: .semibold, anchor: .center)
                drawn = PreviewMemo.DrawnFinding(input: input, body: piece.body)
            }
            memo.findings[key] = drawn
            pieces[key] = PreviewPiece(tag: "g", attributes: attributes, body: drawn.body)
        }
        let bezel = SVGWriter.number(PreviewRenderer.bezel)
        pieces[PreviewDrawn.findingsKey] = PreviewPiece(tag: "g", attributes: [("class", "findings"), ("data-key", PreviewDrawn.findingsKey),
                                                                               ("transform", "translate(\(bezel) \(bezel))")],
                                                        body: layer.body)
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
