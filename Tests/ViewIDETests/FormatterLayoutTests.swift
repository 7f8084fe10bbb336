/// Formatter cases for the layout of blocks and bindings: indentation, one
/// member per line, one-line blocks and when they expand, empty blocks,
/// separators, blank lines and Unicode text.
import XCTest
import ViewIDE
import ViewSyntax

final class FormatterLayoutTests: XCTestCase {
    func testAlreadyCanonicalTextIsKept() {
        let text = """
        Screen {
            title: "Settings"

            NavigationBar { title: "Settings" }
        }

        """
        checkFormat(text, text)
    }

    func testIndentationBecomesFourSpacesPerLevel() {
        checkFormat("Screen {\n  title: \"A\"\n  Toolbar {\n\t\tBarButton {\n system: add\n}\n  }\n}\n",
                    "Screen {\n    title: \"A\"\n    Toolbar {\n        BarButton {\n            system: add\n        }\n    }\n}\n")
    }

    func testAllmanBracesMoveUp() {
        checkFormat("Screen\n{\n    NavigationBar\n    {\n        title: \"A\"\n    }\n}\n",
                    "Screen {\n    NavigationBar {\n        title: \"A\"\n    }\n}\n")
    }

    func testAllmanBlockWrittenOnOneLineStaysOnOneLine() {
        checkFormat("Screen {\n    Cell\n    { title: \"A\" }\n}\n", "Screen {\n    Cell { title: \"A\" }\n}\n")
    }

    func testBindingSpacing() {
        checkFormat("Screen {\n    title   :\"A\"\n    width :  44\n}\n", "Screen {\n    title: \"A\"\n    width: 44\n}\n")
    }

    func testSemicolonsBetweenLinesAreDropped() {
        checkFormat("Screen {\n    title: \"A\";\n    prompt: \"B\";\n}\n",
                    "Screen {\n    title: \"A\"\n    prompt: \"B\"\n}\n")
    }

    func testStraySemicolonsAreSyntaxErrorsLeftAlone() {
        for source in ["Screen {\n    Toolbar {};\n}\n", "Screen {\n    title: \"A\";;\n}\n", "Screen {;\n}\n"] {
            XCTAssertNil(Formatter.format(SyntaxTree.parse(source)), source)
        }
    }

    func testOneLineBlockIsNormalised() {
        checkFormat("Screen {\n    Cell {title:\"A\";detail:\"B\";}\n    Cell {   title: \"C\" ; detail: \"D\"   }\n}\n",
                    "Screen {\n    Cell { title: \"A\"; detail: \"B\" }\n    Cell { title: \"C\"; detail: \"D\" }\n}\n")
    }

    func testMembersOnOneLineInAMultiLineBlockGetTheirOwnLines() {
        checkFormat("Screen {\n    title: \"A\"; prompt: \"B\"\n    Toolbar {} device: iphone\n}\n",
                    "Screen {\n    title: \"A\"\n    prompt: \"B\"\n    Toolbar {}\n    device: iphone\n}\n")
    }

    func testOneLineBlockWithChildObjectsExpands() {
        checkFormat("Screen {\n    Toolbar { BarButton { system: add } FlexibleSpace { } BarButton { system: trash } }\n}\n",
                    """
                    Screen {
                        Toolbar {
                            BarButton { system: add }
                            FlexibleSpace {}
                            BarButton { system: trash }
                        }
                    }

                    """)
    }

    func testOneLineRootStaysOnOneLine() {
        checkFormat("Screen {title: \"A\"}", "Screen { title: \"A\" }\n")
    }

    func testEmptyBlocks() {
        checkFormat("Screen {\n    A {}\n    B {   }\n    C {\n\n    }\n    D {  }\n    E\n    {\n    }\n}\n",
                    "Screen {\n    A {}\n    B {}\n    C {}\n    D {}\n    E {}\n}\n")
        checkFormat("Screen {\n}\n", "Screen {}\n")
    }

    func testBlockWrittenOnSeveralLinesStaysExpanded() {
        checkFormat("Screen {\n    Cell { title: \"A\"\n    }\n}\n", "Screen {\n    Cell {\n        title: \"A\"\n    }\n}\n")
    }

    func testOneLineBlockOfExactly100ColumnsStays() {
        let value = String(repeating: "x", count: 100 - "    Cell { title: \"\" }".count)
        let line = "    Cell { title: \"\(value)\" }"
        XCTAssertEqual(line.count, 100)
        checkFormat("Screen {\n\(line)\n}\n", "Screen {\n\(line)\n}\n")
    }

    func testOneLineBlockOf101ColumnsExpands() {
        let value = String(repeating: "x", count: 101 - "    Cell { title: \"\" }".count)
        checkFormat("Screen {\n    Cell { title: \"\(value)\" }\n}\n",
                    "Screen {\n    Cell {\n        title: \"\(value)\"\n    }\n}\n")
    }

    func testTooLongOneLineBlockExpands() {
        checkFormat("""
        Screen {
            Section {
                Cell { style: value1; title: "Wi-Fi"; detail: "Home"; accessory: disclosureIndicator; push: WifiSettings }
            }
        }
        """, """
        Screen {
            Section {
                Cell {
                    style: value1
                    title: "Wi-Fi"
                    detail: "Home"
                    accessory: disclosureIndicator
                    push: WifiSettings
                }
            }
        }

        """)
    }

    func testWidthIsCountedInCharactersNotBytes() {
        let cyrillic = String(repeating: "ж", count: 100 - "    Cell { title: \"\" }".count)
        checkFormat("Screen {\n    Cell { title: \"\(cyrillic)\" }\n}\n", "Screen {\n    Cell { title: \"\(cyrillic)\" }\n}\n")
        let cjk = String(repeating: "语", count: 101 - "    Cell { title: \"\" }".count)
        checkFormat("Screen {\n    Cell { title: \"\(cjk)\" }\n}\n", "Screen {\n    Cell {\n        title: \"\(cjk)\"\n    }\n}\n")
    }

    func testInlineObjectValueStaysOnOneLine() {
        checkFormat("Screen {\n    Cell { title: \"A\"; presents: Popover { kind: task } }\n}\n",
                    "Screen {\n    Cell { title: \"A\"; presents: Popover { kind: task } }\n}\n")
    }

    func testInlineObjectValueBeforeAnotherMemberIsExpanded() {
        checkFormat("Screen {\n    Cell { presents: Popover { kind: task }\ntitle: \"A\" }\n}\n",
                    "Screen {\n    Cell {\n        presents: Popover { kind: task }\n        title: \"A\"\n    }\n}\n")
    }

    func testListOfObjectsTakesNoTrailingComma() {
        let long = String(repeating: "x", count: 70)
        checkFormat("Screen {\n    items: [FixedSpace { width: 1 }, Label { text: \"\(long)\" }]\n}\n",
                    "Screen {\n    items: [\n        FixedSpace { width: 1 },\n        Label { text: \"\(long)\" }\n    ]\n}\n")
    }

    func testNestedInlineObjectsOnOneLine() {
        checkFormat("Screen {\n    BarButton {presents:Modal{content:Popover{kind:task}}}\n}\n",
                    "Screen {\n    BarButton { presents: Modal { content: Popover { kind: task } } }\n}\n")
    }

    func testInlineObjectValueKeepsOneLineWhenItsParentExpands() {
        checkFormat("""
        Screen {
            BarButton { id: share; system: action; presents: ActivityViewController { activities: [copy, print, mail] } }
        }
        """, """
        Screen {
            BarButton {
                id: share
                system: action
                presents: ActivityViewController { activities: [copy, print, mail] }
            }
        }

        """)
    }

    func testInlineObjectValueWrittenOnSeveralLinesExpands() {
        checkFormat("Screen {\n  presents: Popover { kind: task\n    TableView {} }\n  title: \"A\"\n}\n",
                    "Screen {\n    presents: Popover {\n        kind: task\n        TableView {}\n    }\n    title: \"A\"\n}\n")
    }

    func testInlineObjectValueWithChildObjectExpands() {
        checkFormat("Screen {\n    presents: Popover { kind: task; TableView { style: plain } }\n}\n",
                    "Screen {\n    presents: Popover {\n        kind: task\n        TableView { style: plain }\n    }\n}\n")
    }

    func testBlankLinesCollapseToOne() {
        checkFormat("Screen {\n\n\n    title: \"A\"\n\n\n\n    prompt: \"B\"\n    \n    \n    Toolbar {}\n\n}\n\n\n",
                    "Screen {\n    title: \"A\"\n\n    prompt: \"B\"\n\n    Toolbar {}\n}\n")
    }

    func testNoBlankLineAtTheStartOfTheFile() {
        checkFormat("\n\n   \nScreen {}\n", "Screen {}\n")
    }

    func testTrailingWhitespaceIsRemoved() {
        checkFormat("Screen {   \n    title: \"A\"   \t\n}   \n", "Screen {\n    title: \"A\"\n}\n")
    }

    func testMissingFinalNewlineIsAdded() {
        checkFormat("Screen {\n    title: \"A\"\n}", "Screen {\n    title: \"A\"\n}\n")
    }

    func testTokensKeepTheirExactText() {
        let text = """
        Screen {
            title: 'it\\'s "quoted"'
            prompt: "\\u00e9 \\uD83D\\uDE00 \\t \\\\"
            width: 0044
            height: -1.50
            icon: system.gear
            hidden: true
        }

        """
        checkFormat(text, text)
        checkFormat("Screen {\n  icon: system . gear\n  deep: a .b. c\n}\n", "Screen {\n    icon: system.gear\n    deep: a.b.c\n}\n")
    }

    func testCyrillicAndCJKStrings() {
        checkFormat("Screen {\ntitle: \"Настройки\"\n  Cell { title: \"语言\" ;detail:\"日本語のテキスト\" }\n Label {text:\"한국어\"}\n}\n",
                    "Screen {\n    title: \"Настройки\"\n    Cell { title: \"语言\"; detail: \"日本語のテキスト\" }\n    Label { text: \"한국어\" }\n}\n")
    }

    func testEmojiAndGraphemeClusters() {
        let text = "Screen {\n    Tab { title: \"👩‍👩‍👧‍👦 🇫🇷\"; badge: \"🔥\" }\n}\n"
        checkFormat(text, text)
    }

    func testDeepNestingExpandsEveryLevel() {
        checkFormat(nested(depth: 20, innermostFits: true).input, nested(depth: 20, innermostFits: true).expected)
        checkFormat(nested(depth: 250, innermostFits: false).input, nested(depth: 250, innermostFits: false).expected)
    }

    /// `A0 {A1 {… x: 1 }…}` on one line, and its layout: one level per line; the
    /// innermost block stays on one line when it fits.
    private func nested(depth: Int, innermostFits: Bool) -> (input: String, expected: String) {
        var input = ""
        for level in 0..<depth { input += "A\(level) {" }
        input += " x: 1 " + String(repeating: "}", count: depth)
        func indent(_ level: Int) -> String { String(repeating: " ", count: level * 4) }
        var expected = ""
        for level in 0..<(depth - 1) { expected += indent(level) + "A\(level) {\n" }
        if innermostFits {
            expected += indent(depth - 1) + "A\(depth - 1) { x: 1 }\n"
        } else {
            expected += indent(depth - 1) + "A\(depth - 1) {\n" + indent(depth) + "x: 1\n" + indent(depth - 1) + "}\n"
        }
        for level in (0..<(depth - 1)).reversed() { expected += indent(level) + "}\n" }
        return (input, expected)
    }

    func testTheFormatterNeverWritesPastItsRules() {
        XCTAssertEqual(Formatter.maxColumn, 100)
        XCTAssertEqual(Formatter.indentWidth, 4)
    }
}
