/// `check(before, after)` for the fixes of checking codes and suppressions:
/// the first fix of every diagnostic with `code`, applied together.
import ViewModel
import ViewRules
import ViewSyntax
import ViewTestSupport
import XCTest

final class CheckingFixTests: XCTestCase {
    private func checkFix(_ code: String, _ before: String, _ after: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let workspace = CheckHarness.workspace(["Example": before, "Settings": "Screen { title: \"Settings\" }"])
        let diagnostics = CheckHarness.check("Example", in: workspace).filter { $0.code == code }
        XCTAssertFalse(diagnostics.isEmpty, "no \(code) diagnostic", file: file, line: line)
        let edits = diagnostics.compactMap { $0.fixes.first }.flatMap(\.edits)
        XCTAssertEqual(try TextEdit.applyChecked(edits, to: before), after, file: file, line: line)
    }

    func testDidYouMeanFixes() throws {
        try checkFix("unknown-property", "Screen { titel: \"A\" }", "Screen { title: \"A\" }")
        try checkFix("unknown-component", "Screen { Toolbr {} }", "Screen { Toolbar {} }")
        try checkFix("type-mismatch", "Screen { TableView { style: groupd } }", "Screen { TableView { style: grouped } }")
        try checkFix("unresolved-screen", "Screen { TableView { Cell { push: Setings } } }", "Screen { TableView { Cell { push: Settings } } }")
        try checkFix("unresolved-reference", "Screen { device: ipad; Popover { source: shre } Toolbar { BarButton { id: share } } }",
                     "Screen { device: ipad; Popover { source: share } Toolbar { BarButton { id: share } } }")
    }

    /// A stray `;` goes (with the blanks before it at a line's end); after an
    /// inline object with a member after it on its line, it becomes a line break.
    /// Each result is free of syntax errors, and every fix is safe.
    func testStraySemicolonFixes() throws {
        let cases: [(String, String)] = [
            ("Screen {;\n    title: \"A\"\n}\n", "Screen {\n    title: \"A\"\n}\n"),
            ("Screen {\n    title: \"A\";; prompt: \"B\"\n}\n", "Screen {\n    title: \"A\"; prompt: \"B\"\n}\n"),
            ("Screen {\n    Toolbar {} ;\n}\n", "Screen {\n    Toolbar {}\n}\n"),
            ("Screen {\n    Toolbar {}; title: \"A\"\n}\n", "Screen {\n    Toolbar {} title: \"A\"\n}\n"),
            ("Screen {\n    Toolbar {}; // bar\n}\n", "Screen {\n    Toolbar {} // bar\n}\n"),
            ("Screen { Toolbar { BarButton { system: add; presents: Popover {}; title: \"A\" } } }",
             "Screen { Toolbar { BarButton { system: add; presents: Popover {}\ntitle: \"A\" } } }"),
            ("Screen {\r\n    Toolbar { BarButton { presents: Popover {}; title: \"A\" } }\r\n}\r\n",
             "Screen {\r\n    Toolbar { BarButton { presents: Popover {}\r\n    title: \"A\" } }\r\n}\r\n"),
            ("Screen {\n    Toolbar { BarButton { presents: Popover {}; } }\n}\n", "Screen {\n    Toolbar { BarButton { presents: Popover {} } }\n}\n"),
        ]
        for (before, after) in cases {
            try checkFix("syntax/stray-semicolon", before, after)
            XCTAssertEqual(SyntaxTree.parse(after).diagnostics, [], after)
        }
        let workspace = CheckHarness.workspace(["Example": cases[0].0])
        let fixes = CheckHarness.check("Example", in: workspace).flatMap(\.fixes)
        XCTAssertEqual(fixes.map(\.isSafe), [true])
    }

    func testUnknownSystemImageFixIsSafeOnlyForOneCloseName() throws {
        try checkFix("unknown-system-image", "Screen { Toolbar { BarButton { icon: system.serch } } }",
                     "Screen { Toolbar { BarButton { icon: system.search } } }")
        try checkFix("unknown-system-image", "Screen { ImageView { images: [system.camra, system . favourites] } }",
                     "Screen { ImageView { images: [system.camera, system.favorites] } }")
        let fixes = { (text: String) in
            CheckHarness.check("Example", in: CheckHarness.workspace(["Example": text])).filter { $0.code == "unknown-system-image" }
                .flatMap(\.fixes).map { "\($0.title) safe=\($0.isSafe)" }
        }
        XCTAssertEqual(fixes("Screen { ImageView { image: system.serch } }"), ["Replace with `system.search` safe=true"])
        XCTAssertEqual(fixes("Screen { ImageView { image: system.most } }"),
                       ["Replace with `system.mostRecent` safe=false", "Replace with `system.mostViewed` safe=false"])
        XCTAssertEqual(fixes("Screen { ImageView { image: system.gear } }"), [])
        XCTAssertEqual(fixes("Screen { ImageView { image: system.search } }"), [])
        // On a tab, `more` and `search` promise the More list and a search screen
        // (`bars/system-item-meaning`): a guess at them is never safe there.
        XCTAssertEqual(fixes("Screen { TabBar { Tab { title: \"Find\"; icon: system.serch; content: Settings } } }"),
                       ["Replace with `system.search` safe=false"])
        XCTAssertEqual(fixes("Screen { TabBar { Tab { title: \"Lists\"; icon: system.mroe; content: Settings } } }"),
                       ["Replace with `system.more` safe=false"])
        XCTAssertEqual(fixes("Screen { TabBar { Tab { title: \"Saved\"; icon: system.favourites; content: Settings } } }"),
                       ["Replace with `system.favorites` safe=true"])
    }

    func testDuplicatePropertyFixRemovesTheRepeat() throws {
        try checkFix("duplicate-property", "Screen {\n    title: \"A\"\n    title: \"B\"\n}\n", "Screen {\n    title: \"A\"\n}\n")
    }

    func testUnusedSuppressionFixes() throws {
        try checkFix("unused-suppression", "Screen {\n    // viewls-disable-next-line status-bar/hidden\n    Label { text: \"x\" }\n}\n",
                     "Screen {\n    Label { text: \"x\" }\n}\n")
        try checkFix("unused-suppression", "Screen {\n    // viewls-disable-next-line status-bar/hidden, tab-bar/action-tab\n    StatusBar { hidden: true }\n}\n",
                     "Screen {\n    // viewls-disable-next-line status-bar/hidden\n    StatusBar { hidden: true }\n}\n")
        try checkFix("unused-suppression", "Screen {\n    Label { text: \"x\" } // viewls-disable-next-line\n}\n",
                     "Screen {\n    Label { text: \"x\" }\n}\n")
    }

    func testRemovingMembersKeepsTheLayoutTidy() {
        let cases: [(String, String, String)] = [
            ("Cell { a: 1; b: 2 }", "b: 2", "Cell { a: 1 }"),
            ("Cell { a: 1; b: 2 }", "a: 1", "Cell { b: 2 }"),
            ("Cell { a: 1 }", "a: 1", "Cell {}"),
            // The last of several on a line keeps the space before `}`.
            ("Cell { a {} b {} }", "b {}", "Cell { a {} }"),
            ("Cell {\n    a: 1\n    b: 2\n}", "a: 1", "Cell {\n    b: 2\n}"),
            ("Cell {\r\n    a: 1\r\n    b: 2\r\n}", "a: 1", "Cell {\r\n    b: 2\r\n}"),
            ("Cell {\n    a: 1; b: 2\n}", "b: 2", "Cell {\n    a: 1\n}"),
            // A member's own comments go with it: the comment lines right above it and the comment after it.
            ("Cell {\n    // about a\n    // more about a\n    a: 1\n    b: 2\n}", "a: 1", "Cell {\n    b: 2\n}"),
            ("Cell {\r\n    // about a\r\n    a: 1 // a again\r\n    b: 2\r\n}", "a: 1", "Cell {\r\n    b: 2\r\n}"),
            ("Cell {\r    // about a\r    a: 1\r    b: 2\r}", "a: 1", "Cell {\r    b: 2\r}"),
            // Its neighbours' comments stay: the one above a blank line, the one on the line before, the one below.
            ("Cell {\n    // header\n\n    a: 1\n}", "a: 1", "Cell {\n    // header\n\n}"),
            ("Cell {\n    b: 2 // about b\n    a: 1\n}", "a: 1", "Cell {\n    b: 2 // about b\n}"),
            ("Cell {\n    a: 1\n    // about b\n    b: 2\n}", "a: 1", "Cell {\n    // about b\n    b: 2\n}"),
            ("Cell {\n    /* about b */\n    a: 1\n}", "a: 1", "Cell {\n    /* about b */\n}"),
            // On a shared line the comment speaks of the line and stays.
            ("Cell { a: 1; b: 2 } // c", "b: 2", "Cell { a: 1 } // c"),
            ("Cell {\n    a: 1; b: 2 // c\n}", "b: 2", "Cell {\n    a: 1 // c\n}"),
            // `//` inside a string is no comment.
            ("Cell {\n    title: \"// not a comment\"\n    a: 1\n}", "a: 1", "Cell {\n    title: \"// not a comment\"\n}"),
        ]
        for (text, member, expected) in cases {
            let bytes = Array(text.utf8)
            let needle = Array(member.utf8)
            let start = (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle } ?? 0
            let file = SourceFile(path: "/w/Cell.view", tree: SyntaxTree.parse(bytes))
            let edit = FixEdits(file: file).removeMember(SourceLocation(path: file.path, range: start..<(start + member.utf8.count))).edit
            XCTAssertEqual(String(decoding: edit.apply(to: bytes), as: UTF8.self), expected, text)
        }
    }
}
