/// Where a finding reached through a component use is reported: a fault of
/// the component's own is reported once, in the component's file (which
/// finds it when it is checked alone), never again at each use; a fault that
/// the use creates — with its bindings, its children or the place it stands
/// in — is reported at the use, in the checked file, even when the element
/// it is on is written in the component's file. A finding is the
/// component's own when checking the component's file alone gives a finding
/// of the same rule at the same place (its words may differ: six tabs judged
/// as an iPhone's there are the fault a popover's use shows too) before that
/// file decides where to report it.
import ViewSyntax
import ViewModel
import ViewStrings

enum ComponentFaults {
    /// One finding as it would be reported, with a note pointing into the component when it was moved to the use.
    struct Placed {
        var finding: RuleFinding
        var componentPlace: (location: SourceLocation, component: String)?
    }

    /// What two checks compare: where the rule's finding is (one fault, one place, whatever the words).
    struct Signature: Hashable {
        let path: String
        let range: Range<Int>

        init(_ finding: RuleFinding, at location: SourceLocation) {
            path = location.path
            range = location.range
        }
    }

    /// Stands for "found when checking the root element", wherever on it the finding is.
    static let rootMarker = SourceLocation(path: "", range: 0..<0)

    /// Where `finding`, found on `element`, is reported in the checked file; nil: not here.
    static func place(_ finding: RuleFinding, on element: Element, rule: any Rule.Type, in context: RuleContext) -> Placed? {
        let path = context.model.path
        let location = finding.location
        if location.path == path {
            // On a use's type name: the component's own fault when its root, checked alone, has it.
            guard let use = uses(in: context)[location.range.lowerBound], use.nameRange == location.range,
                  let component = context.directory.file(definingType: use.typeName), !component.isScreen,
                  let root = model(of: component, in: context).root else { return Placed(finding: finding) }
            let own = ownFindings(of: rule, in: component, context: context)
            // A rule may put a finding about the element itself on the use (a binding it would point at
            // is the component's): then the same finding anywhere on the component's root is the same fault.
            if own.contains(Signature(finding, at: root.location))
                || (element === use && own.contains(Signature(finding, at: rootMarker))) { return nil }
            return Placed(finding: finding)
        }
        // In another file: only a component that a use written here brings in.
        guard isComponentFile(location.path, in: context),
              let use = useInThisFile(around: element, path: path) ?? use(bringingIn: location, in: context),
              let component = context.directory.file(definingType: use.typeName), !component.isScreen else { return nil }
        if ownFindings(of: rule, in: component, context: context).contains(Signature(finding, at: location)) { return nil }
        var moved = finding
        moved.location = use.location
        return Placed(finding: moved, componentPlace: (location, use.typeName))
    }

    /// The nearest element around `element` (itself included) written in the checked file, when
    /// it is a component use: the use whose expansion brought `element` in.
    static func useInThisFile(around element: Element, path: String) -> Element? {
        var current: Element? = element
        while let candidate = current {
            if candidate.path == path { return candidate.componentChain.isEmpty ? nil : candidate }
            current = candidate.parent
        }
        return nil
    }

    /// The use written in the checked file whose expansion holds `location` (a finding a rule puts on a
    /// binding a component gives, while judging an element around the use): the first in the file.
    static func use(bringingIn location: SourceLocation, in context: RuleContext) -> Element? {
        placesBroughtIn(in: context)[location.path]?.first { holds($0.range, location.range) }?.use
    }

    /// Where the syntax each use of the checked file brings in lies, by file, in the uses' order: the
    /// elements (their syntax holds the bindings written with them) and the bindings a component gives.
    /// Built once per check, only when a finding in another file needs its use.
    static func placesBroughtIn(in context: RuleContext) -> [String: [(range: Range<Int>, use: Element)]] {
        context.cache.memo(file: "component-use-places") {
            var places: [String: [(range: Range<Int>, use: Element)]] = [:]
            for use in uses(in: context).sorted(by: { $0.key < $1.key }).map(\.value) {
                for element in [use] + use.descendants {
                    places[element.path, default: []].append((element.range, use))
                    for binding in element.bindings.values where binding.path != element.path {
                        places[binding.path, default: []].append((binding.location.range, use))
                    }
                }
            }
            return places
        }
    }

    static func holds(_ outer: Range<Int>, _ inner: Range<Int>) -> Bool {
        outer.lowerBound <= inner.lowerBound && inner.upperBound <= outer.upperBound
    }

    static func isComponentFile(_ path: String, in context: RuleContext) -> Bool {
        guard let slash = path.lastIndex(of: "/").map(path.index(after:)) ?? path.indices.first,
              path.hasSuffix(".view") else { return false }
        let typeName = String(path[slash...].dropLast(5))
        guard let file = context.directory.file(definingType: typeName) else { return false }
        return file.path == path && !file.isScreen
    }

    /// The component uses written in the checked file, by where their type name starts: once per check.
    static func uses(in context: RuleContext) -> [Int: Element] {
        context.cache.memo(file: "component-uses") {
            var uses: [Int: Element] = [:]
            for element in context.model.elements where element.path == context.model.path && !element.componentChain.isEmpty {
                uses[element.nameRange.lowerBound] = element
            }
            return uses
        }
    }

    /// A component file's model, as checking it alone builds it (kept by the workspace while nothing it read changed).
    static func model(of component: SourceFile, in context: RuleContext) -> FileModel {
        context.cache.memo(file: "component-model:\(component.path)") { context.directory.model(of: component) }
    }

    /// What `rule` finds when the component's file is checked alone, before that check decides where
    /// each finding goes (so a finding its own components or uses report counts too): once per check.
    static func ownFindings(of rule: any Rule.Type, in component: SourceFile, context: RuleContext) -> Set<Signature> {
        context.cache.memo(file: "component-findings:\(rule.description.id):\(component.path)") {
            let model = model(of: component, in: context)
            let alone = RuleContext(model: model, file: component, configuration: context.configuration, directory: context.directory,
                                    images: context.images.separate(), cancellation: context.cancellation)
            var found: Set<Signature> = []
            let judgedOn = alone.variantMatrix(of: rule.description.id)
            // A rule restricted to variants this file is not checked on is not judged here either.
            guard !judgedOn.isEmpty else { return found }
            let variants = rule.description.variesBySize ? VariantContexts(alone, on: judgedOn) : .none
            for element in model.elements where element.kind.map(rule.kinds.contains) ?? false {
                if context.cancellation.isCancelled { break }
                // As the engine judges: nothing inside a hidden element, a hidden one only by the rules about hiding.
                let hidden = element.isHiddenItself || element.isHiddenOnScreen
                if hidden && (rule.description.hiddenElements != .judged || element.parent?.isHiddenOnScreen == true) { continue }
                // On every variant for a rule that varies by size (those its element shows on), as the engine judges.
                let shownOn = rule.description.variesBySize ? variants.shown(element, in: alone) : variants
                for judged in VariantFindings.check(rule, varies: rule.description.variesBySize, element, in: alone, variants: shownOn) {
                    let finding = judged.finding
                    found.insert(Signature(finding, at: finding.location))
                    if element === model.root { found.insert(Signature(finding, at: rootMarker)) }
                }
            }
            return found
        }
    }
}
