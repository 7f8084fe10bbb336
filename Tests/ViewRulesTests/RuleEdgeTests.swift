/// Edges of rules that their examples cannot say: a finding that must come
/// without a fix (examples check a fix only when they give one), and the
/// device a screen without `device` is judged for.
import ViewModel
import ViewRules
import ViewTestSupport
import XCTest

final class RuleEdgeTests: XCTestCase {
    /// A scope bar away from the screen's search bar is reported, but wrapping it
    /// in a search bar of its own would give the screen two searches: no fix.
    func testScopeBarFixNeverAddsASecondSearchBar() {
        let source = """
        Screen {
            SearchBar { placeholder: "Search" }
            Label { text: "Scope" }
            ScopeBar { scopes: ["All", "Mail", "Notes"] }
        }
        """
        let diagnostics = CheckHarness.check("Example", in: CheckHarness.workspace(["Example": source]))
            .filter { $0.code == "scope-bar/without-search-bar" }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.flatMap(\.fixes).count, 0)
    }

    /// Without any search bar on the screen, the fix still wraps the scope bar in one.
    func testScopeBarFixWrapsWhenTheScreenHasNoSearchBar() {
        let source = """
        Screen {
            Label { text: "Scope" }
            ScopeBar { scopes: ["All", "Mail"] }
        }
        """
        let diagnostics = CheckHarness.check("Example", in: CheckHarness.workspace(["Example": source]))
            .filter { $0.code == "scope-bar/without-search-bar" }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.flatMap(\.fixes).count, 1)
    }

    /// A screen that names no device, shown only from iPad screens (as a popover's
    /// content, or pushed), is judged as iPad: its own popover is not "on iPhone".
    func testScreenShownOnlyFromIpadScreensIsJudgedAsIpad() {
        let example = """
        Screen {
            title: "Saved"
            Toolbar { BarButton { system: action; presents: Popover { width: 320; height: 200; Label { text: "Sort" } } } }
        }
        """
        let library = """
        Screen {
            title: "Library"
            device: ipad
            Toolbar { BarButton { system: bookmarks; presents: Popover { content: Example } } }
        }
        """
        let shelf = """
        Screen {
            title: "Shelf"
            device: ipad
            TableView { Cell { title: "Saved"; push: Example } }
        }
        """
        let onIphone: ([String: String]) -> Int = { files in
            CheckHarness.check("Example", in: CheckHarness.workspace(files)).filter { $0.code == "popover/on-iphone" }.count
        }
        XCTAssertEqual(onIphone(["Example": example, "Library": library]), 0)
        XCTAssertEqual(onIphone(["Example": example, "Library": library, "Shelf": shelf]), 0)
        // One screen that leads here names no device (so iPhone): the screen stays iPhone.
        let phone = "Screen { title: \"Home\"; TableView { Cell { title: \"Saved\"; push: Example } } }"
        XCTAssertEqual(onIphone(["Example": example, "Library": library, "Home": phone]), 1)
        // Shown from nowhere: iPhone, the default.
        XCTAssertEqual(onIphone(["Example": example]), 1)
    }
}
