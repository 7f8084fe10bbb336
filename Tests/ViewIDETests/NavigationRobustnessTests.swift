/// Navigation and editing features at every offset of the examples and of
/// broken input (invalid UTF-8, unterminated strings and comments, deep
/// nesting, an empty file): nothing crashes, and what comes back is
/// consistent — ranges inside their files, references holding the name under
/// the cursor, selections growing around it, tokens in order.
import Foundation
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax
import ViewTestSupport
import XCTest

final class NavigationRobustnessTests: XCTestCase {
    private func isInside(_ location: SourceLocation, _ workspace: Workspace) -> Bool {
        guard let file = workspace.files[location.path] else { return false }
        return location.range.lowerBound >= 0 && location.range.upperBound <= file.bytes.count
    }

    /// Checks the position features at every `step`th offset and the file features once; returns how many
    /// offsets had references.
    @discardableResult
    private func check(_ path: String, in workspace: Workspace, stride step: Int, line: UInt = #line) -> Int {
        guard let file = workspace.files[path] else { return 0 }
        var withReferences = 0
        for offset in Swift.stride(from: 0, through: file.bytes.count, by: step) {
            let references = Navigation.references(at: offset, path: path, in: workspace, includeDeclaration: true)
            for location in references + Navigation.definition(at: offset, path: path, in: workspace) {
                XCTAssertTrue(isInside(location, workspace), "\(path)@\(offset)", line: line)
            }
            if let prepared = Rename.prepare(at: offset, path: path, in: workspace) {
                withReferences += 1
                XCTAssertTrue(prepared.range.contains(offset) || prepared.range.upperBound == offset, "\(path)@\(offset)", line: line)
                XCTAssertTrue(references.contains(SourceLocation(path: path, range: prepared.range)), "\(path)@\(offset)", line: line)
            }
            let selections = SelectionRanges.ranges(at: offset, in: file)
            XCTAssertEqual(selections.last, 0..<file.bytes.count, line: line)
            for (inner, outer) in zip(selections, selections.dropFirst()) {
                XCTAssertTrue(outer.lowerBound <= inner.lowerBound && inner.upperBound <= outer.upperBound && inner != outer,
                              "\(path)@\(offset)", line: line)
            }
        }
        let tokens = SemanticTokens.tokens(file, in: workspace)
        for (before, after) in zip(tokens, tokens.dropFirst()) {
            XCTAssertLessThanOrEqual(before.range.upperBound, after.range.lowerBound, path, line: line)
        }
        for region in Folding.regions(file) {
            XCTAssertLessThan(region.startLine, region.endLine, path, line: line)
            XCTAssertLessThan(region.endLine, file.lineIndex.lineCount, path, line: line)
        }
        var pending = Symbols.document(file)
        while let symbol = pending.popLast() {
            XCTAssertTrue(symbol.range.upperBound <= file.bytes.count && symbol.selectionRange.upperBound <= symbol.range.upperBound, path, line: line)
            pending += symbol.children
        }
        for color in Colors.occurrences(file, in: workspace) {
            XCTAssertTrue(isInside(SourceLocation(path: path, range: color.range), workspace), path, line: line)
        }
        return withReferences
    }

    func testEveryOffsetOfTheExamples() throws {
        let workspace = try Repository.examplesWorkspace()
        var renamable = 0
        for path in workspace.files.keys.sorted() { renamable += check(path, in: workspace, stride: 9) }
        XCTAssertGreaterThan(renamable, 20, "the examples name screens, components and ids")
        XCTAssertGreaterThan(Symbols.workspace(matching: "", in: workspace).count, 20)
        XCTAssertFalse(Symbols.workspace(matching: "🦔设置", in: workspace).contains { _ in true })
    }

    func testBrokenInputAtEveryOffset() {
        let deep = String(repeating: "Screen { id: a; Popover { source: a } ", count: 150) + "\n" + String(repeating: "}", count: 10)
        let sources: [[UInt8]] = [
            Array("Screen {\n    title: \"unterminated\n    TableView { style: \n    /* open comment".utf8),
            Array("Screen {\n    }}} ]]] :: ;; Cell { push: [a, , ] }\n    presents: Popover { source: }\n".utf8),
            Array("Screen { title: \"".utf8) + [0xFF, 0xFE, 0xC3] + Array("\" ; Label { id: é; color: \"#GG0000\" } }".utf8),
            Array("Screen { id: x; Label { id: x } Popover { source: x } Button { push: Broken0 } }".utf8),
            Array(deep.utf8),
            [],
        ]
        var workspace = Workspace(root: "/w")
        workspace.imageStore = MemoryImageStore([:])
        for (number, bytes) in sources.enumerated() {
            workspace.setFile(SourceFile(path: "/w/Broken\(number).view", tree: SyntaxTree.parse(bytes)))
        }
        for (number, bytes) in sources.enumerated() {
            check("/w/Broken\(number).view", in: workspace, stride: bytes.count > 1_000 ? 61 : 1)  // each offset scans the deep file a few times
        }
        // Renaming the duplicated id renames both declarations and the use.
        let duplicated = workspace.files["/w/Broken3.view"]!
        let offset = Array(duplicated.bytes).firstIndex(of: UInt8(ascii: "x"))!
        guard case .success(let plan)? = Rename.plan(at: offset, path: duplicated.path, newName: "y", in: workspace,
                                                     canRenameFiles: true) else { return XCTFail("no plan") }
        XCTAssertEqual(plan.edits[duplicated.path]?.count, 3)
    }
}
