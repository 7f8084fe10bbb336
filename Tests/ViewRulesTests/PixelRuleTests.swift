/// The rules that judge a template image by its pixels, on whole PNG files
/// (`PNGPixels`): an alpha channel that lets nothing through, a glyph in
/// colour, off centre, or with hard edges; and that an image the decoder
/// cannot read (damaged, interlaced) decides nothing.
import ViewModel
import ViewRules
import XCTest

final class PixelRuleTests: XCTestCase {
    private let activity = """
    BarButton {
        system: action
        presents: ActivityViewController { activities: [copy]; Activity { title: "Quote"; image: "icons/quote@2x.png" } }
    }
    """
    private let tab = """
    Screen { TabBar { Tab { title: "Books"; icon: "icons/books@2x.png" } Tab { title: "Audio"; icon: system.favorites } } }
    """

    private func codes(_ source: String, _ path: String, _ bytes: [UInt8]) -> [String] {
        var workspace = CheckHarness.workspace(["Example": source])
        workspace.imageStore = MemoryImageStore(["\(CheckHarness.root)/\(path)": bytes])
        return CheckHarness.check("Example", in: workspace).map(\.code).filter { !$0.hasSuffix("small-target") }.sorted()
    }

    private func glyph(_ glyph: RuleExample.ExampleGlyph, _ side: Int = 70) -> [UInt8] {
        RuleExample.ImageSize(side, side, glyph: glyph).pngBytes
    }

    func testAnActivityImageIsJudgedByItsPixels() {
        XCTAssertEqual(codes(activity, "icons/quote@2x.png", glyph(.centred)), [])
        XCTAssertEqual(codes(activity, "icons/quote@2x.png", glyph(.white)), [])
        XCTAssertEqual(codes(activity, "icons/quote@2x.png", glyph(.filled)), ["activity/template-image"])
        XCTAssertEqual(codes(activity, "icons/quote@2x.png", glyph(.coloured)), ["activity/template-image"])
        XCTAssertEqual(codes(activity, "icons/quote@2x.png", glyph(.offCentre)), ["activity/template-centering"])
        XCTAssertEqual(codes(activity, "icons/quote@2x.png", glyph(.hardEdged)), ["activity/template-antialiasing"])
    }

    func testATabIconWhoseEveryPixelIsOpaqueIsNoTemplate() {
        XCTAssertEqual(codes(tab, "icons/books@2x.png", glyph(.filled, 50)), ["tab-bar/template-icon"])
        XCTAssertEqual(codes(tab, "icons/books@2x.png", glyph(.centred, 50)), [])
        XCTAssertEqual(codes(tab, "icons/books@2x.png", glyph(.coloured, 50)), [], "a tab icon's colour is dropped by iOS")
    }

    /// A glyph off centre by a pixel or two (odd sizes) is centred; the option sets how far is too far.
    func testCentringHasATolerance() {
        var pixels = [PNGPixels.Pixel](repeating: .clear, count: 70 * 70)
        // A 35 × 35 square from (18, 17): its middle half a pixel right of and above the image's.
        for y in 17..<52 { for x in 18..<53 { pixels[y * 70 + x] = x == 18 || x == 52 ? PNGPixels.Pixel(0, 0, 0, 128) : .black } }
        XCTAssertEqual(codes(activity, "icons/quote@2x.png", PNGPixels.encode(width: 70, height: 70, pixels: pixels)), [])
        // 5.5 px right: past 5 % of 70 px (3.5 px).
        pixels = [PNGPixels.Pixel](repeating: .clear, count: 70 * 70)
        for y in 17..<52 { for x in 23..<58 { pixels[y * 70 + x] = x == 23 || x == 57 ? PNGPixels.Pixel(0, 0, 0, 128) : .black } }
        XCTAssertEqual(codes(activity, "icons/quote@2x.png", PNGPixels.encode(width: 70, height: 70, pixels: pixels)),
                       ["activity/template-centering"])
    }

    func testAnImageThatCannotBeDecodedDecidesNothing() {
        var damaged = glyph(.filled)
        damaged[damaged.count - 20] ^= 0xFF
        XCTAssertEqual(codes(activity, "icons/quote@2x.png", damaged), [])
        var interlaced = glyph(.coloured)
        interlaced[28] = 1
        XCTAssertEqual(codes(activity, "icons/quote@2x.png", interlaced), [])
    }
}
