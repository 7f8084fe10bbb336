/// The repository's own String Catalogs pass the catalog check: one per
/// module that shows texts, every string translated into Russian and
/// Chinese with the English placeholders and the language's plural
/// categories, none stale against its review record.
import Foundation
import StringCatalogTool
import ViewTestSupport
import XCTest

final class CatalogRepositoryTests: XCTestCase {
    static let modules = ["ViewSyntax", "ViewModel", "ViewRules", "ViewIDE", "ViewServer", "viewls"]

    func testEveryModuleCatalogPassesTheCheck() throws {
        let sources = Repository.url("Sources")
        let found = (FileManager.default.subpaths(atPath: sources.path) ?? []).filter { $0.hasSuffix(".xcstrings") }.sorted()
        XCTAssertEqual(found, Self.modules.map { "\($0)/\($0).xcstrings" }.sorted())
        var report = CatalogCheckReport()
        for path in found { CatalogCheck.check(sources.appendingPathComponent(path).path, into: &report) }
        XCTAssertEqual(report.problems.map(\.description), [])
        XCTAssertGreaterThan(report.strings, 800)
        XCTAssertGreaterThan(report.translations, 1_500)
        print(report.summary)
    }
}
