/// The bar tally behind `bars/mixed-translucency` and the elements around a bar: a bar inside an element
/// that is `hidden: true`, or shown only in orientations (`visibleIn`) that leave none of its screen's (or
/// none of the bar's own), is not seen, so not counted — written in the screen, brought by a component,
/// or written in a component use's block, whose `hidden` and `visibleIn` are the use's over its
/// component's. The tally kept across edits equals one read afresh and what the models show.
import Foundation
@testable import ViewModel
@testable import ViewRules
import ViewSyntax
import ViewTestSupport
import XCTest

final class BarTallyHiddenAroundTests: XCTestCase {
    private let path = CheckHarness.path

    private func counts(_ workspace: Workspace) -> [Int] {
        let counts = workspace.barTranslucencyCounts
        return [counts.translucentNavigationBars, counts.opaqueNavigationBars, counts.translucentToolbars, counts.opaqueToolbars]
    }

    /// Bars written inside hidden elements, and inside elements shown in no way their screen is held in.
    static let hiddenAround: [String: String] = [
        "Upright": """
        Screen {
            orientations: [portrait]
            NavigationBar { title: "Upright" }
            Button { title: "More"; presents: Popover { hidden: true; NavigationBar { title: "Pick" } } }
            Page { hidden: true; Toolbar { translucent: false } }
            Primary { visibleIn: [landscape]; Toolbar { translucent: false } }
            Button { title: "Share"; hidden: true; presents: Modal { NavigationBar { translucent: false } } }
            Page { visibleIn: [portrait]; Toolbar { } }
        }
        """,
        "Anyway": """
        Screen {
            Modal { visibleIn: [landscape]; NavigationBar { translucent: false; visibleIn: [portrait] } }
            Page { visibleIn: [landscape]; Page { hidden: false; Toolbar { translucent: false } } }
        }
        """,
    ]

    func testABarInsideAnUnseenElementIsNotCounted() {
        let workspace = CheckHarness.workspace(Self.hiddenAround)
        XCTAssertEqual(counts(workspace), [1, 0, 1, 1],
                       "Upright: its own bar and the toolbar of the portrait page, not those in the hidden popover, page and "
                           + "presenting button, nor in the landscape pane; Anyway: the toolbar in the landscape page, not the "
                           + "portrait bar in the landscape modal")
        XCTAssertEqual(workspace.barTranslucencyCounts, BarTranslucencyTallyTests.shownByModels(workspace))
    }

    /// Components: a use's `hidden` and `visibleIn` stand over its component root's (and that over the
    /// root's own component's, for a component built on another), and hide or show what the component
    /// brings and what the use's block holds; elements around the use hide both.
    static let components: [String: String] = [
        "HiddenPage": "Page { hidden: true; Toolbar { translucent: false } }",
        "SidePage": "Page { visibleIn: [landscape]; NavigationBar { } }",
        "FancyPage": "HiddenPage { accessibilityLabel: \"Fancy\" }",
        "BarPopover": "Popover { NavigationBar { title: \"Pick\" }; Toolbar { translucent: false } }",
        "Uses": """
        Screen {
            orientations: [portrait]
            BarPopover { hidden: true }
            Button { title: "Pick"; presents: BarPopover { visibleIn: [] } }
            Page { hidden: true; BarPopover { } }
            HiddenPage { }
            HiddenPage { NavigationBar { } }
            HiddenPage { hidden: false; NavigationBar { translucent: false } }
            FancyPage { Toolbar { } }
            FancyPage { hidden: false }
            SidePage { }
            SidePage { visibleIn: [portrait]; Toolbar { } }
            Page { visibleIn: [landscape]; SidePage { visibleIn: [portrait] } }
            HiddenPage { hidden: false; HiddenPage { Toolbar { } } }
        }
        """,
    ]

    func testAComponentUseShowsWhatItsHiddenAndVisibleInLet() {
        let workspace = CheckHarness.workspace(Self.components)
        XCTAssertEqual(counts(workspace), [1, 1, 1, 3],
                       "HiddenPage shown at the use (its toolbar and the bar in the use's block), FancyPage shown at the use, "
                           + "SidePage made portrait (its bar and the toolbar in the use's block), and the outer HiddenPage "
                           + "shown at the use (not the inner one, hidden by its component, nor its toolbar)")
        XCTAssertEqual(workspace.barTranslucencyCounts, BarTranslucencyTallyTests.shownByModels(workspace))
    }

    /// A component root's `hidden: true` hides it at a use that does not say; `hidden: false` at the use shows it.
    func testAUseThatSaysHiddenFalseShowsAComponentHiddenByDefault() {
        let files = ["Tools": "Page { hidden: true; Toolbar { translucent: false } }"]
        let hidden = CheckHarness.workspace(files.merging(["Home": "Screen { Tools { } }"]) { $1 })
        XCTAssertEqual(counts(hidden), [0, 0, 0, 0])
        let shown = CheckHarness.workspace(files.merging(["Home": "Screen { Tools { hidden: false } }"]) { $1 })
        XCTAssertEqual(counts(shown), [0, 0, 0, 1])
        XCTAssertEqual(shown.barTranslucencyCounts, BarTranslucencyTallyTests.shownByModels(shown))
    }

    /// Toggling the `hidden` of an element around bars — in a screen wide enough that the element's members
    /// are kept in remembered chunks, and at a component's root — counts the bars again: the tally kept across
    /// the edits equals one read afresh, and what the models show. CRLF line ends, Cyrillic and CJK text.
    func testTogglingTheHiddenOfAnElementAroundBarsCountsThemAgain() {
        let rows = (0..<100).map {
            $0 % 10 == 0 ? "        Toolbar { translucent: false; title: \"Ряд \($0) 行\" }\r\n" : "        Label { text: \"Ряд \($0) 行\" }\r\n"
        }
        let screen = { (hidden: String) in
            "Screen {\r\n    title: \"Главная · 主页\"\r\n    Page {\r\n" + rows.joined() + "        hidden: \(hidden)\r\n"
                + "        NavigationBar { title: \"Фото 照片\" }\r\n    }\r\n    Tools { }\r\n}\r\n"
        }
        let tools = { (hidden: String) in "Page {\r\n    hidden: \(hidden)\r\n    Toolbar { title: \"Инструменты 工具\" }\r\n}\r\n" }
        assertSteps([
            ("Home", "false", [1, 0, 0, 10]),
            ("Tools", "false", [1, 0, 1, 10]),
            ("Home", "true", [0, 0, 1, 0]),
            ("Tools", "true", [0, 0, 0, 0]),
            ("Home", "false", [1, 0, 0, 10]),
        ], from: ["Home": screen("true"), "Tools": tools("true")], counting: [0, 0, 0, 0], screen: screen, tools: tools)
    }

    /// A use whose block is wide enough to be kept in remembered chunks, holding bars and other uses: toggling
    /// its `hidden`, written after the rows, and its component root's, counts them again, as read afresh and as
    /// the models show.
    func testAWideUseBlockShowsWhatItHoldsByTheUseAndItsComponent() {
        let rows = (0..<100).map { index -> String in
            if index % 25 == 0 { return "        SidePage { visibleIn: [portrait] }\r\n" }
            if index % 10 == 0 { return "        Toolbar { translucent: false }\r\n" }
            return "        Label { text: \"Ряд \(index) 行\" }\r\n"
        }
        let screen = { (hidden: String) in
            "Screen {\r\n    orientations: [portrait]\r\n    Tools {\r\n" + rows.joined() + "        \(hidden)\r\n    }\r\n}\r\n"
        }
        let tools = { (hidden: String) in "Page { hidden: \(hidden) }\r\n" }
        // Counting nothing at first: hidden by the component's root.
        assertSteps([
            ("Home", "hidden: false", [4, 0, 0, 8]),
            ("Home", "visibleIn: [landscape]", [0, 0, 0, 0]),
            ("Tools", "false", [0, 0, 0, 0]),
            ("Home", "", [4, 0, 0, 8]),
            ("Home", "hidden: true", [0, 0, 0, 0]),
        ], from: ["Home": screen(""), "Tools": tools("true"), "SidePage": "Page { visibleIn: [landscape]; NavigationBar { } }\r\n"],
           counting: [0, 0, 0, 0], screen: screen, tools: tools)
    }

    /// Starting from `texts`, whose tally is `initial`, makes each step in turn — the screen `Home` written as
    /// `screen(text)` through an incremental reparse, or the component `Tools` set to `tools(text)` — and holds
    /// the tally kept across the edits to the step's literal counts, to one read afresh and to the models.
    private func assertSteps(_ steps: [(name: String, text: String, expected: [Int])], from texts: [String: String],
                             counting initial: [Int], screen: (String) -> String, tools: (String) -> String,
                             file: StaticString = #filePath, line: UInt = #line) {
        var texts = texts
        var workspace = CheckHarness.workspace(texts)
        var home = SourceFile(path: path("Home"), text: texts["Home"]!)
        XCTAssertEqual(counts(workspace), initial, "before the first step", file: file, line: line)
        for (step, edit) in steps.enumerated() {
            if edit.name == "Home" {
                let after = Array(screen(edit.text).utf8)
                let tree = home.tree.reparse(ChunkSummariesTests.edit(from: Array(home.bytes), to: after)).tree
                home = SourceFile(path: home.path, tree: tree, bytes: after, previous: home)
                workspace.setFile(home)
                texts["Home"] = screen(edit.text)
            } else {
                texts["Tools"] = tools(edit.text)
                workspace.setFile(path: path("Tools"), text: texts["Tools"]!)
            }
            XCTAssertEqual(counts(workspace), edit.expected, "step \(step)", file: file, line: line)
            XCTAssertEqual(workspace.barTranslucencyCounts, CheckHarness.workspace(texts).barTranslucencyCounts, "step \(step)",
                           file: file, line: line)
            XCTAssertEqual(workspace.barTranslucencyCounts, BarTranslucencyTallyTests.shownByModels(workspace), "step \(step)",
                           file: file, line: line)
        }
    }

    /// A screen's own `hidden` hides all it holds, as it hides every element for the rules.
    func testAHiddenScreenCountsNoBar() {
        let workspace = CheckHarness.workspace(["Home": "Screen { hidden: true; NavigationBar { }; Tools { } }", "Tools": "Toolbar { }"])
        XCTAssertEqual(counts(workspace), [0, 0, 0, 0])
        XCTAssertEqual(workspace.barTranslucencyCounts, BarTranslucencyTallyTests.shownByModels(workspace))
    }
}
