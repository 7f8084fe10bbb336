/// Rule options: numbers the guidelines do not give, set in a rule's object
/// form in `.viewls.json` — read and validated (every problem on its range,
/// with did-you-mean), merged with editor settings, and read by the rules.
import XCTest
import ViewSyntax
import ViewTestSupport
@testable import ViewModel
@testable import ViewRules
import ViewStrings

final class RuleOptionTests: XCTestCase {
    private func load(_ text: String) -> LoadedConfiguration {
        ConfigurationLoader.load(Array(text.utf8), knownRuleIDs: Checker.knownCodes, retiredRuleIDs: Checker.retiredCodes,
                                 ruleOptions: Checker.ruleOptions)
    }

    private func problems(_ text: String) -> [String] {
        let loaded = load(text)
        let bytes = Array(text.utf8)
        return loaded.diagnostics.map { "\($0.code) \(String(decoding: bytes[$0.range], as: UTF8.self)): \($0.message)" }
    }

    func testTheObjectFormSetsSeverityAndOptions() {
        let loaded = load("""
            { "rules": {
                "popover/too-large": { "severity": "error", "maximumScreenPercent": 60 },
                "text-view/legibility": { "minimumContrast": 7, "maximumFonts": 3 },
                "tab-bar/too-many-tabs": { "severity": "off" },
                "status-bar/hidden": "info" } }
            """)
        XCTAssertEqual(loaded.diagnostics, [])
        XCTAssertEqual(loaded.configuration.ruleSeverities, [
            "popover/too-large": .severity(.error), "tab-bar/too-many-tabs": .off, "status-bar/hidden": .severity(.info),
        ])
        XCTAssertEqual(loaded.configuration.ruleOptions, [
            "popover/too-large": ["maximumScreenPercent": 60],
            "text-view/legibility": ["minimumContrast": 7, "maximumFonts": 3],
        ])
        let legibility = TextViewLegibility.description
        XCTAssertEqual(loaded.configuration.option(legibility.option("minimumContrast"), of: legibility.id), 7)
        XCTAssertEqual(Configuration.default.option(legibility.option("minimumContrast"), of: legibility.id), 4.5)
    }

    func testEveryProblemIsReportedOnItsRangeAndTheRestApplies() {
        XCTAssertEqual(problems("""
            { "rules": { "popover/too-large": {
                "maximumScreenPrecent": 60, "maximumScreenPercent": 101, "severity": "loud" },
              "text-view/legibility": { "maximumFonts": 2.5, "minimumContrast": "7", "minimumContrast": 5 },
              "tab-bar/too-many-tabs": { "limit": 6 },
              "no/such-rule": { "anything": 1 } } }
            """), [
            "config/unknown-key \"maximumScreenPrecent\": rule 'popover/too-large' has no option 'maximumScreenPrecent'; did you mean 'maximumScreenPercent'?",
            "config/invalid-value 101: option 'maximumScreenPercent' of rule 'popover/too-large' is 101; expected a number from 10 to 100",
            "config/invalid-value \"loud\": invalid setting 'loud' for rule 'popover/too-large'; expected 'error', 'warning', 'info', 'hint', or 'off'",
            "config/invalid-value 2.5: option 'maximumFonts' of rule 'text-view/legibility' is 2.5; expected a whole number from 1 to 10",
            "config/invalid-value \"7\": option 'minimumContrast' of rule 'text-view/legibility' must be a number from 1 to 21, found a string",
            "config/duplicate-key \"minimumContrast\": duplicate key 'minimumContrast'; the last valid value is used",
            "config/unknown-key \"limit\": rule 'tab-bar/too-many-tabs' has no options; its object takes only 'severity', 'devices' and 'textSizes'",
            "config/unknown-rule \"no/such-rule\": unknown rule 'no/such-rule'; no rule or checking code has this id",
        ])
        XCTAssertEqual(load(#"{ "rules": { "text-view/legibility": { "maximumFonts": 2.5, "minimumContrast": 5 } } }"#)
            .configuration.ruleOptions, ["text-view/legibility": ["minimumContrast": 5]])
    }

    func testANonObjectSettingNamesBothForms() {
        XCTAssertEqual(problems(#"{ "rules": { "popover/too-large": 80 } }"#), [
            "config/invalid-value 80: invalid setting for rule 'popover/too-large'; expected 'error', 'warning', 'info', 'hint', or 'off' as a string, or an object with 'severity' and the rule's options, found a number",
        ])
    }

    func testEditorSettingsOverrideOptionByOption() {
        let file = Configuration(ruleOptions: ["text-view/legibility": ["minimumContrast": 7, "maximumFonts": 3]])
        let editor = Configuration(ruleOptions: ["text-view/legibility": ["minimumContrast": 3], "popover/too-large": ["maximumScreenPercent": 50]])
        XCTAssertEqual(file.overridden(by: editor).ruleOptions, [
            "text-view/legibility": ["minimumContrast": 3, "maximumFonts": 3], "popover/too-large": ["maximumScreenPercent": 50],
        ])
        XCTAssertEqual(load(#"{ "rules": null }"#).configuration.ruleOptions, [:])
    }

    /// Every option is declared soundly, explained in three languages, and
    /// read by its rule: at one end of its range it changes what the rule's
    /// own examples report.
    func testEveryOptionIsExplainedAndChangesItsRulesFindings() {
        var seen = 0
        for rule in RuleRegistry.all where !rule.description.options.isEmpty {
            let description = rule.description
            XCTAssertEqual(Set(description.options.map(\.name)).count, description.options.count, description.id)
            for option in description.options {
                seen += 1
                XCTAssertFalse(option.name == "severity", "\(description.id): 'severity' is the object form's own key")
                for language in MessageLanguage.allCases {
                    XCTAssertTrue(MessageCatalog.rules(language).hasText(RuleDescription.optionKey(description.id, option.name)),
                                  "\(description.id) \(option.name) in \(language)")
                }
                let atDefault = findings(of: description, setting: [:])
                let changed = [option.range.lowerBound, option.range.upperBound].contains { end in
                    findings(of: description, setting: [option.name: end]) != atDefault
                }
                XCTAssertTrue(changed, "\(description.id): \(option.name) changes nothing the examples report at either end of its range")
            }
        }
        XCTAssertEqual(seen, 11, "the options of activity/title-length, activity/template-centering, popover/too-large, status-bar/contrast, table-view/truncated-text, text-view/legibility (three) and text-view/mixed-alignment")
    }

    /// The ranges the rule reports over all its examples, with `setting` on top of each example's own configuration.
    private func findings(of rule: RuleDescription, setting: [String: Double]) -> [[Range<Int>]] {
        rule.examples.map { example in
            var configuration = example.configuration
            configuration.ruleOptions[rule.id, default: [:]].merge(setting) { _, new in new }
            let text = MarkedText(example.source).text
            let workspace = CheckHarness.workspace(example.otherFiles.merging(["Example": text]) { $1 }, configuration: configuration,
                                                   images: example.images)
            return CheckHarness.check("Example", in: workspace).filter { $0.code == rule.id }.map(\.range)
        }
    }
}
