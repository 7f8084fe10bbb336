/// Hover, completion and code actions at every offset of the examples, of
/// every prefix of a screen (input as it is being typed) and of broken input
/// (invalid UTF-8, unterminated strings and comments, deep nesting): nothing
/// crashes, and what comes back is consistent with the cursor.
import Foundation
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax
import ViewTestSupport
import XCTest

final class EditorFeatureRobustnessTests: XCTestCase {
    /// Checks every offset of `path`: hovers hold the cursor, completion items replace the word before it.
    private func checkEveryOffset(of path: String, in workspace: Workspace, stride step: Int = 1,
                                  file: StaticString = #filePath, line: UInt = #line) -> (hovers: Int, items: Int) {
        guard let source = workspace.files[path] else { return (0, 0) }
        let diagnostics = Checker.check(source, in: workspace).diagnostics
        var counts = (hovers: 0, items: 0)
        for offset in Swift.stride(from: 0, through: source.bytes.count, by: step) {
            if let hover = Hover.content(at: offset, path: path, in: workspace, diagnostics: diagnostics) {
                counts.hovers += 1
                XCTAssertTrue(hover.range.contains(offset) || hover.range.lowerBound == offset, "\(path)@\(offset)", file: file, line: line)
                XCTAssertFalse(hover.markdown.isEmpty, file: file, line: line)
                XCTAssertFalse(hover.plainText.contains("`"), "\(path)@\(offset)", file: file, line: line)
                XCTAssertFalse(hover.markdown.contains("ide.hover."), "a text missing from the catalog", file: file, line: line)
            }
            let items = Completion.items(at: offset, path: path, in: workspace, snippets: true)
            counts.items += items.count
            for item in items {
                XCTAssertEqual(item.replaceRange.upperBound, offset, "\(path)@\(offset)", file: file, line: line)
                XCTAssertFalse((item.detail ?? "").contains("ide.completion."), "a text missing from the catalog", file: file, line: line)
                let typed = String(decoding: source.bytes[item.replaceRange], as: UTF8.self).lowercased()
                XCTAssertTrue(item.label.lowercased().hasPrefix(typed), "\(item.label) for \(typed) at \(path)@\(offset)", file: file, line: line)
            }
            _ = CodeActions.actions(for: offset..<offset, diagnostics: diagnostics, in: source)
        }
        return counts
    }

    func testEveryOffsetOfTheExamples() throws {
        let workspace = try Repository.examplesWorkspace()
        var totals = (hovers: 0, items: 0)
        for path in workspace.files.keys.sorted() {
            let counts = checkEveryOffset(of: path, in: workspace, stride: 5)
            totals.hovers += counts.hovers
            totals.items += counts.items
        }
        XCTAssertGreaterThan(totals.hovers, 1_000)
        XCTAssertGreaterThan(totals.items, 1_000)
    }

    func testCompletionAtTheEndOfEveryPrefixOfAScreen() throws {
        let url = Repository.root.appendingPathComponent("Examples/Settings.view")
        let bytes = Array(try Data(contentsOf: url))
        var offered = 0
        for length in 0...bytes.count {
            var workspace = Workspace(root: "/w")
            let path = "/w/Settings.view"
            workspace.setFile(SourceFile(path: path, tree: SyntaxTree.parse(Array(bytes[..<length]))))
            let items = Completion.items(at: length, path: path, in: workspace, snippets: true)
            offered += items.isEmpty ? 0 : 1
            for item in items { XCTAssertEqual(item.replaceRange.upperBound, length) }
        }
        XCTAssertGreaterThan(offered, bytes.count / 4, "most places of a screen being typed offer something")
    }

    func testBrokenInputAtEveryOffset() {
        let deep = String(repeating: "Screen {", count: 300) + "\n" + String(repeating: "}", count: 10)
        let sources: [[UInt8]] = [
            Array("Screen {\n    title: \"unterminated\n    TableView { style: \n    /* open comment".utf8),
            Array("Screen {\n    }}} ]]] :: ;; Cell { push: [a, , ] }\n    presents: Popover { source: }\n".utf8),
            Array("Screen { title: \"".utf8) + [0xFF, 0xFE, 0xC3] + Array("\" ; Label { text: 'é' } }".utf8),
            Array("\u{FEFF}Screen{TabBar{Tab{hidden:true};Tab{};Tab{};Tab{};Tab{};Tab{}}}".utf8),
            Array(deep.utf8),
            [],
        ]
        for (number, bytes) in sources.enumerated() {
            var workspace = Workspace(root: "/w")
            let path = "/w/Broken\(number).view"
            workspace.setFile(SourceFile(path: path, tree: SyntaxTree.parse(bytes)))
            // Each request builds the file's model once; 300 nested screens make that the slow part.
            _ = checkEveryOffset(of: path, in: workspace, stride: bytes.count > 1_000 ? 11 : 1)
            let file = workspace.files[path]!
            let diagnostics = Checker.check(file, in: workspace).diagnostics
            _ = CodeActions.fixAll(diagnostics: diagnostics, in: file)
            _ = CodeActions.actions(for: 0..<bytes.count, diagnostics: diagnostics, in: file)
        }
        // The one-line tab bar still offers a quick fix and a disable action for its hidden tab.
        var workspace = Workspace(root: "/w")
        workspace.setFile(SourceFile(path: "/w/Tabs.view", tree: SyntaxTree.parse(sources[3])))
        let file = workspace.files["/w/Tabs.view"]!
        let diagnostics = Checker.check(file, in: workspace).diagnostics
        let actions = CodeActions.actions(for: 0..<sources[3].count, diagnostics: diagnostics, in: file)
        XCTAssertTrue(actions.contains { $0.title == "Disable tab-bar/removed-tab for this line" })
    }

    /// The server clamps client positions, but every entry point taking an offset or a range clamps too:
    /// offsets outside the file (`Int.min`, `-1`, past the end, `Int.max`) answer as at its nearest end.
    func testOffsetsOutsideTheFileNeverTrap() {
        let extremes = [Int.min, Int.min + 1, -1, 0, 1, Int(Int32.max), Int.max - 1, Int.max]
        let screen = "Screen {\r\n    title: \"Книги\"\r\n    MyBar { }\n    TableView { id: list; Cell { push: Next } }\n    tint: red\n}"
        var workspace = Workspace(root: "/w")
        workspace.setFile(SourceFile(path: "/w/Home.view", text: screen))
        workspace.setFile(SourceFile(path: "/w/MyBar.view", text: "NavigationBar { title: \"x\"; height: 64 }"))
        for path in ["/w/Home.view", "/w/MyBar.view"] {
            let file = workspace.files[path]!
            let diagnostics = Checker.check(file, in: workspace).diagnostics
            for offset in extremes {
                _ = Hover.content(at: offset, path: path, in: workspace, diagnostics: diagnostics)
                _ = Completion.items(at: offset, path: path, in: workspace, snippets: true)
                _ = Navigation.definition(at: offset, path: path, in: workspace)
                _ = Navigation.references(at: offset, path: path, in: workspace, includeDeclaration: true)
                _ = Rename.prepare(at: offset, path: path, in: workspace)
                _ = Rename.plan(at: offset, path: path, newName: "renamed", in: workspace, canRenameFiles: true)
                XCTAssertFalse(SelectionRanges.ranges(at: offset, in: file).isEmpty)
                for other in extremes where other >= offset {
                    _ = CodeActions.actions(for: offset..<other, diagnostics: diagnostics, in: file)
                    for edit in Colors.presentations(of: ColorValue(red: 1, green: 2, blue: 3, alpha: 255), replacing: offset..<other,
                                                     in: file).map(\.edit) {
                        XCTAssert(edit.range.lowerBound >= 0 && edit.range.upperBound <= file.bytes.count, "\(offset)..<\(other)")
                    }
                }
            }
            _ = Symbols.workspace(matching: String(repeating: "é", count: 10_000), in: workspace, limit: Int.min)
            _ = Symbols.workspace(matching: "", in: workspace, limit: Int.max)
        }
    }
}
