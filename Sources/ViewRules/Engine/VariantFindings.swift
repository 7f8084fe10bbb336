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
    /// `variants` are `context.variantMatrix`'s contexts (`VariantContexts`), made once for many elements.
    static func check(_ rule: any Rule.Type, varies: Bool, _ element: Element, in context: RuleContext,
                      variants: VariantContexts) -> [Found] {
        guard varies else { return rule.check(element, in: context).map { Found(finding: $0, variants: nil) } }
        if let judgesAtOnce = rule as? any MatrixRule.Type { return judgesAtOnce.checkMatrix(element, variants: variants) }
        return checkEachVariant(rule, element, variants)
    }

    /// What a rule gives without judging every variant at once: nothing when it finds nothing on the narrowest
    /// screen and the narrowest decides, else one `check` per variant (`eachVariant`).
    static func checkEachVariant(_ rule: any Rule.Type, _ element: Element,
                                 _ variants: VariantContexts) -> [Found] {
        if rule.description.narrowestDecides, nothingOnTheNarrowest(rule, element, variants) { return [] }
        return eachVariant(rule, element, variants)
    }

    /// One `check` of `rule` per variant, the findings at one place merged into one (worded as on the first).
    static func eachVariant(_ rule: any Rule.Type, _ element: Element,
                            _ variants: VariantContexts) -> [Found] {
        var found: [Found] = []
        var indexes: [Key: Int] = [:]
        for (variant, variantContext) in zip(variants.variants, variants.contexts) {
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

    /// Whether `rule` finds nothing on the narrowest screen of each size class among the variants (the device and
    /// way of holding it that give the least width) at any of their text sizes: then, room growing with the screen
    /// within a class, it finds nothing on any variant (`RuleDescription.narrowestDecides`).
    private static func nothingOnTheNarrowest(_ rule: any Rule.Type, _ element: Element, _ variants: VariantContexts) -> Bool {
        let rooms = Set(variants.narrowestIndexes.map { variants.roomIndex[$0] })
        return variants.variants.indices.allSatisfy { index in
            !rooms.contains(variants.roomIndex[index]) || rule.check(element, in: variants.contexts[index]).isEmpty
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
/// exactly what `VariantFindings.checkEachVariant` gives from one `check` per variant (`MatrixRuleTests` compares
/// the two on every example and on generated cells).
protocol MatrixRule: Rule {
    static func checkMatrix(_ element: Element, variants: VariantContexts) -> [VariantFindings.Found]
}

/// The variants of a file's matrix (`RuleContext.variantMatrix`), a context for each (`RuleContext.on`), and
/// what judging them asks of the matrix: which variants share a room (one device held one way), a variant upright
/// for each sideways one, the narrowest. Made once per chunk of elements, read by every element in it.
final class VariantContexts: Sendable {
    let variants: [LayoutVariant]
    let contexts: [RuleContext]
    /// For each variant, the index of the first variant on the same device held the same way: rooms are widths,
    /// the same at every text size.
    let roomIndex: [Int]
    /// For a sideways variant, the variant on the same device upright whose room it is never narrower than:
    /// one of the same size class (the Pro Max is regular sideways, with wider margins, compact upright).
    let upright: [Upright]
    /// The first variant on the narrowest screen (its device held its narrowest way) of each size class among
    /// the variants: room grows with the screen within a class, not across (margins differ).
    let narrowestIndexes: [Int]

    enum Upright {
        /// Upright itself, or upright in another size class: no shortcut.
        case none
        /// The index of a variant on the same device upright, in the same size class.
        case at(Int)
        /// Upright in the same size class, but not in the matrix (a screen held only sideways).
        case outsideMatrix
    }

    /// `context`'s variants (its whole matrix, or those a rule is restricted to), each with its context.
    init(_ context: RuleContext, on variants: [LayoutVariant]? = nil) {
        let variants = variants ?? context.variantMatrix
        self.variants = variants
        contexts = variants.map(context.on)
        func same(_ left: LayoutVariant, _ right: LayoutVariant) -> Bool {
            left.device.name == right.device.name && left.orientation == right.orientation
        }
        roomIndex = variants.map { variant in variants.firstIndex { same($0, variant) }! }
        upright = variants.map { variant in
            guard variant.orientation == .landscape,
                  LayoutVariant(device: variant.device, orientation: .portrait).horizontalSizeClass == variant.horizontalSizeClass
            else { return .none }
            return variants.firstIndex { $0.device.name == variant.device.name && $0.orientation == .portrait }.map(Upright.at) ?? .outsideMatrix
        }
        func width(_ variant: LayoutVariant) -> Double {
            variant.orientation == .portrait ? variant.device.width : variant.device.height
        }
        narrowestIndexes = [LayoutVariant.SizeClass.compact, .regular].compactMap { sizeClass in
            variants.indices.filter { variants[$0].horizontalSizeClass == sizeClass }.min { width(variants[$0]) < width(variants[$1]) }
        }
    }

    /// No variants (a rule that does not vary by size is given these).
    static let none = VariantContexts()

    private init() {
        variants = []
        contexts = []
        roomIndex = []
        upright = []
        narrowestIndexes = []
    }
}
