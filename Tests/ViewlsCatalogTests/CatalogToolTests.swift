/// `viewls-catalog` round trip, review, `translated`, `format` and `compile`:
/// the canonical formatting, translations marked stale when their English
/// changes, and the generated Swift (a golden file, and the demo module
/// whose catalog the build plugin compiled).
import StringCatalogDemo
import StringCatalogTool
import ViewStrings
import ViewTestSupport
import XCTest

final class CatalogToolTests: XCTestCase {
    private var demoText: String { get throws { try Repository.read(CatalogCheckTests.demoPath) } }

    func testTheDemoCatalogRoundTripsByteForByte() throws {
        XCTAssertEqual(try StringCatalog(data: Data(demoText.utf8)).formatted, try demoText)
    }

    func testFormattingIsXcodes() throws {
        let json = try CatalogJSON.parse(Data(#"{"b":[],"a":{"z":"tab\tquote\"slash/é控\u0001","y":{},"x":[1,true,null]}}"#.utf8))
        XCTAssertEqual(json.formatted, """
            {
              "a" : {
                "x" : [
                  1,
                  true,
                  null
                ],
                "y" : {

                },
                "z" : "tab\\tquote\\"slash/é控\\u0001"
              },
              "b" : [

              ]
            }
            """)
    }

    func testReviewMarksTranslationsOfChangedEnglishAndUpdatesTheRecord() throws {
        let folder = try TemporaryFolder()
        let catalog = folder.write("Demo.xcstrings", try demoText)
        folder.write("Demo.reviewed.json", try Repository.read("Tests/StringCatalogDemo/StringCatalogDemo.reviewed.json"))
        var json = try StringCatalog.read(URL(fileURLWithPath: catalog)).json
        json["strings"]?["demo.greeting"]?["localizations"]?["en"]?["stringUnit"]?["value"] = .string("Hi, {name}!")
        folder.write("Demo.xcstrings", json.formatted)

        let (checkStatus, checkOutput) = run(["check", catalog])
        XCTAssertEqual(checkStatus, 1)
        XCTAssertEqual(checkOutput.first, "\(catalog): \"demo.greeting\": the English changed since its translations were reviewed: run `viewls-catalog review \(catalog)`")

        let (reviewStatus, reviewOutput) = run(["review", catalog])
        XCTAssertEqual(reviewStatus, 0)
        XCTAssertEqual(reviewOutput, [
            "\(catalog): \"demo.greeting\": the English changed; ru, zh-Hans marked needs_review",
            "  was: Hello, {name}!",
            "  now: Hi, {name}!",
            "viewls-catalog: \(catalog): 1 changed string, record Demo.reviewed.json updated",
        ])
        let reviewed = try StringCatalog.read(URL(fileURLWithPath: catalog))
        XCTAssertEqual(reviewed.entry("demo.greeting")?.localizations.mapValues { $0.unit?.state },
                       ["en": "translated", "ru": "needs_review", "zh-Hans": "needs_review"])
        XCTAssertEqual(reviewed.entry("demo.files-found")?.localizations["ru"]?.allUnits.map(\.state), Array(repeating: "translated", count: 5))
        XCTAssertTrue(try folder.read("Demo.reviewed.json").contains("\"value\" : \"Hi, {name}!\""))

        XCTAssertEqual(run(["check", catalog]).output, [
            "\(catalog): \"demo.greeting\": ru: state is needs_review, not translated",
            "\(catalog): \"demo.greeting\": zh-Hans: state is needs_review, not translated",
            "viewls-catalog: 3 strings and 4 translations checked in 1 catalog, 2 problems",
        ])
        XCTAssertEqual(run(["translated", catalog, "demo.greeting", "ru"]).status, 0)
        XCTAssertEqual(run(["translated", catalog, "demo.greeting", "zh-Hans"]).status, 0)
        XCTAssertEqual(run(["check", catalog]).status, 0)
        XCTAssertEqual(run(["review", catalog]).output, ["viewls-catalog: \(catalog): 0 changed strings, record Demo.reviewed.json updated"])
    }

    func testFormatRewritesAndFormatCheckFails() throws {
        let folder = try TemporaryFolder()
        let loose = folder.write("Loose.xcstrings", try demoText.replacingOccurrences(of: " : ", with: ":"))
        XCTAssertEqual(run(["format", "--check", loose]).status, 1)
        XCTAssertEqual(run(["format", loose]).status, 0)
        XCTAssertEqual(try folder.read("Loose.xcstrings"), try demoText)
        XCTAssertEqual(run(["format", "--check", loose]).status, 0)
    }

    func testCompileMatchesTheGoldenFile() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("Out.swift").path
        let status = run(["compile", Repository.url(CatalogCheckTests.demoPath).path, output, "--module", "StringCatalogDemo"]).status
        XCTAssertEqual(status, 0)
        let actual = try String(contentsOfFile: output, encoding: .utf8)
        let goldenPath = "Tests/ViewlsCatalogTests/Fixtures/StringCatalogDemoStrings.expected.swift"
        if Repository.updatingExpectations {
            try actual.write(to: Repository.url(goldenPath), atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(actual, try Repository.read(goldenPath), "run UPDATE_EXPECT=1 swift test --filter CatalogToolTests")
    }

    func testAsciiCompileEscapesEveryNonASCIICharacter() throws {
        let source = SwiftEmitter.source(of: try StringCatalog(data: Data(demoText.utf8)), module: "Demo",
                                         catalogName: "Demo.xcstrings", asciiOnly: true)
        XCTAssertTrue(source.unicodeScalars.allSatisfy(\.isASCII))
        XCTAssertTrue(source.contains(#"table["demo.greeting"] = "\u{41F}\u{440}\u{438}\u{432}\u{435}\u{442}, {name}!""#), source)
    }

    func testTheModuleCompiledByThePluginRendersItsCatalog() {
        XCTAssertEqual(StringCatalogDemo.text("demo.greeting", ["name": "Ада"], language: .ru), "Привет, Ада!")
        XCTAssertEqual(StringCatalogDemo.text("demo.files-found", ["count": "21", "folder": "Экраны"], language: .ru), "21 файл в `Экраны`")
        XCTAssertEqual(StringCatalogDemo.text("demo.files-found", ["count": "12", "folder": "Экраны"], language: .ru), "12 файлов в `Экраны`")
        XCTAssertEqual(StringCatalogDemo.text("demo.files-found", ["count": "1", "folder": "Screens"], language: .en), "1 file in `Screens`")
        XCTAssertEqual(StringCatalogDemo.text("demo.files-found", ["count": "1", "folder": "屏幕"], language: .zhHans), "`屏幕` 中有 1 个文件")
        XCTAssertEqual(StringCatalogDemo.text("demo.code", language: .zhHans), #"`Screen { … }` "quoted" \ back"#)
        XCTAssertEqual(StringCatalogDemoStrings.table.placeholders(of: "demo.files-found", language: .ru), ["count", "folder"])
    }

    func testUsageErrorsExitWithTwo() {
        XCTAssertEqual(run([]).status, 2)
        XCTAssertEqual(run(["compile", "only-one"]).status, 2)
    }

    private func run(_ arguments: [String]) -> (status: Int32, output: [String]) {
        var output: [String] = []
        let status = CatalogCommand.run(arguments, print: { output.append($0) }, printError: { output.append($0) })
        return (status, output)
    }
}
