/// Runs the rules on a file's model: each rule on the elements of the kinds
/// it declares (large files in chunks on all processors, merged in order), keeping the findings that lie in this file
/// (or that a component use here creates: `ComponentFaults`), rendering their
/// messages through the catalog and applying the configured severities.
import Foundation
import ViewSyntax
import ViewLayout
public import ViewModel
public import ViewStrings

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
        run(context, catalog: catalog, processors: Processors.active, elementsPerChunk: elementsPerChunk).diagnostics
    }

    /// The findings, and what a check of the file's next version may take over (`FindingsMemo`), given
    /// `previous`, what this check's earlier version kept.
    static func run(_ context: RuleContext, catalog: MessageCatalog, previous: FindingsMemo?) -> (diagnostics: [Diagnostic], memo: FindingsMemo?) {
        run(context, catalog: catalog, processors: Processors.active, elementsPerChunk: elementsPerChunk, previous: previous)
    }

    /// `run` with the split chosen by the caller, so tests can compare any split with one pass.
    static func run(_ context: RuleContext, catalog: MessageCatalog, processors: Int, elementsPerChunk: Int,
                    previous: FindingsMemo? = nil) -> (diagnostics: [Diagnostic], memo: FindingsMemo?) {
        let enabled = enabledRules(by: context.configuration, catalog: catalog)
        let elements = context.model.elements
        let chunks = chunkRanges(count: elements.count, processors: processors, elementsPerChunk: elementsPerChunk)
        // Asked before the chunks run: it reads the element numbering, whose cache may not be entered from within another.
        let kept = previous.flatMap { !$0.entries.isEmpty && $0.holds(for: context, language: catalog.language) ? $0 : nil }
        let results = ConcurrentSlots<ChunkFindings>(count: chunks.count)
        @Sendable func runChunk(_ index: Int) {
            results.store(findings(on: elements[chunks[index]], enabled: enabled, in: context, catalog: catalog, kept: kept), at: index)
        }
        if chunks.count == 1 {
            runChunk(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: chunks.count, execute: runChunk)
        }
        // In element order, as one pass would have found them; a place a rule reached twice counts once.
        var diagnostics: [Diagnostic] = []
        var seen: Set<FindingKey> = []
        var entries: [Int: FindingsMemo.Entry] = [:]
        var reused = 0
        for chunk in results.all {
            for found in chunk.found {
                guard seen.insert(found.key).inserted else { continue }
                diagnostics.append(found.diagnostic)
            }
            for (slot, entry) in chunk.entries { entries[slot] = entry }
            reused += chunk.reusedElements
        }
        let memo = entries.isEmpty ? nil : FindingsMemo(slots: context.elementSlots, path: context.file.path, language: catalog.language,
                                                         configuration: context.configuration,
                                                         madeWithoutErrors: context.file.tree.diagnostics.isEmpty, entries: entries,
                                                         reusedElements: reused)
        return (withoutSuperseded(diagnostics), memo)
    }

    /// What one chunk of elements gave: its findings in order, and the entries a later version may take over.
    struct ChunkFindings: Sendable {
        var found: [(key: FindingKey, diagnostic: Diagnostic)] = []
        var entries: [(slot: Int, entry: FindingsMemo.Entry)] = []
        var reusedElements = 0
    }

    /// The rules' findings on some elements, in element order, rendered; those of the rules that read only
    /// their element taken from `kept` where it holds, and kept for the next version.
    static func findings(on elements: ArraySlice<Element>, enabled: [String: [EnabledRule]], in context: RuleContext,
                         catalog: MessageCatalog, kept: FindingsMemo? = nil) -> ChunkFindings {
        var result = ChunkFindings()
        let sources = FixSources(current: context.file, directory: context.directory)
        let path = context.file.path
        // Where a size-dependent finding happens, said once per set of variants: most findings share a few sets.
        var places: [[LayoutVariant]: (place: VariantWords.Place, variants: [DiagnosticVariant])] = [:]
        // The context of each variant, made when a size-dependent rule first needs them.
        var variantContexts: VariantContexts?
        // For a rule restricted to some variants (`Configuration.ruleVariants`): whether this screen judges it, and on
        // which of its variants, by rule id.
        var restrictedContexts: [String: (judged: Bool, variants: VariantContexts)] = [:]
        /// One rule's findings on one element, appended to the chunk's.
        func judge(_ enabled: EnabledRule, on element: Element) {
            let varies = enabled.variantWords != nil
            if varies, variantContexts == nil { variantContexts = VariantContexts(context) }
            var variants = variantContexts ?? .none
            if enabled.isRestricted {
                let id = enabled.description.id
                let kept = restrictedContexts[id] ?? {
                    let allowed = context.variantMatrix(of: id)
                    let kept = (judged: !allowed.isEmpty, variants: varies ? VariantContexts(context, on: allowed) : VariantContexts.none)
                    restrictedContexts[id] = kept
                    return kept
                }()
                // Judged on none of the variants this screen is checked on: not judged.
                if !kept.judged { return }
                if varies { variants = kept.variants }
            }
            // Shown in some orientations only (`visibleIn`): judged on the variants held those ways.
            if varies { variants = variants.shown(element, in: context) }
            for judged in VariantFindings.check(enabled.rule, varies: varies, element, in: context, variants: variants) {
                // A component's own fault is its file's; one a use creates is reported at the use.
                guard let placed = ComponentFaults.place(judged.finding, on: element, rule: enabled.rule, in: context) else { continue }
                var diagnostic = render(placed.finding, of: enabled, sources: sources)
                if let variants = judged.variants, let words = enabled.variantWords {
                    let said = places[variants] ?? {
                        let said = (place: words.place(variants, matrix: context.variantMatrix), variants: variants.map {
                            DiagnosticVariant(device: $0.device.name, orientation: $0.orientation.rawValue, textSize: $0.textSize.rawValue)
                        })
                        places[variants] = said
                        return said
                    }()
                    diagnostic.message = words.message(diagnostic.message, place: said.place)
                    diagnostic.variants = said.variants
                }
                if let (location, component) = placed.componentPlace, diagnostic.related.count < Self.maximumRelated {
                    diagnostic.related.insert(RelatedInformation(location: location, message: catalog.text(
                        "check.component-use.place", ["name": component])), at: 0)
                }
                result.found.append((FindingKey(rule: enabled.description.id, range: placed.finding.location.range), diagnostic))
            }
        }
        var chunkSlots: ElementSlots?
        let plainlyShown = PlainlyShown()
        for (step, element) in elements.enumerated() {
            if context.cancellation.shouldStop(at: step) { break }
            guard let kind = element.kind, let rules = enabled[kind] else { continue }
            // Nothing inside a hidden element is judged; a hidden element only by the rules about hiding. Hidden:
            // not seen on any way the screen is held (`hidden`, `visibleIn`; HiddenElements.swift).
            // Most elements, and all around them, set neither `hidden` nor `visibleIn`: shown, with no walk up.
            let hidden = !plainlyShown.contains(element) && (element.isHiddenItself || element.isHiddenOnScreen)
            if hidden, element.parent?.isHiddenOnScreen == true { continue }
            // For the rules that read only their element: its slot, what the previous version found on it, and what this one finds.
            var slot: Int?
            var earlier: (entry: FindingsMemo.Entry, shift: Int)?
            var recorded: [(rule: String, found: [FindingsMemo.Found])]?
            if rules.contains(where: \.readsOnlyItsElement), FindingsMemo.keeps(element, in: path) {
                // Asked once a chunk: the context's cache takes a lock and a string key.
                let slots = chunkSlots ?? context.elementSlots
                chunkSlots = slots
                slot = slots.slot(of: element)
                if let slot {
                    earlier = kept?.entry(for: element, slot: slot, in: slots)
                    recorded = []
                }
            }
            for enabled in rules where !hidden || enabled.description.hiddenElements == .judged {
                guard enabled.readsOnlyItsElement, slot != nil else {
                    judge(enabled, on: element)
                    continue
                }
                let id = enabled.description.id
                if let earlier, let found = earlier.entry.byRule.first(where: { $0.rule == id })?.found {
                    let moved = found.map { FindingsMemo.moved($0, by: earlier.shift) }
                    result.found += moved
                    recorded?.append((id, moved))
                    continue
                }
                let start = result.found.count
                judge(enabled, on: element)
                let found = result.found[start...]
                if found.allSatisfy({ FindingsMemo.staysInside($0.diagnostic, element.range, path: path) }) {
                    recorded?.append((id, Array(found)))
                } else {
                    recorded = nil
                }
            }
            if let slot, let recorded {
                result.entries.append((slot, FindingsMemo.Entry(green: element.syntax.syntax.green, start: element.range.lowerBound,
                                                                byRule: recorded)))
                if earlier != nil { result.reusedElements += 1 }
            }
        }
        return result
    }

    /// The fewest elements a chunk gets: a file of fewer than twice this many
    /// is checked on one thread, where starting others would cost more than it saves.
    static let elementsPerChunk = 64

    /// The element ranges checked concurrently: a few per processor, so that
    /// a chunk of heavy elements does not leave the other processors idle;
    /// one range for small files or one processor.
    static func chunkRanges(count: Int, processors: Int, elementsPerChunk: Int) -> [Range<Int>] {
        let chunks = max(1, min(processors > 1 ? processors * 4 : 1, count / elementsPerChunk))
        return (0..<chunks).map { index in (count * index / chunks)..<(count * (index + 1) / chunks) }
    }

    /// A rule left on, with its description, severity and texts. A class: the loop
    /// over elements hands it around without copying the description's fields.
    final class EnabledRule: Sendable {
        let rule: any Rule.Type
        let description: RuleDescription
        let severity: Severity
        /// Whether the configuration set the severity (then it holds for every variant).
        let isConfigured: Bool
        /// The rule's texts in the check's language, looked up once rather than by key for each finding.
        let messages: [String: PreparedText]
        let notes: [String: PreparedText]
        let fixTitle: PreparedText?
        /// The language's list patterns, for `RuleFinding.lists`.
        let lists: [ListKind: ListFormat]
        /// The language the texts are filled in (its plural rules).
        let language: CatalogLanguage
        /// For a rule that varies by size: the words that say where a finding happens.
        let variantWords: VariantWords?
        /// Whether the configuration restricts the rule to some variants (`Configuration.ruleVariants`).
        let isRestricted: Bool
        /// Whether its findings on an element may be kept between versions (`RuleDescription.readsOnlyItsElement`).
        let readsOnlyItsElement: Bool

        init(_ rule: any Rule.Type, _ description: RuleDescription, _ severity: Severity, isConfigured: Bool, isRestricted: Bool = false,
             catalog: MessageCatalog) {
            self.rule = rule
            self.isRestricted = isRestricted
            self.description = description
            self.severity = severity
            self.isConfigured = isConfigured
            self.readsOnlyItsElement = description.readsOnlyItsElement
            self.language = catalog.language.catalogLanguage
            let id = description.id
            messages = Dictionary(uniqueKeysWithValues: description.messages.map {
                ($0, catalog.template(RuleDescription.messageKey(id, variant: $0)).prepared())
            })
            notes = Dictionary(uniqueKeysWithValues: description.notes.map { ($0, catalog.template(RuleDescription.noteKey(id, $0)).prepared()) })
            fixTitle = description.fix.map { _ in catalog.template("rule.\(id).fix").prepared() }
            lists = Dictionary(uniqueKeysWithValues: ListKind.allCases.map { ($0, catalog.listFormat($0)) })
            variantWords = description.variesBySize ? VariantWords(catalog: catalog) : nil
        }

        /// A message variant's template; a variant the rule does not declare shows as its key, as the catalog shows unknown keys.
        func message(_ variant: String) -> PreparedText {
            messages[variant] ?? CatalogText(value: RuleDescription.messageKey(description.id, variant: variant)).prepared()
        }

        func note(_ name: String) -> PreparedText {
            notes[name] ?? CatalogText(value: RuleDescription.noteKey(description.id, name)).prepared()
        }
    }

    /// The rules a configuration leaves on, by component kind, with their
    /// severities and texts: made once and reused while the rule settings and
    /// the language stay the same, as they do from one keystroke to the next.
    static func enabledRules(by configuration: Configuration, catalog: MessageCatalog) -> [String: [EnabledRule]] {
        ruleSets.rules(for: configuration.ruleSeverities, restricted: Set(configuration.ruleVariants.keys), language: catalog.language) {
            rulesByKind.compactMapValues { rules in
                let enabled: [EnabledRule] = rules.compactMap { rule in
                    let description = rule.description
                    guard let severity = configuration.severity(forRule: description.id, default: description.defaultSeverity) else {
                        return nil
                    }
                    return EnabledRule(rule, description, severity, isConfigured: configuration.ruleSeverities[description.id] != nil,
                                       isRestricted: configuration.ruleVariants[description.id] != nil, catalog: catalog)
                }
                return enabled.isEmpty ? nil : enabled
            }
        }
    }

    static let ruleSets = RuleSetCache()

    /// The last rule set made, with the settings and language it was made for.
    final class RuleSetCache: @unchecked Sendable {
        private let lock = NSLock()
        private var last: (severities: [String: RuleSetting], restricted: Set<String>, language: MessageLanguage,
                           rules: [String: [EnabledRule]])?

        func rules(for severities: [String: RuleSetting], restricted: Set<String>, language: MessageLanguage,
                   make: () -> [String: [EnabledRule]]) -> [String: [EnabledRule]] {
            lock.lock()
            defer { lock.unlock() }
            if let last, last.language == language, last.severities == severities, last.restricted == restricted { return last.rules }
            let rules = make()
            last = (severities, restricted, language, rules)
            return rules
        }
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
        var rangesByCode: [String: [Range<Int>]] = [:]
        for diagnostic in diagnostics where specificIDs.contains(diagnostic.code) {
            rangesByCode[diagnostic.code, default: []].append(diagnostic.range)
        }
        let indexes = rangesByCode.mapValues(OverlapIndex.init)
        return diagnostics.filter { diagnostic in
            guard let superseding = supersedingRules[diagnostic.code] else { return true }
            return !superseding.contains { indexes[$0]?.overlaps(diagnostic.range) == true }
        }
    }

    /// Ranges sorted by start with the largest end so far, so "does any overlap this range?" is a
    /// binary search: O(log n) per question where comparing with every range made a file's check
    /// grow with the square of its findings. Overlap as `Range.overlaps`: empty ranges overlap nothing.
    struct OverlapIndex {
        private let starts: [Int]
        private let furthestEnds: [Int]

        init(_ ranges: [Range<Int>]) {
            let sorted = ranges.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
            starts = sorted.map(\.lowerBound)
            var furthest = Int.min
            furthestEnds = sorted.map { range in
                furthest = max(furthest, range.upperBound)
                return furthest
            }
        }

        func overlaps(_ range: Range<Int>) -> Bool {
            guard !range.isEmpty else { return false }
            // The ranges starting before `range` ends: the first `count` of them.
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] < range.upperBound { low = middle + 1 } else { high = middle }
            }
            return low > 0 && furthestEnds[low - 1] > range.lowerBound
        }
    }

    /// The most related places one finding lists (`docs/checking.md`).
    public static let maximumRelated = 50
}
