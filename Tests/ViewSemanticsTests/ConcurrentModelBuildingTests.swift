/// Large blocks build their children's subtrees on several threads and merge
/// them in source order; whatever the threshold, the model must be exactly
/// the one pass's: the same elements in the same order with the same parents
/// and bindings, the same diagnostics in the same order, ids and dependencies.
import Foundation
@testable import ViewSemantics
import ViewSamples
import ViewSyntax
import XCTest

final class ConcurrentModelBuildingTests: XCTestCase {
    /// Every fixture and example, with every block of two objects or more split.
    func testSplittingEveryBlockOfTheFixturesGivesTheOnePassModel() throws {
        var checked = 0
        for workspace in try ParallelRuleEngineTests.fixtureWorkspaces() {
            for path in workspace.files.keys.sorted() {
                try assertConcurrentMatchesOnePass(path, in: workspace, concurrentBodyBytes: 1)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 40)
    }

    /// Generated screens, with random thresholds; duplicate ids across
    /// subtrees must be reported at the later one, as in one pass.
    func testRandomThresholdsOnGeneratedScreensGiveTheOnePassModel() throws {
        var random = SystemRandomNumberGenerator()
        for size in [4_000, 60_000] {
            var text = String(decoding: ScreenGenerator.generate(minimumBytes: size), as: UTF8.self)
            // The same id in many subtrees, and references to it and to a missing one.
            text = text.replacingOccurrences(of: "title: \"", with: "id: shared; title: \"")
            var workspace = Workspace(root: "/generated")
            workspace.setFile(path: "/generated/Screen.view", text: text)
            for _ in 0..<4 {
                try assertConcurrentMatchesOnePass("/generated/Screen.view", in: workspace,
                                                   concurrentBodyBytes: Int.random(in: 1...(size / 2), using: &random))
            }
        }
    }

    private func assertConcurrentMatchesOnePass(_ path: String, in workspace: Workspace, concurrentBodyBytes: Int,
                                                file: StaticString = #filePath, line: UInt = #line) throws {
        let source = try XCTUnwrap(workspace.files[path], file: file, line: line)
        let onePass = ModelBuilding.build(source, in: workspace, catalog: .english, concurrentBodyBytes: .max)
        let concurrent = ModelBuilding.build(source, in: workspace, catalog: .english, concurrentBodyBytes: concurrentBodyBytes)
        let label = "\(path) split from \(concurrentBodyBytes) bytes"
        XCTAssertEqual(Self.describe(concurrent.elements), Self.describe(onePass.elements), label, file: file, line: line)
        XCTAssertEqual(concurrent.diagnostics.map(ParallelRuleEngineTests.describe), onePass.diagnostics.map(ParallelRuleEngineTests.describe),
                       label, file: file, line: line)
        XCTAssertEqual(concurrent.ids.mapValues(\.range), onePass.ids.mapValues(\.range), label, file: file, line: line)
        XCTAssertEqual(concurrent.dependencies, onePass.dependencies, label, file: file, line: line)
        XCTAssertEqual(concurrent.root?.range, onePass.root?.range, label, file: file, line: line)
    }

    static func describe(_ elements: [Element]) -> [String] {
        elements.map { element in
            let bindings = element.bindings.values.map { "\($0.name)=\($0.valueText)@\($0.range)" }.joined(separator: ",")
            let children = element.children.map { "\($0.range)" }.joined(separator: ",")
            return "\(element.typeName)@\(element.range) \(element.role) parent:\(element.parent.map { "\($0.range)" } ?? "-") "
                + "chain:\(element.componentChain) bindings:[\(bindings)] children:[\(children)]"
        }
    }
}
