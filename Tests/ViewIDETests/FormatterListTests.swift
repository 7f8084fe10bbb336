/// Formatter cases for lists (one line or one element per line), line endings,
/// the byte-order mark, files with syntax errors, and the shape of `edits`.
import XCTest
@testable import ViewIDE
import ViewSyntax
import ViewTestSupport

final class FormatterListTests: XCTestCase {
    func testListOnOneLine() {
        checkFormat("Screen {\n    a: [ copy ,print,mail ]\n    b: [portrait, landscape,]\n    c: [ ]\n    d: [[1,2],[3],[]]\n}\n",
                    "Screen {\n    a: [copy, print, mail]\n    b: [portrait, landscape]\n    c: []\n    d: [[1, 2], [3], []]\n}\n")
    }

    func testMultiLineListWithoutCommentsJoinsWhenItFits() {
        checkFormat("Screen {\n    segments: [\n        \"Day\",\n        \"Week\"\n    ]\n}\n",
                    "Screen {\n    segments: [\"Day\", \"Week\"]\n}\n")
    }

    func testListWithCommentsHasOneElementPerLine() {
        checkFormat("""
        Screen {
            segments: [
                "Day",   // the first
                "Week"
                , /* middle */ "Month", "Year"
            ]
        }
        """, """
        Screen {
            segments: [
                "Day", // the first
                "Week",
                /* middle */ "Month",
                "Year",
            ]
        }

        """)
        checkFormat("Screen {\n    a: [copy, /* why */ print]\n}\n", "Screen {\n    a: [\n        copy,\n        /* why */ print,\n    ]\n}\n")
        checkFormat("Screen {\n    a: [ // all\n        copy]\n}\n", "Screen {\n    a: [ // all\n        copy,\n    ]\n}\n")
    }

    func testTooLongListHasOneElementPerLine() {
        let names = (1...12).map { "activity\($0)" }
        checkFormat("Screen {\n    activities: [\(names.joined(separator: ", "))]\n}\n",
                    "Screen {\n    activities: [\n" + names.map { "        \($0),\n" }.joined() + "    ]\n}\n")
    }

    func testListOfObjects() {
        checkFormat("Screen {\n    choices: [Popover {kind: task},Modal { style: formSheet }]\n}\n",
                    "Screen {\n    choices: [Popover { kind: task }, Modal { style: formSheet }]\n}\n")
        checkFormat("Screen {\n    choices: [Popover {\n        kind: task }, Modal { style: formSheet }]\n}\n",
                    "Screen {\n    choices: [\n        Popover {\n            kind: task\n        },\n        Modal { style: formSheet }\n    ]\n}\n")
    }

    /// A comma after the last object is valid (language v3); the formatter drops it, as older Qt releases may reject it.
    func testListOfObjectsWithATrailingComma() {
        checkFormat("Screen {\n    choices: [Popover { kind: task }, Modal { style: formSheet },]\n}\n",
                    "Screen {\n    choices: [Popover { kind: task }, Modal { style: formSheet }]\n}\n")
        checkFormat("Screen {\n    b: [\n        Modal { },\n        Popover { }, // last\n    ]\n}\n",
                    "Screen {\n    b: [\n        Modal {},\n        Popover {} // last\n    ]\n}\n")
    }

    func testNestedListsExpandFromTheOutside() {
        let inner = "[" + (1...20).map(String.init).joined(separator: ", ") + "]"
        checkFormat("Screen {\n    grid: [\(inner), \(inner), [1]]\n}\n",
                    "Screen {\n    grid: [\n        \(inner),\n        \(inner),\n        [1],\n    ]\n}\n")
    }

    func testListInAOneLineBlock() {
        checkFormat("Screen {\n    ScopeBar { scopes: [ \"All\" , \"Downloaded\" ] }\n}\n",
                    "Screen {\n    ScopeBar { scopes: [\"All\", \"Downloaded\"] }\n}\n")
    }

    func testCRLFIsKeptThroughout() {
        checkFormat("Screen {\r\n  title: \"A\" /* a\r\n b */\r\n\r\n\r\n  Cell { a: 1 }\r\n}", "Screen {\r\n    title: \"A\" /* a\r\n b */\r\n\r\n    Cell { a: 1 }\r\n}\r\n")
    }

    func testFirstLineBreakDecidesTheLineEnding() {
        checkFormat("Screen {\r\n    title: \"A\"\n    prompt: \"B\"\r}\n", "Screen {\r\n    title: \"A\"\r\n    prompt: \"B\"\r\n}\r\n")
        checkFormat("Screen {\n    title: \"A\"\r\n    prompt: \"B\"\r}\r\n", "Screen {\n    title: \"A\"\n    prompt: \"B\"\n}\n")
        checkFormat("Screen {\r    title: \"A\"\r    prompt: \"B\" /* x\r\n */\r}\r", "Screen {\n    title: \"A\"\n    prompt: \"B\" /* x\n */\n}\n")
    }

    func testByteOrderMarkIsKept() {
        checkFormat("\u{FEFF}Screen {title: \"BOM\"}", "\u{FEFF}Screen { title: \"BOM\" }\n")
        checkFormat("\u{FEFF}\n\n// c\nScreen {}\n", "\u{FEFF}// c\nScreen {}\n")
    }

    func testFilesWithSyntaxErrorsAreNotFormatted() {
        for text in ["", "Screen {", "Screen { title: }", "Screen { a: 1 b: 2 }", "Screen {} Screen {}", "// only a comment\n",
                     "Screen { title: \"x }", "Screen { title： \"x\" }"] {
            let tree = SyntaxTree.parse(text)
            XCTAssertFalse(tree.diagnostics.isEmpty, text)
            XCTAssertNil(Formatter.format(tree), text)
            XCTAssertEqual(Formatter.edits(tree), [], text)
        }
    }

    func testEditsAreSmallSortedAndDisjoint() {
        let tree = SyntaxTree.parse("Screen {\n  title: \"A\";  prompt: \"B\"\n    Cell {a:1}\n}\n")
        let edits = Formatter.edits(tree)
        XCTAssertEqual(edits, [
            TextEdit(range: 11..<11, replacement: "  "),
            TextEdit(range: 21..<22, replacement: "\n  "),
            TextEdit(range: 46..<46, replacement: " "),
            TextEdit(range: 48..<48, replacement: " "),
            TextEdit(range: 49..<49, replacement: " "),
        ])
        assertSortedAndDisjoint(edits)
        XCTAssertEqual(String(decoding: TextEdit.apply(edits, to: tree.bytes), as: UTF8.self), Formatter.format(tree))
    }

    func testEditsNeverSplitACharacter() {
        // é is C3 A9 and è is C3 A8: the edit must take both bytes, not only the last.
        let tree = SyntaxTree.parse("Screen { a: 1 /* é */ }")
        let edits = FormatDiff.edits(from: tree, to: Array("Screen { a: 1 /* è */ }".utf8))
        XCTAssertEqual(edits, [TextEdit(range: 17..<19, replacement: "è")])
    }

    func testFormattedTextHasNoEdits() {
        let tree = SyntaxTree.parse("Screen {\n    title: \"A\"\n}\n")
        XCTAssertEqual(Formatter.edits(tree), [])
    }
}

func assertSortedAndDisjoint(_ edits: [TextEdit], _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    for (earlier, later) in zip(edits, edits.dropFirst()) {
        XCTAssertLessThan(earlier.range.upperBound, later.range.lowerBound, "edits overlap or touch \(message)", file: file, line: line)
    }
    for edit in edits {
        XCTAssertFalse(edit.range.isEmpty && edit.replacement.isEmpty, "an empty edit \(message)", file: file, line: line)
    }
}
