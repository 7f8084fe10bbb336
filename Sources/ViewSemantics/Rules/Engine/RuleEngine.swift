/// Runs the rules on a file's model: each rule on the elements of the kinds
/// it declares, keeping the findings that lie in this file, rendering their
/// messages through the catalog and applying the configured severities.
import ViewSyntax

public enum RuleEngine {
    /// Rules by the component kind they look at.
    static let rulesByKind: [String: [any Rule.Type]] = {
        var table: [String: [any Rule.Type]] = [:]
        for rule in RuleRegistry.all {
            for kind in rule.kinds { table[kind, default: []].append(rule) }
        }
        return table
    }()

    public static func run(_ context: RuleContext, catalog: MessageCatalog) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: Set<FindingKey> = []
        for element in context.model.elements {
            guard let kind = element.kind, let rules = rulesByKind[kind] else { continue }
            for rule in rules {
                let description = rule.description
                guard let severity = context.configuration.severity(forRule: description.id, default: description.defaultSeverity) else { continue }
                for finding in rule.check(element, in: context) where finding.location.path == context.model.path {
                    guard seen.insert(FindingKey(rule: description.id, range: finding.location.range)).inserted else { continue }
                    diagnostics.append(render(finding, of: description, severity: severity, catalog: catalog))
                }
            }
        }
        return withoutSuperseded(diagnostics)
    }

    /// One finding of a rule at one place; a rule reaching it twice reports it once.
    struct FindingKey: Hashable {
        let rule: String
        let range: Range<Int>
    }

    /// Rules' `supersededBy`, by rule id.
    static let supersedingRules: [String: Set<String>] = {
        var table: [String: Set<String>] = [:]
        for rule in RuleRegistry.all where !rule.description.supersededBy.isEmpty {
            table[rule.description.id] = Set(rule.description.supersededBy)
        }
        return table
    }()

    /// One report per fault: drops a general rule's diagnostic where a more
    /// specific rule (still enabled, so it reported) covers an overlapping range.
    static func withoutSuperseded(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.contains(where: { supersedingRules[$0.code] != nil }) else { return diagnostics }
        let specificIDs = supersedingRules.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        let specifics = diagnostics.filter { specificIDs.contains($0.code) }
        return diagnostics.filter { diagnostic in
            guard let superseding = supersedingRules[diagnostic.code] else { return true }
            return !specifics.contains { superseding.contains($0.code) && $0.range.overlaps(diagnostic.range) }
        }
    }

    static func render(_ finding: RuleFinding, of description: RuleDescription, severity: Severity,
                       catalog: MessageCatalog) -> Diagnostic {
        var arguments = finding.arguments
        for (placeholder, name) in finding.terms {
            arguments[placeholder] = catalog.text(RuleDescription.noteKey(description.id, name), finding.arguments)
        }
        let message = catalog.text(RuleDescription.messageKey(description.id, variant: finding.variant), arguments)
        var fixes: [Fix] = []
        if let edits = finding.edits, let fix = description.fix {
            let title = catalog.text("rule.\(description.id).fix", arguments)
            fixes.append(Fix(title: title, edits: edits, isSafe: fix.safety == .safe))
        }
        let related = finding.related.map { note in
            RelatedInformation(location: note.location, message: catalog.text(RuleDescription.noteKey(description.id, note.name), note.arguments))
        }
        return Diagnostic(range: finding.location.range, severity: severity, code: description.id, message: message,
                          fixes: fixes, related: related)
    }
}
