/// `docs/layout.md` lists every constant of `LayoutMetrics.swift` with the
/// same value, and `LayoutMetrics.values` names each of them: the table and
/// the code cannot drift apart.
import Foundation
import ViewLayout
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
}
