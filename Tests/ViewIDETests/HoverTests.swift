/// Hover at a `‸` cursor: a component's guideline card with what its rules
/// report in this file, workspace screens and components, properties, enum
/// members, colours and ids, a diagnostic's rule explained, and nil on
/// whitespace, punctuation, comments and strings. Offsets are bytes.
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax
import XCTest

final class HoverTests: XCTestCase {
    private let others = [
        "Settings": "Screen { title: \"Settings\" }",
        "Library": "Screen {\n    NavigationBar { title: \"Library\" }\n}",
        "Components/BookCell": "Cell { style: subtitle; title: \"Book\" }",
        "Tabs": "TabBar { Tab {} Tab {} Tab {} Tab {} Tab {} }",
    ]

    /// The hover at the cursor in `Example`, with the real diagnostics of the file.
    private func hover(_ marked: String) -> (HoverContent?, text: String) {
        let (workspace, offset) = EditorHarness.workspace("Example", marked, others: others)
        let path = EditorHarness.path("Example")
        let diagnostics = Checker.check(path, in: workspace)?.diagnostics ?? []
        let text = EditorHarness.marked(marked).text
        return (Hover.content(at: offset, path: path, in: workspace, diagnostics: diagnostics), text)
    }

    private func assertContains(_ content: HoverContent?, markdown: [String], plain: [String] = [],
                                file: StaticString = #filePath, line: UInt = #line) {
        guard let content else { return XCTFail("no hover", file: file, line: line) }
        for part in markdown { XCTAssertTrue(content.markdown.contains(part), "missing \(part) in:\n\(content.markdown)", file: file, line: line) }
        for part in plain { XCTAssertTrue(content.plainText.contains(part), "missing \(part) in:\n\(content.plainText)", file: file, line: line) }
        XCTAssertFalse(content.plainText.contains("`"), "markup in plain text:\n\(content.plainText)", file: file, line: line)
        XCTAssertFalse(content.plainText.contains("**"), "markup in plain text:\n\(content.plainText)", file: file, line: line)
    }

    func testComponentNameShowsGuidelineCardWithWhatItsRulesReportHere() {
        let source = "Screen {\n    Tab‸Bar { Tab {} Tab {} Tab {} Tab {} Tab {} Tab {} }\n}\n"
        let (content, text) = hover(source)
        assertContains(content, markdown: [
            "**TabBar** · bars",
            "Five tabs at most on iPhone",
            "**Properties**\n- `tint`: color\n- `background`: color\n- `backgroundImage`: image\n- `capInsets`: list(number)\n- `id`: ref(any)\n- `hidden`: bool = `false`",
            "**Reported here**\n- `tab-bar/too-many-tabs` — 6 tabs — an iPhone tab bar holds 5",
            "**Other rules that check it**",
        ], plain: ["TabBar · bars", "- tab-bar/too-many-tabs — 6 tabs — an iPhone tab bar holds 5"])
        XCTAssertEqual(content?.range, EditorHarness.range(of: "TabBar", in: text))
        // The rule's diagnostic covers the name, so its explanation comes first.
        XCTAssertTrue(content?.markdown.hasPrefix("**tab-bar/too-many-tabs**: 6 tabs — an iPhone tab bar holds 5") ?? false)
        XCTAssertTrue(content?.markdown.contains("**What it checks.** Counts the `Tab`s of a `TabBar`.") ?? false)
    }

    func testCardOfAQuietComponentListsItsRulesAndPropertiesWithDefaults() {
        let (content, _) = hover("Screen {\n    Table‸View { Cell { title: \"A\" } }\n}\n")
        assertContains(content, markdown: [
            "**TableView** · content views",
            "- `style`: plain | grouped = `plain`",
            "- `rowHeight`: number\n",
            "**Rules that check it**\n- `controls/small-target` — ",
            "- `scroll-view/nested-same-direction` — ",
            "- `table-view/grouped-index` — Only plain tables have a section index",
        ])
        XCTAssertFalse(content?.markdown.contains("Reported here") ?? true)
    }

    func testWorkspaceComponentShowsItsFileTitleAndKind() {
        let (content, text) = hover("Screen {\n    TableView {\n        Book‸Cell { title: \"Dune\" }\n    }\n}\n")
        assertContains(content, markdown: [
            "**BookCell** · component built on `Cell`",
            "Defined in `Components/BookCell.view`",
            "Title: Book",
        ], plain: ["BookCell · component built on Cell", "Defined in Components/BookCell.view"])
        XCTAssertEqual(content?.range, EditorHarness.range(of: "BookCell", in: text))
    }

    func testWorkspaceComponentUseShowsWhatItsKindsRulesReportThere() {
        let (content, _) = hover("Screen {\n    Ta‸bs { Tab {} }\n}\n")
        assertContains(content, markdown: [
            "**Tabs** · component built on `TabBar`",
            "A `TabBar`: The bar at the bottom",
            "**Reported here**\n- `tab-bar/too-many-tabs` — 6 tabs — an iPhone tab bar holds 5",
        ])
        XCTAssertFalse(content?.markdown.contains("Other rules") ?? true, "a component's hover lists only what is reported")
    }

    func testScreenNameInAValueShowsItsFileAndTitle() {
        let (content, text) = hover("Screen {\n    TableView { Cell { push: Sett‸ings } }\n}\n")
        assertContains(content, markdown: ["**Settings** · screen", "Defined in `Settings.view`", "Title: Settings"])
        XCTAssertEqual(content?.range, EditorHarness.range(of: "Settings", in: text))
        // A screen without its own title takes its navigation bar's.
        let (library, _) = hover("Screen {\n    Button { push: Lib‸rary }\n}\n")
        assertContains(library, markdown: ["**Library** · screen", "Title: Library"])
    }

    func testPropertyNameShowsTypeDefaultAndValues() {
        let (content, text) = hover("Screen {\n    TableView { sty‸le: grouped }\n}\n")
        assertContains(content, markdown: ["`style` · property of `TableView`", "Type: `enum`", "Default: `plain`",
                                           "Values: `plain` and `grouped`"],
                       plain: ["style · property of TableView", "Values: plain and grouped"])
        XCTAssertEqual(content?.range, EditorHarness.range(of: "style", in: text))
        let (common, _) = hover("Screen {\n    Label { hid‸den: false }\n}\n")
        assertContains(common, markdown: ["Type: `bool`", "Default: `false`", "Values: `true` and `false`", "Every element takes this property."])
        let (colour, _) = hover("Screen {\n    back‸ground: red\n}\n")
        assertContains(colour, markdown: ["Default: `white`", "`black`, `white`", "or \"#RRGGBB\""])
    }

    func testEnumMemberShowsItsPropertyAndTheOtherMembers() {
        let (content, text) = hover("Screen {\n    TableView { style: grou‸ped }\n}\n")
        assertContains(content, markdown: ["`grouped` · a value of `TableView.style`", "Other values: `plain`", "Default: `plain`"])
        XCTAssertEqual(content?.range, EditorHarness.range(of: "grouped", in: text))
        let (listMember, _) = hover("Screen {\n    orientations: [portrait, land‸scape]\n}\n")
        assertContains(listMember, markdown: ["`landscape` · a value of `Screen.orientations`", "Other values: `portrait`"])
    }

    /// Language v3: an old spelling (`default`, a word QML reserves) shows the member it is read as.
    func testADeprecatedSpellingShowsTheMemberItIsReadAs() {
        let (content, text) = hover("Screen {\n    TextField { keyboard: defa‸ult }\n}\n")
        assertContains(content, markdown: ["`standard` · a value of `TextField.keyboard`",
                                           "Written `default`, its old spelling: QML reserves that word, so write `standard`.",
                                           "The default."])
        XCTAssertEqual(content?.range, EditorHarness.range(of: "default", in: text))
        let (editing, _) = hover("Screen {\n    TableView { Cell { editing: del‸ete } }\n}\n")
        assertContains(editing, markdown: ["`remove` · a value of `Cell.editing`", "Other values: `none`, `insert`, and `reorder`"])
    }

    func testSystemImagesSayWhichSystemItemTheyAre() {
        let (tab, text) = hover("Screen {\n    TabBar { Tab { icon: system.mo‸re } }\n}\n")
        assertContains(tab, markdown: ["`system.more` · system image", "A tab bar system item"])
        XCTAssertEqual(tab?.range, EditorHarness.range(of: "more", in: text))
        let (both, _) = hover("Screen {\n    ImageView { images: [system.book‸marks] }\n}\n")
        assertContains(both, markdown: ["`system.bookmarks` · system image", "A bar button system item", "A tab bar system item"])
        XCTAssertTrue(both?.plainText.contains("the image a BarButton with system: bookmarks shows") ?? false, both?.plainText ?? "")
        XCTAssertNil(hover("Screen {\n    ImageView { image: system.ge‸ar }\n}\n").0, "an unknown name is not explained")
        XCTAssertNil(hover("Screen {\n    ImageView { image: sys‸tem.camera }\n}\n").0, "the `system` prefix names nothing")
        XCTAssertNil(hover("Screen {\n    ImageView { unknown: system.came‸ra }\n}\n").0, "not on an image property")
    }

    func testLanguageAdditionsAreDocumented() {
        let (background, _) = hover("Screen {\n    NavigationBar { backgr‸ound: blue }\n}\n")
        assertContains(background, markdown: ["`background` · property of `NavigationBar`", "`tint` stays the colour of its items",
                                               "Type: `color`"])
        let (showDetail, _) = hover("Screen {\n    TableView { Cell { showDe‸tail: Settings } }\n}\n")
        assertContains(showDetail, markdown: ["split view's secondary pane", "Type: `screen`"])
        let (selected, _) = hover("Screen {\n    TableView { Cell { sel‸ected: true } }\n}\n")
        assertContains(selected, markdown: ["Type: `bool`", "Default: `false`"])
        let (screen, _) = hover("Screen {\n    TableView { Cell { showDetail: Sett‸ings } }\n}\n")
        assertContains(screen, markdown: ["**Settings** · screen"])
    }

    func testLanguageVersion4AdditionsAreDocumented() {
        let (lines, _) = hover("Screen {\n    TableView { Cell { title: \"A\"; titleLi‸nes: 2 } }\n}\n")
        assertContains(lines, markdown: ["`titleLines` · property of `Cell`", "How many lines the title may take before it is cut; `0` means no limit.",
                                         "Type: `number`", "Default: `1`"])
        let (visibleIn, _) = hover("Screen {\n    Label { text: \"A\"; visible‸In: [portrait] }\n}\n")
        assertContains(visibleIn, markdown: ["The orientations in which the element is shown", "Default: `[portrait, landscape]`",
                                             "Every element takes this property."])
        let (insets, _) = hover("Screen {\n    Toolbar { backgroundImage: \"bar.png\"; capIn‸sets: [0, 4, 0, 4] }\n}\n")
        assertContains(insets, markdown: ["`capInsets` · property of `Toolbar`", "`[top, left, bottom, right]`", "Type: `list(number)`"])
        let (dismiss, _) = hover("Screen {\n    Popover { dismiss‸On: [outsideTap] }\n}\n")
        assertContains(dismiss, markdown: ["What closes the popover", "No default", "`selection` and `outsideTap`"])
        let (choice, _) = hover("Screen {\n    TableView { choice: sing‸le }\n}\n")
        assertContains(choice, markdown: ["`single`"])
    }

    func testColourAndIdValues() {
        let (colour, _) = hover("Screen {\n    background: re‸d\n}\n")
        assertContains(colour, markdown: ["`red` · palette colour #FF3B30"])
        let (reference, _) = hover("Screen {\n    device: ipad\n    Popover { source: me‸nu }\n    Toolbar { BarButton { id: menu; system: organize } }\n}\n")
        assertContains(reference, markdown: ["`menu` · the id of a `BarButton` on line 4"])
    }

    func testDiagnosticRangeShowsTheRuleExplanation() {
        let source = "Screen {\n    StatusBar { hidden: tr‸ue }\n}\n"
        let (content, text) = hover(source)
        assertContains(content, markdown: [
            "**status-bar/hidden**: the status bar is hidden",
            "**What it checks.** Flags `StatusBar { hidden: true }`",
            "**Why.** The status bar is translucent",
            "**How to fix.** Remove `hidden: true`.",
        ], plain: ["What it checks. Flags StatusBar { hidden: true }"])
        XCTAssertEqual(content?.range, EditorHarness.range(of: "hidden: true", in: text))
    }

    func testNothingOnWhitespacePunctuationCommentsAndStrings() {
        XCTAssertNil(hover("Screen {\n  ‸  title: \"A\"\n}\n").0)
        XCTAssertNil(hover("Screen ‸{\n    title: \"A\"\n}\n").0)
        XCTAssertNil(hover("Screen {\n    // a comm‸ent\n    title: \"A\"\n}\n").0)
        XCTAssertNil(hover("Screen {\n    title: \"A ti‸tle\"\n}\n").0)
        XCTAssertNil(hover("Screen {\n    Unknown‸Thing {}\n}\n").0)
    }

    func testOffsetsAreBytesOnLinesWithCyrillicAndChinese() {
        let source = "Screen {\n    TableView {\n        Cell { title: \"Привет, 世界\"; accessory: check‸mark }\n    }\n}\n"
        let (content, text) = hover(source)
        assertContains(content, markdown: ["`checkmark` · a value of `Cell.accessory`"])
        let range = EditorHarness.range(of: "checkmark", in: text)
        XCTAssertEqual(content?.range, range)
        XCTAssertEqual(range.map { String(decoding: Array(text.utf8)[$0], as: UTF8.self) }, "checkmark")
        // In characters the word starts earlier: the test would fail on character offsets.
        XCTAssertGreaterThan(range?.lowerBound ?? 0, text.distance(from: text.startIndex, to: text.range(of: "checkmark")!.lowerBound))
        XCTAssertNil(hover("Screen {\n    TableView {\n        Cell { title: \"При‸вет, 世界\" }\n    }\n}\n").0)
    }

    func testOffsetsOutsideTheFileOrUnknownPathsGiveNothing() {
        let (workspace, _) = EditorHarness.workspace("Example", "Screen {}")
        let path = EditorHarness.path("Example")
        for offset in [-1, 10, 1_000, Int.max] {
            XCTAssertNil(Hover.content(at: offset, path: path, in: workspace, diagnostics: []))
        }
        XCTAssertNil(Hover.content(at: 0, path: "/elsewhere/Other.view", in: workspace, diagnostics: []))
        XCTAssertNotNil(Hover.content(at: 0, path: path, in: workspace, diagnostics: []))
    }
}
