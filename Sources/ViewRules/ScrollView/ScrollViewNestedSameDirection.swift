/// `scroll-view/nested-same-direction`: two scrolling views of one container that scroll the same way.
public import ViewModel
public struct ScrollViewNestedSameDirection: Rule {
    public static let kinds: Set<String> = ScrollingViews.kinds

    public static let description = RuleDescription(
        id: "scroll-view/nested-same-direction", severity: .warning,
        summary: "Show one scrolling view at a time, or let two scroll in different directions.",
        messages: ["": "`{view}` scrolls {direction}, the same way as the `{other}` before it in this {container}; show one scrolling view at a time, or make them scroll in different directions"],
        what: "Looks at the views that scroll their content — `ScrollView` (by `direction`; `both` counts for both axes), `CollectionView` (by `scrollDirection`), and `TableView`, `TextView` and `WebView` (vertical) — and flags one that shares an axis with an earlier one in the same container, nested in it or beside it. A popover, modal, page or split-view pane is a container of its own; hidden views do not count.",
        why: "Scrolling gestures are big and quick, so a swipe meant for one scrolling view easily lands on its neighbour, and a view nested in another that scrolls the same way fights it for every drag. With one scroller at a time, or scrollers that move on different axes, each gesture has one obvious target.",
        howToFix: "Keep one scrolling view on the screen, or make the second scroll on the other axis (for example `scrollDirection: horizontal` for a row of covers under a vertical list). Content that does not need its own scrolling can go inside the one scroll view as plain views.",
        citations: [
            SeedCitation(SeedCitation.chineseContentViews, "4.2.9 滚动视图(Scroll View)"),
            SeedCitation(SeedCitation.russianContentViews, "Прокрутите представление"),
        ],
        notes: [
            "vertically": "vertically", "horizontally": "horizontally", "both": "both ways",
            "screen": "screen", "popover": "popover", "modal": "modal view", "page": "page", "pane": "pane",
            "container": "container view controller", "component": "component",
            "here-too.vertically": "`{view}` scrolls vertically here too",
            "here-too.horizontally": "`{view}` scrolls horizontally here too",
            "here-too.both": "`{view}` scrolls both ways here too",
        ],
        examples: [
            .triggering("""
            Screen {
                title: "Recipe"
                TableView {
                    Section {
                        header: "Ingredients"
                        Cell { title: "Flour" }
                        Cell { title: "Eggs" }
                    }
                }
                ⟦TextView⟧ { editable: false; font: body; text: "Mix the flour with the eggs." }
            }
            """),
            .triggering("""
            Screen {
                title: "Article"
                ScrollView {
                    ImageView { image: system.photo; contentMode: fit }
                    ⟦WebView⟧ { url: "https://example.com/article" }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Stocks"
                TableView {
                    Cell { title: "AAPL  182.52" }
                    Cell { title: "MSFT  415.10" }
                }
                CollectionView {
                    scrollDirection: horizontal
                    itemWidth: 120
                    itemHeight: 80
                    Item { title: "News"; image: system.newspaper }
                    Item { title: "Chart"; image: system.chart }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let axes = ScrollingViews.axes(of: element)
        guard !axes.isEmpty, !ScrollingViews.isHidden(element) else { return [] }
        let scope = ScrollingViews.scope(of: element)
        // The first earlier view on each of the element's axes, in source order.
        let firsts = firstViews(inScope: scope, in: context)
        guard let position = firsts.position[ObjectIdentifier(element)] else { return [] }
        var earlier: [(position: Int, view: Element)] = []
        for axis in axes {
            guard let first = firsts.byAxis[axis], first.position < position,
                  !earlier.contains(where: { $0.view === first.view }) else { continue }
            earlier.append(first)
        }
        earlier.sort { $0.position < $1.position }
        let earlierViews = earlier.map(\.view)
        guard let first = earlierViews.first else { return [] }
        func direction(_ other: Element) -> String {
            let shared = axes.intersection(ScrollingViews.axes(of: other))
            return shared.count > 1 ? "both" : shared.first?.adverb ?? ""
        }
        var finding = RuleFinding.on(element, ["view": element.typeName, "other": first.typeName],
                                     terms: ["direction": direction(first), "container": containerWord(scope)])
        finding.related = earlierViews.map { other in
            RuleNote(other.location, "here-too.\(direction(other))", ["view": other.typeName])
        }
        return [finding]
    }

    /// Each scrolling view's place in its scope, and the first view along each axis:
    /// computed once per scope, so a scope of many scrolling views is not walked once per view.
    struct FirstViews {
        var position: [ObjectIdentifier: Int] = [:]
        var byAxis: [ScrollAxis: (position: Int, view: Element)] = [:]
    }

    static func firstViews(inScope scope: Element, in context: RuleContext) -> FirstViews {
        context.cache.memo("nested-same-direction.firsts", scope) {
            var firsts = FirstViews()
            for (position, view) in ScrollingViews.scrollingViews(inScope: scope, in: context).enumerated() {
                firsts.position[ObjectIdentifier(view)] = position
                for axis in ScrollingViews.axes(of: view) where firsts.byAxis[axis] == nil {
                    firsts.byAxis[axis] = (position, view)
                }
            }
            return firsts
        }
    }

    static func containerWord(_ scope: Element) -> String {
        switch scope.kind {
        case "Screen": "screen"
        case "Popover": "popover"
        case "Modal": "modal"
        case "Page": "page"
        case "Primary", "Secondary": "pane"
        case "ContainerViewController": "container"
        default: "component"
        }
    }
}
