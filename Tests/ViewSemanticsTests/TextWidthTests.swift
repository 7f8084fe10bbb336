/// The width estimate of rules.md: Latin and Cyrillic at 0.55 em, East Asian
/// wide characters and emoji at 1 em, marks and joiners riding on their base.
import ViewSemantics
import XCTest

final class TextWidthTests: XCTestCase {
    func testLatinAndCyrillicAreMeasuredAlike() {
        XCTAssertEqual(TextWidth.ems("Share"), 5 * 0.55, accuracy: 1e-9)
        XCTAssertEqual(TextWidth.ems("Почта"), 5 * 0.55, accuracy: 1e-9)
        XCTAssertEqual(TextWidth.points("Почта"), 5 * 0.55 * 17, accuracy: 1e-9)
    }

    func testChineseAndFullwidthTakeOneEm() {
        XCTAssertEqual(TextWidth.ems("分享到书架"), 5, accuracy: 1e-9)
        XCTAssertEqual(TextWidth.ems("ＡＢ"), 2, accuracy: 1e-9)
        XCTAssertEqual(TextWidth.points("打印", fontSize: 11), 22, accuracy: 1e-9)
    }

    func testEmojiSequencesAreOneWideCharacter() {
        XCTAssertEqual(TextWidth.ems("📚"), 1, accuracy: 1e-9)
        XCTAssertEqual(TextWidth.ems("👩‍👩‍👧"), 1, accuracy: 1e-9)  // a ZWJ family
        XCTAssertEqual(TextWidth.ems("❤️"), 1, accuracy: 1e-9)  // text heart with the emoji selector
        XCTAssertEqual(TextWidth.ems("👍🏽"), 1, accuracy: 1e-9)  // with a skin tone
    }

    func testCombiningMarksAndControlsAddNothing() {
        XCTAssertEqual(TextWidth.ems("e\u{301}"), 0.55, accuracy: 1e-9)
        XCTAssertEqual(TextWidth.ems("a\u{200B}b"), 1.1, accuracy: 1e-9)
        XCTAssertEqual(TextWidth.ems(""), 0)
    }

    func testDeviceWidths() {
        XCTAssertEqual(Device.iphone.portraitWidth, 320)
        XCTAssertEqual(Device.ipad.portraitWidth, 768)
    }
}
