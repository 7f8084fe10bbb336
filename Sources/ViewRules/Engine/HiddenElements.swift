/// Hidden elements: what a rule does with an element that is not seen
/// because it, or an element around it, is `hidden: true` or shown only in
/// orientations (`visibleIn`, language version 4) the screen is not held in.
/// The engine runs a rule on such an element only when the rule judges
/// hiding itself, and a size-dependent rule only on the variants held the
/// ways the element shows; rules that count or compare other elements leave
/// the unseen ones out with `isHiddenOnScreen` (see docs/checking.md,
/// "Hidden elements").
public import ViewLayout
public import ViewModel

/// Whether a rule looks at elements that are not on screen.
public enum HiddenElements: String, Sendable {
    /// Not judged: a hidden element, or one inside a hidden element (its
    /// parent, or what presents it), shows nothing to judge. The default.
    case skipped
    /// Judged: the rule is about hiding (`status-bar/hidden`,
    /// `tab-bar/removed-tab`), so it runs on an element that is itself
    /// hidden; still not on one inside a hidden element.
    case judged
}

/// Ways of holding the device in which an element shows.
public struct ShownOrientations: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let portrait = ShownOrientations(rawValue: 1)
    public static let landscape = ShownOrientations(rawValue: 2)
    public static let both: ShownOrientations = [.portrait, .landscape]

    public init(_ orientation: LayoutOrientation) {
        self = orientation == .portrait ? .portrait : .landscape
    }

    public init(_ orientations: [LayoutOrientation]) {
        self = orientations.reduce(into: []) { $0.insert(ShownOrientations($1)) }
    }

    public func contains(_ orientation: LayoutOrientation) -> Bool { contains(ShownOrientations(orientation)) }
}

extension Element {
    /// The ways of holding the device, among `orientations`, in which the element shows: none when it or an
    /// element around it (its parent, what presents it) is `hidden: true`, else those that every `visibleIn`
    /// on the way up names. `orientations` nil: the ways its screen is held (`orientations`, else both). A
    /// walk up the parents, bounded by the nesting depth.
    public func shownOrientations(among orientations: ShownOrientations? = nil) -> ShownOrientations {
        var shown = ShownOrientations.both
        var current: Element? = self
        var screen: Element?
        while let element = current {
            if element.bindings.mentionsVisibility {
                if element.binding("hidden")?.value.boolValue == true { return [] }
                if let named = element.namedOrientations {
                    shown.formIntersection(named)
                    if shown.isEmpty { return [] }
                }
            }
            if screen == nil, element.is("Screen") { screen = element }
            current = element.parent
        }
        if let orientations { return shown.intersection(orientations) }
        // Held both ways unless the screen says (no list to make for the many elements of screens that do not).
        guard let screen, screen.binding("orientations") != nil else { return shown }
        return shown.intersection(ShownOrientations(LayoutVariant.orientations(of: screen)))
    }

    /// The orientations its own `visibleIn` names; nil when it has none (shown in both).
    var namedOrientations: ShownOrientations? {
        guard let list = binding("visibleIn")?.value.listValue else { return nil }
        return ShownOrientations(LayoutOrientation.allCases.filter { orientation in list.contains { $0.nameValue == orientation.rawValue } })
    }

    /// Whether the element is not seen on any way its screen is held: its own `hidden: true` or that of an
    /// element it stands in or is presented from, or `visibleIn` on the way up that leaves out every
    /// orientation of the screen (`orientations`). One orientation is enough to be seen: the rules that
    /// are not judged per variant take an element shown in landscape only as there (docs/checking.md).
    public var isHiddenOnScreen: Bool {
        // A screen is always held some way, so one with nothing on the way up that sets either is seen.
        PlainlyShown().contains(self) ? false : shownOrientations().isEmpty
    }

    /// Whether the element's own bindings hide it: `hidden: true` (from the use or its component's
    /// defaults), or a `visibleIn` that names no orientation its screen is held in. An element inside a
    /// shown one can still be unseen when the two show in different orientations: `isHiddenOnScreen` says.
    public var isHiddenItself: Bool {
        guard bindings.mentionsVisibility else { return false }
        if binding("hidden")?.value.boolValue == true { return true }
        guard let named = namedOrientations else { return false }
        return named.intersection(ShownOrientations(LayoutVariant.orientations(of: screen))).isEmpty
    }
}

/// The elements that, with every element around them, set neither `hidden` nor `visibleIn`: seen on every
/// variant, so `isHiddenItself` and `isHiddenOnScreen` need no binding looked up. A walk up the parents that
/// reads one flag each (`BindingList.mentionsVisibility`, set as the model is built): cheaper than
/// remembering the answers by element.
struct PlainlyShown {
    func contains(_ element: Element) -> Bool {
        var current: Element? = element
        while let shown = current {
            if shown.bindings.mentionsVisibility { return false }
            current = shown.parent
        }
        return true
    }
}

extension VariantContexts {
    /// These variants less those held in a way `element` does not show in (`visibleIn` on it or around it):
    /// a size-dependent rule judges an element shown in landscape only on the landscape variants. Self when
    /// it shows on all of them.
    func shown(_ element: Element, in context: RuleContext) -> VariantContexts {
        let shown = element.shownOrientations(among: .both)
        guard shown != .both, variants.contains(where: { !shown.contains($0.orientation) }) else { return self }
        let kept = variants.filter { shown.contains($0.orientation) }
        return VariantContexts(context, on: kept)
    }
}
