/// The edges issue 34 names, each on both sides — firing and a near miss —
/// and also through a component file and with Russian or Chinese text: a
/// hidden bar button, spinner or toolbar item counts for nothing; a
/// look-alike popover counts as a popover; a text Done closes an options or
/// inspector popover as much as a system one; a web view is a browser only
/// with back and forward; scope bars and editable text views are tap targets.
import ViewModel
import ViewRules
import XCTest

final class IssueEdgeTests: XCTestCase {
    /// How many findings of `code` the screen `Example` gets among `files` (type name → source).
    private func count(_ code: String, _ files: [String: String], file: String = "Example") -> Int {
        CheckHarness.check(file, in: CheckHarness.workspace(files)).filter { $0.code == code }.count
    }

    func testTooManyItemsCountsNoHiddenBarButton() {
        let code = "navigation-bar/too-many-items"
        func bar(_ second: String) -> String {
            "Screen {\n    title: \"\u{90AE}\u{4EF6}\"\n    NavigationBar {\n        title: \"\u{90AE}\u{4EF6}\"\n        BarButton { system: add }\n        \(second)\n    }\n}\n"
        }
        XCTAssertEqual(count(code, ["Example": bar("BarButton { system: edit }")]), 1)
        XCTAssertEqual(count(code, ["Example": bar("BarButton { system: edit; hidden: true }")]), 0)
        // Hidden by its component's default, and shown again at a use.
        XCTAssertEqual(count(code, ["Example": bar("EditButton {}"), "EditButton": "BarButton { system: edit; hidden: true }\n"]), 0)
        XCTAssertEqual(count(code, ["Example": bar("EditButton { hidden: false }"), "EditButton": "BarButton { system: edit; hidden: true }\n"]), 1)
    }

    func testTextItemsCountsNoHiddenItemAndSeesAComponentTitle() {
        let code = "toolbar/text-items"
        func toolbar(_ fourth: String) -> String {
            "Screen {\n    Toolbar {\n        BarButton { title: \"\u{0418}\u{0437}\u{043C}\u{0435}\u{043D}\u{0438}\u{0442}\u{044C} \u{0432}\u{0441}\u{0451}\" }\n        BarButton { system: reply }\n        BarButton { system: trash }\n        \(fourth)\n    }\n}\n"
        }
        XCTAssertEqual(count(code, ["Example": toolbar("BarButton { system: compose }")]), 1)
        XCTAssertEqual(count(code, ["Example": toolbar("BarButton { system: compose; hidden: true }")]), 0)
        // Three shown items and a hidden one from a component: three, fine.
        XCTAssertEqual(count(code, ["Example": toolbar("Later {}"), "Later": "BarButton { system: compose; hidden: true }\n"]), 0)
        // The only titled item's title given by its component.
        let titled = "Screen {\n    Toolbar {\n        Archive {}\n        BarButton { system: reply }\n        BarButton { system: trash }\n        BarButton { system: compose }\n    }\n}\n"
        XCTAssertEqual(count(code, ["Example": titled, "Archive": "BarButton { title: \"\u{5F52}\u{6863}\" }\n"]), 1)
        XCTAssertEqual(count(code, ["Example": titled, "Archive": "BarButton { system: bookmarks }\n"]), 0)
    }

    func testBlankLoadingSeesNoHiddenSpinner() {
        let code = "table-view/blank-loading"
        func table(_ spinner: String) -> String {
            "Screen {\n    title: \"\u{0412}\u{0445}\u{043E}\u{0434}\u{044F}\u{0449}\u{0438}\u{0435}\"\n    TableView {\n        loading: spinner\n        \(spinner)\n    }\n}\n"
        }
        XCTAssertEqual(count(code, ["Example": table("ActivityIndicator { label: \"\u{0417}\u{0430}\u{0433}\u{0440}\u{0443}\u{0437}\u{043A}\u{0430}\" }")]), 0)
        XCTAssertEqual(count(code, ["Example": table("ActivityIndicator { label: \"Loading\"; hidden: true }")]), 1)
        // A spinner component hidden by default: no spinner shows.
        XCTAssertEqual(count(code, ["Example": table("Spinner {}"), "Spinner": "ActivityIndicator { label: \"Loading\"; hidden: true }\n"]), 1)
        XCTAssertEqual(count(code, ["Example": table("Spinner {}"), "Spinner": "ActivityIndicator { label: \"Loading\" }\n"]), 0)
    }

    func testCascadeCountsALookAlikePopover() {
        let code = "popover/cascade"
        func screen(_ inner: String) -> String {
            "Screen {\n    device: ipad\n    Toolbar {\n        BarButton {\n            system: organize\n            presents: Popover {\n                TableView { Cell { title: \"\u{6392}\u{5E8F}\"; presents: \(inner) } }\n            }\n        }\n    }\n}\n"
        }
        XCTAssertEqual(count(code, ["Example": screen("Popover { Label { text: \"A\" } }")]), 1)
        XCTAssertEqual(count(code, ["Example": screen("Alert { title: \"\u{6392}\u{5E8F}\" }")]), 0)
        // A look-alike shown beside a popover, and one written in a component.
        let together = "Screen {\n    device: ipad\n    Toolbar { BarButton { id: filter; system: organize } }\n    ContainerViewController {\n        Popover { source: filter; Label { text: \"Filters\" } }\n        \(String("FakePopover {}"))\n    }\n}\n"
        XCTAssertEqual(count(code, ["Example": together, "FakePopover": "CustomView { mimics: popover; Label { text: \"Sort\" } }\n"]), 1)
        XCTAssertEqual(count(code, ["Example": together, "FakePopover": "CustomView { mimics: tabBar; Label { text: \"Sort\" } }\n"]), 0)
    }

    func testDismissButtonSeesTextDoneInOptionsAndInspectorPopovers() {
        let code = "popover/dismiss-button"
        func screen(_ kind: String, _ button: String) -> String {
            "Screen {\n    device: ipad\n    Toolbar {\n        BarButton {\n            system: organize\n            presents: Popover {\n                kind: \(kind)\n                NavigationBar { \(button) }\n                TableView { Cell { title: \"A\" } }\n            }\n        }\n    }\n}\n"
        }
        for title in ["Done", "\u{0413}\u{043E}\u{0442}\u{043E}\u{0432}\u{043E}", "\u{5B8C}\u{6210}"] {
            XCTAssertEqual(count(code, ["Example": screen("options", "BarButton { title: \"\(title)\" }")]), 1, title)
            XCTAssertEqual(count(code, ["Example": screen("inspector", "BarButton { title: \"\(title)\" }")]), 1, title)
            // A task popover needs its Done.
            XCTAssertEqual(count(code, ["Example": screen("task", "BarButton { title: \"\(title)\" }")]), 0, title)
        }
        XCTAssertEqual(count(code, ["Example": screen("options", "Button { title: \"OK\"; role: done }")]), 1)
        XCTAssertEqual(count(code, ["Example": screen("options", "DoneButton {}"), "DoneButton": "BarButton { system: done }\n"]), 1)
        XCTAssertEqual(count(code, ["Example": screen("options", "BarButton { title: \"Sort\" }")]), 0)
    }

    func testMiniBrowserNeedsBackAndForward() {
        let code = "web-view/mini-browser"
        func screen(_ items: String) -> String {
            "Screen {\n    title: \"\u{5E2E}\u{52A9}\"\n    WebView { url: \"https://example.com/help\" }\n    Toolbar { \(items) }\n}\n"
        }
        XCTAssertEqual(count(code, ["Example": screen("BarButton { title: \"Back\" } BarButton { title: \"Forward\" }")]), 1)
        XCTAssertEqual(count(code, ["Example": screen("BarButton { title: \"Back\" }")]), 0)
        XCTAssertEqual(count(code, ["Example": screen("BarButton { system: rewind } BarButton { system: fastForward }")]), 0)
        XCTAssertEqual(count(code, ["Example": screen("TextField { contentType: url; keyboard: url; placeholder: \"URL\" }")]), 0)
        XCTAssertEqual(count(code, ["Example": screen("Back {} BarButton { title: \"Forward\" }"), "Back": "BarButton { title: \"Back\" }\n"]), 1)
    }

    func testScopeBarsAndEditableTextViewsAreTapTargets() {
        let code = "controls/small-target"
        XCTAssertEqual(count(code, ["Example": "Screen {\n    SearchBar { placeholder: \"\u{041F}\u{043E}\u{0438}\u{0441}\u{043A}\"; ScopeBar { scopes: [\"A\", \"B\"]; height: 28 } }\n}\n"]), 1)
        XCTAssertEqual(count(code, ["Example": "Screen {\n    SearchBar { placeholder: \"\u{041F}\u{043E}\u{0438}\u{0441}\u{043A}\"; ScopeBar { scopes: [\"A\", \"B\"]; height: 44 } }\n}\n"]), 0)
        XCTAssertEqual(count(code, ["Example": "Screen {\n    TextView { editable: true; font: body; height: 30; text: \"\u{5907}\u{6CE8}\" }\n}\n"]), 1)
        XCTAssertEqual(count(code, ["Example": "Screen {\n    TextView { editable: false; font: body; height: 30; text: \"\u{5907}\u{6CE8}\" }\n}\n"]), 0)
        XCTAssertEqual(count(code, ["Example": "Screen {\n    Note {}\n}\n", "Note": "TextView { editable: true; font: body; height: 30; text: \"A\" }\n"], file: "Note"), 1)
    }

    func testCascadeCountsALookAlikeInsideAPopover() {
        let code = "popover/cascade"
        func screen(_ inside: String) -> String {
            "Screen {\n    device: ipad\n    Toolbar { BarButton { system: organize; presents: Popover { Label { text: \"\u{7B5B}\u{9009}\" }\n \(inside) } } }\n}\n"
        }
        XCTAssertEqual(count(code, ["Example": screen("CustomView { mimics: popover; Label { text: \"B\" } }")]), 1)
        XCTAssertEqual(count(code, ["Example": screen("CustomView { mimics: popover; hidden: true; Label { text: \"B\" } }")]), 0)
        XCTAssertEqual(count(code, ["Example": screen("CustomView { Label { text: \"B\" } }")]), 0)
    }

    func testStatusBarContrastSeesAComponentsBarWithoutAStatusBar() {
        let code = "status-bar/contrast"
        let dark = "NavigationBar { title: \"\u{041D}\u{043E}\u{0447}\u{044C}\"; background: \"#1C1C1E\"; titleColor: white }\n"
        XCTAssertEqual(count(code, ["Example": "Screen {\n    title: \"\u{041D}\u{043E}\u{0447}\u{044C}\"\n    DarkBar {}\n}\n", "DarkBar": dark]), 1)
        XCTAssertEqual(count(code, ["Example": "Screen {\n    title: \"\u{041D}\u{043E}\u{0447}\u{044C}\"\n    StatusBar { style: light }\n    DarkBar {}\n}\n", "DarkBar": dark]), 0)
    }

    func testAPageControlInsideAnotherScrollViewIsNotThePagingOnes() {
        let code = "scroll-view/indicator-with-page-control"
        let own = "Screen {\n    ScrollView {\n        direction: horizontal\n        paging: true\n        Label { text: \"\u{7B2C}\u{4E00}\u{9875}\" }\n        PageControl { pages: 3 }\n    }\n}\n"
        let other = "Screen {\n    ScrollView {\n        direction: horizontal\n        paging: true\n        Label { text: \"\u{7B2C}\u{4E00}\u{9875}\" }\n    }\n    ScrollView { direction: vertical; showsVerticalIndicator: false; PageControl { pages: 3 } }\n}\n"
        XCTAssertEqual(count(code, ["Example": own]), 1)
        XCTAssertEqual(count(code, ["Example": other]), 0)
    }

    func testAScopeBarUnderABarHoldingTheSearchBarPasses() {
        let code = "scope-bar/without-search-bar"
        let bar = "NavigationBar { title: \"\u{041F}\u{043E}\u{0447}\u{0442}\u{0430}\"; SearchBar { placeholder: \"\u{041F}\u{043E}\u{0438}\u{0441}\u{043A}\" } }\n"
        let screen = "Screen {\n    title: \"\u{041F}\u{043E}\u{0447}\u{0442}\u{0430}\"\n    MailBar {}\n    ScopeBar { scopes: [\"A\", \"B\"] }\n}\n"
        XCTAssertEqual(count(code, ["Example": screen, "MailBar": bar]), 0)
        XCTAssertEqual(count(code, ["Example": screen, "MailBar": "NavigationBar { title: \"\u{041F}\u{043E}\u{0447}\u{0442}\u{0430}\" }\n"]), 1)
    }
}
