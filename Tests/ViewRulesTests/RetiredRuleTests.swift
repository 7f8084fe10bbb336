/// Retired rules (`RuleRegistry.retired`): they no longer run, and a
/// configuration or a suppression that names one gets a note, not an error.
import XCTest
import ViewSyntax
import ViewStrings
@testable import ViewModel
@testable import ViewRules

final class RetiredRuleTests: XCTestCase {
    func testARetiredRuleIsNotRegisteredAndIsNotAKnownCode() {
        XCTAssertEqual(RuleRegistry.retired, ["activity-view-controller/order"])
        for id in RuleRegistry.retired {
            XCTAssertFalse(RuleRegistry.all.contains { $0.description.id == id }, id)
            XCTAssertFalse(Checker.knownCodes.contains(id), id)
        }
    }

    func testAConfigurationNamingARetiredRuleGetsANoteAndKeepsTheRest() {
        let text = #"{"rules": {"activity-view-controller/order": "error", "tab-bar/too-many-tabs": "warning"}}"#
        let loaded = ConfigurationLoader.load(Array(text.utf8), knownRuleIDs: Checker.knownCodes, retiredRuleIDs: Checker.retiredCodes)
        XCTAssertEqual(loaded.diagnostics.map(\.code), ["config/retired-rule"])
        XCTAssertEqual(loaded.diagnostics.map(\.severity), [.info])
        XCTAssertEqual(loaded.diagnostics.map(\.message),
                       ["the rule 'activity-view-controller/order' was retired and no longer runs; this setting has no effect"])
        XCTAssertEqual(loaded.configuration.ruleSeverities, ["tab-bar/too-many-tabs": .severity(.warning)])
        // Without the list of retired rules the same id is simply unknown (a warning).
        let unknown = ConfigurationLoader.load(Array(text.utf8), knownRuleIDs: Checker.knownCodes)
        XCTAssertEqual(unknown.diagnostics.map(\.code), ["config/unknown-rule"])
    }

    func testASuppressionNamingARetiredRuleSaysSo() {
        let source = """
        Screen {
            // viewls-disable-next-line activity-view-controller/order
            title: "Notes"
        }
        """
        let workspace = CheckHarness.workspace(["Example": source])
        let found = CheckHarness.check("Example", in: workspace)
        XCTAssertEqual(found.map(\.code), ["unused-suppression"])
        XCTAssertEqual(found.map(\.message), ["`activity-view-controller/order` was retired and no longer runs; the suppression has no effect"])
        let russian = CheckHarness.check("Example", in: workspace, catalog: .rules(.russian))
        XCTAssertTrue(russian[0].message.contains("\u{432}\u{44B}\u{432}\u{435}\u{434}\u{435}\u{43D}\u{43E}"), russian[0].message)
    }
}
