/// `docs/layout.md` lists every constant of `LayoutMetrics.swift` with the
/// same value, and `LayoutMetrics.values` names each of them; its devices
/// table is the catalogue and its Dynamic Type table `DynamicType`'s: the
/// tables and the code cannot drift apart.
import Foundation
import ViewLayout
import ViewModel
import ViewTestSupport
import XCTest

final class LayoutMetricsDocumentationTests: XCTestCase {
    /// The names of the `static let` constants written in the metrics file (not `values` itself).
    private func declaredNames() throws -> [String] {
        let source = try Repository.read("Sources/ViewLayout/LayoutMetrics.swift")
        return source.split(separator: "\n").compactMap { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" })
            guard let index = words.firstIndex(of: "let"), index >= 2, words[index - 1] == "static", index + 1 < words.count else { return nil }
            let name = String(words[index + 1])
            return name == "values" ? nil : name
        }
    }

    /// The documentation table's rows: metric name and value.
    private func documentedValues() throws -> [String: String] {
        var rows: [String: String] = [:]
        for line in try Repository.read("docs/layout.md").split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            rows[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[1]
        }
        return rows
    }

    func testEveryMetricIsDocumentedWithItsValue() throws {
        let names = try declaredNames()
        XCTAssertGreaterThan(names.count, 100)
        XCTAssertEqual(Set(names), Set(LayoutMetrics.values.keys), "LayoutMetrics.values names every constant")
        let documented = try documentedValues()
        for name in names {
            guard let value = LayoutMetrics.values[name] else { continue }
            XCTAssertEqual(documented[name], LayoutNumber.text(value), "docs/layout.md: `\(name)`")
        }
        XCTAssertEqual(Set(documented.keys), Set(names), "docs/layout.md lists only metrics the code has")
    }

    /// The rows of the table whose header row starts with `| first |`, split into trimmed cells.
    private func table(startingWith first: String) throws -> [[String]] {
        let lines = try Repository.read("docs/layout.md").split(separator: "\n").map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| \(first) |") }) else { return [] }
        return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    func testTheDevicesTableIsTheCatalogue() throws {
        let rows = try table(startingWith: "device")
        XCTAssertEqual(rows.map { $0[0] }, ["iPhone SE", "iPhone 16", "iPhone 16 Pro Max", "iPad mini", "iPad Air 11-inch", "iPad Pro 13-inch"])
        XCTAssertEqual(rows.count, DeviceCatalogue.all.count)
        for (row, model) in zip(rows, DeviceCatalogue.all) {
            let text = LayoutNumber.text
            XCTAssertEqual(row[0], model.name)
            XCTAssertEqual(row[1], model.fullName)
            XCTAssertEqual(row[2], model.family.rawValue)
            XCTAssertEqual(row[3], "\(text(model.width)) × \(text(model.height))", model.name)
            XCTAssertEqual(row[4], text(model.statusBarHeight), model.name)
            XCTAssertEqual(row[5], "\(text(model.safeAreaTop)) \(text(model.safeAreaBottom))", model.name)
            XCTAssertEqual(row[6], "\(text(model.landscapeSafeAreaTop)) \(text(model.landscapeSideInset)) \(text(model.landscapeSafeAreaBottom))",
                           model.name)
            XCTAssertTrue(row[7].contains("HIG"), "\(model.name) names its source")
        }
    }

    func testTheDynamicTypeTableIsTheLayouts() throws {
        let rows = try table(startingWith: "style")
        XCTAssertEqual(rows.map { $0[0] }, DynamicType.Style.allCases.map(\.rawValue))
        for row in rows {
            let style = try XCTUnwrap(DynamicType.Style(rawValue: row[0]))
            // The style, a cell per size, then the public sources its figures were checked against.
            XCTAssertEqual(row.count, 2 + TextSize.allCases.count)
            XCTAssertTrue(row.last?.contains("[A] ✓") == true, "\(style) names the public copy its sizes were checked against")
            for (cell, size) in zip(row.dropFirst(), TextSize.allCases) {
                let expected = "\(LayoutNumber.text(DynamicType.fontSize(style, at: size)))/\(LayoutNumber.text(DynamicType.lineHeight(style, at: size)))"
                XCTAssertEqual(cell, expected, "\(style) at \(size)")
            }
        }
        // The default size is the metrics table's.
        XCTAssertEqual(DynamicType.fontSize(.body, at: .large), LayoutMetrics.bodyFontSize)
        XCTAssertEqual(DynamicType.lineHeight(.caption2, at: .large), LayoutMetrics.caption2LineHeight)
        XCTAssertEqual(DynamicType.fontSize(.footnote, at: .large), LayoutMetrics.footnoteFontSize)
    }
}
