/// `viewls rules` and `viewls explain ID`: the rule list, and one rule's
/// whole explanation with the examples its tests run (`RuleDocument`), found
/// by its id or, when unique, by its name alone.
import ViewModel
import ViewRules
import ViewStrings

enum RulesCommand {
    static func run(_ arguments: [String]) throws -> ExitStatus {
        let options = try Arguments(arguments, CommandTable.rules)
        guard options.positional.isEmpty else {
            throw UsageError("cli.usage.rules-arguments")
        }
        let catalog = CommandLineLanguage.catalog(options)
        let rules = RuleRegistry.all.map { $0.description }
        let idWidth = rules.map(\.id.count).max() ?? 0
        let fixWidth = (["safe", "unsafe"].map { catalog.text("cli.rules.fix.\($0)") } + [catalog.text("cli.rules.no-fix")])
            .map(EastAsianWidth.columns).max() ?? 0
        let severityWidth = Severity.allCases.map { EastAsianWidth.columns(catalog.text("cli.severity.\($0)")) }.max() ?? 0
        var output = ""
        var family = ""
        for rule in rules {
            if rule.family != family {
                family = rule.family
                output += (output.isEmpty ? "" : "\n") + family + "\n"
            }
            let fix = rule.fix.map { catalog.text("cli.rules.fix.\($0.rawValue)") } ?? catalog.text("cli.rules.no-fix")
            let severity = catalog.text("cli.severity.\(rule.defaultSeverity)")
            output += "  \(rule.id.padding(idWidth))  \(severity.padding(severityWidth))  \(fix.padding(fixWidth))  "
                + catalog.text("rule.\(rule.id).summary") + "\n"
        }
        output += "\n" + catalog.text("cli.rules.footer", ["count": "\(rules.count)"]) + "\n"
        Output.write(output)
        return .success
    }
}

enum ExplainCommand {
    static func run(_ arguments: [String]) throws -> ExitStatus {
        let options = try Arguments(arguments, CommandTable.explain)
        guard options.positional.count == 1, let name = options.positional.first else {
            throw UsageError("cli.usage.explain-arguments")
        }
        let catalog = CommandLineLanguage.catalog(options)
        // Syntax, checking and configuration codes are explained too, as `rustc --explain` does.
        if RuleRegistry.all.first(where: { $0.description.id == name }) == nil, let code = CodeExplanation.code(named: name) {
            Output.write(CodeExplanation.text(code, catalog: catalog))
            return .success
        }
        Output.write(RuleDocument(try rule(named: name), catalog: catalog).plainText)
        return .success
    }

    /// The rule with the id `name`, else the one rule whose name (the id
    /// after the family) is `name`. Several such rules: an error listing them;
    /// none: an error suggesting the nearest id or name, if one is near.
    static func rule(named name: String) throws -> RuleDescription {
        let rules = RuleRegistry.all.map { $0.description }
        if let rule = rules.first(where: { $0.id == name }) { return rule }
        let named = rules.filter { $0.name == name }
        if named.count == 1 { return named[0] }
        if named.count > 1 {
            throw UsageError("cli.usage.ambiguous-rule", ["name": name], lists: ["candidates": ListedItems(named.map { "'\($0.id)'" }, .and)])
        }
        let distance = { (rule: RuleDescription) in min(EditDistance.distance(name, rule.id), EditDistance.distance(name, rule.name)) }
        let closest = rules.min { distance($0) < distance($1) }
        let suggestion = closest.flatMap { distance($0) <= max(2, name.count / 2) ? $0.id : nil }
        throw suggestion.map { UsageError("cli.usage.no-rule.suggest", ["id": name, "suggestion": $0]) }
            ?? UsageError("cli.usage.no-rule", ["id": name])
    }
}

extension RuleDescription {
    /// The id after the family: `too-many-tabs` for `tab-bar/too-many-tabs`.
    var name: String { String(id.split(separator: "/").last ?? "") }
}

extension String {
    /// Pads to `width` terminal columns (CJK characters take two).
    func padding(_ width: Int) -> String {
        let columns = EastAsianWidth.columns(self)
        return columns >= width ? self : self + String(repeating: " ", count: width - columns)
    }
}
