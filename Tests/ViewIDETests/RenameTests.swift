/// Rename as `check(before, after)`: the files before (with the cursor `‸`)
/// and after the plan's edits and file renames; refused names with their
/// reasons; where nothing can be renamed.
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax
import ViewTestSupport
import XCTest

final class RenameTests: XCTestCase {
    /// Renames at the cursor to `newName` and compares every file's text (by type name, after file renames).
    private func check(_ before: [String: String], to newName: String, _ after: [String: String],
                       file: StaticString = #filePath, line: UInt = #line) {
        let fixture = MarkedWorkspace(before)
        guard case .success(let plan)? = Rename.plan(at: fixture.cursor, path: fixture.cursorPath, newName: newName,
                                                     in: fixture.workspace, canRenameFiles: true) else {
            return XCTFail("no rename plan", file: file, line: line)
        }
        var texts: [String: String] = [:]
        for (name, text) in fixture.texts {
            texts[name] = TextEdit.apply(plan.edits[EditorHarness.path(name)] ?? [], to: text)
        }
        for move in plan.fileRenames {
            let from = move.from.dropFirst(EditorHarness.root.count + 1).dropLast(5)
            let to = move.to.dropFirst(EditorHarness.root.count + 1).dropLast(5)
            texts[String(to)] = texts.removeValue(forKey: String(from))
        }
        XCTAssertEqual(texts, after, file: file, line: line)
    }

    private func failure(_ files: [String: String], to newName: String, canRenameFiles: Bool = true) -> RenameFailure? {
        let fixture = MarkedWorkspace(files)
        guard case .failure(let failure)? = Rename.plan(at: fixture.cursor, path: fixture.cursorPath, newName: newName,
                                                        in: fixture.workspace, canRenameFiles: canRenameFiles) else { return nil }
        return failure
    }

    func testRenamingAnIDRenamesItsUsesInItsFile() {
        check(["Home": "Screen {\n    title: \"Книги 📚\"; Toolbar { BarButton { id: share; system: action } }\n    Popover { source: sh‸are }\n}\n",
               "Other": "Screen { Label { id: share } }\n"],
              to: "shareButton",
              ["Home": "Screen {\n    title: \"Книги 📚\"; Toolbar { BarButton { id: shareButton; system: action } }\n    Popover { source: shareButton }\n}\n",
               "Other": "Screen { Label { id: share } }\n"])
    }

    func testRenamingAScreenRenamesItsFileAndEveryUse() {
        check(["Home": "Screen {\n    title: \"设置\"; Button { push: Set‸tings }\n    Tab { content: Settings }\n}\n",
               "Settings": "Screen { title: \"Settings\" }\n",
               "About": "Screen { Button { presents: Settings } }\n"],
              to: "Preferences",
              ["Home": "Screen {\n    title: \"设置\"; Button { push: Preferences }\n    Tab { content: Preferences }\n}\n",
               "Preferences": "Screen { title: \"Settings\" }\n",
               "About": "Screen { Button { presents: Preferences } }\n"])
    }

    func testRenamingAScreenRenamesItsShowDetailUses() {
        check(["Mail": "Screen {\n    TableView { Cell { showDetail: Inb‸ox; selected: true } }\n}\n",
               "Inbox": "Screen { title: \"Inbox\" }\n"],
              to: "Messages",
              ["Mail": "Screen {\n    TableView { Cell { showDetail: Messages; selected: true } }\n}\n",
               "Messages": "Screen { title: \"Inbox\" }\n"])
    }

    func testRenamingAComponentRenamesItsUses() {
        check(["Home": "Screen { TableView { Book‸Cell { title: \"Идиот\" } } }\n",
               "Shelf": "Screen { TableView { BookCell { } } }\n",
               "BookCell": "Cell { style: subtitle }\n"],
              to: "NovelCell",
              ["Home": "Screen { TableView { NovelCell { title: \"Идиот\" } } }\n",
               "Shelf": "Screen { TableView { NovelCell { } } }\n",
               "NovelCell": "Cell { style: subtitle }\n"])
    }

    func testRenamingToTheSameNameChangesNothing() {
        check(["Home": "Screen { Button { push: Ho‸me } }\n"], to: "Home", ["Home": "Screen { Button { push: Home } }\n"])
    }

    func testRefusedNames() {
        let screens = ["Home": "Screen { Button { push: Sett‸ings } }\n", "Settings": "Screen { }\n", "About": "Screen { }\n"]
        let ids = ["Home": "Screen { Label { id: first }\n Label { id: sec‸ond } }\n"]
        let cases: [(files: [String: String], name: String, message: String)] = [
            (screens, "settings", "`settings` cannot be a type name"),
            (screens, "Set tings", "`Set tings` cannot be a type name"),
            (screens, "Настройки", "`Настройки` cannot be a type name"),
            (screens, "Cell", "`Cell` is a built-in component"),
            (screens, "About", "`About` is already defined in `About.view`"),
            (ids, "Second", "`Second` cannot be an id"),
            (ids, "true", "`true` cannot be an id"),
            (ids, "", "`` cannot be an id"),
            (ids, "first", "This file already has the id `first`"),
        ]
        for (files, name, message) in cases {
            let refused = failure(files, to: name)
            XCTAssertEqual(refused?.reason, .invalidName, name)
            XCTAssertTrue(refused?.message.hasPrefix(message) ?? false, "\(name): \(refused?.message ?? "accepted")")
        }
    }

    func testAScreenNeedsAClientThatRenamesFiles() {
        let refused = failure(["Home": "Screen { Button { push: Sett‸ings } }\n", "Settings": "Screen { }\n"], to: "Prefs",
                              canRenameFiles: false)
        XCTAssertEqual(refused?.reason, .needsFileRename)
        XCTAssertEqual(refused?.message, "Renaming `Settings` renames `Settings.view`, and this editor cannot rename files")
        // An id needs no file renamed.
        XCTAssertNil(failure(["Home": "Screen { Label { id: fi‸rst } }\n"], to: "second", canRenameFiles: false))
    }

    func testPrepareFindsOnlyRenamableNames() {
        let renamable = MarkedWorkspace(["Home": "Screen {\n    title: \"Книги\"; Label { id: gree‸ting }\n}\n"])
        let prepared = Rename.prepare(at: renamable.cursor, path: renamable.cursorPath, in: renamable.workspace)
        XCTAssertEqual(prepared?.placeholder, "greeting")
        XCTAssertEqual(prepared.map { Array(renamable.texts["Home"]!.utf8)[$0.range] }, Array("greeting".utf8)[...])
        for source in ["Screen { La‸bel { } }", "Screen { ti‸tle: \"x\" }", "Screen { TableView { style: plain‸ } }", "‸"] {
            let fixture = MarkedWorkspace(["Home": source])
            XCTAssertNil(Rename.prepare(at: fixture.cursor, path: fixture.cursorPath, in: fixture.workspace), source)
            XCTAssertNil(Rename.plan(at: fixture.cursor, path: fixture.cursorPath, newName: "Other", in: fixture.workspace,
                                     canRenameFiles: true), source)
        }
    }
}
