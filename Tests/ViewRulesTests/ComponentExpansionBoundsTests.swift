/// Components cannot take viewls down (`docs/checking.md`, Limits): a chain
/// of components that doubles at each level, one that goes 50,000 deep
/// through children or through roots, and a cycle that fans out are
/// expanded only as far as the bounds (20,000 elements and bindings brought
/// in per file, 32 nested components), with one `expansion-limit` warning at
/// the use in the checked file, quickly, and the rest of the screen checked.
import Foundation
@testable import ViewModel
@testable import ViewRules
import ViewSyntax
import XCTest

final class ComponentExpansionBoundsTests: XCTestCase {
    /// `C0`…`C{levels-1}`, each a `ScrollView` using the next twice (`2^levels` scroll views), and
    /// `Home`, a screen that uses `C0` and has a fault of its own after it.
    static func doubling(levels: Int) -> [SourceFile] {
        var files = (0..<levels).map { level in
            let body = level + 1 < levels ? "ScrollView {\n    C\(level + 1) {}\n    C\(level + 1) {}\n}\n" : "ScrollView {}\n"
            return SourceFile(path: CheckHarness.path("C\(level)"), text: body)
        }
        files.append(SourceFile(path: CheckHarness.path("Home"),
                                text: "Screen {\n    C0 {}\n    NavigationBar { title: \"Home\"; height: 60 }\n}\n"))
        return files
    }

    /// `count` one-line components, each using the next: as a child (`CustomView { C1 {} }`) or as its root (`C1 {}`).
    static func chain(count: Int, throughRoots: Bool) -> [SourceFile] {
        var files = (0..<count).map { index in
            let next = index + 1 < count ? "C\(index + 1) {}" : ""
            let text = throughRoots && index + 1 < count ? "\(next)\n" : "CustomView { \(next) }\n"
            return SourceFile(path: CheckHarness.path("C\(index)"), text: text)
        }
        files.append(SourceFile(path: CheckHarness.path("Home"),
                                text: "Screen {\n    C0 {}\n    NavigationBar { title: \"Home\"; height: 60 }\n}\n"))
        return files
    }

    static func workspace(_ files: [SourceFile]) -> Workspace {
        var workspace = Workspace(root: CheckHarness.root)
        workspace.add(files)
        return workspace
    }

    /// Checks `Home` and returns what it reports, after asserting that it took under `seconds`.
    func checkHome(_ workspace: Workspace, seconds: Double, file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
        let start = Date()
        let diagnostics = CheckHarness.check("Home", in: workspace)
        XCTAssertLessThan(Date().timeIntervalSince(start), seconds, "checking Home took too long", file: file, line: line)
        return diagnostics
    }

    func testADoublingChainStopsAtTheElementBound() {
        // 2^24 scroll views if expanded whole.
        let workspace = Self.workspace(Self.doubling(levels: 24))
        let model = ModelBuilding.build(workspace.file(definingType: "Home")!, in: workspace)
        XCTAssertLessThanOrEqual(model.elements.count, 20_000 + 3)
        let diagnostics = checkHome(workspace, seconds: 30)
        let limits = diagnostics.filter { $0.code == "expansion-limit" }
        XCTAssertEqual(limits.map(\.range), [13..<15], "one finding, on the use of C0 in Home")
        XCTAssertEqual(limits.first?.severity, .warning)
        XCTAssertEqual(limits.first?.message,
                       "the components used in this file bring in more than 20000 elements and properties; `C0` and the uses after it are checked only in part")
        // The rest of the screen is still checked.
        XCTAssertTrue(diagnostics.contains { $0.code == "bars/fixed-height" }, CheckHarness.describe(diagnostics, in: ""))
    }

    func testTheConcurrentBuildMeetsTheBoundAsOnePassDoes() {
        // A screen large enough to be built on several threads, each of its rows using the doubling chain.
        var files = Self.doubling(levels: 16)
        let rows = (0..<400).map { "        Cell { title: \"Row \($0)\"; C0 {} }" }.joined(separator: "\n")
        files.append(SourceFile(path: CheckHarness.path("Wide"), text: "Screen {\n    TableView {\n\(rows)\n    }\n}\n"))
        let workspace = Self.workspace(files)
        let file = workspace.file(definingType: "Wide")!
        let onePass = ModelBuilding.build(file, in: workspace, catalog: .model(.english), processors: 1, minimumConcurrentBytes: 1)
        let split = ModelBuilding.build(file, in: workspace, catalog: .model(.english), processors: 4, minimumConcurrentBytes: 1)
        XCTAssertEqual(split.elements.count, onePass.elements.count)
        XCTAssertEqual(split.diagnostics.map(\.message), onePass.diagnostics.map(\.message))
        XCTAssertEqual(onePass.diagnostics.filter { $0.code == "expansion-limit" }.count, 1)
    }

    func testAChainOfFiftyThousandChildrenStopsAtTheDepthBound() {
        let workspace = Self.workspace(Self.chain(count: 50_000, throughRoots: false))
        let diagnostics = checkHome(workspace, seconds: 10)
        let limits = diagnostics.filter { $0.code == "expansion-limit" }
        XCTAssertEqual(limits.map(\.range), [13..<15])
        XCTAssertEqual(limits.first?.message, "`C0` nests components more than 32 deep; the deeper ones are not expanded or checked")
        XCTAssertTrue(diagnostics.contains { $0.code == "bars/fixed-height" })
        // A component in the middle of the chain says so about its own use of the next one.
        let middle = CheckHarness.check("C25000", in: workspace).filter { $0.code == "expansion-limit" }
        XCTAssertEqual(middle.map(\.range), [13..<19])
    }

    func testAChainOfFiftyThousandRootsStopsAtTheDepthBound() {
        let workspace = Self.workspace(Self.chain(count: 50_000, throughRoots: true))
        let diagnostics = checkHome(workspace, seconds: 10)
        XCTAssertEqual(diagnostics.filter { $0.code == "expansion-limit" }.map(\.range), [13..<15])
        // The component's own file: its root is the use that nests too deep.
        XCTAssertEqual(CheckHarness.check("C0", in: workspace).filter { $0.code == "expansion-limit" }.map(\.range), [0..<2])
    }

    func testTheBarTallyOfHostileChainsIsBoundedAndDoesNotOverflow() {
        // Fifty thousand levels (deeper than any stack), and a bar that 31 levels of eight uses each multiply to 2^93.
        _ = Self.workspace(Self.chain(count: 50_000, throughRoots: false))
        let eight = (0..<8).map { _ in "@ {}" }.joined(separator: "\n")
        var files = (0..<32).map { level in
            SourceFile(path: CheckHarness.path("D\(level)"),
                       text: level < 31 ? "CustomView {\n\(eight.replacingOccurrences(of: "@", with: "D\(level + 1)"))\n}"
                                        : "Toolbar { translucent: false }")
        }
        files.append(SourceFile(path: CheckHarness.path("Home"), text: "Screen { D0 {} }"))
        // A cycle that fans out: nothing it reaches is remembered, so the walk's own bound ends it.
        files += (0..<30).map { level in
            SourceFile(path: CheckHarness.path("E\(level)"), text: "CustomView { E\((level + 1) % 30) {}\nE\((level + 1) % 30) {} }")
        }
        files.append(SourceFile(path: CheckHarness.path("Loop"), text: "Screen { E0 {} }"))
        let start = Date()
        let workspace = Self.workspace(files)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        // A screen's share saturates at 2^40 of each count.
        XCTAssertEqual(workspace.barTranslucencyCounts.opaqueToolbars, 1_099_511_627_776)
        let shallow = Self.workspace((0..<3).map { level in
            SourceFile(path: CheckHarness.path("D\(level)"),
                       text: level < 2 ? "CustomView { D\(level + 1) {}\nD\(level + 1) {} }" : "Toolbar { translucent: false }")
        } + [SourceFile(path: CheckHarness.path("Home"), text: "Screen { D0 {} }")])
        XCTAssertEqual(shallow.barTranslucencyCounts.opaqueToolbars, 4)
    }
}
