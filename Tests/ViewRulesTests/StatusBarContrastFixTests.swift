/// `status-bar/contrast`'s fix is safe only where it cannot make the screen
/// worse: a screen's status bar is its pages' too, so a swap that one of its
/// pages would then flag is not offered, and a page's finding has no fix.
import XCTest
import ViewModel
import ViewRules

final class StatusBarContrastFixTests: XCTestCase {
    private func findings(_ source: String) -> [Diagnostic] {
        CheckHarness.check("Example", in: CheckHarness.workspace(["Example": source])).filter { $0.code == "status-bar/contrast" }
    }

    func testASwapThatAPageWouldFlagIsNotOffered() {
        let found = findings("""
        Screen {
            background: "#1B3A4B"
            StatusBar { style: dark }
            PageViewController {
                Page { title: "Welcome"; background: "#1B3A4B" }
                Page { title: "Terms"; background: white }
            }
        }
        """)
        XCTAssertEqual(found.count, 2)
        XCTAssertEqual(found.flatMap(\.fixes), [])
    }

    func testASwapEveryPageKeepsIsOffered() {
        let found = findings("""
        Screen {
            background: "#1B3A4B"
            StatusBar { style: dark }
            PageViewController {
                Page { title: "Welcome"; background: "#1B3A4B" }
                Page { title: "Dark too"; background: black }
            }
        }
        """)
        XCTAssertEqual(found.first?.fixes.map(\.isSafe), [true])
        XCTAssertEqual(found.filter { !$0.fixes.isEmpty }.count, 1, "only the screen's finding, not the pages', has the fix")
    }
}
