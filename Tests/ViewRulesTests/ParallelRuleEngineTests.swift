/// The rule engine checks large files in chunks on several threads; whatever
/// the split, the diagnostics must be exactly those of one pass in element
/// order (same findings, same order, a place reached twice reported once).
import Foundation
@testable import ViewModel
@testable import ViewRules
import ViewSamples
import ViewSyntax
import XCTest
import ViewStrings

final class ParallelRuleEngineTests: XCTestCase {
    func testChunkRangesCoverEveryElementOnce() {
        for count in [0, 1, 63, 64, 65, 1_000, 4_097] {
            for processors in [1, 2, 3, 8] {
                let ranges = RuleEngine.chunkRanges(count: count, processors: processors, elementsPerChunk: 64)
                XCTAssertEqual(ranges.first?.lowerBound, 0, "\(count) on \(processors)")
                XCTAssertEqual(ranges.last?.upperBound, count, "\(count) on \(processors)")
                XCTAssertTrue(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
                if processors == 1 || count < 128 { XCTAssertEqual(ranges.count, 1, "\(count) on \(processors)") }
                else { XCTAssertGreaterThan(ranges.count, 1, "\(count) on \(processors)") }
            }
        }
    }

    /// Every fixture and example, split down to one element per chunk.
    func testEverySplitOfTheFixturesMatchesOnePass() throws {
        var checked = 0
        for workspace in try Self.fixtureWorkspaces() {
            for path in workspace.files.keys.sorted() {
                for elementsPerChunk in [1, 3] {
                    try assertSplitMatchesOnePass(path, in: workspace, processors: 8, elementsPerChunk: elementsPerChunk)
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 40)
    }

    /// Generated screens of several sizes, with random splits.
    func testRandomSplitsOfGeneratedScreensMatchOnePass() throws {
        var random = SystemRandomNumberGenerator()
        for size in [4_000, 40_000] {
            var workspace = Workspace(root: "/generated")
            workspace.setFile(path: "/generated/Screen.view", text: String(decoding: ScreenGenerator.generate(minimumBytes: size), as: UTF8.self))
            for _ in 0..<4 {
                let processors = Int.random(in: 2...8, using: &random)
                let perChunk = Int.random(in: 1...40, using: &random)
                try assertSplitMatchesOnePass("/generated/Screen.view", in: workspace, processors: processors, elementsPerChunk: perChunk)
            }
        }
    }

    private func assertSplitMatchesOnePass(_ path: String, in workspace: Workspace, processors: Int, elementsPerChunk: Int,
                                           file: StaticString = #filePath, line: UInt = #line) throws {
        let source = try XCTUnwrap(workspace.files[path], file: file, line: line)
        let model = ModelBuilding.build(source, in: workspace)
        func context() -> RuleContext {
            RuleContext(model: model, file: source, configuration: workspace.configuration(for: path), directory: workspace,
                        images: ImageLookup(store: workspace.imageStore, root: workspace.root))
        }
        let onePass = RuleEngine.run(context(), catalog: .rules(.english), processors: 1, elementsPerChunk: elementsPerChunk).diagnostics
        let split = RuleEngine.run(context(), catalog: .rules(.english), processors: processors, elementsPerChunk: elementsPerChunk).diagnostics
        XCTAssertEqual(split.map(Self.describe), onePass.map(Self.describe),
                       "\(path) in chunks of \(elementsPerChunk) on \(processors)", file: file, line: line)
    }

    static func describe(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.range) \(diagnostic.severity) \(diagnostic.code) \(diagnostic.message) fixes:\(diagnostic.fixes.map(\.title))"
    }

    /// The checking fixtures (one workspace each), the workspace fixtures and the examples.
    static func fixtureWorkspaces() throws -> [Workspace] {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let fixtures = tests.appendingPathComponent("Fixtures")
        var workspaces: [Workspace] = []
        let single = fixtures.appendingPathComponent("checking")
        for name in try FileManager.default.contentsOfDirectory(atPath: single.path).sorted() where name.hasSuffix(".view") {
            var workspace = Workspace(root: "/fixture")
            workspace.setFile(path: "/fixture/\(name)", text: try String(contentsOf: single.appendingPathComponent(name), encoding: .utf8))
            workspaces.append(workspace)
        }
        let folders = fixtures.appendingPathComponent("workspaces")
        let roots = try FileManager.default.contentsOfDirectory(atPath: folders.path).sorted().map { folders.appendingPathComponent($0) }
            + [tests.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")]
        for root in roots {
            let workspace = try CheckHarness.workspace(folder: root).workspace
            workspaces.append(workspace)
        }
        return workspaces
    }
}

/// The engine reuses its rule set (severities and texts) from one check to
/// the next; a change of rule settings or of language must make a new one.
final class RuleSetReuseTests: XCTestCase {
    func testRuleSettingsAndLanguageChangesAreSeenAtOnce() throws {
        var workspace = Workspace(root: "/w")
        workspace.setFile(path: "/w/Tabs.view", text: """
            Screen { TabBar { Tab { title: "1" } Tab { title: "2" } Tab { title: "3" } Tab { title: "4" } Tab { title: "5" } Tab { title: "6" } } }
            """)
        let file = try XCTUnwrap(workspace.files["/w/Tabs.view"])
        let model = ModelBuilding.build(file, in: workspace)
        func run(_ configuration: Configuration, _ catalog: MessageCatalog) -> [Diagnostic] {
            let context = RuleContext(model: model, file: file, configuration: configuration, directory: workspace,
                                      images: ImageLookup(store: workspace.imageStore, root: workspace.root))
            return RuleEngine.run(context, catalog: catalog).filter { $0.code == "tab-bar/too-many-tabs" }
        }
        let off = Configuration(ruleSeverities: ["tab-bar/too-many-tabs": .off])
        let hint = Configuration(ruleSeverities: ["tab-bar/too-many-tabs": .severity(.hint)])
        XCTAssertEqual(run(.default, .rules(.english)).map(\.severity), [.error])
        XCTAssertEqual(run(off, .rules(.english)).count, 0)
        XCTAssertEqual(run(hint, .rules(.english)).map(\.severity), [.hint])
        XCTAssertEqual(run(.default, .rules(.english)).map(\.severity), [.error])
        let english = try XCTUnwrap(run(.default, .rules(.english)).first?.message)
        let russian = try XCTUnwrap(run(.default, .rules(.russian)).first?.message)
        XCTAssertNotEqual(russian, english)
        XCTAssertTrue(russian.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }, russian)
        XCTAssertEqual(run(.default, .rules(.english)).first?.message, english)
    }
}
