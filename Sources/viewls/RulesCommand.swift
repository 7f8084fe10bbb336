/// `viewls rules` and `viewls explain ID`: the rule list, and one rule's
/// whole explanation with the examples its tests run.
import ViewSemantics

enum RulesCommand {
    static func run(_ arguments: [String]) throws -> ExitStatus {
        let options = try Arguments(arguments, command: "rules", flags: [], options: [CommandLineLanguage.option])
        guard options.positional.isEmpty else {
            throw UsageError("cli.usage.rules-arguments")
        }
        let catalog = CommandLineLanguage.catalog(options)
        let rules = RuleRegistry.all.map { $0.description }
        let idWidth = rules.map(\.id.count).max() ?? 0
        let fixWidth = (["safe", "unsafe"].map { catalog.text("cli.rules.fix", ["safety": $0]) } + [catalog.text("cli.rules.no-fix")])
            .map(EastAsianWidth.columns).max() ?? 0
        var output = ""
        var family = ""
        for rule in rules {
            if rule.family != family {
                family = rule.family
                output += (output.isEmpty ? "" : "\n") + family + "\n"
            }
            let fix = rule.fix.map { catalog.text("cli.rules.fix", ["safety": $0.safety.rawValue]) } ?? catalog.text("cli.rules.no-fix")
            output += "  \(rule.id.padding(idWidth))  \("\(rule.defaultSeverity)".padding(7))  \(fix.padding(fixWidth))  \(catalog.text("rule.\(rule.id).summary"))\n"
        }
        output += "\n" + catalog.text("cli.rules.footer", ["count": "\(rules.count)"]) + "\n"
        Output.write(output)
        return .success
    }
}

enum ExplainCommand {
    static func run(_ arguments: [String]) throws -> ExitStatus {
        let options = try Arguments(arguments, command: "explain", flags: [], options: [CommandLineLanguage.option])
        guard options.positional.count == 1, let id = options.positional.first else {
            throw UsageError("cli.usage.explain-arguments")
        }
        guard let rule = RuleRegistry.rule(withID: id)?.description else {
            let ids = RuleRegistry.all.map { $0.description.id }
            let closest = ids.min { EditDistance.distance(id, $0) < EditDistance.distance(id, $1) }
            let suggestion = closest.flatMap { EditDistance.distance(id, $0) <= max(2, id.count / 2) ? $0 : nil }
            throw suggestion.map { UsageError("cli.usage.no-rule.suggest", ["id": id, "suggestion": $0]) }
                ?? UsageError("cli.usage.no-rule", ["id": id])
        }
        Output.write(render(rule, catalog: CommandLineLanguage.catalog(options)))
        return .success
    }

    static func render(_ rule: RuleDescription, catalog: MessageCatalog) -> String {
        func section(_ key: String, _ body: String) -> String { "\(catalog.text(key))\n\(indent(body))\n\n" }
        var output = "\(rule.id) — \(catalog.text("rule.\(rule.id).summary"))\n\n"
        output += catalog.text("cli.explain.default-severity", ["severity": "\(rule.defaultSeverity)"]) + "\n\n"
        output += section("cli.explain.what", catalog.text("rule.\(rule.id).what"))
        output += section("cli.explain.why", catalog.text("rule.\(rule.id).why"))
        output += section("cli.explain.how", catalog.text("rule.\(rule.id).how"))
        let fix = rule.fix.map { "\(catalog.text("rule.\(rule.id).fix")) (\($0.safety.rawValue))" } ?? catalog.text("cli.explain.no-fix")
        output += section("cli.explain.fix", fix)
        output += section("cli.explain.source", rule.citations.map { "\($0.file), \($0.section)" }.joined(separator: "\n"))
        if let triggering = rule.examples.first(where: \.isTriggering) {
            output += section("cli.explain.triggers", triggering.plainSource)
            if let fixed = triggering.fixed { output += section("cli.explain.fixed", fixed) }
        }
        if let passing = rule.examples.first(where: { !$0.isTriggering }) {
            output += section("cli.explain.passes", passing.plainSource)
        }
        return output.hasSuffix("\n\n") ? String(output.dropLast()) : output
    }

    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    \($0)" }.joined(separator: "\n")
    }
}

extension String {
    /// Pads to `width` terminal columns (CJK characters take two).
    func padding(_ width: Int) -> String {
        let columns = EastAsianWidth.columns(self)
        return columns >= width ? self : self + String(repeating: " ", count: width - columns)
    }
}
