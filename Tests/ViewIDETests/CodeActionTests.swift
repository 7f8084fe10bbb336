/// Code actions on real diagnostics: quick fixes (did-you-mean, a rule's one
/// safe fix preferred), "Disable RULE for this line" as a new comment with
/// the line's indentation or added to the comment above, and fix-all; each
/// checked by applying the edits and, where it matters, checking again.
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax
import ViewTestSupport
import XCTest

final class CodeActionTests: XCTestCase {
    private struct Checked {
        let workspace: Workspace
        let file: SourceFile
        let diagnostics: [Diagnostic]
        let text: String
        let offset: Int
    }

    private func checked(_ marked: String) -> Checked {
        let (workspace, offset) = EditorHarness.workspace("Example", marked, others: ["Settings": "Screen { title: \"Settings\" }"])
        let path = EditorHarness.path("Example")
        return Checked(workspace: workspace, file: workspace.files[path]!, diagnostics: Checker.check(path, in: workspace)?.diagnostics ?? [],
                       text: EditorHarness.marked(marked).text, offset: offset)
    }

    private func actions(_ marked: String) -> (Checked, [CodeAction]) {
        let checked = checked(marked)
        let cursor = checked.offset..<checked.offset
        return (checked, CodeActions.actions(for: cursor, diagnostics: checked.diagnostics, in: checked.file))
    }

    /// The codes of `text`'s diagnostics when checked as `Example`.
    private func codes(after text: String) -> [String] {
        checked(text).diagnostics.map(\.code)
    }

    func testDidYouMeanQuickFix() throws {
        let (checked, result) = actions("Screen { tit‸el: \"A\" }")
        let action = try XCTUnwrap(result.first)
        XCTAssertEqual(result.count, 1, "a checking code has no disable action: \(result.map(\.title))")
        XCTAssertEqual(action.title, "Replace with `title`")
        XCTAssertEqual(action.kind, .quickfix)
        XCTAssertFalse(action.isPreferred, "a guess is never preferred")
        XCTAssertEqual(action.diagnostics.map(\.code), ["unknown-property"])
        XCTAssertEqual(TextEdit.apply(action.edits, to: checked.text), "Screen { title: \"A\" }")
    }

    func testARulesOneSafeFixIsPreferred() throws {
        let (checked, result) = actions("Screen {\n    StatusBar { hid‸den: true }\n}\n")
        XCTAssertEqual(result.map(\.title), ["Show the status bar", "Disable status-bar/hidden for this line"])
        let fix = result[0]
        XCTAssertTrue(fix.isPreferred)
        XCTAssertEqual(TextEdit.apply(fix.edits, to: checked.text), "Screen {\n    StatusBar {}\n}\n")
        XCTAssertFalse(result[1].isPreferred)
        XCTAssertEqual(result[1].kind, .quickfix)
    }

    func testDisableCommentGoesAboveWithTheLinesIndentation() throws {
        let before = "Screen {\n    TableView {\n        Cell { title: \"Wi-Fi\"; height: 3‸2 }\n    }\n}\n"
        let (checked, result) = actions(before)
        let disable = try XCTUnwrap(result.first { $0.title == "Disable controls/small-target for this line" })
        let after = TextEdit.apply(disable.edits, to: checked.text)
        XCTAssertEqual(after, "Screen {\n    TableView {\n        // viewls-disable-next-line controls/small-target\n        Cell { title: \"Wi-Fi\"; height: 32 }\n    }\n}\n")
        XCTAssertFalse(codes(after: after).contains("controls/small-target"))
        XCTAssertFalse(codes(after: after).contains("unused-suppression"))
    }

    func testDisableCommentKeepsCRLFLineEndings() throws {
        let (checked, result) = actions("Screen {\r\n\tStatusBar { hidden: tr‸ue }\r\n}\r\n")
        let disable = try XCTUnwrap(result.last)
        XCTAssertEqual(TextEdit.apply(disable.edits, to: checked.text),
                       "Screen {\r\n\t// viewls-disable-next-line status-bar/hidden\r\n\tStatusBar { hidden: true }\r\n}\r\n")
    }

    func testDisableAddsTheRuleToTheCommentRightAbove() throws {
        let source = "Screen {\n    // viewls-disable-next-line tab-bar/too-many-tabs -- legacy layout\n    TabBar { Tab { hid‸den: true } Tab {} Tab {} Tab {} Tab {} Tab {} }\n}\n"
        let (checked, result) = actions(source)
        XCTAssertEqual(checked.diagnostics.map(\.code), ["tab-bar/removed-tab"])
        let disable = try XCTUnwrap(result.first { $0.title == "Disable tab-bar/removed-tab for this line" })
        let after = TextEdit.apply(disable.edits, to: checked.text)
        XCTAssertEqual(after, "Screen {\n    // viewls-disable-next-line tab-bar/too-many-tabs, tab-bar/removed-tab -- legacy layout\n    TabBar { Tab { hidden: true } Tab {} Tab {} Tab {} Tab {} Tab {} }\n}\n")
        XCTAssertEqual(codes(after: after), [])
    }

    func testOnlyDiagnosticsAtTheRangeCount() {
        let source = "Screen {\n    StatusBar { hidden: true }\n    Button { title: \"Go\"; height: 30 }\n}\n"
        let checked = checked(source)
        let text = checked.text
        let button = EditorHarness.range(of: "Button", in: text)!
        XCTAssertEqual(CodeActions.actions(for: button, diagnostics: checked.diagnostics, in: checked.file), [])
        let height = EditorHarness.range(of: "height: 30", in: text)!
        let atEnd = CodeActions.actions(for: height.upperBound..<height.upperBound, diagnostics: checked.diagnostics, in: checked.file)
        XCTAssertEqual(atEnd.map(\.title), ["Set height to 44", "Disable controls/small-target for this line"], "a cursor touching the end counts")
        let whole = CodeActions.actions(for: 0..<text.utf8.count, diagnostics: checked.diagnostics, in: checked.file)
        XCTAssertEqual(Set(whole.flatMap(\.diagnostics).map(\.code)), ["status-bar/hidden", "controls/small-target"])
    }

    func testFixAllAppliesEverySafeFixAndNoGuess() throws {
        let before = """
        Screen {
            titel: "Notes"
            StatusBar { hidden: true }
            NavigationBar {
                title: "Notes"
                height: 64
            }
            Button { title: "Go"; height: 30 }
        }

        """
        let checked = checked(before)
        let action = try XCTUnwrap(CodeActions.fixAll(diagnostics: checked.diagnostics, in: checked.file))
        XCTAssertEqual(action.kind, .fixAll)
        XCTAssertEqual(action.kind.rawValue, "source.fixAll.viewls")
        XCTAssertEqual(action.title, "Apply all safe viewls fixes")
        XCTAssertEqual(action.diagnostics.map(\.code), ["status-bar/hidden", "bars/fixed-height", "controls/small-target"])
        let after = TextEdit.apply(action.edits, to: checked.text)
        XCTAssertEqual(after, """
        Screen {
            titel: "Notes"
            StatusBar {}
            NavigationBar {
                title: "Notes"
            }
            Button { title: "Go"; height: 44 }
        }

        """)
        XCTAssertEqual(codes(after: after), ["unknown-property"], "only the guess is left")
    }

    func testFixAllSkipsOverlappingFixesAndHasNothingWhenNothingIsSafe() throws {
        let file = SourceFile(path: "/workspace/A.view", text: "Screen { title: \"A\" }")
        func diagnostic(_ code: String, _ range: Range<Int>, _ replacement: String, safe: Bool = true) -> Diagnostic {
            Diagnostic(range: range, severity: .warning, code: code, message: code,
                       fixes: [Fix(title: code, edits: [TextEdit(range: range, replacement: replacement)], isSafe: safe)])
        }
        let first = diagnostic("a", 9..<14, "name")
        let overlapping = diagnostic("b", 12..<20, "x")
        let later = diagnostic("c", 16..<19, "\"B\"")
        let unsafe = diagnostic("d", 0..<6, "Page", safe: false)
        let action = try XCTUnwrap(CodeActions.fixAll(diagnostics: [later, overlapping, first, unsafe], in: file))
        XCTAssertEqual(action.diagnostics.map(\.code), ["a", "c"])
        XCTAssertEqual(TextEdit.apply(action.edits, to: file.tree.text), "Screen { name: \"B\" }")
        XCTAssertNil(CodeActions.fixAll(diagnostics: [unsafe], in: file))
        XCTAssertNil(CodeActions.fixAll(diagnostics: [], in: file))
    }

    /// A fix that reaches another file keeps those edits in its quick fix, and fix-all leaves it out.
    func testAFixOfAnotherFileIsAQuickFixButNotPartOfFixAll() throws {
        let checked = checked("Screen { ‸}")
        let other = [EditorHarness.path("Settings"): [TextEdit(range: 0..<0, replacement: "// x\n")]]
        let diagnostic = Diagnostic(range: 0..<6, severity: .warning, code: "tab-bar/too-many-tabs", message: "m",
                                    fixes: [Fix(title: "t", edits: [TextEdit(range: 0..<0, replacement: "// y\n")], otherFiles: other, isSafe: true)])
        let action = try XCTUnwrap(CodeActions.actions(for: 0..<0, diagnostics: [diagnostic], in: checked.file).first)
        XCTAssertEqual(action.otherFiles, other)
        XCTAssertEqual(action.edits.count, 1)
        XCTAssertNil(CodeActions.fixAll(diagnostics: [diagnostic], in: checked.file))
    }

    func testSyntaxQuickFixes() throws {
        let (colon, result) = actions("Screen { title\u{FF1A}\u{2038} \"A\" }")
        let action = try XCTUnwrap(result.first { $0.diagnostics.first?.code == "syntax/unexpected-character" })
        XCTAssertEqual(action.title, "Replace full-width `\u{FF1A}` with `:`")
        XCTAssertTrue(action.isPreferred, "the one safe fix")
        XCTAssertEqual(TextEdit.apply(action.edits, to: colon.text), "Screen { title: \"A\" }")
        let unterminated = checked("Screen {\n    title: \"A\n}\n")
        let fixAll = CodeActions.fixAll(diagnostics: unterminated.diagnostics, in: unterminated.file)
        XCTAssertNil(fixAll, "closing a string is unsafe: not part of fix-all")
        let separator = checked("Screen { title: \"A\" device: iphone }")
        let fixed = try XCTUnwrap(CodeActions.fixAll(diagnostics: separator.diagnostics, in: separator.file))
        XCTAssertEqual(TextEdit.apply(fixed.edits, to: separator.text), "Screen { title: \"A\"; device: iphone }")
    }
}
