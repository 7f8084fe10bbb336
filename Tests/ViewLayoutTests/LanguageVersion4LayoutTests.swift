/// What language version 4 changes in the drawing: a cell's `titleLines` and
/// `detailLines` and a label's `lines` wrap the text into more lines and the
/// row or label grows; `visibleIn` leaves an element out of the other
/// orientation's layout. Without them, the same file lays out as before.
import ViewLayout
import XCTest

final class LanguageVersion4LayoutTests: XCTestCase {
    /// A title too wide for one line of an iPhone row (body 17 pt).
    private let longTitle = "Automatically download new episodes of every show you follow"

    private func cells(_ text: String, options: LayoutOptions = LayoutOptions()) -> [LaidOutElement] {
        LayoutHarness.layout(text, options: options).elements.filter { $0.kind == "Cell" }
    }

    func testACellWithTitleLinesTwoGrowsByOneLineAndShowsTwoLines() throws {
        let rows = cells("""
            Screen {
                TableView {
                    Cell { title: "\(longTitle)" }
                    Cell { title: "\(longTitle)"; titleLines: 2 }
                    Cell { title: "Short"; titleLines: 2 }
                }
            }

            """)
        XCTAssertEqual(rows.count, 3)
        XCTAssertEqual(rows[0].frame.height, 44, "one line: a standard row")
        XCTAssertEqual(rows[0].texts.first?.lines.count, 1)
        XCTAssertEqual(rows[0].texts.first?.isTruncated, true)
        // Two lines of body text (17 pt, 22 pt lines): the row is one line taller.
        XCTAssertEqual(rows[1].frame.height, 44 + 22)
        XCTAssertEqual(rows[1].texts.first?.lines.count, 2)
        XCTAssertEqual(rows[1].texts.first?.isTruncated, false)
        XCTAssertEqual(rows[2].frame.height, 44, "a title that fits one line needs no more room")
        XCTAssertEqual(rows[2].frame.y, rows[1].frame.maxY, "the rows below move down")
    }

    func testTitleLinesZeroNeverCutsAndAnExplicitHeightWins() throws {
        let rows = cells("""
            Screen {
                TableView {
                    Cell { title: "\(longTitle) \(longTitle) \(longTitle)"; titleLines: 0 }
                    Cell { title: "\(longTitle)"; titleLines: 3; height: 44 }
                    Cell { style: subtitle; title: "A"; detail: "\(longTitle)"; detailLines: 2 }
                }
            }

            """)
        let unlimited = try XCTUnwrap(rows.first?.texts.first)
        XCTAssertFalse(unlimited.isTruncated)
        XCTAssertGreaterThan(unlimited.lines.count, 3)
        XCTAssertEqual(rows[0].frame.height, 44 + Double(unlimited.lines.count - 1) * 22)
        XCTAssertEqual(rows[1].frame.height, 44)
        // A subtitle's detail is 12 pt (lines of 16 pt): one more line of it.
        XCTAssertEqual(rows[2].frame.height, 44 + 16)
        XCTAssertEqual(rows[2].texts.map(\.lines.count), [1, 2])
    }

    func testALabelWithLinesGrowsToItsWrappedText() throws {
        let layout = LayoutHarness.layout("""
            Screen {
                Label { text: "\(longTitle)" }
                Label { text: "\(longTitle)"; lines: 2 }
            }

            """)
        let labels = layout.elements.filter { $0.kind == "Label" }
        XCTAssertEqual(labels.map(\.frame.height), [22, 44])
        XCTAssertEqual(labels.map { $0.texts.first?.lines.count }, [1, 2])
    }

    func testVisibleInLeavesTheElementOutOfTheOtherOrientation() throws {
        let text = """
            Screen {
                Label { text: "Upright"; visibleIn: [portrait] }
                Label { text: "Sideways"; visibleIn: [landscape] }
                Label { text: "Always" }
            }

            """
        let upright = LayoutHarness.layout(text, options: LayoutOptions(orientation: .portrait))
        let sideways = LayoutHarness.layout(text, options: LayoutOptions(orientation: .landscape))
        XCTAssertEqual(upright.elements.filter { $0.kind == "Label" }.compactMap { $0.texts.first?.lines.first }, ["Upright", "Always"])
        XCTAssertEqual(sideways.elements.filter { $0.kind == "Label" }.compactMap { $0.texts.first?.lines.first }, ["Sideways", "Always"])
    }
}
