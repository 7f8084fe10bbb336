/// The width estimate of rules.md: Latin and Cyrillic at 0.55 em, East Asian
/// wide characters and emoji at 1 em, marks and joiners riding on their base.
@testable import ViewModel
@testable import ViewRules
import ViewSamples
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

    /// `ems` counts simple scalars (ASCII, Cyrillic, CJK) one by one and breaks
    /// graphemes only around other characters; on any mix it must equal the character-by-character definition.
    func testFastPathAgreesWithTheDefinition() {
        let pieces = ["a", "Z", " ", "#", "1", "\r\n", "\t", "e\u{301}", "\u{301}", "—", "Почта", "分享", "Ａ", "📚", "👩‍👩‍👧",
                      "❤️", "#\u{FE0F}\u{20E3}", "👍🏽", "\u{200B}", "\u{200D}", "\u{FE0F}", "\u{0600}", "x\u{0600}y", "é",
                      "Ё", "и\u{0306}", "\u{0483}", "\u{0489}", "、", "！", "ｶﾞ", "か\u{3099}", "\u{3099}", "한", "\u{1100}\u{1161}",
                      "\u{11A8}", "\u{0600}Я", "Я\u{200D}", "中\u{FE0F}", "\r", "\n", "\u{7F}",
                      "©", "©\u{FE0F}", "‼\u{FE0F}", "\u{AD}", "\u{A0}", "\u{85}", "ÿ", "…", "“", "—\u{301}",
                      "\u{2028}", "\u{2029}", "\u{205F}", "\u{2060}", "\u{200F}", "⁉", "\u{1F1FA}\u{1F1F8}"]
        var generator = SeededRandom(seed: 0x3E_A5)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(TextWidth.ems(text), TextWidth.emsByCharacter(text), accuracy: 1e-9, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
