/// Hidden elements: what a rule does with an element that is not on screen
/// because it, or an element around it, is `hidden: true`. The engine runs
/// a rule on such an element only when the rule judges hiding itself; rules
/// that count or compare other elements leave the hidden ones out with
/// `isHiddenOnScreen` (see docs/checking.md, "Hidden elements").
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

extension Element {
    /// Whether the element is hidden: its own `hidden: true`, or that of an
    /// element it stands in or is presented from. A walk up the parents,
    /// bounded by the nesting depth.
    public var isHiddenOnScreen: Bool {
        var current: Element? = self
        while let element = current {
            if element.isHiddenItself { return true }
            current = element.parent
        }
        return false
    }

    /// Whether the element's own `hidden` is `true` (from the use or its component's defaults).
    public var isHiddenItself: Bool { binding("hidden")?.value.boolValue == true }
}
