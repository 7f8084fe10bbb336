/// The badges' placement asks whether a place is free of every text box and
/// every badge so far; on a table of 2,000 rows with a finding on most, that
/// was a scan of some 2,000 boxes for each of hundreds of places per badge.
/// `BoxGrid` answers it from the boxes near the place: the same answers as a
/// scan (seeded random boxes, some off the screen or not finite), and the
/// badges of 1,682 findings on one section placed where a scan places them
/// with a small fraction of its comparisons.
@testable import ViewIDE
import ViewLayout
import XCTest

final class PreviewBoxGridTests: XCTestCase {
    private let screen = LayoutRect(x: 0, y: 0, width: 393, height: 852)

    func testTheGridAnswersAsAScanOfEveryBox() {
        var random = SeededRandom(seed: 36)
        var grid = BoxGrid(screen: screen, cellSize: 40)
        var listed: [LayoutRect] = []
        for round in 0..<3000 {
            let box = LayoutRect(x: random.next(-60, 440), y: random.next(-60, 900), width: random.next(0, 120), height: random.next(0, 40))
            if round % 3 == 0 {
                let odd = round % 300 == 0 ? LayoutRect(x: .nan, y: 10, width: 20, height: 20) : box
                grid.insert(odd)
                listed.append(odd)
            } else {
                var comparisons = 0
                let scanned = listed.contains { BadgePlacement.overlap($0, box) }
                XCTAssertEqual(grid.anyOverlaps(box, comparisons: &comparisons), scanned, "round \(round): \(box)")
            }
        }
    }

    func testBadgesOfManyFindingsOnOneSectionArePlacedAsAScanPlacesThem() {
        // The grouped table's visible rows: a title and a detail each, the findings of the rows scrolled away drawn on the section.
        var texts: [LayoutRect] = []
        for row in 0..<17 {
            let top = 140 + Double(row) * 44
            texts.append(LayoutRect(x: 31, y: top + 13, width: 120, height: 17))
            texts.append(LayoutRect(x: 260, y: top + 13, width: 69, height: 17))
        }
        let section = LayoutRect(x: 16, y: 98, width: 361, height: 754)
        var placement = BadgePlacement(screen: screen, radius: 9, texts: texts)
        var reference = ScanPlacement(screen: screen, radius: 9, texts: texts)
        for number in 0..<1682 {
            let outline = number % 7 == 0 ? LayoutRect(x: 17, y: 141 + Double(number % 17) * 44, width: 359, height: 42) : section
            let placed = placement.place(at: outline)
            let expected = reference.place(at: outline)
            XCTAssertTrue(placed == expected, "badge \(number + 1): \(placed) is not where a scan puts it, \(expected)")
            if placed != expected { break }
        }
        XCTAssertGreaterThan(reference.comparisons, 10_000_000, "a scan compares each place with every box so far")
        XCTAssertLessThan(placement.comparisons * 50, reference.comparisons, "the grid compares with the boxes nearby only")
    }
}

/// The placement as it was: every place compared with every text box and every badge so far.
private struct ScanPlacement {
    let screen: LayoutRect
    let radius: Double
    var boxes: [LayoutRect]
    var comparisons = 0

    init(screen: LayoutRect, radius: Double, texts: [LayoutRect]) {
        self.screen = screen
        self.radius = radius
        boxes = texts.map { LayoutRect(x: $0.x - 2, y: $0.y - 2, width: $0.width + 4, height: $0.height + 4) }
    }

    mutating func isFree(_ x: Double, _ y: Double) -> Bool {
        let half = radius + 1
        let box = LayoutRect(x: x - half, y: y - half, width: 2 * half, height: 2 * half)
        guard box.minX >= screen.minX, box.minY >= screen.minY, box.maxX <= screen.maxX, box.maxY <= screen.maxY else { return false }
        for other in boxes {
            comparisons += 1
            if BadgePlacement.overlap(other, box) { return false }
        }
        return true
    }

    mutating func place(at outline: LayoutRect) -> (x: Double, y: Double) {
        let r = radius, gap = 3.0
        let (left, right, top, bottom) = (outline.minX, outline.maxX, outline.minY, outline.maxY)
        var candidates: [(Double, Double)] = [
            (right - r, top - r - gap), (left + r, top - r - gap), (right + r + gap, top + r), (left - r - gap, top + r),
            (right - r, bottom + r + gap), (left + r, bottom + r + gap), (right + r + gap, bottom - r), (left - r - gap, bottom - r),
            (right + r + gap, top - r - gap), (left - r - gap, top - r - gap), (right + r + gap, bottom + r + gap),
            (left - r - gap, bottom + r + gap),
            (right - r - 2, top + r + 2), (left + r + 2, top + r + 2), (right - r - 2, bottom - r - 2), (left + r + 2, bottom - r - 2),
        ]
        let pitch = 2 * r + 3
        for step in 1...8 {
            candidates.append((right - r - Double(step) * pitch, top - r - gap))
            candidates.append((right - r - 2 - Double(step) * pitch, top + r + 2))
        }
        for candidate in candidates where isFree(candidate.0, candidate.1) { return keep(candidate) }
        for ring in 1...12 {
            let distance = Double(ring) * (radius + 2)
            for step in 0..<24 {
                let angle = Double(step) * Double.pi / 12 - Double.pi / 2
                let (x, y) = (right + distance * cos(angle), top + distance * sin(angle))
                if isFree(x, y) { return keep((x, y)) }
            }
        }
        let fallback = candidates[12]
        return keep((min(max(fallback.0, screen.minX + r + 1), screen.maxX - r - 1), min(max(fallback.1, screen.minY + r + 1), screen.maxY - r - 1)))
    }

    mutating func keep(_ center: (Double, Double)) -> (x: Double, y: Double) {
        let x = (center.0 * 2).rounded() / 2, y = (center.1 * 2).rounded() / 2
        let half = radius + 1
        boxes.append(LayoutRect(x: x - half, y: y - half, width: 2 * half, height: 2 * half))
        return (x, y)
    }
}

/// A small deterministic generator (SplitMix64), so a failure repeats.
private struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ low: Double, _ high: Double) -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return low + (high - low) * Double(z >> 11) / Double(1 << 53)
    }
}
