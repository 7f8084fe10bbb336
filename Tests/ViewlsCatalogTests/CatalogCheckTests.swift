/// `viewls-catalog check`: each problem found in a small catalog (the demo
/// catalog with one thing broken), and none in the demo catalog itself.
import StringCatalogTool
import ViewTestSupport
import XCTest

final class CatalogCheckTests: XCTestCase {
    static let demoPath = "Tests/StringCatalogDemo/StringCatalogDemo.xcstrings"

    static func demo() throws -> StringCatalog {
        try StringCatalog.read(Repository.url(demoPath))
    }

    static func record() throws -> ReviewRecord {
        try ReviewRecord.read(ReviewRecord.url(besides: Repository.url(demoPath)))
    }

    private typealias Breakage = (inout CatalogJSON) -> Void

    /// Each breakage of the demo catalog, and the problems it must cause.
    private let cases: [(name: String, breakage: Breakage, expected: [String])] = [
        ("missing translation", { $0["strings"]?["demo.greeting"]?["localizations"]?["ru"] = nil },
         ["demo: \"demo.greeting\": ru: no translation"]),
        ("needs review", { $0["strings"]?["demo.greeting"]?["localizations"]?["zh-Hans"]?["stringUnit"]?["state"] = .string("needs_review") },
         ["demo: \"demo.greeting\": zh-Hans: state is needs_review, not translated"]),
        ("state of a variant", { $0["strings"]?["demo.files-found"]?["localizations"]?["ru"]?["substitutions"]?["count"]?["variations"]?["plural"]?["few"]?["stringUnit"]?["state"] = .string("new") },
         ["demo: \"demo.files-found\": ru: state is new, not translated"]),
        ("lost placeholder", { $0["strings"]?["demo.greeting"]?["localizations"]?["ru"]?["stringUnit"]?["value"] = .string("Привет, {имя}!") },
         ["demo: \"demo.greeting\": ru: placeholders differ from the English: lacks name"]),
        ("added placeholder", { $0["strings"]?["demo.greeting"]?["localizations"]?["zh-Hans"]?["stringUnit"]?["value"] = .string("你好，{name}{title}！") },
         ["demo: \"demo.greeting\": zh-Hans: placeholders differ from the English: adds title"]),
        ("missing plural category", { $0["strings"]?["demo.files-found"]?["localizations"]?["ru"]?["substitutions"]?["count"]?["variations"]?["plural"]?["many"] = nil },
         ["demo: \"demo.files-found\": ru: plural `count` lacks many"]),
        ("extra plural category", { $0["strings"]?["demo.files-found"]?["localizations"]?["zh-Hans"]?["substitutions"]?["count"]?["variations"]?["plural"]?["one"] = .object(["stringUnit": .object(["state": .string("translated"), "value": .string("一个文件")])]) },
         ["demo: \"demo.files-found\": zh-Hans: plural `count` has one, which zh-Hans does not use"]),
        ("English lacks a category", { $0["strings"]?["demo.files-found"]?["localizations"]?["en"]?["substitutions"]?["count"]?["variations"]?["plural"]?["one"] = nil },
         ["demo: \"demo.files-found\": en: plural `count` lacks one",
          "demo: \"demo.files-found\": the English changed since its translations were reviewed: run `viewls-catalog review demo`"]),
        ("stale English", { $0["strings"]?["demo.greeting"]?["localizations"]?["en"]?["stringUnit"]?["value"] = .string("Hi, {name}!") },
         ["demo: \"demo.greeting\": the English changed since its translations were reviewed: run `viewls-catalog review demo`"]),
        ("stale English variant", { $0["strings"]?["demo.files-found"]?["localizations"]?["en"]?["substitutions"]?["count"]?["variations"]?["plural"]?["other"]?["stringUnit"]?["value"] = .string("%arg documents") },
         ["demo: \"demo.files-found\": the English changed since its translations were reviewed: run `viewls-catalog review demo`"]),
        ("reference without substitution", { $0["strings"]?["demo.files-found"]?["localizations"]?["zh-Hans"]?["substitutions"] = nil },
         ["demo: \"demo.files-found\": zh-Hans: `%#@count@` has no substitution"]),
        ("no English", { $0["strings"]?["demo.code"]?["localizations"]?["en"] = nil },
         ["demo: \"demo.code\": en: no English value"]),
    ]

    func testEachBreakageIsReported() throws {
        let demo = try Self.demo()
        let record = try Self.record()
        XCTAssertEqual(CatalogCheck.problems(in: demo, record: record, file: "demo").map(\.description), [])
        for (name, breakage, expected) in cases {
            var json = demo.json
            breakage(&json)
            let problems = CatalogCheck.problems(in: try StringCatalog(json: json), record: record, file: "demo")
            XCTAssertEqual(problems.map(\.description), expected, name)
        }
    }

    func testAStringThatIsNotTranslatedNeedsNoTranslations() throws {
        var json = try Self.demo().json
        json["strings"]?["demo.greeting"]?["shouldTranslate"] = .bool(false)
        json["strings"]?["demo.greeting"]?["localizations"]?["ru"] = nil
        var record = try Self.record()
        record.sources["demo.greeting"] = nil
        XCTAssertEqual(CatalogCheck.problems(in: try StringCatalog(json: json), record: record, file: "demo").map(\.description), [])
    }

    func testTheDemoCatalogPassesAndTheSummaryCountsIt() throws {
        var report = CatalogCheckReport()
        CatalogCheck.check(Repository.url(Self.demoPath).path, into: &report)
        XCTAssertEqual(report.problems.map(\.description), [])
        XCTAssertEqual(report.summary, "viewls-catalog: 3 strings and 4 translations checked in 1 catalog, no problems")
    }

    func testMalformedAndUnformattedFilesAreProblems() throws {
        let folder = try TemporaryFolder()
        let broken = folder.write("Broken.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {")
        let unformatted = folder.write("Loose.xcstrings", "{\"sourceLanguage\":\"en\",\"strings\":{},\"version\":\"1.0\"}")
        var report = CatalogCheckReport()
        CatalogCheck.check(broken, into: &report)
        CatalogCheck.check(unformatted, into: &report)
        XCTAssertEqual(report.problems.count, 2)
        XCTAssertTrue(report.problems[0].description.hasPrefix("\(broken): malformed JSON"), report.problems[0].description)
        XCTAssertEqual(report.problems[1].description, "\(unformatted): not in Xcode's formatting: run `viewls-catalog format \(unformatted)`")
        XCTAssertEqual(report.summary, "viewls-catalog: 0 strings and 0 translations checked in 2 catalogs, 2 problems")
    }

    func testCheckingNoCatalogsSucceedsAndSaysSo() {
        var output: [String] = []
        let status = CatalogCommand.run(["check"], print: { output.append($0) }, printError: { output.append($0) })
        XCTAssertEqual(status, 0)
        XCTAssertEqual(output, ["viewls-catalog: 0 strings and 0 translations checked in 0 catalogs, no problems"])
    }

    func testLargeCountsAreGrouped() {
        var report = CatalogCheckReport()
        (report.strings, report.translations, report.catalogs) = (1523, 3046, 5)
        XCTAssertEqual(report.summary, "viewls-catalog: 1,523 strings and 3,046 translations checked in 5 catalogs, no problems")
    }
}

/// A folder under the system's temporary directory, removed when released.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("viewls-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to `name` in the folder and returns the file's path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let file = url.appendingPathComponent(name)
        _ = FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8))
        return file.path
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }
}
