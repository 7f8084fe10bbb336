/// What the layout promises, one behaviour a test: hidden elements left out,
/// `width`/`height` bindings obeyed, cell text cut exactly where the width
/// estimate says, broken syntax kept as a placeholder, components placed at
/// their use with their own file's positions, popovers beside their source,
/// the element cap and the depth limit with their counts and notes.
import ViewLayout
import ViewModel
import ViewSamples
import ViewSyntax
import XCTest

final class LayoutBehaviourTests: XCTestCase {
    private func element(_ layout: ScreenLayout, _ kind: String, _ number: Int = 0, file: StaticString = #filePath,
                         line: UInt = #line) -> LaidOutElement? {
        let found = layout.elements.filter { $0.kind == kind }
        XCTAssertGreaterThan(found.count, number, "no \(kind) #\(number)", file: file, line: line)
        return number < found.count ? found[number] : nil
    }

    func testHiddenElementsAndTheirChildrenAreLeftOut() {
        let layout = LayoutHarness.layout("""
            Screen {
                NavigationBar { title: "A"; hidden: true }
                Label { text: "shown" }
                CustomView { hidden: true; Label { text: "inside" } }
            }
            """)
        XCTAssertEqual(layout.elements.map(\.kind), ["Screen", "Label"])
        XCTAssertEqual(element(layout, "Label")?.frame.y, 59 + LayoutMetrics.columnSpacing)
    }

    /// Language v3's new spellings and the old ones they replace (`default`,
    /// `delete`: words QML reserves) lay a screen out the same.
    func testDeprecatedSpellingsLayOutAsTheNewOnes() {
        let old = """
            Screen {
                TextField { placeholder: "PIN"; keyboard: default }
                TableView {
                    Cell { style: default; title: "Wi-Fi"; detail: "Home"; editing: delete }
                }
            }

            """
        let new = old.replacingOccurrences(of: "default", with: "standard").replacingOccurrences(of: "delete", with: "remove")
        // The same frames, texts and parts; only the source spans (`@line:column-…`) differ, by the words' lengths.
        let withoutSpans = { (text: String) in LayoutHarness.layout(text).dump.replacing(/@[0-9:-]+/, with: "") }
        XCTAssertEqual(withoutSpans(old), withoutSpans(new))
        XCTAssertTrue(LayoutHarness.layout(new).dump.contains("editingControl"), LayoutHarness.layout(new).dump)
    }

    func testWidthAndHeightBindingsOverride() throws {
        let layout = LayoutHarness.layout("""
            Screen {
                ImageView { image: system.camera; width: 88; height: 40 }
                Button { title: "Go"; height: 60 }
            }
            """)
        let image = try XCTUnwrap(element(layout, "ImageView"))
        XCTAssertEqual(image.frame.width, 88)
        XCTAssertEqual(image.frame.height, 40)
        XCTAssertEqual(image.frame.midX, 393 / 2)
        XCTAssertEqual(element(layout, "Button")?.frame.height, 60)
    }

    /// A cell's title is cut exactly when the width estimate says it is wider
    /// than the room the cell leaves: its width less both side insets, its image's and its accessory's.
    /// A bar's own `height` is what the layout draws (`bars/fixed-height`
    /// warns about it, but the drawing shows what the file says).
    func testBarsTakeTheirOwnHeight() throws {
        let layout = LayoutHarness.layout("""
            Screen {
                TabBar { height: 70; Tab { title: "A" } }
                Toolbar { height: 60; BarButton { system: add } }
            }
            """)
        XCTAssertEqual(try XCTUnwrap(element(layout, "Toolbar")).frame.height, 60)
        // The tab bar's 70 pt and, below them, the 34 pt home indicator area it extends over (docs/layout.md).
        XCTAssertEqual(try XCTUnwrap(element(layout, "TabBar")).frame.height, 104)
    }

    func testCellTitlesAreCutWhereTheWidthEstimateSays() throws {
        let room = 393 - 2 * TextWidth.sideInset - TextWidth.cellImageWidth - TextWidth.accessoryWidth
        let titles = ["Short", "Download new books over cellular data", "\u{5728}\u{8702}\u{7A9D}\u{7F51}\u{7EDC}\u{4E0B}\u{81EA}\u{52A8}\u{4E0B}\u{8F7D}\u{5DF2}\u{8D2D}\u{4E70}\u{7684}\u{5168}\u{90E8}"]
        for title in titles {
            let layout = LayoutHarness.layout("""
                Screen { TableView { Cell { title: "\(title)"; image: system.bookmarks; accessory: checkmark } } }
                """)
            let text = try XCTUnwrap(element(layout, "Cell")?.texts.first)
            XCTAssertEqual(text.frame.width, room, accuracy: 0.001)
            XCTAssertEqual(text.isTruncated, TextWidth.points(title) > room, title)
            XCTAssertLessThanOrEqual(TextWidth.points(text.lines[0]), room + 0.001, title)
            if text.isTruncated { XCTAssertTrue(text.lines[0].hasSuffix("\u{2026}")) }
        }
    }

    func testBrokenSyntaxIsAPlaceholderWhereItStands() throws {
        let layout = LayoutHarness.layout("""
            Screen {
                Label { text: "before" }
                @@@ Label { text: "broken" }
                Label { text: "after" }
            }
            """)
        XCTAssertEqual(layout.elements.map(\.kind), ["Screen", "Label", "error", "Label"])
        let broken = try XCTUnwrap(element(layout, "error"))
        XCTAssertEqual(broken.source.start, LinePosition(line: 2, column: 4))
        XCTAssertGreaterThan(broken.frame.height, 0)
        XCTAssertLessThan(layout.elements[1].frame.maxY, broken.frame.minY)
    }

    func testComponentsArePlacedAtTheirUseWithTheirOwnPositions() throws {
        let layout = LayoutHarness.layout("""
            Screen {
                TableView { BookCell { title: "War and Peace" } }
            }
            """, others: ["BookCell.view": "Cell {\n    style: subtitle\n    accessory: disclosureIndicator\n}\n"])
        let cell = try XCTUnwrap(element(layout, "Cell"))
        XCTAssertEqual(cell.typeName, "BookCell")
        XCTAssertEqual(cell.source.path, "/w/Screen.view")
        XCTAssertEqual(cell.source.lspText, "1:16-1:51")
        XCTAssertEqual(cell.parts.first?.value, "disclosureIndicator")
        let panel = LayoutHarness.layout("Screen {\n    Panel {}\n}\n", others: ["Panel.view": "CustomView {\n    Label { text: \"Inside\" }\n}\n"])
        let label = try XCTUnwrap(element(panel, "Label"))
        XCTAssertEqual(label.source.path, "/w/Panel.view")
        XCTAssertEqual(label.source.lspText, "1:4-1:28")
        XCTAssertEqual(label.parent, 1)
    }

    func testAPopoverPointsAtItsSource() throws {
        let layout = LayoutHarness.layout("""
            Screen {
                device: ipad
                Toolbar { BarButton { id: more; system: organize } }
                Popover { source: more; width: 300; height: 200; Label { text: "Tip" } }
                Popover { source: nowhere; Label { text: "Lost" } }
            }
            """)
        let button = try XCTUnwrap(element(layout, "BarButton"))
        let popover = try XCTUnwrap(element(layout, "Popover"))
        XCTAssertTrue(popover.isFloating)
        XCTAssertEqual(popover.frame.width, 300)
        XCTAssertEqual(popover.frame.maxY + LayoutMetrics.popoverArrowHeight, button.frame.minY, accuracy: 0.001)
        XCTAssertEqual(popover.parts.first { $0.role == .arrow }?.value, "down")
        XCTAssertEqual(layout.notes.map(\.kind), [.unresolvedSource])
    }

    func testPresentedValuesAreLayersOverTheScreen() throws {
        let layout = LayoutHarness.layout("""
            Screen {
                Button { title: "Delete"; presents: Alert { title: "Delete?"; Button { title: "Cancel"; role: cancel } Button { title: "Delete"; role: destructive } } }
            }
            """)
        let alert = try XCTUnwrap(element(layout, "Alert"))
        XCTAssertEqual(alert.presentation, 1)
        XCTAssertEqual(layout.presentations, [LayoutPresentation(presenter: 1, root: 2)])
        XCTAssertEqual(alert.frame.width, LayoutMetrics.alertWidth)
        let buttons = layout.elements.filter { $0.parent == 2 }
        XCTAssertEqual(buttons.map(\.frame.width), [LayoutMetrics.alertWidth / 2, LayoutMetrics.alertWidth / 2])
    }

    func testTheElementCapCountsWhatIsLeftOut() {
        let text = String(decoding: ScreenGenerator.generate(minimumBytes: 600_000), as: UTF8.self)
        let all = LayoutHarness.layout(text, options: LayoutOptions(elementLimit: .max))
        let capped = LayoutHarness.layout(text)
        XCTAssertGreaterThan(all.elements.count, Int(LayoutMetrics.elementLimit))
        XCTAssertEqual(capped.elements.count, Int(LayoutMetrics.elementLimit))
        XCTAssertEqual(capped.elements.count + capped.omittedCount, all.elements.count)
    }

    func testElementsPastTheDepthLimitGetZeroFramesAndANote() throws {
        let depth = Int(LayoutMetrics.depthLimit) + 5
        let text = String(repeating: "CustomView { ", count: depth) + "Label { text: \"deep\" }" + String(repeating: " }", count: depth)
        let layout = LayoutHarness.layout("Screen { \(text) }")
        XCTAssertEqual(layout.notes.map(\.kind), [.tooDeep])
        let label = try XCTUnwrap(element(layout, "Label"))
        XCTAssertEqual(label.frame.width, 0)
        XCTAssertEqual(label.frame.height, 0)
    }

    func testTheScreenDeviceAndTheOptionsChooseTheSize() {
        XCTAssertEqual(LayoutHarness.layout("Screen { device: ipad }").size, LayoutSize(width: 820, height: 1180))
        XCTAssertEqual(LayoutHarness.layout("Screen { device: ipad }", options: LayoutOptions(device: .iphone, orientation: .landscape)).size,
                       LayoutSize(width: 852, height: 393))
        let landscape = LayoutHarness.layout("Screen { orientations: [portrait] }", options: LayoutOptions(orientation: .landscape))
        XCTAssertNil(landscape.statusBar)
        XCTAssertEqual(landscape.notes.map(\.kind), [.unsupportedOrientation])
    }
}
