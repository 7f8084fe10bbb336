/// A finding is superseded only when the superseding rule's fix removes it
/// (docs/checking.md, "One report per fault"): for each declared pair, the
/// specific rule's fix applied, the general rule reports nothing there even
/// with the specific rule turned off; where one fix does not fix both
/// (`table-view/grouped-index` and `table-view/index-with-accessories`),
/// both findings stand.
import ViewModel
import ViewRules
import ViewSyntax
import XCTest

final class SupersedingTests: XCTestCase {
    /// Every pair the registry declares, general → specific: a new pair needs its test here.
    func testTheDeclaredPairsAreTheTestedOnes() {
        var pairs: [String] = []
        for rule in RuleRegistry.all {
            for specific in rule.description.supersededBy { pairs.append("\(rule.description.id) → \(specific)") }
        }
        XCTAssertEqual(pairs.sorted(), ["controls/small-target → collection-view/small-target"])
    }

    /// A small collection item: `collection-view/small-target` reports it and
    /// its fix (44 pt) leaves nothing for `controls/small-target` either.
    func testCollectionItemFixRemovesTheControlFinding() throws {
        let text = """
        Screen {
            CollectionView {
                Item { title: "Dune"; image: system.bookmarks; width: 40; height: 30 }
            }
        }

        """
        let before = CheckHarness.check("Example", in: CheckHarness.workspace(["Example": text]))
        XCTAssertEqual(before.map(\.code), ["collection-view/small-target"])
        let withoutSpecific = Configuration(ruleSeverities: ["collection-view/small-target": .off])
        let general = CheckHarness.check("Example", in: CheckHarness.workspace(["Example": text], configuration: withoutSpecific))
        XCTAssertEqual(general.map(\.code), ["controls/small-target"], "the general rule reports the item on its own")
        let fix = try XCTUnwrap(before.first?.fixes.first)
        let fixed = String(decoding: TextEdit.apply(fix.edits, to: Array(text.utf8)), as: UTF8.self)
        let after = CheckHarness.check("Example", in: CheckHarness.workspace(["Example": fixed], configuration: withoutSpecific))
        XCTAssertEqual(after.map(\.code), [], "fixed:\n\(fixed)")
    }

    /// A grouped table with an index beside checkmarks: the index is wrong on a
    /// grouped table, and it also collides with the checkmarks. Making the
    /// table plain (the other way `grouped-index` advises) leaves the
    /// collision, so both findings stand.
    func testGroupedIndexAndAccessoriesBothStand() {
        let text = """
        Screen {
            TableView {
                style: grouped
                index: ["A", "B"]
                Section { header: "A"; Cell { title: "Alice"; accessory: checkmark } }
                Section { header: "B"; Cell { title: "Boris" } }
            }
        }

        """
        let codes = CheckHarness.check("Example", in: CheckHarness.workspace(["Example": text])).map(\.code)
        XCTAssertTrue(codes.contains("table-view/grouped-index"), "\(codes)")
        XCTAssertTrue(codes.contains("table-view/index-with-accessories"), "\(codes)")
        let plain = text.replacingOccurrences(of: "style: grouped", with: "style: plain")
        let after = CheckHarness.check("Example", in: CheckHarness.workspace(["Example": plain])).map(\.code)
        XCTAssertFalse(after.contains("table-view/grouped-index"), "\(after)")
        XCTAssertTrue(after.contains("table-view/index-with-accessories"), "\(after)")
    }
}
