/// One finding per fault: over every screen of `ScreenCorpus`, no rule
/// reports twice on one element — neither two findings from one look at an
/// element nor two findings (different ranges) inside the same innermost
/// element — except the rules below that report per child by design.
import ViewModel
import ViewRules
import XCTest

final class OneFindingPerFaultTests: XCTestCase {
    /// Rules that report once per offending child, by design, and why.
    static let perChildByDesign: [String: String] = [
        "image-view/mixed-sizes": "each image that differs from the first is its own file to redo, flagged on its item of the list",
        "toolbar/text-items": "in a crowded toolbar each text item is its own change (give it an icon), flagged on its title",
        "popover/modal-over-popover": "each presentation from a popover is its own link to change, flagged where it is made",
        "popover/cascade": "each popover shown from a popover is its own fault, flagged on the one shown second",
    ]

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
            for rule in RuleRegistry.all where rule.kinds.contains(kind) {
                let found = rule.check(element, in: context).filter { $0.location.path == model.path }
                for finding in found {
                    let holder = own.filter { $0.range.lowerBound <= finding.location.range.lowerBound && finding.location.range.upperBound <= $0.range.upperBound }
                        .min { $0.range.count < $1.range.count }
                    records.append(RuleFindingRecord(rule: rule.description.id, element: holder?.range ?? 0..<0,
                                                     range: finding.location.range, fromOneLook: found.count))
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
