/// Go to definition and find references, as data: the cursor `‸` and the
/// expected places `⟦…⟧` are marked in the fixtures, across files, on lines
/// with Cyrillic, CJK and emoji text.
import ViewIDE
import ViewModel
import ViewRules
import XCTest

final class NavigationTests: XCTestCase {
    /// Checks that the references at the cursor (with the declaration) are exactly the marked ranges.
    private func checkReferences(_ files: [String: String], includeDeclaration: Bool = true,
                                 file: StaticString = #filePath, line: UInt = #line) {
        let fixture = MarkedWorkspace(files)
        let found = Navigation.references(at: fixture.cursor, path: fixture.cursorPath, in: fixture.workspace,
                                          includeDeclaration: includeDeclaration)
        XCTAssertEqual(fixture.describe(found), fixture.describe(fixture.marked), file: file, line: line)
    }

    /// Checks that the definitions at the cursor are exactly the marked ranges.
    private func checkDefinition(_ files: [String: String], file: StaticString = #filePath, line: UInt = #line) {
        let fixture = MarkedWorkspace(files)
        let found = Navigation.definition(at: fixture.cursor, path: fixture.cursorPath, in: fixture.workspace)
        XCTAssertEqual(fixture.describe(found), fixture.describe(fixture.marked), file: file, line: line)
    }

    func testIDReferencesInItsFileOnly() {
        checkReferences([
            "Home": """
            Screen {
                title: "Книги 📚"
                Toolbar { BarButton { id: ⟦share⟧; system: action } }
                Popover { source: ⟦sh‸are⟧; kind: options }
            }
            """,
            "Other": "Screen {\n    Toolbar { BarButton { id: share } }\n    Popover { source: share }\n}\n",
        ])
    }

    func testAnIDIsNotAnEnumMemberOfTheSameName() {
        checkReferences(["Home": """
            Screen {
                NavigationBar { BarButton { id: ⟦ed‸it⟧; system: edit } }
                Popover { source: ⟦edit⟧ }
            }
            """])
    }

    func testReferencesWithoutTheDeclaration() {
        checkReferences(["Home": "Screen {\n    Label { id: label; text: \"设置\" }\n    Popover { source: ⟦label‸⟧ }\n}\n"],
                        includeDeclaration: false)
    }

    func testIDDefinitionFromAUse() {
        checkDefinition(["Home": "Screen {\n    Label { text: \"Привет\"; id: ⟦greeting⟧ }\n    Popover { source: gree‸ting }\n}\n"])
    }

    func testScreenReferencesAcrossFiles() {
        checkReferences([
            "Home": """
            Screen {
                title: "Книги 📚 设置"
                TableView { Cell { title: "设置"; push: ⟦Sett‸ings⟧ } }
                Tab { content: ⟦Settings⟧ }
            }
            """,
            "About": "Screen { Button { title: \"Ещё\"; presents: ⟦Settings⟧ } }\n",
            "Settings": "⟦Screen⟧ { title: \"Settings\" }\n",
            "Unrelated": "Screen { Button { push: Home } }\n",
        ])
    }

    func testShowDetailNamesAScreenLikePush() {
        checkReferences([
            "Mail": "Screen {\n    TableView { Cell { push: ⟦Inb‸ox⟧ } Cell { showDetail: ⟦Inbox⟧ } }\n}\n",
            "Inbox": "⟦Screen⟧ { title: \"Inbox\" }\n",
        ])
        checkDefinition([
            "Mail": "Screen {\n    TableView { Cell { showDetail: Inb‸ox } }\n}\n",
            "Inbox": "⟦Screen⟧ { title: \"Inbox\" }\n",
        ])
    }

    func testScreenDefinitionIsItsFilesRoot() {
        checkDefinition([
            "Home": "Screen {\n    title: \"🙂🙂\"; Button { push: Settin‸gs }\n}\n",
            "Settings": "// the settings\n⟦Screen⟧ {\n    title: \"Settings\"\n}\n",
        ])
    }

    func testComponentReferencesAndDefinition() {
        checkReferences([
            "Home": "Screen {\n    TableView {\n        ⟦Book‸Cell⟧ { title: \"Война и мир\" }\n        ⟦BookCell⟧ { }\n    }\n}\n",
            "Shelf": "Screen { TableView { ⟦BookCell⟧ { title: \"红楼梦\" } } }\n",
            "BookCell": "⟦Cell⟧ { style: subtitle }\n",
        ])
        checkDefinition([
            "Home": "Screen { TableView { BookCell‸ { } } }\n",
            "BookCell": "⟦Cell⟧ { style: subtitle }\n",
        ])
    }

    func testBuiltInsPropertiesAndValuesLeadNowhere() {
        for source in ["Screen { Table‸View { } }", "Screen { ti‸tle: \"x\" }", "Screen { TableView { style: gro‸uped } }",
                       "Screen {‸ }", "Screen { Label { color: re‸d } }"] {
            let fixture = MarkedWorkspace(["Home": source])
            XCTAssertEqual(Navigation.definition(at: fixture.cursor, path: fixture.cursorPath, in: fixture.workspace), [], source)
            XCTAssertEqual(Navigation.references(at: fixture.cursor, path: fixture.cursorPath, in: fixture.workspace,
                                                 includeDeclaration: true), [], source)
        }
    }

    func testBrokenFilesStillNavigate() {
        checkReferences([
            "Home": "Screen {\n    Button { push: ⟦Sett‸ings⟧ \n    Label { text: \"unterminated }\n",
            "Settings": "⟦Screen⟧ {",
        ])
    }
}
