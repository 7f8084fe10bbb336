/// Boxes found by where they are: the screen cut into square cells, each
/// box listed in every cell it reaches, so whether a box meets any of them
/// is asked of the few in the cells it reaches rather than of all. The
/// answer is the one a scan of every box gives (the comparison is the same,
/// strict on every side; a box listed twice is listed once); a box partly off the screen is listed in the edge
/// cells it is nearest, and a coordinate that is not finite in the first cell.
import ViewLayout

struct BoxGrid {
    private let origin: (x: Double, y: Double)
    private let cellSize: Double
    private let columns: Int
    private let rows: Int
    private var cells: [[LayoutRect]]

    init(screen: LayoutRect, cellSize: Double) {
        origin = (screen.minX.isFinite ? screen.minX : 0, screen.minY.isFinite ? screen.minY : 0)
        self.cellSize = cellSize.isFinite && cellSize > 1 ? cellSize : 1
        // Bounded whatever the screen: a device is a few thousand points across.
        columns = Self.count(screen.width, cell: self.cellSize)
        rows = Self.count(screen.height, cell: self.cellSize)
        cells = Array(repeating: [], count: columns * rows)
    }

    private static func count(_ length: Double, cell: Double) -> Int {
        guard length.isFinite, length > 0 else { return 1 }
        return Int(min(256, max(1, (length / cell).rounded(.up))))
    }

    /// The cell holding `value` along one side, clamped to the grid.
    private func cell(_ value: Double, from start: Double, limit: Int) -> Int {
        let position = (value - start) / cellSize
        guard position.isFinite else { return 0 }
        return Int(min(Double(limit - 1), max(0, position.rounded(.down))))
    }

    private func span(of box: LayoutRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        (cell(box.minX, from: origin.x, limit: columns)...cell(box.maxX, from: origin.x, limit: columns),
         cell(box.minY, from: origin.y, limit: rows)...cell(box.maxY, from: origin.y, limit: rows))
    }

    mutating func insert(_ box: LayoutRect) {
        let (columnRange, rowRange) = span(of: box)
        for row in rowRange {
            // A box already listed there changes no answer: badges that found no free place stack on one spot.
            for column in columnRange where !cells[row * columns + column].contains(box) { cells[row * columns + column].append(box) }
        }
    }

    /// Whether a box listed meets `box` (their insides overlap); `comparisons` counts the boxes looked at.
    func anyOverlaps(_ box: LayoutRect, comparisons: inout Int) -> Bool {
        let (columnRange, rowRange) = span(of: box)
        for row in rowRange {
            for column in columnRange {
                for other in cells[row * columns + column] {
                    comparisons += 1
                    if BadgePlacement.overlap(other, box) { return true }
                }
            }
        }
        return false
    }
}
