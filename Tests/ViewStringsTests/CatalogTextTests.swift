/// Rendering catalog texts: placeholders, plural substitutions, literal
/// braces, missing arguments, Cyrillic and CJK text; and table lookup.
import ViewStrings
import XCTest

final class CatalogTextTests: XCTestCase {
    private let files = CatalogText(
        value: "Найдено %#@count@ в `{folder}`",
        substitutions: ["count": [.one: "%arg файл", .few: "%arg файла", .many: "%arg файлов", .other: "%arg файла"]]
    )

    func testSubstitutionChoosesTheVariantOfTheArgumentsCategory() {
        let expected = [
            "1": "Найдено 1 файл в `Экраны`", "3": "Найдено 3 файла в `Экраны`", "11": "Найдено 11 файлов в `Экраны`",
            "21": "Найдено 21 файл в `Экраны`", "1.5": "Найдено 1,5 файла в `Экраны`",
        ]
        for (count, text) in expected {
            XCTAssertEqual(files.rendered(["count": count, "folder": "Экраны"], language: .ru), text)
        }
    }

    func testAMissingVariantFallsBackToOther() {
        let text = CatalogText(value: "%#@n@", substitutions: ["n": [.other: "%arg items"]])
        XCTAssertEqual(text.rendered(["n": "1"], language: .en), "1 items")
    }

    func testVariantsMayHoldPlaceholdersAndPositionalReferencesWork() {
        let text = CatalogText(value: "%1$#@tabs@ in {screen}",
                               substitutions: ["tabs": [.one: "one tab of {limit}", .other: "%arg tabs of {limit}"]])
        XCTAssertEqual(text.rendered(["tabs": "1", "limit": "5", "screen": "Home"], language: .en), "one tab of 5 in Home")
        XCTAssertEqual(text.rendered(["tabs": "7", "limit": "5", "screen": "Home"], language: .en), "7 tabs of 5 in Home")
        XCTAssertEqual(text.placeholderNames, ["tabs", "limit", "screen"])
    }

    func testChineseAlwaysTakesOther() {
        let text = CatalogText(value: "找到 %#@count@", substitutions: ["count": [.other: "%arg 个文件"]])
        XCTAssertEqual(text.rendered(["count": "1"], language: .zhHans), "找到 1 个文件")
    }

    func testBracesThatAreNotPlaceholdersAreText() {
        let text: CatalogText = "`Screen { … }` needs {name}; `{` and {not a name} and {} and {tail"
        XCTAssertEqual(text.rendered(["name": "a title"], language: .en),
                       "`Screen { … }` needs a title; `{` and {not a name} and {} and {tail")
        XCTAssertEqual(text.placeholderNames, ["name"])
    }

    func testMissingArgumentsStayAsWritten() {
        XCTAssertEqual(files.rendered(["folder": "x"], language: .ru), "Найдено %#@count@ в `x`")
        XCTAssertEqual(files.rendered(["count": "2"], language: .ru), "Найдено 2 файла в `{folder}`")
        XCTAssertEqual(files.rendered([:], language: .ru), files.value)
    }

    func testArgumentValuesAreNotScannedAgain() {
        let text: CatalogText = "{a} and {b}"
        XCTAssertEqual(text.rendered(["a": "{b}", "b": "%#@a@"], language: .en), "{b} and %#@a@")
    }

    func testPercentSignsThatAreNotReferencesAreText() {
        let text = CatalogText(value: "100% of %#@n@ (%d, %#@, %#@@)", substitutions: ["n": [.other: "%arg%, %args"]])
        XCTAssertEqual(text.rendered(["n": "3"], language: .en), "100% of 3%, 3s (%d, %#@, %#@@)")
    }

    func testEqualityIsByValueAndSubstitutions() {
        XCTAssertEqual(CatalogText(value: "a"), "a")
        XCTAssertNotEqual(CatalogText(value: "a", substitutions: ["n": [.other: "x"]]), "a")
        XCTAssertEqual(Set<CatalogText>(["a", "a", "b"]).count, 2)
    }

    func testTableFallsBackToEnglishAndShowsUnknownKeysAsThemselves() {
        let table = StringTable(module: "Demo", texts: [
            .en: ["greeting": "Hello, {name}", "only.english": "English"],
            .ru: ["greeting": "Привет, {name}"],
            .zhHans: ["greeting": "你好，{name}"],
        ])
        XCTAssertEqual(table.rendered("greeting", ["name": "Мир"], language: .ru), "Привет, Мир")
        XCTAssertEqual(table.rendered("greeting", ["name": "世界"], language: .zhHans), "你好，世界")
        XCTAssertEqual(table.rendered("only.english", language: .zhHans), "English")
        XCTAssertEqual(table.rendered("no.such.key", language: .ru), "no.such.key")
        XCTAssertEqual(table.placeholders(of: "greeting"), ["name"])
        XCTAssertEqual(Set(table.keys), ["greeting", "only.english"])
    }

    /// A table builds a language only when it is asked for, and an English
    /// lookup never builds the translations (a check in one language pays
    /// for one). Fallback to English builds English only on a miss.
    func testATableBuildsOnlyTheLanguagesAskedFor() {
        final class Asked: @unchecked Sendable { var languages: [CatalogLanguage] = [] }
        let asked = Asked()
        let table = StringTable(module: "Demo", languages: { language in
            asked.languages.append(language)
            return language == .en ? ["a": "A", "b": "B"] : ["a": "А"]
        })
        XCTAssertEqual(asked.languages, [])
        XCTAssertEqual(table.rendered("a", language: .en), "A")
        XCTAssertEqual(asked.languages, [.en])
        XCTAssertEqual(table.rendered("a", language: .ru), "А")
        XCTAssertEqual(asked.languages, [.en, .ru])
        XCTAssertEqual(table.rendered("b", language: .ru), "B")
        XCTAssertEqual(asked.languages, [.en, .ru, .ru, .en])
    }

    /// Filling a text cut once gives what filling it directly gives.
    func testAPreparedTextRendersAsTheText() {
        let texts: [CatalogText] = ["plain", "{a} and {b}", "`{` {a}", CatalogText(value: "%#@n@ in {a}", substitutions: ["n": [.one: "%arg file", .other: "%arg files"]])]
        for text in texts {
            for arguments in [[:], ["a": "x"], ["a": "x", "b": "y", "n": "1"], ["n": "2"]] as [[String: String]] {
                XCTAssertEqual(text.prepared().rendered(arguments, language: .en), text.rendered(arguments, language: .en))
            }
        }
        XCTAssertEqual(texts[3].rendered(["n": "1", "a": "A"], language: .en), "1 file in A")
    }
}
