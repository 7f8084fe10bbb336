/// Edit distance (optimal string alignment) and "did you mean" suggestions.
import ViewSamples
import XCTest
@testable import ViewModel
@testable import ViewRules

final class EditDistanceTests: XCTestCase {
    func testDistanceOfKnownPairs() {
        let cases: [(String, String, Int)] = [
            ("", "", 0),
            ("abc", "", 3),
            ("", "abc", 3),
            ("abc", "abc", 0),
            ("kitten", "sitting", 3),
            ("devise", "device", 1),
            ("ab", "ba", 1),                  // one transposition
            ("rules", "rulse", 1),
            ("ca", "abc", 3),                 // OSA edits no substring twice (true Damerau gives 2)
            ("Device", "device", 1),          // case counts
            ("productname", "productNames", 2),
            ("flaw", "lawn", 2),
        ]
        for (a, b, expected) in cases {
            XCTAssertEqual(EditDistance.distance(a, b), expected, "\(a) → \(b)")
        }
    }

    func testDistanceCountsCharactersNotBytes() {
        XCTAssertEqual(EditDistance.distance("café", "cafe"), 1)
        XCTAssertEqual(EditDistance.distance("cafe\u{301}", "café"), 0)   // same Character, decomposed
        XCTAssertEqual(EditDistance.distance("устройство", "устроиство"), 1)
        XCTAssertEqual(EditDistance.distance("设备名", "设名备"), 1)
        XCTAssertEqual(EditDistance.distance("👍🏽x", "x👍🏽"), 1)
    }

    func testDistanceProperties() {
        var generator = SeededRandom(seed: 7)
        let alphabet = Array("abcé")
        for _ in 0..<300 {
            let a = String((0..<generator.next(below: 7)).map { _ in alphabet[generator.next(below: alphabet.count)] })
            let b = String((0..<generator.next(below: 7)).map { _ in alphabet[generator.next(below: alphabet.count)] })
            let d = EditDistance.distance(a, b)
            XCTAssertEqual(d, EditDistance.distance(b, a), "\(a) \(b)")
            XCTAssertEqual(EditDistance.distance(a, a), 0)
            XCTAssertGreaterThanOrEqual(d, abs(a.count - b.count))
            XCTAssertLessThanOrEqual(d, max(a.count, b.count))
            XCTAssertEqual(d == 0, a == b)
        }
    }

    func testSuggestionsForMisspelledKeys() {
        let keys = ["device", "locale", "productNames", "rules"]
        XCTAssertEqual(EditDistance.suggestions(for: "devise", among: keys), ["device"])
        XCTAssertEqual(EditDistance.suggestions(for: "locael", among: keys), ["locale"])
        XCTAssertEqual(EditDistance.suggestions(for: "productname", among: keys), ["productNames"])
        XCTAssertEqual(EditDistance.suggestions(for: "DEVICE", among: keys), ["device"])
        XCTAssertEqual(EditDistance.suggestions(for: "rule", among: keys), ["rules"])
        XCTAssertEqual(EditDistance.suggestions(for: "colour", among: keys), [])
        XCTAssertEqual(EditDistance.suggestions(for: "", among: keys), [])
    }

    func testPrefixesOfAtLeastThreeCharactersQualify() {
        let settings = ["error", "warning", "info", "hint", "off"]
        XCTAssertEqual(EditDistance.suggestions(for: "warn", among: settings), ["warning"])
        XCTAssertEqual(EditDistance.suggestions(for: "information", among: settings), ["info"])
        XCTAssertEqual(EditDistance.suggestions(for: "wa", among: settings), [])
        XCTAssertEqual(EditDistance.suggestions(for: "errors", among: settings), ["error"])
    }

    func testClosestFirstThenAlphabetical() {
        XCTAssertEqual(EditDistance.suggestions(for: "cat", among: ["hat", "cab", "bat", "dog"]), ["bat", "cab", "hat"])
        XCTAssertEqual(EditDistance.suggestions(for: "cat", among: ["hat", "cab", "bat"], limit: 2), ["bat", "cab"])
        let rules = ["tab-bar/too-few-tabs", "tab-bar/too-many-tabs", "tab-bar/too-many-tab-items"]
        XCTAssertEqual(EditDistance.suggestions(for: "tab-bar/too-many-tab", among: rules),
                       ["tab-bar/too-many-tabs", "tab-bar/too-few-tabs", "tab-bar/too-many-tab-items"])
        // A case-only difference ranks before a real edit.
        XCTAssertEqual(EditDistance.suggestions(for: "Abc", among: ["abd", "abc"]), ["abc", "abd"])
    }

    func testSuggestionsSkipTheNameItselfAndDuplicates() {
        XCTAssertEqual(EditDistance.suggestions(for: "rules", among: ["rules", "rule", "rule"]), ["rule"])
        XCTAssertEqual(EditDistance.suggestions(for: "rules", among: ["rule"], limit: 0), [])
        XCTAssertEqual(EditDistance.suggestions(for: "rules", among: Set(["rulez", "rule"])), ["rule", "rulez"])
    }
}
