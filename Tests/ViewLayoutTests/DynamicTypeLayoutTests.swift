/// Dynamic Type in the layout (devices.md §2): text in a text style scales
/// with the variant's size; a fixed `fontSize`, bar titles and tab labels do
/// not; a row grows with its text as a self-sizing cell does.
import ViewLayout
import ViewModel
import XCTest

final class DynamicTypeLayoutTests: XCTestCase {
    /// Text never shrinks as the text size grows, in any style: `table-view/value-styles-plain` judges a cell
    /// at the largest size first and trusts the smaller ones to fit when it fits.
    func testEveryStyleGrowsWithTheTextSize() {
        let sizes = TextSize.allCases.sorted()
        XCTAssertEqual(sizes.first, .xSmall)
        XCTAssertEqual(sizes.last, .ax5)
        for style in DynamicType.Style.allCases {
            for (smaller, larger) in zip(sizes, sizes.dropFirst()) {
                XCTAssertLessThanOrEqual(DynamicType.scale(style, at: smaller), DynamicType.scale(style, at: larger), "\(style) \(smaller) → \(larger)")
            }
        }
    }

    private let screen = """
        Screen {
            NavigationBar { title: "Library" }
            Label { text: "Body" }
            Label { text: "Fixed"; fontSize: 17 }
            Label { text: "Note"; font: footnote }
            TableView {
                Cell { title: "Row" }
                Cell { style: subtitle; title: "Title"; detail: "Detail" }
                Cell { title: "Tall"; height: 60 }
            }
            TabBar { Tab { title: "Books"; icon: system.bookmarks } }
        }
        """

    private func layout(_ size: TextSize) -> ScreenLayout {
        LayoutHarness.layout(screen, options: LayoutOptions(variant: LayoutVariant(device: DeviceCatalogue.all[1], textSize: size)))
    }

    private func text(_ layout: ScreenLayout, _ line: String) -> LaidOutText? {
        layout.elements.lazy.flatMap(\.texts).first { $0.lines == [line] }
    }

    func testTextStylesScaleAndFixedTextDoesNot() throws {
        let large = layout(.large), largest = layout(.xxxLarge), ax5 = layout(.ax5)
        XCTAssertEqual(text(large, "Body")?.fontSize, 17)
        XCTAssertEqual(text(largest, "Body")?.fontSize, 23)
        XCTAssertEqual(text(ax5, "Body")?.fontSize, 53)
        XCTAssertEqual(text(largest, "Note")?.fontSize, 19)
        XCTAssertEqual(text(largest, "Fixed")?.fontSize, 17)
        XCTAssertEqual(text(largest, "Library")?.fontSize, 17, "a navigation bar's title keeps its size")
        XCTAssertEqual(text(largest, "Books")?.fontSize, 10, "a tab's title keeps its size")
        XCTAssertEqual(text(largest, "Row")?.fontSize, 23)
        XCTAssertEqual(text(largest, "Detail")?.fontSize, 18, "a subtitle's detail scales as caption 1")
    }

    func testRowsGrowWithTheirText() throws {
        let heights = { (layout: ScreenLayout) in layout.elements.filter { $0.kind == "Cell" }.map(\.frame.height) }
        XCTAssertEqual(heights(layout(.large)), [44, 44, 60])
        // Body's line 22 → 29 pt; caption 1's 16 → 23 pt; a row with its own height keeps it.
        XCTAssertEqual(heights(layout(.xxxLarge)), [51, 58, 60])
    }

    /// An activity's title is set in caption 2 (11 pt at Large, 17 pt at xxxLarge) in its 70 pt tile: the preview cuts
    /// "Send to my reader" at xxxLarge only, where `activity/title-length` reports it (SizeDependentRulesTests).
    func testAnActivityTitleScalesAsCaption2() throws {
        let source = """
            Screen {
                Toolbar {
                    BarButton { system: action; presents: ActivityViewController { activities: [copy]; Activity { title: "Send to my reader" } } }
                }
            }
            """
        let title = { (size: TextSize) -> LaidOutText? in
            let layout = LayoutHarness.layout(source, options: LayoutOptions(variant: LayoutVariant(device: DeviceCatalogue.all[0], textSize: size)))
            return layout.elements.first { $0.kind == "Activity" }?.texts.first
        }
        XCTAssertEqual(title(.large)?.fontSize, 11)
        XCTAssertEqual(title(.large)?.isTruncated, false)
        XCTAssertEqual(title(.xxxLarge)?.fontSize, 17)
        XCTAssertEqual(title(.xxxLarge)?.isTruncated, true)
    }

    func testATitleThatFitsAtLargeIsCutAtXXXLarge() throws {
        // 19 wide characters: 323 pt at 17 pt, 437 pt at 23 pt; the iPhone 16 leaves a plain row 363 pt.
        let title = String(repeating: "\u{4E66}", count: 19)
        let source = "Screen { TableView { Cell { title: \"\(title)\" } } }"
        let options = { (size: TextSize) in LayoutOptions(variant: LayoutVariant(device: DeviceCatalogue.all[1], textSize: size)) }
        let cut = { (layout: ScreenLayout) in layout.elements.flatMap(\.texts).first { $0.role == .title }?.isTruncated }
        XCTAssertEqual(cut(LayoutHarness.layout(source, options: options(.large))), false)
        XCTAssertEqual(cut(LayoutHarness.layout(source, options: options(.xxxLarge))), true)
    }
}
