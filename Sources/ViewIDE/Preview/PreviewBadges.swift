/// Where the findings' numbered badges go, so that none covers a word the
/// drawing shows: the boxes of every text drawn (each line's ink, by the
/// width estimate the layout uses, cut by the clips it is drawn in), and for
/// each badge the first free place among the corners of its outline —
/// outside the outlined element first (above, beside, below), then inside —
/// then further out, ring by ring. A badge never overlaps another badge or
/// a text box, and stays on the screen; when no place within reach is free
/// (a screen full of text), it takes the first corner inside the outline.
/// Asked of the boxes nearby only (`BoxGrid`), and a place found taken is
/// not asked again for the next badge on the same outline: the badges land
/// where a scan of every box and place puts them (`PreviewBoxGridTests`).
import Foundation
import ViewLayout

/// One line of text as `SVGWriter.textLine` sets it: its ink, from the top of its
/// capitals to the bottom of its descenders, by the layout's width estimate.
enum PreviewTextBox {
    static func line(_ text: String, x: Double, top: Double, lineHeight: Double, fontSize: Double,
                     anchor: LaidOutText.Alignment) -> LayoutRect {
        let width = TextFittingWidth.points(text, fontSize: fontSize)
        let left: Double
        switch anchor {
        case .leading: left = x
        case .center: left = x - width / 2
        case .trailing: left = x - width
        }
        return LayoutRect(x: left, y: top + (lineHeight - fontSize) / 2, width: width, height: fontSize)
    }

    static func lines(of text: LaidOutText) -> [LayoutRect] {
        text.lines.enumerated().map { number, line in
            let x: Double
            switch text.alignment {
            case .leading: x = text.frame.minX
            case .center: x = text.frame.midX
            case .trailing: x = text.frame.maxX
            }
            return Self.line(line, x: x, top: text.frame.minY + Double(number) * text.lineHeight, lineHeight: text.lineHeight,
                             fontSize: text.fontSize, anchor: text.alignment)
        }
    }
}

struct BadgePlacement {
    let screen: LayoutRect
    let radius: Double
    /// The text boxes (a little larger: a badge beside a word, not touching it) and the badges placed so far,
    /// found by where they are (`BoxGrid`): a table of 2,000 rows with a finding on most asks whether a place
    /// is free some hundred thousand times, each against only the boxes near it.
    private var boxes: BoxGrid
    /// How many box-against-box comparisons `isFree` made (what the grid keeps small).
    private(set) var comparisons = 0
    /// For each outline badges were placed on, how many of its places (`place(at:)`'s order) were found taken.
    private var known: [LayoutRect: Int] = [:]
    /// How far apart a badge and what it avoids stay.
    static let clearance = 2.0

    init(screen: LayoutRect, radius: Double, texts: [LayoutRect]) {
        self.screen = screen
        self.radius = radius
        boxes = BoxGrid(screen: screen, cellSize: 4 * (radius + 1))
        for text in texts {
            boxes.insert(LayoutRect(x: text.x - Self.clearance, y: text.y - Self.clearance,
                                    width: text.width + 2 * Self.clearance, height: text.height + 2 * Self.clearance))
        }
    }

    /// The badge's square (its circle and white ring).
    func square(_ x: Double, _ y: Double) -> LayoutRect {
        let half = radius + 1
        return LayoutRect(x: x - half, y: y - half, width: 2 * half, height: 2 * half)
    }

    mutating func isFree(_ x: Double, _ y: Double) -> Bool {
        let box = square(x, y)
        guard box.minX >= screen.minX, box.minY >= screen.minY, box.maxX <= screen.maxX, box.maxY <= screen.maxY else { return false }
        return !boxes.anyOverlaps(box, comparisons: &comparisons)
    }

    static func overlap(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// A badge for an outline: at a corner, outside when there is room.
    mutating func place(at outline: LayoutRect) -> (x: Double, y: Double) {
        let r = radius
        let gap = 3.0
        let (left, right, top, bottom) = (outline.minX, outline.maxX, outline.minY, outline.maxY)
        var candidates: [(Double, Double)] = [
            // Outside: above the top corners, beside them, below the bottom ones.
            (right - r, top - r - gap), (left + r, top - r - gap),
            (right + r + gap, top + r), (left - r - gap, top + r),
            (right - r, bottom + r + gap), (left + r, bottom + r + gap),
            (right + r + gap, bottom - r), (left - r - gap, bottom - r),
            // Outside, past the corners.
            (right + r + gap, top - r - gap), (left - r - gap, top - r - gap),
            (right + r + gap, bottom + r + gap), (left - r - gap, bottom + r + gap),
            // Inside the corners.
            (right - r - 2, top + r + 2), (left + r + 2, top + r + 2), (right - r - 2, bottom - r - 2), (left + r + 2, bottom - r - 2),
        ]
        // Along the top edge, above it and inside it (several badges on one element).
        let pitch = 2 * r + 3
        for step in 1...8 {
            let shift = Double(step) * pitch
            candidates.append((right - r - shift, top - r - gap))
            candidates.append((right - r - 2 - shift, top + r + 2))
        }
        // Places only fill up, so the places of an outline found taken before are still taken: a search for
        // the next badge on the same outline starts where the last one stopped (a section holding the
        // findings of 1,600 rows scrolled away searches its places once, not once per finding).
        var place = known[outline] ?? 0
        defer { known[outline] = place }
        while place < candidates.count {
            if isFree(candidates[place].0, candidates[place].1) { return keep(candidates[place]) }
            place += 1
        }
        while place < candidates.count + Self.ringPlaces {
            let free = ringPlace(place - candidates.count, around: (right, top))
            if isFree(free.0, free.1) { return keep(free) }
            place += 1
        }
        let fallback = candidates[12]
        return keep((min(max(fallback.0, screen.minX + r + 1), screen.maxX - r - 1),
                     min(max(fallback.1, screen.minY + r + 1), screen.maxY - r - 1)))
    }

    /// A badge at `preferred` (a finding on no element: a row at the screen's top), or the nearest free place.
    mutating func place(near preferred: (x: Double, y: Double)) -> (x: Double, y: Double) {
        if isFree(preferred.x, preferred.y) { return keep(preferred) }
        if let free = ring(around: preferred) { return keep(free) }
        return keep((min(max(preferred.x, screen.minX + radius + 1), screen.maxX - radius - 1),
                     min(max(preferred.y, screen.minY + radius + 1), screen.maxY - radius - 1)))
    }

    /// The places on rings around a point, nearest first: 12 rings of 24.
    static let ringPlaces = 12 * 24

    /// The first free place on rings around `point`, nearest first.
    private mutating func ring(around point: (x: Double, y: Double)) -> (Double, Double)? {
        for place in 0..<Self.ringPlaces {
            let free = ringPlace(place, around: point)
            if isFree(free.0, free.1) { return free }
        }
        return nil
    }

    /// The `place`-th place on the rings around `point`: up first, then round clockwise (near the corner a
    /// badge is read as belonging to it), ring after ring.
    private func ringPlace(_ place: Int, around point: (x: Double, y: Double)) -> (Double, Double) {
        let distance = Double(place / 24 + 1) * (radius + 2)
        let angle = Double(place % 24) * Double.pi / 12 - Double.pi / 2
        return (point.x + distance * cos(angle), point.y + distance * sin(angle))
    }

    private mutating func keep(_ center: (Double, Double)) -> (x: Double, y: Double) {
        // Whole half-points: the SVG writes two decimals, and a badge drawn where it was placed stays clear.
        let x = (center.0 * 2).rounded() / 2
        let y = (center.1 * 2).rounded() / 2
        boxes.insert(square(x, y))
        return (x, y)
    }
}

extension PreviewDrawing {
    /// Every text the drawing shows, as boxes on the screen: the elements' laid-out lines in the layers
    /// drawn, cut by the clips they are drawn in (none for what is scrolled away), the names in unknown
    /// components' boxes, and the drawing's own words (the status bar's time, the "N more" marker).
    func textBoxes() -> [LayoutRect] {
        var boxes = chromeTextBoxes
        let layer = options.presentation.flatMap { $0 > 0 && $0 <= layout.presentations.count ? $0 : nil } ?? 0
        for index in layout.elements.indices {
            // What shows is looked at first, and only what shows is copied (most rows of a long table are scrolled away).
            guard !layout.elements[index].visibleFrame.isEmpty, layout.elements[index].presentation == 0
                    || layout.elements[index].presentation == layer else { continue }
            let element = layout.elements[index]
            let name = namedPlaceholder(element)
            guard !element.texts.isEmpty || name != nil else { continue }
            let clip = clip(of: index)
            guard !clip.isEmpty else { continue }
            var lines = element.texts.flatMap(PreviewTextBox.lines(of:))
            if let name, !name.isEmpty, let top = Self.placeholderLabelTop(in: element.frame) {
                lines.append(PreviewTextBox.line(name, x: element.frame.minX + 6, top: top, lineHeight: 16, fontSize: 11, anchor: .leading))
            }
            for line in lines {
                let shown = line.intersection(clip)
                if !shown.isEmpty { boxes.append(shown) }
            }
        }
        return boxes
    }

    /// What an element's own texts are cut by: its frame when it clips, each clipping ancestor's frame
    /// up to the root of its group (a floating element or a presented layer is drawn apart), and the screen.
    private func clip(of index: Int) -> LayoutRect {
        var clip = layout.bounds
        var current = index
        while true {
            let element = layout.elements[current]
            if element.clipsChildren { clip = clip.intersection(element.frame) }
            guard !element.isFloating, let parent = element.parent,
                  layout.elements[parent].presentation == element.presentation else { break }
            current = parent
        }
        return clip
    }
}
