/// Numbers in the reader's language, with CLDR's literals (cldr-numbers-full,
/// `symbols-numberSystem-latn`: en and zh-Hans `.` and `,`; ru `,` and U+00A0;
/// minimumGroupingDigits 1), and how texts use them.
import ViewStrings
import XCTest

final class NumberFormatTests: XCTestCase {
    func testDecimalsAndGroupsFollowCLDR() {
        let table: [(number: String, en: String, ru: String, zh: String)] = [
            ("1.2", "1.2", "1,2", "1.2"),
            ("4500", "4,500", "4\u{00A0}500", "4,500"),
            ("4500.25", "4,500.25", "4\u{00A0}500,25", "4,500.25"),
            ("999", "999", "999", "999"),
            ("1000", "1,000", "1\u{00A0}000", "1,000"),
            ("1234567", "1,234,567", "1\u{00A0}234\u{00A0}567", "1,234,567"),
            ("-12000.5", "-12,000.5", "-12\u{00A0}000,5", "-12,000.5"),
            ("0.5", "0.5", "0,5", "0.5"),
        ]
        for row in table {
            XCTAssertEqual(CatalogLanguage.en.number(row.number), row.en, row.number)
            XCTAssertEqual(CatalogLanguage.ru.number(row.number), row.ru, row.number)
            XCTAssertEqual(CatalogLanguage.zhHans.number(row.number), row.zh, row.number)
        }
    }

    func testOnlyPlainDecimalsAreNumbers() {
        for text in ["", "-", "1e3", "1,000", "v2", ".5", "5.", "1.2.3", "0x10", "12 px", "+3"] {
            XCTAssertNil(CatalogLanguage.ru.number(text), text)
        }
    }

    /// Plural arguments are counts: written the language's way, outside code spans.
    func testPluralArgumentsAreWrittenInTheLanguagesWay() {
        let text = CatalogText(value: "%#@count@", substitutions: ["count": [.one: "%arg file", .other: "%arg files"]])
        XCTAssertEqual(text.rendered(["count": "4500"], language: .en), "4,500 files")
        let russian = CatalogText(value: "%#@count@", substitutions: ["count": [.one: "%arg \u{0444}\u{0430}\u{0439}\u{043B}",
                                                                            .many: "%arg \u{0444}\u{0430}\u{0439}\u{043B}\u{043E}\u{0432}"]])
        XCTAssertEqual(russian.rendered(["count": "4500"], language: .ru), "4\u{00A0}500 \u{0444}\u{0430}\u{0439}\u{043B}\u{043E}\u{0432}")
        let code = CatalogText(value: "%#@count@", substitutions: ["count": [.other: "`maxTabs: %arg`"]])
        XCTAssertEqual(code.rendered(["count": "4500"], language: .ru), "`maxTabs: 4500`")
    }

    /// `{name}` numbers change only when asked (the rule engine asks), and never inside code.
    func testPlaceholderNumbersInProseWhenAsked() {
        let text = CatalogText(value: "ratio {ratio}:1, below {limit}:1; set `minimumRatio: {limit}`")
        XCTAssertEqual(text.rendered(["ratio": "1.2", "limit": "4.5"], language: .ru, localizingNumbers: true),
                       "ratio 1,2:1, below 4,5:1; set `minimumRatio: 4.5`")
        XCTAssertEqual(text.rendered(["ratio": "1.2", "limit": "4.5"], language: .ru), "ratio 1.2:1, below 4.5:1; set `minimumRatio: 4.5`")
        XCTAssertEqual(text.rendered(["ratio": "black", "limit": "4.5"], language: .zhHans, localizingNumbers: true),
                       "ratio black:1, below 4.5:1; set `minimumRatio: 4.5`")
    }
}
