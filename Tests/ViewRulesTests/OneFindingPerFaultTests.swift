/// One finding per fault: over every screen of `ScreenCorpus`, no rule
/// reports twice on one element — neither two findings from one look at an
/// element nor two findings (different ranges) inside the same innermost
/// element — except the rules below that report per child by design; and
/// no rule reports twice inside one table, collection, bar or map (a fault
/// of the whole, such as uneven rows or a crowded toolbar, is one finding on
/// its first offending child, naming the others as related places), except
/// the rules whose fault is each child's own.
import ViewModel
import ViewRules
import XCTest

final class OneFindingPerFaultTests: XCTestCase {
    /// Rules that report once per offending child, by design, and why.
    static let perChildByDesign: [String: String] = [
        "image-view/mixed-sizes": "each image that differs from the first is its own file to redo, flagged on its item of the list",
        "popover/modal-over-popover": "each presentation from a popover is its own link to change, flagged where it is made",
        "popover/cascade": "each popover shown from a popover is its own fault, flagged on the one shown second",
    ]

    /// The elements whose children's faults may be one fault of the whole.
    static let groupKinds: Set<String> = ["TableView", "CollectionView", "Toolbar", "NavigationBar", "TabBar", "MapView",
                                          "ActivityViewController", "SegmentedControl", "SearchBar"]

    /// Rules whose findings inside one group are each a child's own fault, and why.
    static let perChildInGroup: [String: String] = [
        "table-view/accessory-meaning": "each row's accessory says something its own link does not do: a change to that row",
        "table-view/truncated-text": "each row's text is cut on its own and is shortened on its own",
        "table-view/image-in-value-style": "each value-style row's image is its own to remove",
        "collection-view/small-target": "each item's size (or the collection's item size) is its own to set",
        "controls/small-target": "each control's size is its own to set",
        "activity/product-name": "each activity's title is its own to rename",
        "activity/template-size": "each activity's image is its own file to redo",
        "activity/title-length": "each activity's title is its own to shorten",
        "activity/duplicates-system": "each activity redoes its own system activity, moved on its own",
        "activity/template-image": "each activity's image is its own file to redo",
        "tab-bar/removed-tab": "each hidden tab is its own to show disabled",
        "tab-bar/action-tab": "each tab that acts is its own to move",
        "bars/system-item-meaning": "each bar button's system item is its own to change",
        "bars/system-item-title": "each bar button's title is its own to replace with the system item it names",
        "bars/landscape-icon-height": "each bar button's icon is its own file to redo",
        "tab-bar/template-icon": "each tab's icon is its own file to redo",
        "map-view/pin-color": "each pin's colour says its own thing",
    ]

    func testNoRuleReportsTwiceInOneGroup() throws {
        var violations: Set<String> = []
        for screen in try ScreenCorpus.all() {
            violations.formUnion(Self.groupDoubles(Self.findings(in: screen), label: screen.label))
        }
        XCTAssertEqual(violations.sorted(), [], "rules reporting one fault of a table, collection, bar or map more than once")
    }

    /// Two findings of one rule in two rows of one table are caught.
    func testADoubleReportInOneGroupIsCaught() {
        let table = 10..<100
        let records = [RuleFindingRecord(rule: "r", element: 20..<30, range: 22..<24, fromOneLook: 2, group: table),
                       RuleFindingRecord(rule: "r", element: 40..<50, range: 42..<44, fromOneLook: 2, group: table)]
        XCTAssertFalse(Self.groupDoubles(records, label: "probe").isEmpty)
        XCTAssertEqual(Self.groupDoubles(Array(records.prefix(1)), label: "probe"), [])
    }

    static func groupDoubles(_ records: [RuleFindingRecord], label: String) -> [String] {
        var rangesByGroup: [String: Set<Range<Int>>] = [:]
        for record in records where perChildInGroup[record.rule] == nil && perChildByDesign[record.rule] == nil {
            guard let group = record.group else { continue }
            rangesByGroup["\(record.rule) in group \(group)", default: []].insert(record.range)
        }
        return rangesByGroup.filter { $0.value.count > 1 }.map { "\(label): \($0.key) reported at \($0.value.sorted { $0.lowerBound < $1.lowerBound })" }.sorted()
    }

    func testNoRuleReportsTwiceOnOneElement() throws {
        var violations: [String] = []
        for screen in try ScreenCorpus.all() {
            violations += Self.violations(in: screen)
        }
        XCTAssertEqual(violations, [], "rules reporting one fault more than once")
    }

    /// A rule made to report twice on one element is caught (the test is not vacuous).
    func testADoubleReportIsCaught() {
        let text = "Screen {\n    Button { title: \"Go\"; width: 20; height: 20 }\n}\n"
        let workspace = CheckHarness.workspace(["Example": text])
        let screen = CorpusScreen(label: "probe", workspace: workspace, path: CheckHarness.path("Example"))
        let findings = Self.findings(in: screen)
        let doubled = findings.flatMap { [$0, RuleFindingRecord(rule: $0.rule, element: $0.element, range: $0.range.lowerBound..<($0.range.lowerBound + 1), fromOneLook: 1)] }
        XCTAssertFalse(Self.doubles(doubled, label: "probe").isEmpty)
        XCTAssertEqual(Self.doubles(findings, label: "probe"), [])
    }

    struct RuleFindingRecord {
        let rule: String
        /// The range of the innermost element holding the finding.
        let element: Range<Int>
        let range: Range<Int>
        /// How many findings the rule's one look at the element gave.
        let fromOneLook: Int
        /// The range of the nearest table, collection, bar or map holding the finding's element (or being it), if any.
        var group: Range<Int>? = nil
    }

    static func violations(in screen: CorpusScreen) -> [String] {
        doubles(findings(in: screen), label: screen.label)
    }

    /// Each rule's findings in the screen's file, run on every element of its kinds.
    static func findings(in screen: CorpusScreen) -> [RuleFindingRecord] {
        guard let check = Checker.check(screen.path, in: screen.workspace), let file = screen.workspace.files[screen.path] else { return [] }
        let model = check.model
        let context = RuleContext(model: model, file: file, configuration: screen.workspace.configuration(for: screen.path),
                                  directory: screen.workspace,
                                  images: ImageLookup(store: screen.workspace.imageStore, root: screen.workspace.root))
        let own = model.elements.filter { $0.path == model.path }
        var records: [RuleFindingRecord] = []
        for element in model.elements {
            guard let kind = element.kind else { continue }
            // As the engine runs them: nothing inside a hidden element, a hidden one only by the rules about hiding.
            let hidden = element.isHiddenItself || element.isHiddenOnScreen
            if hidden, element.parent?.isHiddenOnScreen == true { continue }
            for rule in RuleRegistry.all where rule.kinds.contains(kind)
                && (!hidden || rule.description.hiddenElements == .judged) {
                let found = rule.check(element, in: context).filter { $0.location.path == model.path }
                for finding in found {
                    let holder = own.filter { $0.range.lowerBound <= finding.location.range.lowerBound && finding.location.range.upperBound <= $0.range.upperBound }
                        .min { $0.range.count < $1.range.count }
                    let group = holder.flatMap { holder in
                        holder.kind.map(groupKinds.contains) == true ? holder : holder.nearestAncestor { $0.kind.map(groupKinds.contains) == true }
                    }
                    records.append(RuleFindingRecord(rule: rule.description.id, element: holder?.range ?? 0..<0,
                                                     range: finding.location.range, fromOneLook: found.count,
                                                     group: group?.path == model.path ? group?.range : nil))
                }
            }
        }
        return records
    }

    static func doubles(_ records: [RuleFindingRecord], label: String) -> [String] {
        var result: Set<String> = []
        var rangesByElement: [String: Set<Range<Int>>] = [:]
        for record in records where perChildByDesign[record.rule] == nil {
            if record.fromOneLook > 1 { result.insert("\(label): \(record.rule) gave \(record.fromOneLook) findings from one element") }
            rangesByElement["\(record.rule) in element \(record.element)", default: []].insert(record.range)
        }
        for (key, ranges) in rangesByElement where ranges.count > 1 {
            result.insert("\(label): \(key) reported at \(ranges.sorted { $0.lowerBound < $1.lowerBound })")
        }
        return result.sorted()
    }
}
