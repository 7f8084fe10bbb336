/// A rule restricted to some variants (devices.md §3: "a rule option may restrict a rule to some variants"):
/// `"rules": {"table-view/truncated-text": {"severity": "warning", "devices": ["iPhone SE"], "textSizes": ["Large"]}}`
/// in `.viewls.json`; names read as the top-level `devices` and `textSizes` are, with did-you-mean on a typo.
import XCTest
import ViewSyntax
import ViewLayout
import ViewTestSupport
@testable import ViewModel
@testable import ViewRules
import ViewStrings

final class RuleVariantRestrictionTests: XCTestCase {
    private let truncated = "table-view/truncated-text"

    private func load(_ text: String) -> LoadedConfiguration {
        ConfigurationLoader.load(Array(text.utf8), knownRuleIDs: [truncated, "popover/on-iphone"], ruleOptions: Checker.ruleOptions)
    }

    private func check(_ source: String, _ configuration: Configuration) -> [Diagnostic] {
        let workspace = CheckHarness.workspace(["Screen": source, "Details": "Screen { title: \"Details\" }\n"],
                                               configuration: configuration)
        return CheckHarness.check("Screen", in: workspace, catalog: .rules(.english))
    }

    func testARulesDevicesAndTextSizesAreRead() throws {
        let loaded = load(#"{"rules": {"table-view/truncated-text": {"severity": "warning", "devices": ["iphone se"], "textSizes": ["large"]}}}"#)
        XCTAssertEqual(loaded.diagnostics, [])
        XCTAssertEqual(loaded.configuration.ruleVariants[truncated]?.devices?.map(\.name), ["iPhone SE"])
        XCTAssertEqual(loaded.configuration.ruleVariants[truncated]?.textSizes, [.large])
        XCTAssertEqual(loaded.configuration.ruleSeverities[truncated], .severity(.warning))
    }

    func testATypoInARulesDevicesHasDidYouMean() throws {
        let text = #"{"rules": {"table-view/truncated-text": {"devices": ["iPhone SF"], "textSize": ["Large"]}}}"#
        let loaded = load(text)
        XCTAssertEqual(loaded.diagnostics.map(\.message), [
            "unknown device 'iPhone SF'; did you mean 'iPhone SE' or 'iPhone 16'? This element is ignored",
            "rule 'table-view/truncated-text' has no option 'textSize'; did you mean 'textSizes'?",
        ])
        XCTAssertEqual(loaded.diagnostics.first?.fixes.first?.edits.first.map { String(decoding: $0.replacement, as: UTF8.self) },
                       #""iPhone SE""#)
        XCTAssertEqual(loaded.configuration.ruleVariants[truncated]?.devices?.map(\.name), [])
    }

    func testARuleWithoutOptionsTakesDevicesToo() throws {
        let loaded = load(#"{"rules": {"popover/on-iphone": {"devices": ["iPhone 16"], "color": 1}}}"#)
        XCTAssertEqual(loaded.diagnostics.map(\.message), [
            "rule 'popover/on-iphone' has no options; its object takes only 'severity', 'devices' and 'textSizes'",
        ])
        XCTAssertEqual(loaded.configuration.ruleVariants["popover/on-iphone"]?.devices?.map(\.name), ["iPhone 16"])
    }

    func testARestrictedRuleIsJudgedOnlyOnItsVariants() throws {
        // 19 wide characters with a disclosure indicator: cut on the iPhone SE at Large, on every iPhone at xxxLarge
        // (VariantFindingsTests.cutOnSE).
        let source = VariantFindingsTests.cutOnSE
        let onlySE = RuleVariants(devices: [DeviceCatalogue.named("iPhone SE")!], textSizes: [.large])
        let found = check(source, Configuration(ruleVariants: [truncated: onlySE])).filter { $0.code == truncated }
        XCTAssertEqual(found.map(\.variants), [[DiagnosticVariant(device: "iPhone SE", orientation: "portrait", textSize: "Large")]])
        // Where it happens is said against the whole matrix: on the iPhone SE at Large only.
        XCTAssertEqual(found.first?.message.hasSuffix("(on iPhone SE at text size Large)"), true, found.first?.message ?? "")
        // Restricted to the iPhone 16 at Large, where it fits: nothing.
        let only16 = RuleVariants(devices: [DeviceCatalogue.named("iPhone 16")!], textSizes: [.large])
        XCTAssertEqual(check(source, Configuration(ruleVariants: [truncated: only16])).filter { $0.code == truncated }, [])
        // Restricted to iPads only: an iPhone screen's devices are not restricted (the list names none of its family).
        let onlyPads = RuleVariants(devices: [DeviceCatalogue.named("iPad mini")!], textSizes: nil)
        XCTAssertEqual(check(source, Configuration(ruleVariants: [truncated: onlyPads])).filter { $0.code == truncated }.count, 1)
    }

    func testARuleThatDoesNotVaryIsSilentWhereNoneOfItsVariantsIsChecked() throws {
        let source = "Screen { Toolbar { BarButton { system: bookmarks; presents: Popover { TableView { Cell { title: \"A\" } } } } } }"
        XCTAssertEqual(check(source, .default).filter { $0.code == "popover/on-iphone" }.count, 1)
        // Only at AX1, which the configuration does not check: the rule is judged on no variant of this screen.
        let ax1 = Configuration(ruleVariants: ["popover/on-iphone": RuleVariants(devices: nil, textSizes: [.ax1])])
        XCTAssertEqual(check(source, ax1).filter { $0.code == "popover/on-iphone" }, [])
        // At Large, which it checks: judged, and reported as before (it does not vary, so it names no variants).
        let large = Configuration(ruleVariants: ["popover/on-iphone": RuleVariants(devices: nil, textSizes: [.large])])
        XCTAssertEqual(check(source, large).filter { $0.code == "popover/on-iphone" }.map(\.variants), [[]])
    }

    func testEditorSettingsMergeRuleByRule() {
        let file = Configuration(ruleVariants: [truncated: RuleVariants(devices: nil, textSizes: [.large])])
        let editor = Configuration(ruleVariants: ["popover/too-large": RuleVariants(devices: nil, textSizes: [.xxxLarge])])
        XCTAssertEqual(file.overridden(by: editor).ruleVariants.keys.sorted(), ["popover/too-large", truncated])
    }
}
