/// Document and workspace symbols: the outline written as indented text
/// (kind, name, and the text of its selection range), and workspace symbols
/// in the order a query ranks them.
import ViewIDE
import ViewModel
import ViewRules
import XCTest

final class SymbolTests: XCTestCase {
    /// The outline as lines of `kind name [selected text]`, two spaces per level; checks each range holds its children.
    private func outline(_ source: String) -> String {
        let fixture = MarkedWorkspace(["Home": source])
        let file = fixture.workspace.files[EditorHarness.path("Home")]!
        var lines: [String] = []
        var pending = Symbols.document(file).reversed().map { ($0, 0) }
        while let (symbol, depth) = pending.popLast() {
            let selected = String(decoding: file.bytes[symbol.selectionRange], as: UTF8.self)
            lines.append(String(repeating: "  ", count: depth) + "\(symbol.kind) \(symbol.name) [\(selected)]")
            XCTAssertTrue(symbol.range.lowerBound <= symbol.selectionRange.lowerBound && symbol.selectionRange.upperBound <= symbol.range.upperBound)
            for child in symbol.children {
                XCTAssertTrue(symbol.range.lowerBound <= child.range.lowerBound && child.range.upperBound <= symbol.range.upperBound)
            }
            pending += symbol.children.reversed().map { ($0, depth + 1) }
        }
        return lines.joined(separator: "\n")
    }

    func testTheOutlineIsTheElementTree() {
        XCTAssertEqual(outline("""
            Screen {
                title: "Настройки"
                NavigationBar {
                    title: "设置 📱"
                    BarButton { system: edit; id: editButton; presents: Popover { title: "Pop" } }
                }
                TableView {
                    Section { Cell { title: "Wi-Fi" } }
                }
            }
            """), """
            screen Screen "Настройки" [Screen]
              element NavigationBar "设置 📱" [NavigationBar]
                element BarButton editButton [BarButton]
                  element Popover "Pop" [Popover]
              element TableView [TableView]
                element Section [Section]
                  element Cell "Wi-Fi" [Cell]
            """)
    }

    func testAComponentFileAndABrokenOne() {
        XCTAssertEqual(outline("Cell { style: subtitle; ImageView { } }"), "component Cell [Cell]\n  element ImageView [ImageView]")
        XCTAssertEqual(outline("Screen {\n    Label { text: \"unterminated }\n    Button { title: \"Go\" "),
                       "screen Screen [Screen]\n  element Label [Label]\n    element Button \"Go\" [Button]", "the string swallows Label's brace")
        XCTAssertEqual(outline("// nothing"), "")
    }

    func testWorkspaceSymbolsRankFuzzyMatches() {
        let fixture = MarkedWorkspace([
            "Settings": "Screen { Label { id: settingsLabel } }",
            "SearchScreen": "Screen { SearchBar { id: search } }",
            "PrimaryCell": "Cell { }",
            "Set": "Screen { }",
            "About": "Screen { Label { id: aboutText } }",
        ])
        func names(_ query: String) -> [String] {
            Symbols.workspace(matching: query, in: fixture.workspace).map { "\($0.kind) \($0.name) \($0.containerName)" }
        }
        XCTAssertEqual(names("set"), ["screen Set Set.view", "screen Settings Settings.view", "id settingsLabel Settings"])
        XCTAssertEqual(names("sc"), ["screen SearchScreen SearchScreen.view", "id search SearchScreen"])
        XCTAssertEqual(names("PC"), ["component PrimaryCell PrimaryCell.view"])
        XCTAssertEqual(names("atxt"), ["id aboutText About"])
        XCTAssertEqual(names("zzz"), [])
        XCTAssertEqual(names("").count, 8)
        XCTAssertEqual(Symbols.workspace(matching: "", in: fixture.workspace, limit: 2).count, 2)
        let label = Symbols.workspace(matching: "settingsLabel", in: fixture.workspace)[0]
        XCTAssertEqual(label.location.path, EditorHarness.path("Settings"))
        XCTAssertEqual(Array(fixture.workspace.files[label.location.path]!.bytes[label.location.range]), Array("settingsLabel".utf8))
    }
}
