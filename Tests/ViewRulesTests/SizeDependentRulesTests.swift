/// The size-dependent rules beyond a table's cells (devices.md §3, docs/checking.md "Devices and text sizes"):
/// `activity/title-length` sets its title in caption 2, which scales with the text size, so it runs on every
/// variant and names the sizes where a title is cut — as the preview of that variant draws it.
import ViewLayout
import ViewModel
@testable import ViewRules
import ViewStrings
import XCTest

final class SizeDependentRulesTests: XCTestCase {
    /// "Send to my reader": 17 characters, 103 pt at caption 2's 11 pt (Large) — "Send to my" / "reader" fits the
    /// two lines of a 70 pt tile; at xxxLarge caption 2 is 17 pt (159 pt), and "Send to" / "my" / "reader" needs three.
    static let sharingScreen = """
        Screen {
            orientations: [portrait]
            Toolbar {
                BarButton {
                    system: action
                    presents: ActivityViewController { activities: [copy]; Activity { title: "Send to my reader" } }
                }
            }
        }
        """

    private func check(_ source: String, _ configuration: Configuration = .default, code: String) -> [Diagnostic] {
        let workspace = CheckHarness.workspace(["Screen": source], configuration: configuration)
        return CheckHarness.check("Screen", in: workspace, catalog: .rules(.english)).filter { $0.code == code }
    }

    func testAnActivityTitleThatFitsAtLargeIsCutAtXXXLargeOnEveryIPhone() throws {
        let found = check(Self.sharingScreen, code: "activity/title-length")
        XCTAssertEqual(found.map(\.message), [
            "the activity title \"Send to my reader\" is about 159 pt wide and does not fit the two lines of 70 pt under the icon "
                + "(on every iPhone at text size xxxLarge)",
        ])
        XCTAssertEqual(found.first?.variants.map { "\($0.device) \($0.textSize)" },
                       ["iPhone SE xxxLarge", "iPhone 16 xxxLarge", "iPhone 16 Pro Max xxxLarge"])
        // Checked at Large only, it fits.
        XCTAssertEqual(check(Self.sharingScreen, Configuration(textSizes: [.large]), code: "activity/title-length"), [])
    }

    /// docs/checking.md lists the rules that run per variant: the registry's marks say the same.
    func testTheSizeDependentRulesAreTheDocumentedOnes() throws {
        let varying = RuleRegistry.all.filter { $0.description.variesBySize }.map { $0.description.id }.sorted()
        XCTAssertEqual(varying, ["activity/title-length", "popover/too-large", "table-view/truncated-text"])
        let narrowest = RuleRegistry.all.filter { $0.description.narrowestDecides }.map { $0.description.id }.sorted()
        XCTAssertEqual(narrowest, ["activity/title-length", "table-view/truncated-text"])
        // Each says on its page why its answer depends on size.
        for id in varying {
            XCTAssertNotEqual(MessageCatalog.rules(.english).text("rule.\(id).variants"), "rule.\(id).variants", id)
        }
    }
}
