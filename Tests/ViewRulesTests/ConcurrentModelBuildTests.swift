/// A large file's model is built with one object's child subtrees on several
/// threads; whatever the split, the model must be exactly the one pass's:
/// the same elements in the same order with the same parents, children and
/// bindings, the same ids, diagnostics and dependencies.
import Foundation
@testable import ViewModel
@testable import ViewRules
import ViewSamples
import ViewSyntax
import XCTest

final class ConcurrentModelBuildTests: XCTestCase {
    func testRunsCoverEveryIndexOnceInOrder() {
        var random = SeededRandom(seed: 0xB0_1D)
        for _ in 0..<500 {
            let sizes = (0..<Int.random(in: 0...40, using: &random)).map { _ in Int.random(in: 0...500, using: &random) }
            let count = Int.random(in: 1...12, using: &random)
            let runs = ModelBuilder.runs(of: sizes, count: count)
            XCTAssertEqual(runs.flatMap { Array($0) }, Array(sizes.indices), "\(sizes) in \(count)")
            XCTAssertTrue(runs.allSatisfy { !$0.isEmpty }, "\(sizes) in \(count)")
            XCTAssertLessThanOrEqual(runs.count, max(count, 1), "\(sizes) in \(count)")
        }
        XCTAssertEqual(ModelBuilder.runs(of: [10, 10, 10, 10], count: 2), [0..<2, 2..<4])
        XCTAssertEqual(ModelBuilder.runs(of: [1, 1, 1, 100], count: 2), [0..<3, 3..<4])
        XCTAssertEqual(ModelBuilder.runs(of: [5, 5, 5, 5, 5, 5], count: 3), [0..<2, 2..<4, 4..<6])
        XCTAssertEqual(ModelBuilder.runs(of: [7], count: 4), [0..<1])
    }

    func testTheSplitIsWhereTheBulkDividesAndNoneInSmallFiles() throws {
        let big = SourceFile(path: "/w/Big.view", text: String(decoding: ScreenGenerator.generate(minimumBytes: 80_000), as: UTF8.self))
        let split = try XCTUnwrap(ModelBuilder.concurrentSplit(of: XCTUnwrap(big.root), minimumBytes: ModelBuilder.minimumConcurrentBytes))
        let splitObject = try XCTUnwrap(ObjectSyntax(split))
        XCTAssertGreaterThan(splitObject.body?.members.filter { if case .object = $0 { true } else { false } }.count ?? 0, 1)
        let small = SourceFile(path: "/w/Small.view", text: "Screen {\n    TableView { Cell { title: \"A\" } }\n    Toolbar { }\n}\n")
        XCTAssertNil(ModelBuilder.concurrentSplit(of: try XCTUnwrap(small.root), minimumBytes: ModelBuilder.minimumConcurrentBytes))
        // One child holding most of the file: the split is looked for inside it.
        let nested = SourceFile(path: "/w/Nested.view",
                                text: "Screen { Toolbar { } TableView { Cell { title: \"A\" } Cell { title: \"B\" } Cell { } } }")
        let inner = try XCTUnwrap(ModelBuilder.concurrentSplit(of: try XCTUnwrap(nested.root), minimumBytes: 1))
        XCTAssertEqual(ObjectSyntax(inner)?.typeName, "TableView")
    }

    /// Every fixture and example, split wherever two child objects stand, on 2 and 8 processors.
    func testEverySplitOfTheFixturesMatchesOnePass() throws {
        var checked = 0
        for workspace in try ParallelRuleEngineTests.fixtureWorkspaces() {
            for path in workspace.files.keys.sorted() {
                for processors in [2, 8] { try assertSplitMatchesOnePass(path, in: workspace, processors: processors) }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 40)
    }

    /// Ids set twice and references across subtrees, components, presented
    /// values and misplaced children, with the split object's own bindings between its children.
    func testIdsReferencesAndPlacementAcrossSubtrees() throws {
        var workspace = Workspace(root: "/w")
        workspace.setFile(path: "/w/Row.view", text: "Cell { style: subtitle; id: rowDefault }")
        workspace.setFile(path: "/w/Screen.view", text: """
            Screen {
                title: "Split"
                TableView { id: list; Section { Row { id: first; title: "A" } Row { id: twice } } }
                title: "Again"
                TableView { id: twice; Section { Cell { id: first } Cell { accessory: detailButton; id: 9 } } }
                Toolbar { BarButton { title: "Go"; presents: Popover { id: list; source: missing } } }
                Cell { title: "Misplaced" }
                Tab { title: "Misplaced too" }
                id: root
                CollectionView { Cell { } }
                Button { title: "Open"; presents: Popover { source: twice } }
                Button { title: "Later"; presents: Popover { source: root } }
            }
            """)
        for processors in [2, 3, 8] { try assertSplitMatchesOnePass("/w/Screen.view", in: workspace, processors: processors) }
        let model = ModelBuilding.build(try XCTUnwrap(workspace.files["/w/Screen.view"]), in: workspace, catalog: .rules(.english),
                                        processors: 8, minimumConcurrentBytes: 1)
        XCTAssertEqual(model.diagnostics.filter { $0.code == "duplicate-id" }.count, 3, "twice, first and list are each set again")
        XCTAssertEqual(model.diagnostics.filter { $0.code == "unresolved-reference" }.count, 1, "`missing`; `twice` and `root` resolve")
    }

    /// Generated screens of several sizes, split as the server splits them and at the smallest size.
    func testGeneratedScreensMatchOnePass() throws {
        for size in [20_000, 90_000] {
            var workspace = Workspace(root: "/generated")
            workspace.setFile(path: "/generated/Screen.view", text: String(decoding: ScreenGenerator.generate(minimumBytes: size), as: UTF8.self))
            for (processors, minimum) in [(2, ModelBuilder.minimumConcurrentBytes), (5, 1)] {
                try assertSplitMatchesOnePass("/generated/Screen.view", in: workspace, processors: processors, minimumBytes: minimum)
            }
        }
    }

    /// A table of rows that push screens asks the directory once per screen name (and thread), not once per
    /// row, and every row still gets its finding: a screen, none (`unresolved-screen`), a component (not a screen).
    func testAScreenNameIsAskedOncePerBuildNotOncePerRow() throws {
        var workspace = Workspace(root: "/w")
        workspace.setFile(path: "/w/Details.view", text: "Screen { title: \"Details\" }\n")
        workspace.setFile(path: "/w/Row.view", text: "Cell { accessory: disclosureIndicator }\n")
        let targets = ["Details", "Missing", "Row"]
        let rows = (0..<240).map { "        Section { Cell { title: \"Строка \($0) 行\"; push: \(targets[$0 % 3]) } }" }
        workspace.setFile(path: "/w/Screen.view", text: "Screen {\n    TableView {\n\(rows.joined(separator: "\n"))\n    }\n}\n")
        let source = try XCTUnwrap(workspace.files["/w/Screen.view"])
        for processors in [1, 2] {
            let directory = CountingDirectory(workspace)
            let model = ModelBuilding.build(source, in: directory, catalog: .rules(.english), processors: processors, minimumConcurrentBytes: 1)
            XCTAssertEqual(model.diagnostics.filter { $0.code == "unresolved-screen" }.count, 80, "on \(processors)")
            XCTAssertEqual(model.diagnostics.filter { $0.message.contains("`Row`") && $0.code == "type-mismatch" }.count, 80, "on \(processors)")
            XCTAssertEqual(model.dependencies.intersection(targets), Set(targets), "on \(processors)")
            // Three names, asked at most once by each run of rows (four a processor) and once by the file's own builder.
            let builders = processors == 1 ? 1 : 4 * processors + 1
            XCTAssertLessThanOrEqual(directory.screenQuestions.count, 3 * builders, "on \(processors)")
        }
    }

    private func assertSplitMatchesOnePass(_ path: String, in workspace: Workspace, processors: Int, minimumBytes: Int = 1,
                                           file: StaticString = #filePath, line: UInt = #line) throws {
        let source = try XCTUnwrap(workspace.files[path], file: file, line: line)
        let onePass = ModelBuilding.build(source, in: workspace, catalog: .rules(.english), processors: 1, minimumConcurrentBytes: minimumBytes)
        let split = ModelBuilding.build(source, in: workspace, catalog: .rules(.english), processors: processors,
                                        minimumConcurrentBytes: minimumBytes)
        let expected = Self.describe(onePass), actual = Self.describe(split)
        XCTAssertEqual(actual.count, expected.count, "\(path) on \(processors)", file: file, line: line)
        for (index, (found, wanted)) in zip(actual, expected).enumerated() where found != wanted {
            return XCTFail("\(path) on \(processors), line \(index):\n  split:    \(found)\n  one pass: \(wanted)", file: file, line: line)
        }
    }

    /// The model as lines of text: each element with its parent and children by position, and its bindings; then ids,
    /// diagnostics and dependencies.
    static func describe(_ model: FileModel) -> [String] {
        let position = Dictionary(uniqueKeysWithValues: model.elements.enumerated().map { (ObjectIdentifier($1), $0) })
        func at(_ element: Element?) -> String { element.map { position[ObjectIdentifier($0)].map(String.init) ?? "outside" } ?? "-" }
        func written(_ value: Value) -> String {
            switch value {
            case .object(let element): return "object \(at(element))"
            case .list(let items): return "[\(items.map(written).joined(separator: ", "))]"
            default: return "\(value)"
            }
        }
        var lines = model.elements.enumerated().map { index, element in
            let bindings = element.bindings.values.map { "\($0.name)=\(written($0.value))@\($0.range) \($0.path) \($0.isComponentDefault)" }
            return "\(index) \(element.typeName) \(element.kind ?? "?") \(element.componentChain) \(element.path) \(element.range) "
                + "\(element.role) parent \(at(element.parent)) children \(element.children.map(at)) \(bindings)"
        }
        lines.append("root \(at(model.root))")
        lines += model.ids.sorted { $0.key < $1.key }.map { "id \($0.key) \(at($0.value))" }
        lines += model.diagnostics.map { ParallelRuleEngineTests.describe($0) + " related:\($0.related.map { "\($0.location.range) \($0.message)" })" }
        lines.append("dependencies \(model.dependencies.sorted())")
        return lines
    }
}

/// A workspace that counts how often the model builder asks whether a name is a screen's.
private final class CountingDirectory: TypeDirectory, @unchecked Sendable {
    let workspace: Workspace
    private let lock = NSLock()
    private var questions: [String] = []
    var screenQuestions: [String] { lock.withLock { questions } }

    init(_ workspace: Workspace) { self.workspace = workspace }

    func isScreen(definingType typeName: String) -> Bool? {
        lock.withLock { questions.append(typeName) }
        return workspace.isScreen(definingType: typeName)
    }
    func file(definingType typeName: String) -> SourceFile? { workspace.file(definingType: typeName) }
    var screenNames: [String] { workspace.screenNames }
    var componentNames: [String] { workspace.componentNames }
    func screenSuggestions(for name: String) -> [String] { workspace.screenSuggestions(for: name) }
    func files(referencing typeName: String) -> [SourceFile] { workspace.files(referencing: typeName) }
    var barTranslucency: BarTranslucencyVerdict { workspace.barTranslucency }
    func model(of file: SourceFile) -> FileModel { workspace.model(of: file) }
}
