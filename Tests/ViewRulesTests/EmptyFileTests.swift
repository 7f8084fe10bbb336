/// A file with no root — empty, blank, or only comments — gets one finding,
/// the syntax error `syntax/missing-root`, as an empty JSON document does;
/// `empty-file`, which the parser's error always came before, is retired:
/// not a known code, and a configuration or suppression naming it gets the
/// retired note (docs/checking.md, "Retired rules").
import XCTest
import ViewSyntax
@testable import ViewModel
@testable import ViewRules

final class EmptyFileTests: XCTestCase {
    func testAFileWithNoRootGetsOneSyntaxError() {
        for source in ["", "  \n\n\t\n", "// a screen to come\n", "/* later */\n// still later\n"] {
            let workspace = CheckHarness.workspace(["Later": source])
            let found = CheckHarness.check("Later", in: workspace)
            XCTAssertEqual(found.map(\.code), ["syntax/missing-root"], "\(source.debugDescription)")
            XCTAssertEqual(found.map(\.message), ["expected a root component such as `Screen { … }`, found end of file"])
        }
    }

    func testEmptyFileIsRetired() {
        XCTAssertFalse(Checker.checkingCodes.contains("empty-file"))
        XCTAssertFalse(Checker.knownCodes.contains("empty-file"))
        let text = #"{"rules": {"empty-file": "off"}}"#
        let loaded = ConfigurationLoader.load(Array(text.utf8), knownRuleIDs: Checker.knownCodes, retiredRuleIDs: Checker.retiredCodes)
        XCTAssertEqual(loaded.diagnostics.map(\.code), ["config/retired-rule"])
        XCTAssertEqual(loaded.diagnostics.map(\.severity), [.info])
    }
}
