/// Counts written in the project's prose are checked against what they count:
/// "N guideline rules" against the rule registry and "N built-in components"
/// against the schema, in every Markdown file of the repository but the
/// changelog (which records what was true then) and the generated rule pages.
import Foundation
import ViewModel
import ViewRules
import ViewTestSupport
import XCTest

final class DocumentedCountsTests: XCTestCase {
    func testCountsInTheDocsAreTheRegistrysAndTheSchemas() throws {
        let counted: [(pattern: String, actual: Int)] = [
            (#"(?<![\w.-])([0-9][0-9,]*)\s+(?:guideline\s+)?rules\b"#, RuleRegistry.all.count),
            (#"(?<![\w.-])([0-9][0-9,]*)\s+built-in\s+components?\b"#, Schema.components.count),
        ]
        var checked = 0
        for url in try Self.markdownFiles() {
            let text = try String(contentsOf: url, encoding: .utf8)
            let name = url.path.replacingOccurrences(of: Repository.root.path + "/", with: "")
            for (pattern, actual) in counted {
                let regex = try NSRegularExpression(pattern: pattern)
                for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    let number = try XCTUnwrap(Range(match.range(at: 1), in: text).map { text[$0].replacingOccurrences(of: ",", with: "") })
                    XCTAssertEqual(Int(number), actual, "\(name) says \"\((Range(match.range, in: text).map { text[$0] }) ?? "")\"")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 0, "the README states the number of built-in components")
    }

    static func markdownFiles() throws -> [URL] {
        let root = Repository.root
        let skipped = ["CHANGELOG.md", "docs/rules/", ".build/", "Tests/"]
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var files: [URL] = []
        for case let url as URL in enumerator {
            let relative = url.path.replacingOccurrences(of: root.path + "/", with: "")
            if url.lastPathComponent.hasPrefix(".") || url.lastPathComponent == "node_modules"
                || skipped.contains(where: { relative.hasPrefix($0) }) {
                enumerator.skipDescendants()
                continue
            }
            if url.pathExtension == "md" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }
}
