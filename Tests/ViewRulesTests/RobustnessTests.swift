/// Bad input never crashes the checker: every parser fixture (most of them
/// broken on purpose) and thousands of random mutations of the examples are
/// checked, and every diagnostic's range stays inside its file.
import ViewSamples
import Foundation
import ViewModel
import ViewRules
import ViewSyntax
import ViewTestSupport
import XCTest

final class RobustnessTests: XCTestCase {
    private func sources(in folder: String) throws -> [[UInt8]] {
        let url = Repository.url(folder)
        return try (FileManager.default.subpaths(atPath: url.path) ?? []).filter { $0.hasSuffix(".view") }.sorted().map {
            Array(try Data(contentsOf: url.appendingPathComponent($0)))
        }
    }

    private func assertChecks(_ bytes: [UInt8], context: [String: String] = [:], _ label: String) {
        var workspace = CheckHarness.workspace(context)
        workspace.setFile(SourceFile(path: CheckHarness.path("Sample"), tree: SyntaxTree.parse(bytes)))
        let diagnostics = CheckHarness.check("Sample", in: workspace)
        let size = bytes.count
        for diagnostic in diagnostics {
            XCTAssertTrue(diagnostic.range.lowerBound >= 0 && diagnostic.range.upperBound <= size, "\(label): \(diagnostic)")
            XCTAssertFalse(diagnostic.message.hasPrefix("check.") || diagnostic.message.hasPrefix("rule."), "\(label): \(diagnostic)")
            for edit in diagnostic.fixes.flatMap(\.edits) {
                XCTAssertTrue(edit.range.upperBound <= size, "\(label): fix out of range \(edit)")
            }
        }
    }

    func testParserFixturesCheckWithoutCrashing() throws {
        let fixtures = try sources(in: "Tests/ViewSyntaxTests/Fixtures/parser")
        XCTAssertGreaterThan(fixtures.count, 50)
        for (number, text) in fixtures.enumerated() { assertChecks(text, "parser fixture \(number)") }
    }

    func testRandomMutationsOfTheExamplesCheckWithoutCrashing() throws {
        let examples = try sources(in: "Examples")
        XCTAssertGreaterThanOrEqual(examples.count, 15)
        var random = SeededRandom(seed: 20261122)
        let alphabet = Array("{}[]:;,. \n\"'/*abcXYZ0123-Tab Cell TabBar push: hidden: true Screen Popover { source: x } 音乐Ж".utf8)
        for round in 0..<1_500 {
            var bytes = examples[random.next(below: examples.count)]
            random.mutate(&bytes, edits: 4, longestDeletion: 12, alphabet: alphabet)
            assertChecks(bytes, context: ["Settings": "Screen { title: \"S\" }"], "mutation \(round)")
        }
    }
}
