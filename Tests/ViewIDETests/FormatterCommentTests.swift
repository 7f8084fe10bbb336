/// Formatter cases for comments in every position: trailing, on their own
/// lines, before and after the root, inside heads of objects and bindings,
/// in paths, multi-line block comments, and blank lines around them.
import XCTest
import ViewIDE
import ViewSyntax

final class FormatterCommentTests: XCTestCase {
    func testTrailingLineCommentStaysOnItsMembersLine() {
        checkFormat("Screen {\n    title: \"A\"    // the title\n    Toolbar {}// bar\n}\n",
                    "Screen {\n    title: \"A\" // the title\n    Toolbar {} // bar\n}\n")
    }

    func testTrailingCommentAfterDroppedSeparator() {
        checkFormat("Screen {\n    title: \"A\"; // the title\n    Toolbar {} /* bar */\n}\n",
                    "Screen {\n    title: \"A\" // the title\n    Toolbar {} /* bar */\n}\n")
    }

    func testTrailingCommentAfterExpandedBlock() {
        checkFormat("Screen {\n    Toolbar {\n        BarButton {}\n    } // end of bar\n}\n",
                    "Screen {\n    Toolbar {\n        BarButton {}\n    } // end of bar\n}\n")
    }

    func testOwnLineCommentsKeepTheirLinesAtMemberIndentation() {
        checkFormat("Screen {\n// first\n        /* second */\n    title: \"A\"\n  // last\n}\n",
                    "Screen {\n    // first\n    /* second */\n    title: \"A\"\n    // last\n}\n")
    }

    func testCommentsMakeAOneLineBlockExpand() {
        checkFormat("Screen {\n    Cell { title: \"A\" /* why */ }\n}\n",
                    "Screen {\n    Cell {\n        title: \"A\" /* why */\n    }\n}\n")
        checkFormat("Screen {\n    Cell { /* why */ title: \"A\" }\n}\n",
                    "Screen {\n    Cell { /* why */\n        title: \"A\"\n    }\n}\n")
    }

    func testCommentAfterOpeningBraceStaysThere() {
        checkFormat("Screen { // the screen\n    title: \"A\"\n}\n", "Screen { // the screen\n    title: \"A\"\n}\n")
    }

    func testBlockCommentBeforeAMemberOnItsLineStaysWithIt() {
        checkFormat("Screen {\n    title: \"A\"; /* then */ prompt: \"B\"\n    /* lead */ Toolbar {}\n}\n",
                    "Screen {\n    title: \"A\"\n    /* then */ prompt: \"B\"\n    /* lead */ Toolbar {}\n}\n")
    }

    func testCommentsBetweenNameAndBraceMoveInsideTheBlock() {
        checkFormat("Screen // after name\n/* before brace */ {\n    title: \"A\"\n}\n",
                    "Screen { // after name\n    /* before brace */\n    title: \"A\"\n}\n")
        checkFormat("Screen\n/* before brace */ { title: \"A\" }\n", "Screen {\n    /* before brace */ title: \"A\"\n}\n")
        checkFormat("Screen {\n    Cell /* c */ {}\n}\n", "Screen {\n    Cell { /* c */\n    }\n}\n")
    }

    func testBlockCommentsInABindingHeadStayInPlace() {
        checkFormat("Screen {\n    title /* a */ : /* b */ \"A\"\n}\n", "Screen {\n    title /* a */: /* b */ \"A\"\n}\n")
    }

    func testLineCommentInABindingHeadMovesAboveTheBinding() {
        checkFormat("Screen {\n    title: \"A\"\n    prompt // why\n    : \"B\"\n}\n",
                    "Screen {\n    title: \"A\"\n    // why\n    prompt: \"B\"\n}\n")
        checkFormat("Screen {\n    prompt /* x */ /* two\n lines */ : \"B\"\n}\n",
                    "Screen {\n    /* x */\n    /* two\n lines */\n    prompt: \"B\"\n}\n")
    }

    func testCommentInAPath() {
        checkFormat("Screen {\n    icon: system . /* which */ gear\n}\n", "Screen {\n    icon: system. /* which */ gear\n}\n")
    }

    func testMultiLineBlockCommentKeepsItsInnerLines() {
        checkFormat("Screen {\n  /* one\n       two\n  three */\n  title: \"A\"\n}\n",
                    "Screen {\n    /* one\n       two\n  three */\n    title: \"A\"\n}\n")
    }

    func testMultiLineBlockCommentBeforeSeparator() {
        checkFormat("Screen {\n    title: \"A\" /* a comment that\n    spans lines */; prompt: \"B\"\n}\n",
                    "Screen {\n    title: \"A\" /* a comment that\n    spans lines */\n    prompt: \"B\"\n}\n")
    }

    func testCommentsBeforeAndAfterTheRoot() {
        checkFormat("// header\n\n\n/* more */\nScreen {} // trailing\n\n\n// footer\n// end",
                    "// header\n\n/* more */\nScreen {} // trailing\n\n// footer\n// end\n")
        checkFormat("/* lead */ Screen {}\n", "/* lead */ Screen {}\n")
    }

    func testBlankLinesAroundCommentsAreKept() {
        checkFormat("Screen {\n    title: \"A\"\n\n\n    // section\n    Toolbar {}\n\n    // trailing note\n\n}\n",
                    "Screen {\n    title: \"A\"\n\n    // section\n    Toolbar {}\n\n    // trailing note\n}\n")
    }

    func testBlockWithOnlyAComment() {
        checkFormat("Screen {\n    Toolbar {\n            // nothing yet\n    }\n}\n",
                    "Screen {\n    Toolbar {\n        // nothing yet\n    }\n}\n")
        checkFormat("Screen { /* nothing */ }\n", "Screen { /* nothing */\n}\n")
    }

    func testTrailingSpacesOfALineCommentAreRemoved() {
        checkFormat("// head   \nScreen { // brace \t\n}\n", "// head\nScreen { // brace\n}\n")
    }

    func testCommentsInsideInlineObjectValue() {
        checkFormat("Screen {\n    presents: Popover { kind: task // which\n    }\n}\n",
                    "Screen {\n    presents: Popover {\n        kind: task // which\n    }\n}\n")
    }

    func testCommentsAreNeverReordered() {
        let input = """
        /*1*/ Screen /*2*/ // 3
        { /*4*/ title /*5*/ : /*6*/ "A" /*7*/ ; /*8*/ list: [ /*9*/ a /*10*/ , /*11*/ b /*12*/ ] /*13*/
        Cell /*14*/ { } /*15*/ // 16
        } /*17*/
        // 18
        """
        let tree = SyntaxTree.parse(input)
        XCTAssertEqual(tree.diagnostics, [])
        let output = Formatter.format(tree) ?? ""
        let comments = SyntaxTree.parse(output).rootNode.tokens.filter { $0.kind.isTrivia && $0.kind != .whitespace }
        XCTAssertEqual(comments.map(\.text), (1...18).map { $0 == 3 || $0 == 16 || $0 == 18 ? "// \($0)" : "/*\($0)*/" })
        checkFormat(input, output)
    }
}
