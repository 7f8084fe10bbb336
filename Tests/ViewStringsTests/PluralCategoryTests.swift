/// CLDR cardinal categories of the catalog languages over a table of numbers.
import ViewStrings
import XCTest

final class PluralCategoryTests: XCTestCase {
    /// Each number, then its category in English, Russian and Chinese.
    private let table: [(number: String, en: PluralCategory, ru: PluralCategory, zh: PluralCategory)] = [
        ("0", .other, .many, .other),
        ("1", .one, .one, .other),
        ("2", .other, .few, .other),
        ("4", .other, .few, .other),
        ("5", .other, .many, .other),
        ("11", .other, .many, .other),
        ("12", .other, .many, .other),
        ("14", .other, .many, .other),
        ("21", .other, .one, .other),
        ("22", .other, .few, .other),
        ("25", .other, .many, .other),
        ("101", .other, .one, .other),
        ("111", .other, .many, .other),
        ("1.5", .other, .other, .other),
        ("1.0", .other, .other, .other),
        ("x", .other, .other, .other),
        ("", .other, .other, .other),
        ("-1", .one, .one, .other),
        ("-22", .other, .few, .other),
        ("001", .one, .one, .other),
        ("1e3", .other, .other, .other),
        ("1,000", .other, .other, .other),
        ("1.", .other, .other, .other),
        ("12345678901234567890121", .other, .one, .other),
    ]

    func testCardinalCategoriesFollowCLDR() {
        for row in table {
            XCTAssertEqual(PluralCategory.cardinal(row.number, in: .en), row.en, "en \(row.number)")
            XCTAssertEqual(PluralCategory.cardinal(row.number, in: .ru), row.ru, "ru \(row.number)")
            XCTAssertEqual(PluralCategory.cardinal(row.number, in: .zhHans), row.zh, "zh-Hans \(row.number)")
        }
    }

    func testEachLanguageProducesExactlyItsCategories() {
        let numbers = (0...200).map(String.init) + ["1.5", "x"]
        for language in CatalogLanguage.allCases {
            let produced = Set(numbers.map { PluralCategory.cardinal($0, in: language) })
            XCTAssertEqual(produced, Set(language.pluralCategories), language.rawValue)
        }
    }

    func testLanguagesUseCatalogCodes() {
        XCTAssertEqual(CatalogLanguage.allCases.map(\.rawValue), ["en", "ru", "zh-Hans"])
        XCTAssertEqual(StringTable.sourceLanguage, .en)
    }
}
