/// Folding, selection ranges, semantic tokens and colours, as data: each
/// result written as the text it covers (or its lines), on sources with
/// Cyrillic, CJK and emoji text and on broken ones.
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax
import ViewTestSupport
import XCTest

final class EditingFeatureTests: XCTestCase {
    private func file(_ source: String, others: [String: String] = [:]) -> (SourceFile, Workspace, offset: Int) {
        let (workspace, offset) = EditorHarness.workspace("Home", source, others: others)
        return (workspace.files[EditorHarness.path("Home")]!, workspace, offset)
    }

    private func text(_ file: SourceFile, _ range: Range<Int>) -> String {
        String(decoding: file.bytes[range], as: UTF8.self)
    }

    // MARK: Folding

    func testFoldingBlocksListsAndComments() {
        let (home, _, _) = file("""
            // Главный экран
            // 主屏幕 📱
            Screen {
                /* a block
                   comment */
                TableView { style: grouped; index: [
                    "А", "Б"] }
                Toolbar {
                    BarButton { system: add }

                    // one line alone
                }
                SegmentedControl { segments: ["Один", "Два"] }
            }
            """)
        let regions = Folding.regions(home).map { "\($0.startLine)-\($0.endLine) \($0.kind)" }
        XCTAssertEqual(regions, ["0-1 comment", "2-12 region", "3-4 comment", "5-6 region", "7-10 region"])
    }

    func testFoldingAnUnclosedBlock() {
        let (home, _, _) = file("Screen {\n    Label {\n        text: \"x\"\n")
        XCTAssertEqual(Folding.regions(home).map { "\($0.startLine)-\($0.endLine)" }, ["0-2", "1-2"])
    }

    // MARK: Selection

    private func selections(_ source: String) -> [String] {
        let (home, _, offset) = file(source)
        return SelectionRanges.ranges(at: offset, in: home).map { text(home, $0) }
    }

    func testSelectionGrowsFromTheWordToTheFile() {
        let source = "Screen {\n    NavigationBar { title: \"Кни‸ги 📚\"; BarButton { system: add } }\n}\n"
        XCTAssertEqual(selections(source), [
            "Книги 📚",
            "\"Книги 📚\"",
            "title: \"Книги 📚\"",
            "title: \"Книги 📚\"; BarButton { system: add }",
            "{ title: \"Книги 📚\"; BarButton { system: add } }",
            "NavigationBar { title: \"Книги 📚\"; BarButton { system: add } }",
            "{\n    NavigationBar { title: \"Книги 📚\"; BarButton { system: add } }\n}",
            "Screen {\n    NavigationBar { title: \"Книги 📚\"; BarButton { system: add } }\n}",
            "Screen {\n    NavigationBar { title: \"Книги 📚\"; BarButton { system: add } }\n}\n",
        ])
    }

    func testSelectionInAListAndAtAWordsEnd() {
        XCTAssertEqual(selections("Screen { SegmentedControl { segments: [\"一\", \"二\"‸] } }"), [
            "\"二\"", "[\"一\", \"二\"]", "segments: [\"一\", \"二\"]", "{ segments: [\"一\", \"二\"] }",
            "SegmentedControl { segments: [\"一\", \"二\"] }", "{ SegmentedControl { segments: [\"一\", \"二\"] } }",
            "Screen { SegmentedControl { segments: [\"一\", \"二\"] } }",
        ])
        XCTAssertEqual(selections("Screen { Label‸ { } }").prefix(2), ["Label", "Label { }"])
    }

    func testSelectionInAWideBlockReachesAcrossItsChunks() {
        // 300 rows: the table keeps them in chunks; the block's inside still runs from the first row to the last.
        let rows = (1...300).map { "        Cell { title: \"Ряд \($0)\" } // \($0)\n" }.joined()
        let source = "Screen {\n    TableView {\n        // first\n\(rows.replacingOccurrences(of: "Ряд 150", with: "Ряд‸ 150"))"
            + "        /* last */\n    }\n}\n"
        let found = selections(source)
        // From the first row's `Cell` to the last row's `}`: comments at the edges are left out.
        let inside = String(rows.dropFirst(8).dropLast(" // 300\n".count))
        XCTAssertEqual(found.prefix(4), ["Ряд 150", "\"Ряд 150\"", "title: \"Ряд 150\"", "{ title: \"Ряд 150\" }"])
        XCTAssertTrue(found.contains(inside), "the table's inside, across every chunk")
        XCTAssertTrue(found.contains { $0.hasPrefix("TableView {") && $0.hasSuffix("}") })
    }

    // MARK: Semantic tokens

    func testSemanticTokensByMeaning() {
        let (home, workspace, _) = file("""
            // 设置
            Screen {
                title: "Ёлка 🎄"
                Toolbar { BarButton { id: share; system: action; push: Settings } }
                Popover { source: share; kind: options }
                BookCell { hidden: false; height: 44 }
                Label { color: red; text: "x" }
                ImageView { image: system.organize }
            }
            """, others: ["Settings": "Screen { }", "BookCell": "Cell { }"])
        let tokens = SemanticTokens.tokens(home, in: workspace).map { token in
            ([text(home, token.range), token.type.name] + token.modifiers.map(\.name)).joined(separator: " ")
        }
        XCTAssertEqual(tokens, [
            "// 设置 comment", "Screen class defaultLibrary", "title property", "\"Ёлка 🎄\" string",
            "Toolbar class defaultLibrary", "BarButton class defaultLibrary", "id property", "share variable declaration",
            "system property", "action enumMember", "push property", "Settings type",
            "Popover class defaultLibrary", "source property", "share variable", "kind property", "options enumMember",
            "BookCell class", "hidden property", "false keyword", "height property", "44 number",
            "Label class defaultLibrary", "color property", "red enumMember defaultLibrary", "text property", "\"x\" string",
            "ImageView class defaultLibrary", "image property",
        ])
    }

    // MARK: Colours

    func testColorsOfColorPropertiesOnly() {
        let (home, workspace, _) = file("""
            Screen {
                background: "#FAFAFA80"
                Label { text: "红色"; color: red }
                TextView { color: "#12ab34"; text: "#FFFFFF" }
                Pin { color: "nope" }
            }
            """)
        let found = Colors.occurrences(home, in: workspace).map { "\(text(home, $0.range)) \($0.color.red),\($0.color.green),\($0.color.blue),\($0.color.alpha)" }
        XCTAssertEqual(found, ["\"#FAFAFA80\" 250,250,250,128", "red 255,59,48,255", "\"#12ab34\" 18,171,52,255"])
    }

    func testColorPresentationsPreferTheFormReplaced() throws {
        let (home, workspace, _) = file("Screen {\n    background: \"#FF3B30\"\n    Label { color: red }\n}\n")
        let occurrences = Colors.occurrences(home, in: workspace)
        let red = try XCTUnwrap(ColorValue(paletteName: "red"))
        XCTAssertEqual(Colors.presentations(of: red, replacing: occurrences[0].range, in: home).map(\.label), ["\"#FF3B30\"", "red"])
        XCTAssertEqual(Colors.presentations(of: red, replacing: occurrences[1].range, in: home).map(\.label), ["red", "\"#FF3B30\""])
        let translucent = ColorValue(red: 1, green: 2, blue: 255, alpha: 16)
        let presented = Colors.presentations(of: translucent, replacing: occurrences[1].range, in: home)
        XCTAssertEqual(presented.map(\.label), ["\"#0102FF10\""])
        XCTAssertEqual(TextEdit.apply(presented.map(\.edit), to: String(decoding: home.bytes, as: UTF8.self)),
                       "Screen {\n    background: \"#FF3B30\"\n    Label { color: \"#0102FF10\" }\n}\n")
    }
}
