/// Edges of rules that their examples cannot say: a finding that must come
/// without a fix (examples check a fix only when they give one).
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
}
