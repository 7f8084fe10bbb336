/// A component's fault once (`docs/checking.md`, "Where a finding is
/// reported"): a fault written entirely in a component file is reported in
/// that file only, never again at each use; a fault a use creates — with its
/// bindings, its children or where it stands — is reported at the use, also
/// when the element it is on is written in the component.
import Foundation
import ViewModel
import ViewRules
import XCTest

final class ComponentFaultPlacementTests: XCTestCase {
    /// Every finding of `code` in the workspace, as `File:start-end`.
    func findings(_ code: String, in files: [String: String]) -> [String] {
        let workspace = CheckHarness.workspace(files)
        return files.keys.sorted().flatMap { name in
            CheckHarness.check(name, in: workspace).filter { $0.code == code }.map { "\(name):\($0.range.lowerBound)-\($0.range.upperBound)" }
        }
    }

    func testSixTabsInAComponentAreOneFindingInTheComponent() {
        let files = [
            "Tabs": "TabBar {\n    Tab { title: \"A\" }\n    Tab { title: \"B\" }\n    Tab { title: \"C\" }\n    Tab { title: \"D\" }\n    Tab { title: \"E\" }\n    Tab { title: \"F\" }\n}\n",
            "Home": "Screen {\n    Tabs { }\n}\n",
            "Other": "Screen {\n    title: \"Other\"\n    Tabs { }\n}\n",
        ]
        XCTAssertEqual(findings("tab-bar/too-many-tabs", in: files), ["Tabs:0-6"])
    }

    func testTabsAUseAddsAreReportedAtTheUse() {
        // Four tabs in the component are fine; two more at a use make six there.
        let files = [
            "Tabs": "TabBar {\n    Tab { title: \"A\" }\n    Tab { title: \"B\" }\n    Tab { title: \"C\" }\n    Tab { title: \"D\" }\n}\n",
            "Home": "Screen {\n    Tabs { Tab { title: \"E\" }\n Tab { title: \"F\" } }\n}\n",
            "Other": "Screen {\n    Tabs { }\n}\n",
        ]
        XCTAssertEqual(findings("tab-bar/too-many-tabs", in: files), ["Home:13-17"])
    }

    func testTheSiblingIssuesFaultsAreReportedOnceInTheComponent() {
        // Each: a component with the fault, used bare by two screens.
        let cases: [(code: String, component: String, expected: [String])] = [
            ("search-bar/text-field", "TextField { purpose: search; placeholder: \"Search\" }\n", ["Field:0-9"]),
            ("text-view/keyboard", "TextField { placeholder: \"PIN\"; contentType: pin; keyboard: default }\n", ["Field:50-67"]),
            ("popover/too-large", "Popover { width: 800; height: 1100; TableView { Cell { title: \"Saved\" } } }\n", ["Field:0-7"]),
        ]
        for (code, component, expected) in cases {
            let popover = code == "popover/too-large"
            let use = popover ? "Toolbar { BarButton { system: bookmarks; presents: Field { } } }" : "Field { }"
            let files = [
                "Field": component,
                "Home": "Screen {\n    device: ipad\n    \(use)\n}\n",
                "Other": "Screen {\n    device: ipad\n    title: \"Other\"\n    \(use)\n}\n",
            ]
            XCTAssertEqual(findings(code, in: files), expected, code)
        }
    }

    func testAFaultTheUsesBindingsCreateInsideTheComponentIsReportedAtTheUse() {
        // The component is the Action button; the use's title makes it a text button.
        let files = [
            "ShareButton": "BarButton { system: action; presents: ActivityViewController { activities: [copy, mail] } }\n",
            "Quote": "Screen {\n    NavigationBar {\n        title: \"Quote\"\n        ShareButton { title: \"Share\" }\n    }\n}\n",
            "Plain": "Screen {\n    NavigationBar {\n        title: \"Plain\"\n        ShareButton { }\n    }\n}\n",
        ]
        XCTAssertEqual(findings("activity-view-controller/custom-trigger", in: files), ["Quote:60-71"])
        let workspace = CheckHarness.workspace(files)
        let finding = CheckHarness.check("Quote", in: workspace).first { $0.code == "activity-view-controller/custom-trigger" }
        XCTAssertEqual(finding?.related.first?.location, SourceLocation(path: CheckHarness.path("ShareButton"), range: 38..<60))
        XCTAssertEqual(finding?.related.first?.message, "here, in the component `ShareButton` that this use brings in")
    }

    func testAFaultInsideAComponentStaysInItsFile() {
        // The hidden tab is written in the component: reported there, not at the uses.
        let files = [
            "MainTabs": "TabBar {\n    Tab { title: \"Home\" }\n    Tab { title: \"Old\"; hidden: true }\n}\n",
            "Home": "Screen {\n    MainTabs { }\n}\n",
            "Other": "Screen {\n    MainTabs { }\n}\n",
        ]
        let workspace = CheckHarness.workspace(files)
        XCTAssertEqual(CheckHarness.check("Home", in: workspace).filter { $0.code.hasPrefix("tab-bar/") }.map(\.code), [])
        XCTAssertFalse(CheckHarness.check("MainTabs", in: workspace).filter { $0.code.hasPrefix("tab-bar/") }.isEmpty)
    }

    /// The related place a finding at a use points at in `component`, as `start-end`.
    func relatedPlaces(_ code: String, in files: [String: String], checking name: String, component: String) -> [String] {
        CheckHarness.check(name, in: CheckHarness.workspace(files)).filter { $0.code == code }.flatMap { diagnostic in
            diagnostic.related.filter { $0.location.path == CheckHarness.path(component) }
                .map { "\($0.location.range.lowerBound)-\($0.location.range.upperBound)" }
        }
    }

    func testAComponentsFaultJudgedWithOtherWordsAtAUseIsStillReportedOnce() {
        // Alone, six tabs are an iPhone tab bar's fault; in an iPad popover, the same six tabs with other words.
        let files = [
            "Tabs": "TabBar { Tab {} Tab {} Tab {} Tab {} Tab {} Tab {} }\n",
            "Home": "Screen {\n    device: ipad\n    Popover {\n        source: menu\n        Tabs { }\n    }\n    Toolbar { BarButton { id: menu; system: organize } }\n}\n",
        ]
        XCTAssertEqual(findings("tab-bar/too-many-tabs", in: files), ["Tabs:0-6"])
    }

    func testARowHeightAComponentGivesIsReportedAtTheUseWithItsPlace() {
        let files = [
            "Drafts": "Cell { title: \"Drafts\"; height: 60 }\n",
            "Home": "Screen {\n    TableView {\n        style: plain\n        Cell { title: \"Inbox\"; height: 44 }\n        Drafts { }\n    }\n}\n",
        ]
        XCTAssertEqual(findings("table-view/uneven-rows", in: files), ["Home:98-104"])
        XCTAssertEqual(relatedPlaces("table-view/uneven-rows", in: files, checking: "Home", component: "Drafts"), ["24-34"])
    }

    func testAToolbarTitleAComponentGivesPointsAtTheTitle() {
        let files = [
            "Archive": "BarButton { title: \"Archive\" }\n",
            "Home": "Screen {\n    Toolbar {\n        BarButton { system: reply }\n        BarButton { system: trash }\n        BarButton { system: compose }\n        Archive { }\n    }\n}\n",
        ]
        XCTAssertEqual(findings("toolbar/text-items", in: files), ["Home:141-148"])
        XCTAssertEqual(relatedPlaces("toolbar/text-items", in: files, checking: "Home", component: "Archive"), ["12-28"])
    }

    func testAModalACellComponentPresentsInsideAPopoverIsReportedAtTheUse() {
        let files = [
            "NewAlbum": "Cell { title: \"New album\"; presents: Compose }\n",
            "Compose": "Screen {\n    title: \"Compose\"\n}\n",
            "Home": "Screen {\n    device: ipad\n    Toolbar {\n        BarButton {\n            system: add\n            presents: Popover { TableView { NewAlbum { } } }\n        }\n    }\n}\n",
        ]
        XCTAssertEqual(findings("popover/modal-over-popover", in: files), ["Home:128-136"])
        XCTAssertEqual(relatedPlaces("popover/modal-over-popover", in: files, checking: "Home", component: "NewAlbum"), ["27-44"])
    }

    func testAHiddenPopoverPresentedInsideAPopoverIsNotJudged() {
        let files = [
            "Home": "Screen {\n    device: ipad\n    Toolbar {\n        BarButton {\n            system: organize\n            presents: Popover {\n                TableView { Cell { title: \"Colour\"; presents: Popover { hidden: true; TableView { Cell { title: \"Red\" } } } } }\n            }\n        }\n    }\n}\n",
        ]
        XCTAssertEqual(findings("popover/cascade", in: files), [])
    }
}
