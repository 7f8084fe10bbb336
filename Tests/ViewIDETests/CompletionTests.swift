/// Completion at a `‸` cursor: a block's children (by the schema's placement
/// rules, with workspace components) and unset properties, the values after
/// `name:` by type, roots of an empty file, on broken input and mid-word.
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax
import XCTest

final class CompletionTests: XCTestCase {
    private let others = [
        "Settings": "Screen { title: \"Settings\" }",
        "Library": "Screen { title: \"Library\" }",
        "Components/BookCell": "Cell { style: subtitle }",
        "ShareButton": "BarButton { system: action }",
        "Filters": "Popover { kind: options }",
    ]

    private func items(_ marked: String, snippets: Bool = true) -> (items: [CompletionItem], text: String) {
        let (workspace, offset) = EditorHarness.workspace("Example", marked, others: others)
        let items = Completion.items(at: offset, path: EditorHarness.path("Example"), in: workspace, snippets: snippets)
        XCTAssertEqual(Set(items.map(\.label)).count, items.count, "duplicate labels: \(items.map(\.label))")
        return (items, EditorHarness.marked(marked).text)
    }

    private func labels(_ marked: String, kind: CompletionKind? = nil) -> [String] {
        items(marked).items.filter { kind == nil || $0.kind == kind }.map(\.label)
    }

    func testEmptyScreenBlockOffersItsPropertiesAndWhatAContainerHolds() throws {
        let (result, text) = items("Screen {\n    ‸\n}\n")
        let properties = result.filter { $0.kind == .property }.map(\.label)
        XCTAssertEqual(properties, ["title", "device", "orientations", "background", "fullscreenMedia", "extendsUnderBars",
                                    "barsToggle", "hidesTabBar", "id", "hidden", "width", "height", "accessibilityLabel", "visibleIn"])
        let components = Set(result.filter { $0.kind == .component }.map(\.label))
        XCTAssertTrue(components.isSuperset(of: ["NavigationBar", "TableView", "TabBar", "Toolbar", "Popover", "SplitView", "Label"]))
        XCTAssertTrue(components.isDisjoint(with: ["Screen", "Cell", "BarButton", "Tab", "Modal", "Alert", "Page", "Item"]))
        XCTAssertTrue(components.isDisjoint(with: ["BookCell", "ShareButton", "Settings"]), "components that may not stand in a screen")
        XCTAssertTrue(components.contains("Filters"), "a workspace Popover may stand in a screen")
        let navigationBar = try XCTUnwrap(result.first { $0.label == "NavigationBar" })
        XCTAssertEqual(navigationBar.insertText, "NavigationBar {\n\t$0\n}")
        XCTAssertTrue(navigationBar.isSnippet)
        XCTAssertEqual(navigationBar.detail, "component")
        XCTAssertEqual(navigationBar.documentation?.hasPrefix("The bar at the top"), true)
        let title = try XCTUnwrap(result.first { $0.label == "title" })
        XCTAssertEqual(title.insertText, "title: ")
        XCTAssertEqual(title.detail, "string")
        let offset = EditorHarness.marked("Screen {\n    ‸\n}\n").offset
        XCTAssertEqual(title.replaceRange, offset..<offset)
        XCTAssertEqual(text, "Screen {\n    \n}\n")
    }

    func testNavigationBarOffersOnlyItsAllowedChildren() throws {
        let (result, _) = items("Screen {\n    NavigationBar {\n        ‸\n    }\n}\n")
        let components = result.filter { $0.kind == .component }
        XCTAssertEqual(Set(components.map(\.label)), ["BackButton", "BarButton", "SegmentedControl", "SearchBar", "ShareButton"])
        let share = try XCTUnwrap(components.first { $0.label == "ShareButton" })
        XCTAssertEqual(share.detail, "component · BarButton")
        XCTAssertEqual(share.documentation, "Component defined in `ShareButton.view`, built on `BarButton`")
        XCTAssertEqual(result.filter { $0.kind == .property }.map(\.label).prefix(5), ["title", "prompt", "translucent", "tint", "background"])
    }

    func testWithoutSnippetsComponentsInsertTheirName() throws {
        let (result, _) = items("Screen {\n    ‸\n}\n", snippets: false)
        let toolbar = try XCTUnwrap(result.first { $0.label == "Toolbar" })
        XCTAssertEqual(toolbar.insertText, "Toolbar")
        XCTAssertFalse(toolbar.isSnippet)
    }

    func testAfterStyleColonInATableViewOffersItsStyles() throws {
        XCTAssertEqual(labels("Screen {\n    TableView { style: ‸ }\n}\n"), ["plain", "grouped"])
        XCTAssertEqual(labels("Screen {\n    TableView {\n        style:‸\n    }\n}\n"), ["plain", "grouped"])
        let plain = try XCTUnwrap(items("Screen {\n    TableView { style: ‸ }\n}\n").items.first)
        XCTAssertEqual(plain.kind, .enumMember)
        XCTAssertEqual(plain.detail, "value of TableView.style")
        XCTAssertEqual(plain.documentation, "The default value of `TableView.style`.")
        XCTAssertEqual(plain.insertText, "plain")
    }

    func testAfterPushTheWorkspaceScreens() throws {
        let (result, _) = items("Screen {\n    TableView { Cell { push: ‸ } }\n}\n")
        // The screen itself too: a folder screen may push another folder.
        XCTAssertEqual(result.map(\.label), ["Example", "Library", "Settings"])
        XCTAssertEqual(Set(result.map(\.kind)), [.screen])
        XCTAssertEqual(result.last?.documentation, "Screen defined in `Settings.view`")
        XCTAssertEqual(labels("Screen {\n    TableView { Cell { push: ‸"), ["Example", "Library", "Settings"], "unclosed blocks at end of file")
    }

    func testAfterSourceTheIdsOfTheFile() throws {
        let source = "Screen {\n    device: ipad\n    Popover { id: filters; source: ‸ }\n    Toolbar {\n        BarButton { id: menu; system: organize }\n        BarButton { id: share; system: action }\n    }\n}\n"
        let (result, _) = items(source)
        XCTAssertEqual(result.map(\.label), ["menu", "share"], "the popover's own id is left out")
        XCTAssertEqual(result.first?.kind, .reference)
        XCTAssertEqual(result.first?.detail, "id of a BarButton")
        XCTAssertEqual(result.first?.documentation, "The `BarButton` with `id: menu`, line 5.")
        XCTAssertEqual(labels("Screen {\n    Label { id: ‸ }\n    Button { id: go }\n}\n"), [], "a new id is not a reference")
    }

    func testValuesByTypeAfterColon() {
        XCTAssertEqual(labels("Screen {\n    Label { hidden: ‸ }\n}\n", kind: .keyword), ["true", "false"])
        XCTAssertEqual(labels("Screen {\n    background: ‸\n}\n"), Schema.paletteColorNames)
        XCTAssertEqual(labels("Screen {\n    Button { presents: ‸ }\n}\n"),
                       ["ActivityViewController", "Popover", "Modal", "Alert", "ActionSheet", "Filters", "Example", "Library", "Settings"])
        XCTAssertEqual(labels("Screen {\n    Label { text: ‸ }\n}\n"), [], "nothing to offer for a string")
        XCTAssertEqual(labels("Screen {\n    Label { unknown: ‸ }\n}\n"), [])
    }

    /// Language v3: only the new spellings are offered, never `default` or `delete`.
    func testMembersAreOfferedInTheirNewSpellings() {
        XCTAssertEqual(labels("Screen {\n    TextField { keyboard: ‸ }\n}\n"),
                       ["standard", "url", "email", "phonePad", "numberPad", "decimalPad", "asciiCapable"])
        XCTAssertEqual(labels("Screen {\n    TableView { Cell { style: ‸ } }\n}\n"), ["standard", "subtitle", "value1", "value2", "custom"])
        XCTAssertEqual(labels("Screen {\n    TableView { Cell { editing: ‸ } }\n}\n"), ["none", "remove", "insert", "reorder"])
    }

    func testListValuesOfferMembersNotYetListed() {
        XCTAssertEqual(labels("Screen {\n    orientations: [portrait, ‸]\n}\n"), ["landscape"])
        XCTAssertEqual(labels("Screen {\n    orientations: [‸"), ["portrait", "landscape"])
        XCTAssertEqual(labels("Screen {\n    orientations: ‸\n}\n"), [], "a list value starts with `[`")
    }

    func testImagePropertiesOfferSystemImages() {
        let qualified = labels("Screen {\n    Toolbar { BarButton { icon: ‸ } }\n}\n")
        XCTAssertTrue(qualified.contains("system.add"), "\(qualified)")
        XCTAssertTrue(qualified.allSatisfy { $0.hasPrefix("system.") }, "\(qualified)")
        let afterDot = labels("Screen {\n    Toolbar { BarButton { icon: system.‸ } }\n}\n")
        XCTAssertTrue(afterDot.contains("add") && afterDot.contains("trash"), "\(afterDot)")
        XCTAssertEqual(labels("Screen {\n    Toolbar { BarButton { icon: system.tr‸ } }\n}\n"), ["trash"])
        XCTAssertEqual(labels("Screen {\n    ImageView { image: system.ca‸ }\n}\n"), ["camera", "cancel"])
        XCTAssertEqual(labels("Screen {\n    title: system.‸\n}\n"), [], "not for a string property")
    }

    /// Tab bar system items are system images too; each item says which kind it is.
    func testSystemImagesIncludeTabBarItemsAndSayWhatTheyAre() throws {
        let names = labels("Screen {\n    TabBar { Tab { icon: system.‸ } }\n}\n")
        XCTAssertEqual(names, Schema.systemImageNames)
        XCTAssertTrue(Set(names).isSuperset(of: ["more", "favorites", "mostViewed", "action", "trash"]))
        XCTAssertEqual(labels("Screen {\n    TabBar { Tab { icon: system.mo‸ } }\n}\n"), ["more", "mostRecent", "mostViewed"])
        let result = items("Screen {\n    TabBar { Tab { icon: ‸ } }\n}\n").items
        let more = try XCTUnwrap(result.first { $0.label == "system.more" })
        XCTAssertEqual(more.documentation, "A tab bar system item: iOS draws it, so it keeps its system meaning.")
        let trash = try XCTUnwrap(result.first { $0.label == "system.trash" })
        XCTAssertEqual(trash.documentation, "A bar button system item: the image a `BarButton` with `system: trash` shows.")
        let bookmarks = try XCTUnwrap(result.first { $0.label == "system.bookmarks" })
        XCTAssertEqual(bookmarks.documentation?.components(separatedBy: "\n\n").count, 2, "both kinds")
    }

    /// Version 2's properties are offered with their documentation.
    func testLanguageAdditionsAreOffered() throws {
        let bar = items("Screen {\n    NavigationBar { ‸ }\n}\n").items.filter { $0.kind == .property }
        XCTAssertTrue(Set(bar.map(\.label)).isSuperset(of: ["background", "titleColor", "tint"]))
        XCTAssertEqual(bar.first { $0.label == "background" }?.documentation,
                       "The colour of the bar itself; `tint` stays the colour of its items.")
        XCTAssertTrue(labels("Screen {\n    Toolbar { ‸ }\n}\n", kind: .property).contains("background"))
        XCTAssertTrue(labels("Screen {\n    TabBar { ‸ }\n}\n", kind: .property).contains("background"))
        let cell = items("Screen {\n    TableView { Cell { ‸ } }\n}\n").items.filter { $0.kind == .property }
        let selected = try XCTUnwrap(cell.first { $0.label == "selected" })
        XCTAssertEqual(selected.detail, "bool")
        XCTAssertTrue(selected.documentation?.hasSuffix("Default: `false`") ?? false, "\(selected.documentation ?? "")")
        XCTAssertEqual(cell.first { $0.label == "showDetail" }?.detail, "screen")
        XCTAssertEqual(labels("Screen {\n    TableView { Cell { showDetail: ‸ } }\n}\n"), ["Example", "Library", "Settings"])
        XCTAssertEqual(labels("Screen {\n    TableView { Cell { selected: ‸ } }\n}\n"), ["true", "false"])
        XCTAssertEqual(labels("Screen {\n    NavigationBar { titleColor: ‸ }\n}\n"), Schema.paletteColorNames)
    }

    func testLanguageVersion4AdditionsAreOffered() throws {
        let popover = labels("Screen {\n    Popover { ‸ }\n}\n", kind: .property)
        XCTAssertTrue(Set(popover).isSuperset(of: ["dismissOn", "modal", "outsideTap", "passthrough", "extendsUnderBars", "visibleIn"]))
        let cell = items("Screen {\n    TableView { Cell { ‸ } }\n}\n").items.filter { $0.kind == .property }
        let titleLines = try XCTUnwrap(cell.first { $0.label == "titleLines" })
        XCTAssertEqual(titleLines.detail, "number")
        XCTAssertEqual(titleLines.documentation?.hasPrefix("How many lines the title may take before it is cut; `0` means no limit."), true)
        XCTAssertTrue(Set(cell.map(\.label)).isSuperset(of: ["detailLines", "selectable"]))
        XCTAssertTrue(labels("Screen {\n    Label { ‸ }\n}\n", kind: .property).contains("lines"))
        XCTAssertTrue(Set(labels("Screen {\n    TabBar { ‸ }\n}\n", kind: .property)).isSuperset(of: ["backgroundImage", "capInsets"]))
        XCTAssertTrue(Set(labels("Screen {\n    SplitView { ‸ }\n}\n", kind: .property)).isSuperset(of: ["displayModeButton", "presentsWithGesture"]))
        XCTAssertEqual(labels("Screen {\n    TableView { choice: ‸ }\n}\n"), ["none", "single", "multiple"])
        XCTAssertEqual(labels("Screen {\n    barsToggle: ‸\n}\n"), ["tap", "swipe", "none"])
        XCTAssertEqual(labels("Screen {\n    Popover { outsideTap: ‸ }\n}\n"), ["keep", "discard"])
        XCTAssertTrue(labels("Screen {\n    TextField { contentType: ‸ }\n}\n").contains("password"))
        XCTAssertEqual(labels("Screen {\n    Label { visibleIn: [portrait, ‸] }\n}\n"), ["landscape"])
    }

    func testMidWordFiltersByThePrefixCaseInsensitivelyAndReplacesIt() throws {
        let source = "Screen {\n    TableView { Cell { acc‸ } }\n}\n"
        let (result, text) = items(source)
        XCTAssertEqual(result.map(\.label), ["accessory", "accessibilityLabel"])
        XCTAssertEqual(result.first?.replaceRange, EditorHarness.range(of: "acc", in: text))
        XCTAssertEqual(labels("Screen {\n    TableView { Cell { push: sett‸ } }\n}\n"), ["Settings"])
        XCTAssertEqual(labels("Screen {\n    TableView { style: GRO‸ }\n}\n"), ["grouped"])
        XCTAssertEqual(labels("Screen {\n    Tool‸\n}\n"), ["Toolbar"])
        // In the middle of a word, only the part before the cursor filters and is replaced.
        let (middle, middleText) = items("Screen {\n    Nav‸igationBar\n}\n")
        XCTAssertEqual(middle.map(\.label), ["NavigationBar"])
        XCTAssertEqual(middle.first?.replaceRange, EditorHarness.range(of: "Nav", in: middleText))
    }

    func testInsideAnUnclosedBlock() {
        let result = labels("Screen {\n    Toolbar {\n        ‸")
        XCTAssertEqual(Set(result.filter { $0.first?.isUppercase == true }),
                       ["BarButton", "FixedSpace", "FlexibleSpace", "SegmentedControl", "TextField", "ShareButton"])
        XCTAssertTrue(result.contains("translucent"))
        XCTAssertEqual(labels("Screen {\n    Toolbar {\n        BarButton { sys‸"), ["system"])
    }

    func testAtEndOfFile() {
        let tabs = labels("Screen {\n    TabBar {\n        Tab { title: \"A\" }\n‸")
        XCTAssertTrue(tabs.contains("Tab"))
        XCTAssertFalse(tabs.contains("TabBar"))
        let screen = labels("Screen {\n    title: \"A\"\n‸")
        XCTAssertTrue(screen.contains("device"))
        XCTAssertFalse(screen.contains("title"))
        XCTAssertEqual(labels("Screen {\n    title: \"A\"\n}\n‸"), [], "nothing may follow the root")
    }

    func testAlreadySetPropertiesAreNotOfferedAgain() {
        let result = labels("Screen {\n    title: \"A\"\n    ‸\n    background: red\n    Toolbar {}\n}\n", kind: .property)
        XCTAssertFalse(result.contains("title"))
        XCTAssertFalse(result.contains("background"))
        XCTAssertEqual(result.first, "device")
        // The word being typed is not a setting of its own.
        XCTAssertEqual(labels("Screen {\n    title‸\n}\n"), ["title"])
    }

    func testFileRootOffersScreenAndTheBuiltIns() {
        let root = labels("‸")
        XCTAssertEqual(root.first, "Screen")
        XCTAssertEqual(root.count, Schema.components.count)
        XCTAssertEqual(labels("Scr‸"), ["Screen", "ScrollView"])
        XCTAssertEqual(labels("// a new screen\n‸"), labels("‸"))
        XCTAssertEqual(labels("‸Screen {}"), [], "before an existing root")
    }

    func testNothingWhereNoMemberOrValueMayStand() {
        XCTAssertEqual(labels("Screen {\n    title: \"A ‸\"\n}\n"), [], "inside a string")
        XCTAssertEqual(labels("Screen {\n    title: \"unterminated ‸\n}\n"), [], "inside an unterminated string")
        XCTAssertEqual(labels("Screen {\n    // a comment ‸\n}\n"), [], "inside a comment")
        XCTAssertEqual(labels("Screen {\n    title: \"A\" ‸\n}\n"), [], "after a value on the same line")
        XCTAssertEqual(labels("Screen {\n    Label ‸{}\n}\n"), [], "between a name and its block")
    }

    func testOffsetsOutsideTheFileGiveNothing() {
        let (workspace, _) = EditorHarness.workspace("Example", "Screen {}")
        for offset in [-1, 100, Int.max] {
            XCTAssertEqual(Completion.items(at: offset, path: EditorHarness.path("Example"), in: workspace, snippets: true), [])
        }
        XCTAssertEqual(Completion.items(at: 0, path: "/nowhere.view", in: workspace, snippets: true), [])
    }
}
