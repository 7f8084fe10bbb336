/// Shared helpers for ViewIDE tests: the repository's examples as a workspace,
/// and the formatter check (`checkFormat`) that several test files use.
import Foundation
import XCTest
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax
import ViewTestSupport

extension Repository {
    /// The `.view` files in a folder of the repository, sorted.
    static func viewFiles(in relativePath: String) throws -> [URL] {
        try files(in: relativePath, withExtension: "view")
    }

    /// The examples as one workspace, so names resolve across files; no images.
    static func examplesWorkspace() throws -> Workspace {
        let folder = url("Examples")
        var workspace = Workspace(root: folder.path)
        workspace.imageStore = MemoryImageStore([:])
        for url in try viewFiles(in: "Examples") {
            workspace.setFile(SourceFile(path: url.path, tree: SyntaxTree.parse(Array(try Data(contentsOf: url)))))
        }
        return workspace
    }
}

/// Checks that formatting `before` gives `after`, that `after` is a fixed point,
/// and that the edits reproduce the formatted text.
func checkFormat(_ before: String, _ after: String, file: StaticString = #filePath, line: UInt = #line) {
    let tree = SyntaxTree.parse(before)
    XCTAssertEqual(tree.diagnostics, [], "the input has syntax errors", file: file, line: line)
    guard let formatted = Formatter.format(tree) else {
        XCTFail("format returned nil", file: file, line: line)
        return
    }
    XCTAssertEqual(formatted, after, file: file, line: line)
    let edits = Formatter.edits(tree)
    XCTAssertEqual(String(decoding: TextEdit.apply(edits, to: tree.bytes), as: UTF8.self), formatted,
                   "the edits do not reproduce the formatted text", file: file, line: line)
    if before == formatted { XCTAssertEqual(edits, [], file: file, line: line) }
    let again = Formatter.format(SyntaxTree.parse(formatted))
    XCTAssertEqual(again, formatted, "formatting is not idempotent", file: file, line: line)
}
