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
    /// `variants` are `context.variantMatrix`'s contexts (`RuleContext.on`), made once for many elements.
    static func check(_ rule: any Rule.Type, varies: Bool, _ element: Element, in context: RuleContext,
                      variants: [(variant: LayoutVariant, context: RuleContext)]) -> [Found] {
        guard varies else { return rule.check(element, in: context).map { Found(finding: $0, variants: nil) } }
        if let judgesAtOnce = rule as? any MatrixRule.Type { return judgesAtOnce.checkMatrix(element, variants: variants) }
        if rule.description.narrowestDecides, nothingOnTheNarrowest(rule, element, variants) { return [] }
        return eachVariant(rule, element, variants)
    }

    /// One `check` of `rule` per variant, the findings at one place merged into one (worded as on the first).
    static func eachVariant(_ rule: any Rule.Type, _ element: Element,
                            _ variants: [(variant: LayoutVariant, context: RuleContext)]) -> [Found] {
        var found: [Found] = []
        var indexes: [Key: Int] = [:]
        for (variant, variantContext) in variants {
            for finding in rule.check(element, in: variantContext) {
                let key = Key(finding.location)
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

    /// Whether `rule` finds nothing on the narrowest screen of the variants (the device and way of holding it
    /// that give the least width) at any of their text sizes: then, room growing with the screen, it finds
    /// nothing on any variant (`RuleDescription.narrowestDecides`).
    private static func nothingOnTheNarrowest(_ rule: any Rule.Type, _ element: Element,
                                              _ variants: [(variant: LayoutVariant, context: RuleContext)]) -> Bool {
        func width(_ variant: LayoutVariant) -> Double {
            variant.orientation == .portrait ? variant.device.width : variant.device.height
        }
        guard let narrowest = variants.min(by: { width($0.variant) < width($1.variant) })?.variant else { return true }
        return variants.allSatisfy { variant, context in
            variant.device != narrowest.device || variant.orientation != narrowest.orientation || rule.check(element, in: context).isEmpty
        }
    }

    /// One fault: a place (the engine reports one finding of a rule per place).
    struct Key: Hashable {
        let path: String
        let range: Range<Int>

        init(_ location: SourceLocation) {
            path = location.path
            range = location.range
        }

        init(path: String, range: Range<Int>) {
            self.path = path
            self.range = range
        }
    }
}

/// A size-dependent rule that judges all of an element's variants in one call: what it reads of the
/// element (its texts, their widths) is read once rather than once per variant. `checkMatrix` must give
/// exactly what `VariantFindings.eachVariant` gives from one `check` per variant (`MatrixRuleTests` compares
/// the two on every example and on generated cells).
protocol MatrixRule: Rule {
    static func checkMatrix(_ element: Element, variants: [(variant: LayoutVariant, context: RuleContext)]) -> [VariantFindings.Found]
}
