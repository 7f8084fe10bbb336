/// Size-dependent rules across the matrix (devices.md §3): a rule whose
/// answer depends on the device, orientation or text size
/// (`RuleDescription.variesBySize`) runs on every variant of the file's
/// matrix; its findings at one place are one finding (worded as on the first
/// variant where it happens), with the variants where it happens. `VariantWords` says where in the message.
import ViewLayout
import ViewModel

enum VariantFindings {
    /// A finding with the variants it happens on, in the matrix's order (nil for a rule that does not vary).
    struct Found {
        var finding: RuleFinding
        var variants: [LayoutVariant]?
    }

    /// `rule`'s findings on `element`: on every variant of the matrix when it varies by size, each fault once.
    static func check(_ rule: any Rule.Type, varies: Bool, _ element: Element, in context: RuleContext) -> [Found] {
        guard varies else { return rule.check(element, in: context).map { Found(finding: $0, variants: nil) } }
        var found: [Found] = []
        var indexes: [Key: Int] = [:]
        for variant in context.variantMatrix {
            for finding in rule.check(element, in: context.on(variant)) {
                let key = Key(path: finding.location.path, range: finding.location.range)
                if let index = indexes[key] {
                    found[index].variants?.append(variant)
                } else {
                    indexes[key] = found.count
                    found.append(Found(finding: finding, variants: [variant]))
                }
            }
        }
        return found
    }

    /// One fault: a place (the engine reports one finding of a rule per place).
    private struct Key: Hashable {
        let path: String
        let range: Range<Int>
    }
}
