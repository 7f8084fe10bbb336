/// Shared by the scroll-view, text-view and page-view-controller rules: which
/// views scroll and along which axes, the page controls that go with a scroll
/// view, and a fix edit that adds bindings right after a related one.
import ViewSyntax
import ViewModel

/// A direction content can scroll in.
enum ScrollAxis: String, CaseIterable, Sendable {
    case vertical, horizontal

    /// "vertically" or "horizontally", for messages.
    var adverb: String { self == .vertical ? "vertically" : "horizontally" }
    /// The `ScrollView` property that shows or hides the indicator on this axis.
    var indicatorProperty: String { self == .vertical ? "showsVerticalIndicator" : "showsHorizontalIndicator" }
}

enum ScrollingViews {
    /// The components that scroll their own content.
    static let kinds: Set<String> = ["ScrollView", "TableView", "CollectionView", "TextView", "WebView"]

    /// The axes a scrolling view scrolls along: a `ScrollView`'s `direction`
    /// (`both` is both), a `CollectionView`'s `scrollDirection`, and vertical
    /// for tables, text views and web views.
    static func axes(of element: Element) -> Set<ScrollAxis> {
        switch element.kind {
        case "ScrollView":
            switch element.name("direction") {
            case "horizontal": return [.horizontal]
            case "both": return [.vertical, .horizontal]
            default: return [.vertical]
            }
        case "CollectionView":
            return element.name("scrollDirection") == "horizontal" ? [.horizontal] : [.vertical]
        case "TableView", "TextView", "WebView":
            return [.vertical]
        default:
            return []
        }
    }

    /// The axis a paging scroll view turns its pages along, which a page
    /// control stands for: horizontal unless the view scrolls only vertically.
    static func pagingAxis(of scrollView: Element) -> ScrollAxis {
        scrollView.name("direction") == "vertical" ? .vertical : .horizontal
    }

    /// What "the same container" means for these rules: the nearest container,
    /// else (in a component file) the outermost element.
    static func scope(of element: Element) -> Element {
        if let container = element.container { return container }
        var outermost = element
        while let parent = outermost.parent { outermost = parent }
        return outermost
    }

    /// The scope and the elements in it that are laid out, in source order, in one walk down that stops at
    /// what is hidden and at a nested container's children: an element is in the scope when its parent is the
    /// scope or is in it without being a container (what `scope(of:)` finds walking up), and hidden when it or
    /// an ancestor up to the scope is `hidden: true`, the inline value of a property, or shown in none of the
    /// scope's orientations (see `isHidden`).
    static func visibleElements(inScope scope: Element, in context: RuleContext) -> [Element] {
        context.cache.memo("scrolling-visible", scope) {
            var found = [scope]
            func visit(_ parent: Element, shown: ShownOrientations) {
                // As `Element.descendants` orders them: presented values, then children. A presented value is
                // hidden, and so is everything in it; so is an element shown in none of the ways the scope is
                // held (`visibleIn`).
                for child in parent.children {
                    var childShown = shown
                    // Most elements set neither `hidden` nor `visibleIn`: no binding to look up.
                    if child.bindings.mentionsVisibility {
                        if child.bool("hidden") == true { continue }
                        if let named = child.namedOrientations { childShown.formIntersection(named) }
                        if childShown.isEmpty { continue }
                    }
                    found.append(child)
                    if child.declaration?.isContainer != true { visit(child, shown: childShown) }
                }
            }
            visit(scope, shown: scope.shownOrientations())
            return found
        }
    }

    /// The visible scrolling views in a scope, in source order.
    static func scrollingViews(inScope scope: Element, in context: RuleContext) -> [Element] {
        context.cache.memo("scrolling-views", scope) {
            visibleElements(inScope: scope, in: context).filter { $0.kind.map(kinds.contains) ?? false }
        }
    }

    /// Whether the element is not laid out in its scope: it, or an ancestor
    /// up to its scope, is `hidden: true` or shown in none of the scope's orientations (`visibleIn`),
    /// or is the inline value of a property without being a container (`presents: TableView {}`, which
    /// type checking rejects).
    static func isHidden(_ element: Element) -> Bool {
        let scope = scope(of: element)
        var shown = scope.shownOrientations()
        var current: Element? = element
        while let visited = current, visited !== scope {
            if visited.bool("hidden") == true { return true }
            if case .value = visited.role { return true }
            if let named = visited.namedOrientations { shown.formIntersection(named) }
            current = visited.parent
        }
        return shown.isEmpty
    }

    /// The visible page controls that go with a scroll view: inside it, or in
    /// the same container.
    static func pageControls(for scrollView: Element, in context: RuleContext) -> [Element] {
        let scope = scope(of: scrollView)
        guard scope !== scrollView else { return context.descendants(of: scrollView).filter { $0.is("PageControl") && !isHidden($0) } }
        return visibleElements(inScope: scope, in: context).filter { $0.is("PageControl") }
    }

    /// The visible page controls that belong to a paging scroll view: inside it
    /// and not inside another scrolling view within it, or beside it in the same
    /// container. A page control inside another scrolling view (one that does not
    /// hold this one) turns that view's pages, not this one's.
    static func ownPageControls(for scrollView: Element, in context: RuleContext) -> [Element] {
        pageControls(for: scrollView, in: context).filter { pageControl in
            guard let scrolling = pageControl.nearestAncestor(where: { $0.kind.map(kinds.contains) ?? false }) else { return true }
            return scrolling === scrollView || scrollView.nearestAncestor { $0 === scrolling } != nil
        }
    }
}

/// Fix edits shared by these rules.
enum ScrollingAndTextEdits {
    /// Adds members (`minZoom: 1`, …) right after a binding of the same
    /// element: each on its own line when the binding stands alone on its
    /// line, else after `; ` on the same line.
    static func insert(_ members: [String], after binding: Binding, using edits: FixEdits) -> FileEdit {
        let end = binding.valueRange.upperBound
        guard edits.standsAlone(SourceLocation(path: binding.path, range: binding.range.lowerBound..<end)) else {
            return edits.insert(members.map { "; \($0)" }.joined(), at: end, in: binding.path)
        }
        let indentation = edits.indentation(ofLineAt: binding.range.lowerBound, in: binding.path)
        return edits.insert(members.map { "\n\(indentation)\($0)" }.joined(), at: end, in: binding.path)
    }

    /// Sets a boolean-like property: replaces its value when the element
    /// writes it, else adds it after `anchor` (when written in the element)
    /// or as the element's first member.
    static func set(_ property: String, to value: String, on element: Element, after anchor: Binding?,
                    using edits: FixEdits) -> [FileEdit]? {
        if let binding = element.binding(property), !binding.isComponentDefault {
            return [edits.replaceValue(of: binding, with: value)]
        }
        if let anchor, !anchor.isComponentDefault {
            return [insert(["\(property): \(value)"], after: anchor, using: edits)]
        }
        return edits.insertMember("\(property): \(value)", into: element).map { [$0] }
    }
}
