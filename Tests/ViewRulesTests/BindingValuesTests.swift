/// A model built after an earlier version's (`ModelBuilding.build(…, previous:)`) takes over the binding
/// values that version decoded where the syntax is shared (`BindingValues`), and is the model built from
/// nothing: the same elements, bindings, ids, diagnostics and dependencies, after seeded edits that retype
/// values, break them, add and remove bindings, and change a component (once into another built-in) — in CRLF files with Russian and
/// Chinese text, on one thread and several.
import Foundation
@testable import ViewModel
import ViewSamples
import ViewSyntax
import XCTest

final class BindingValuesTests: XCTestCase {
    static let screen = """
        Screen {
            title: "Настройки 设置"
            NavigationBar { title: "Настройки" }
            TableView {
                style: grouped
                Section {
                    header: "Сеть 网络"
        \((0..<60).map { "            Cell { style: value1; title: \"Строка \($0) 行\"; detail: \"\($0)\"; accessory: disclosureIndicator; push: Details }" }.joined(separator: "\n"))
                    Row { title: "Wi-Fi"; height: 44 }
                    Cell { title: "Поиск"; image: system.search; id: search }
                }
            }
            TextField { keyboard: default; placeholder: "Имя 名字" }
        }

        """

    /// Edits made in turn to the screen: each replaces its first `from` with `to` (or, in the component file, the whole text).
    static let edits: [(from: String, to: String)] = [
        ("Строка 3 行", "Строка 3x 行"), ("style: value1; title: \"Строка 7", "style: value9; title: \"Строка 7"),
        ("height: 44", "height: \"tall\""), ("height: \"tall\"", "height: 44"), ("detail: \"12\"", "detail: 12"),
        ("accessory: disclosureIndicator; push: Details }", "accessory: checkmark }"), ("keyboard: default", "keyboard: numberPad"),
        ("image: system.search", "image: system.nothingByThatName"), ("title: \"Wi-Fi\"", "title: \"Wi-Fi\"; colour: red"),
        ("style: value9", "style: value1"), ("Сеть 网络", "Сеть и 网络"), ("Строка 3x 行", "Строка 3 行"), ("push: Details }", "push: Nowhere }"),
    ]

    func testAModelAfterEditsIsTheModelFromNothing() throws {
        for processors in [1, 3] {
            for lineEnding in ["\n", "\r\n"] {
                try assertEditsMatch(processors: processors, lineEnding: lineEnding)
            }
        }
    }

    private func assertEditsMatch(processors: Int, lineEnding: String) throws {
        var workspace = Workspace(root: "/w")
        workspace.setFile(path: "/w/Details.view", text: "Screen { title: \"Details\" }\n")
        workspace.setFile(path: "/w/Row.view", text: "Cell { accessory: disclosureIndicator }\n")
        var text = Array(Self.screen.replacingOccurrences(of: "\n", with: lineEnding).utf8)
        var tree = SyntaxTree.parse(text)
        var file = SourceFile(path: "/w/Screen.view", tree: tree, bytes: text)
        workspace.setFile(file)
        var model = ModelBuilding.build(file, in: workspace, catalog: .model(.english), processors: processors, minimumConcurrentBytes: 1)
        XCTAssertEqual(model.bindingsTaken, 0, "nothing earlier to take over")
        for (step, edit) in Self.edits.enumerated() {
            let from = Array(edit.from.utf8), to = Array(edit.to.utf8)
            let start = try XCTUnwrap(text.indices.first { text[$0...].starts(with: from) }, edit.from)
            let change = TextEdit(range: start..<start + from.count, replacement: to)
            text.replaceSubrange(change.range, with: to)
            tree = tree.reparse(change, newText: text).tree
            file = SourceFile(path: file.path, tree: tree, bytes: text)
            workspace.setFile(file)
            if step == 6 { workspace.setFile(path: "/w/Row.view", text: "Cell { accessory: checkmark; detail: \"Изменено\" }\n") }
            // The use's syntax stays shared while its element becomes a label: its bindings are decoded again
            // (a label has no `title`).
            if step == 10 { workspace.setFile(path: "/w/Row.view", text: "Label { text: \"Строка\" }\n") }
            let previous = model
            model = ModelBuilding.build(file, in: workspace, catalog: .model(.english), processors: processors, minimumConcurrentBytes: 1,
                                        previous: previous)
            let fromNothing = ModelBuilding.build(file, in: workspace, catalog: .model(.english), processors: 1, minimumConcurrentBytes: 1)
            XCTAssertEqual(ConcurrentModelBuildTests.describe(model), ConcurrentModelBuildTests.describe(fromNothing),
                           "step \(step) (\(edit.to)) on \(processors), \(lineEnding.debugDescription)")
            // Decoded again: the edited binding, the values that name a screen or an id (61: never kept), and the
            // values with a finding (a handful by the end); every other binding is taken over.
            XCTAssertGreaterThan(model.bindingsRead, 300, "step \(step)")
            // (An edit that takes a block's closing brace reparses the block: its members' syntax is new.)
            if !edit.from.contains("}") {
                XCTAssertLessThanOrEqual(model.bindingsRead - model.bindingsTaken, 61 + 8, "step \(step)")
            }
        }
        XCTAssertTrue(model.diagnostics.contains { $0.code == "unresolved-screen" }, "Nowhere is no screen")
        XCTAssertTrue(model.diagnostics.contains { $0.code == "unknown-property" }, "colour is no property")
    }

    /// A check of a file once (the command line) decodes every binding; the model keeps no table for later
    /// (what a later build takes over it reads off this model's bindings, so an open file holds nothing more).
    func testABuildWithoutAnEarlierVersionTakesNothingOver() throws {
        var workspace = Workspace(root: "/w")
        workspace.setFile(path: "/w/Details.view", text: "Screen { title: \"Details\" }\n")
        workspace.setFile(path: "/w/Row.view", text: "Cell { accessory: disclosureIndicator }\n")
        workspace.setFile(path: "/w/Screen.view", text: Self.screen)
        let file = try XCTUnwrap(workspace.files["/w/Screen.view"])
        let model = ModelBuilding.build(file, in: workspace)
        XCTAssertEqual(model.diagnostics.map(\.code), [])
        XCTAssertEqual(model.bindingsTaken, 0)
        XCTAssertGreaterThan(model.bindingsRead, 300)
        // The same text again after it: every binding but the 60 that name a screen and the one that sets an id.
        let again = ModelBuilding.build(file, in: workspace, previous: model)
        XCTAssertEqual(again.bindingsRead - again.bindingsTaken, 61)
    }
}
