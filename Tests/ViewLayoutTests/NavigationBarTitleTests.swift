/// A navigation bar's title placed as UIKit places it: centred on the bar
/// when it fits there, else shifted into the free space beside the bar
/// buttons before it is cut, and cut only when wider than that space — with
/// the width estimate the truncation rules use (`TextWidth.points`).
import ViewLayout
import ViewModel
import XCTest

final class NavigationBarTitleTests: XCTestCase {
    private func bar(_ title: String, _ buttons: String) throws -> (title: LaidOutText, buttons: [LayoutRect], bar: LayoutRect) {
        let layout = LayoutHarness.layout("""
            Screen { NavigationBar { title: "\(title)"; \(buttons) } }
            """)
        let bar = try XCTUnwrap(layout.elements.first { $0.kind == "NavigationBar" })
        let text = try XCTUnwrap(bar.texts.first { $0.role == .title })
        return (text, layout.elements.filter { $0.kind == "BarButton" }.map(\.frame), bar.frame)
    }

    func testAShortTitleIsCentredOnTheBar() throws {
        let laid = try bar("Menu", "BarButton { system: add }; BarButton { system: edit }")
        XCTAssertEqual(laid.title.frame.midX, 393.0 / 2, accuracy: 0.001, "centred on the 393-pt iPhone bar")
        XCTAssertFalse(laid.title.isTruncated)
    }

    /// Two bar buttons on the right and nothing on the left: the title does not fit centred
    /// between them kept symmetric, but fits the free space, so it moves left and is whole
    /// (it was "Beanery M…", centred, with the left half of the bar empty).
    func testATitleTooWideToCentreMovesIntoTheFreeSpaceWhole() throws {
        let title = "Beanery Menu"
        let laid = try bar(title, "BarButton { title: \"Share\" }; BarButton { title: \"Order\" }")
        let buttonsStart = try XCTUnwrap(laid.buttons.map(\.minX).min())
        XCTAssertGreaterThan(TextWidth.points(title), 393 - 2 * (393 - buttonsStart), "too wide to stay centred")
        XCTAssertFalse(laid.title.isTruncated, "\(laid.title.lines)")
        XCTAssertEqual(laid.title.lines, [title])
        XCTAssertLessThan(laid.title.frame.midX, 393.0 / 2, "shifted towards the empty left")
        XCTAssertLessThanOrEqual(laid.title.frame.maxX, buttonsStart, "clear of the buttons")
        XCTAssertGreaterThanOrEqual(laid.title.frame.minX, 16, "inside the bar's margin")
    }

    func testATitleWiderThanTheFreeSpaceIsCutThere() throws {
        let title = "Beanery Menu of the Day, with the seasonal specials"
        let laid = try bar(title, "BarButton { title: \"Share\" }; BarButton { title: \"Order\" }")
        let buttonsStart = try XCTUnwrap(laid.buttons.map(\.minX).min())
        XCTAssertTrue(laid.title.isTruncated)
        XCTAssertTrue(laid.title.lines[0].hasSuffix("\u{2026}"))
        XCTAssertLessThanOrEqual(laid.title.frame.maxX, buttonsStart)
        XCTAssertGreaterThan(laid.title.frame.width, (393 - 2 * (393 - buttonsStart)), "wider than the symmetric middle")
        XCTAssertLessThanOrEqual(TextWidth.points(laid.title.lines[0]), laid.title.frame.width + 0.001)
    }
}
