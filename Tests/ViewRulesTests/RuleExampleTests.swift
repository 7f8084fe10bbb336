/// Every rule's examples run as a test of its own, named by the rule's id
/// (`test_tabBar_tooManyTabs` for `tab-bar/too-many-tabs`, generated into
/// `Generated/RuleExampleTests+Rules.generated.swift`): triggering examples
/// report exactly the marked ranges, fixes turn them into the `fixed` source
/// (which no longer triggers), non-triggering ones stay silent, no example has
/// another error, and the rule's texts resolve.
import Foundation
import ViewModel
import ViewRules
import ViewSyntax
import ViewTestSupport
import XCTest
import ViewStrings

final class RuleExampleTests: XCTestCase {
    static let generatedPath = "Tests/ViewRulesTests/Generated/RuleExampleTests+Rules.generated.swift"

    func testRuleIDsAreUnique() {
        XCTAssertFalse(RuleRegistry.all.isEmpty)
        XCTAssertEqual(Set(RuleRegistry.all.map { $0.description.id }).count, RuleRegistry.all.count, "duplicate rule ids")
        let names = RuleRegistry.all.map { RuleTestFile.testName($0.description.id) }
        XCTAssertEqual(Set(names).count, names.count, "two rule ids give one test name")
    }

    /// The generated file is what the registry gives: one test per rule, so a
    /// rule added without regenerating fails here.
    func testEveryRuleHasItsOwnTest() throws {
        let expected = RuleTestFile.generate(ids: RuleRegistry.all.map { $0.description.id })
        if Repository.updatingExpectations {
            try expected.write(to: Repository.url(Self.generatedPath), atomically: true, encoding: .utf8)
            return
        }
        let actual = try Repository.read(Self.generatedPath)
        let declared = Set(RuleTestFile.declaredTests(in: actual))
        for rule in RuleRegistry.all where !declared.contains(RuleTestFile.testName(rule.description.id)) {
            XCTFail("\(rule.description.id) has no test in \(Self.generatedPath)")
        }
        XCTAssertEqual(declared.count, RuleRegistry.all.count, "one test per rule in the registry")
        XCTAssertEqual(actual, expected, "\(Self.generatedPath) is stale: run UPDATE_EXPECT=1 swift test --filter RuleExampleTests, then build again")
    }

    /// Everything held of one rule: its examples and texts.
    func checkRule(_ id: String) throws {
        let rule = try XCTUnwrap(RuleRegistry.all.first { $0.description.id == id }, "no rule \(id) in the registry")
        let description = rule.description
        checkDescription(description)
        for (number, example) in description.examples.enumerated() {
            try check(example, of: description, label: "\(id) example \(number + 1)")
        }
    }

    private func checkDescription(_ description: RuleDescription) {
        let id = description.id
        XCTAssertTrue(description.examples.contains { $0.isTriggering }, "\(id) needs a triggering example")
        XCTAssertTrue(description.examples.contains { !$0.isTriggering }, "\(id) needs a non-triggering example")
        if description.fix != nil {
            XCTAssertTrue(description.examples.contains { $0.fixed != nil }, "\(id) has a fix but no example of it")
        }
        XCTAssertFalse(description.citations.isEmpty, "\(id) cites no seed section")
        for key in ["summary", "what", "why", "how"] {
            XCTAssertTrue(MessageCatalog.rules(.english).hasText("rule.\(id).\(key)"), "\(id).\(key)")
        }
        XCTAssertFalse(description.messages.isEmpty, "\(id) has no message")
    }

    private func check(_ example: RuleExample, of rule: RuleDescription, label: String) throws {
        let marked = MarkedText(example.source)
        let text = marked.text
        let workspace = CheckHarness.workspace(example.otherFiles.merging(["Example": text]) { $1 }, configuration: example.configuration,
                                               images: example.images)
        let diagnostics = CheckHarness.check("Example", in: workspace)
        let own = diagnostics.filter { $0.code == rule.id }
        let others = diagnostics.filter { $0.code != rule.id && ($0.severity == .error || $0.severity == .warning) }
        XCTAssertTrue(others.isEmpty, "\(label): other problems:\n\(CheckHarness.describe(others, in: text))")
        XCTAssertEqual(own.map(\.range), example.isTriggering ? marked.ranges : [],
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
}
