/// The lists of rules that editors carry outside the package — the VS Code
/// extension's `.viewls.json` schema (`editors/vscode/schemas/viewls.schema.json`)
/// and its `viewls.rules` setting (`editors/vscode/package.json`) — are checked
/// against the rule registry: every rule in the registry's order, then every
/// checking code; each described by its catalog summary and default severity;
/// each option with its range, kind, default and catalog text. A rule added,
/// renamed, re-worded or given an option fails here until both files follow.
import Foundation
import ViewModel
import ViewRules
import ViewStrings
import ViewTestSupport
import XCTest

final class EditorSettingsListTests: XCTestCase {
    private func json(_ path: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: Repository.url(path))) as? [String: Any], path)
    }

    private func dictionary(_ value: Any?, _ keys: String...) throws -> [String: Any] {
        var current = value
        for key in keys { current = (current as? [String: Any])?[key] }
        return try XCTUnwrap(current as? [String: Any], keys.joined(separator: "."))
    }

    /// The keys in the order the file writes them (JSONSerialization forgets it): each key's offset as `"key":`.
    private func inFileOrder(_ keys: [String], in path: String) throws -> [String] {
        let text = try Repository.read(path)
        return try keys.map { key in (key, try XCTUnwrap(text.range(of: "\"\(key)\": ")?.lowerBound, "\(path): \(key)")) }
            .sorted { $0.1 < $1.1 }.map(\.0)
    }

    private var catalog: MessageCatalog { .rules(.english) }

    private func description(of rule: RuleDescription) -> String {
        "\(catalog.text("rule.\(rule.id).summary")) (Default: \(rule.defaultSeverity).)"
    }

    func testTheSchemaListsEveryRuleInRegistryOrderThenTheCheckingCodes() throws {
        let path = "editors/vscode/schemas/viewls.schema.json"
        let rules = try dictionary(try json(path), "properties", "rules", "properties")
        let ruleIDs = RuleRegistry.all.map { $0.description.id }
        let named = try inFileOrder(Array(rules.keys), in: path)
        XCTAssertEqual(Array(named.prefix(ruleIDs.count)), ruleIDs, "\(path): the rules, in the registry's order")
        XCTAssertEqual(Set(named.dropFirst(ruleIDs.count)), Checker.checkingCodes, "\(path): then the checking codes")
        // A rule without options takes its variants in the shared object form.
        let setting = try XCTUnwrap(try dictionary(try json(path), "definitions", "setting")["anyOf"] as? [Any])
        XCTAssertEqual(Set(try dictionary(setting.last, "properties").keys), ["severity", "devices", "textSizes"])
        for rule in RuleRegistry.all.map({ $0.description }) {
            let entry = try dictionary(rules[rule.id])
            XCTAssertEqual(entry["description"] as? String, description(of: rule), rule.id)
            try checkOptions(of: rule, in: entry, severity: { ($0 as? [String: Any])?["$ref"] as? String == "#/definitions/severity" })
        }
    }

    func testTheEditorSettingListsWhatTheSchemaLists() throws {
        let path = "editors/vscode/package.json"
        let setting = try dictionary(try json(path), "contributes", "configuration", "properties", "viewls.rules", "properties")
        let listed = try inFileOrder(Array(setting.keys), in: path)
        let ruleIDs = RuleRegistry.all.map { $0.description.id }
        XCTAssertEqual(Array(listed.prefix(ruleIDs.count)), ruleIDs, "\(path): the rules, in the registry's order")
        XCTAssertEqual(Set(listed.dropFirst(ruleIDs.count)), Checker.checkingCodes, "\(path): then the checking codes")
        let levels = ["error", "warning", "info", "information", "hint", "off"]
        for rule in RuleRegistry.all.map({ $0.description }) {
            let entry = try dictionary(setting[rule.id])
            XCTAssertEqual(entry["description"] as? String, description(of: rule), rule.id)
            try checkOptions(of: rule, in: entry, severity: { ($0 as? [String: Any])?["enum"] as? [String] == levels })
            if rule.options.isEmpty { XCTAssertEqual(entry["enum"] as? [String], levels, rule.id) }
        }
    }

    /// A rule without options takes a severity; one with options a severity or an object of them.
    private func checkOptions(of rule: RuleDescription, in entry: [String: Any], severity isSeverity: (Any?) -> Bool) throws {
        guard !rule.options.isEmpty else {
            XCTAssertNil(entry["anyOf"], "\(rule.id) has no options")
            return
        }
        let choices = try XCTUnwrap(entry["anyOf"] as? [Any], rule.id)
        XCTAssertEqual(choices.count, 2, rule.id)
        XCTAssertTrue(isSeverity(choices.first), rule.id)
        let properties = try dictionary(choices.last, "properties")
        // The variants a rule is judged on (`devices`, `textSizes`) stand beside its severity in every object form.
        XCTAssertEqual(Set(properties.keys), Set(["severity", "devices", "textSizes"] + rule.options.map(\.name)), rule.id)
        for option in rule.options {
            let declared = try dictionary(properties[option.name])
            let label = "\(rule.id) \(option.name)"
            XCTAssertEqual(declared["type"] as? String, option.isInteger ? "integer" : "number", label)
            XCTAssertEqual(declared["minimum"] as? Double, option.range.lowerBound, label)
            XCTAssertEqual(declared["maximum"] as? Double, option.range.upperBound, label)
            XCTAssertEqual(declared["default"] as? Double, option.defaultValue, label)
            XCTAssertEqual(declared["description"] as? String, catalog.text(RuleDescription.optionKey(rule.id, option.name)), label)
        }
    }
}
