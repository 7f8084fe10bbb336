/// Every rule's examples run as tests: triggering examples report exactly the
/// marked ranges, fixes turn them into the `fixed` source (which no longer
/// triggers), non-triggering ones stay silent, and no example has another error.
import ViewSemantics
import ViewSyntax
import ViewTestSupport
import XCTest

final class RuleExampleTests: XCTestCase {
    func testTheCatalogHasEveryRuleOfTheSpec() {
        XCTAssertEqual(RuleRegistry.all.count, 58)
        XCTAssertEqual(Set(RuleRegistry.all.map { $0.description.id }).count, RuleRegistry.all.count, "duplicate rule ids")
    }

    func testEveryRuleHasBothKindsOfExamples() {
        for rule in RuleRegistry.all {
            let description = rule.description
            XCTAssertTrue(description.examples.contains { $0.isTriggering }, "\(description.id) needs a triggering example")
            XCTAssertTrue(description.examples.contains { !$0.isTriggering }, "\(description.id) needs a non-triggering example")
            if description.fix != nil {
                XCTAssertTrue(description.examples.contains { $0.fixed != nil }, "\(description.id) has a fix but no example of it")
            }
            XCTAssertFalse(description.citations.isEmpty, "\(description.id) cites no seed section")
        }
    }

    func testExamples() throws {
        for rule in RuleRegistry.all {
            for (number, example) in rule.description.examples.enumerated() {
                try check(example, of: rule.description, label: "\(rule.description.id) example \(number + 1)")
            }
        }
    }

    private func check(_ example: RuleExample, of rule: RuleDescription, label: String) throws {
        let marked = MarkedText(example.source)
        let (text, expected) = (marked.text, marked.ranges)
        let workspace = CheckHarness.workspace(example.otherFiles.merging(["Example": text]) { $1 }, configuration: example.configuration,
                                            images: example.images)
        let diagnostics = CheckHarness.check("Example", in: workspace)
        let own = diagnostics.filter { $0.code == rule.id }
        let others = diagnostics.filter { $0.code != rule.id && ($0.severity == .error || $0.severity == .warning) }
        XCTAssertTrue(others.isEmpty, "\(label): other problems:\n\(CheckHarness.describe(others, in: text))")
        XCTAssertEqual(own.map(\.range), example.isTriggering ? expected : [],
                       "\(label):\n\(CheckHarness.describe(own, in: text))")
        guard let fixed = example.fixed else { return }
        let edits = own.flatMap { $0.fixes.first?.edits ?? [] }
        XCTAssertFalse(edits.isEmpty, "\(label): expected a fix")
        let result = try TextEdit.applyChecked(edits, to: text)
        XCTAssertEqual(result, fixed, "\(label): fix")
        var after = workspace
        after.setFile(path: CheckHarness.path("Example"), text: result)
        let remaining = CheckHarness.check("Example", in: after).filter { $0.code == rule.id || $0.severity == .error }
        XCTAssertTrue(remaining.isEmpty, "\(label): after the fix:\n\(CheckHarness.describe(remaining, in: result))")
    }

    func testEveryMessageVariantAndPlaceholderResolves() {
        let catalog = MessageCatalog.english
        for rule in RuleRegistry.all {
            let description = rule.description
            for key in ["summary", "what", "why", "how"] {
                XCTAssertTrue(catalog.hasText("rule.\(description.id).\(key)"), "\(description.id).\(key)")
            }
            XCTAssertFalse(description.messages.isEmpty)
        }
    }
}
