/// The horizontal size class of each variant (docs/layout.md, "Size classes"): compact on every iPhone but the
/// Plus and Max ones held in landscape, which UIKit gives a regular width, as it gives every iPad; the layout
/// margin follows it (16 pt compact, 20 pt regular).
import ViewLayout
import ViewModel
import XCTest

final class SizeClassTests: XCTestCase {
    private func variant(_ name: String, _ orientation: LayoutOrientation) -> LayoutVariant {
        LayoutVariant(device: DeviceCatalogue.named(name)!, orientation: orientation)
    }

    func testTheProMaxHeldInLandscapeIsRegularWidth() {
        XCTAssertEqual(variant("iPhone 16 Pro Max", .landscape).horizontalSizeClass, .regular)
        XCTAssertEqual(variant("iPhone 16 Pro Max", .portrait).horizontalSizeClass, .compact)
        XCTAssertEqual(variant("iPhone 16", .landscape).horizontalSizeClass, .compact)
        XCTAssertEqual(variant("iPhone SE", .landscape).horizontalSizeClass, .compact)
        XCTAssertEqual(variant("iPad mini", .portrait).horizontalSizeClass, .regular)
        XCTAssertEqual(variant("iPad Pro 13-inch", .landscape).horizontalSizeClass, .regular)
    }

    func testTheLayoutMarginFollowsTheSizeClass() throws {
        // A label starts at the safe area's left edge plus the layout margin: 62 + 20 on the Pro Max held sideways,
        // 59 + 16 on the iPhone 16.
        let source = "Screen { Label { text: \"Shelf\" } }"
        let left = { (variant: LayoutVariant) -> Double? in
            LayoutHarness.layout(source, options: LayoutOptions(variant: variant)).elements.first { $0.kind == "Label" }?.frame.x
        }
        XCTAssertEqual(left(variant("iPhone 16 Pro Max", .landscape)), 82)
        XCTAssertEqual(left(variant("iPhone 16", .landscape)), 75)
        XCTAssertEqual(left(variant("iPhone 16 Pro Max", .portrait)), 16)
    }
}
