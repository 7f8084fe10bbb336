/// `scroll-view/nested-same-direction`: two scrolling views of one container that scroll the same way.
public import ViewModel
public struct ScrollViewNestedSameDirection: Rule {
    public static let kinds: Set<String> = ScrollingViews.kinds

    public static let description = RuleDescription(
        id: "scroll-view/nested-same-direction", severity: .warning,
        citations: [
            SeedCitation("content-zh.scroll-view"),
            SeedCitation("content-ru.scroll-view"),
        ],
        notes: ["vertically", "horizontally", "both", "screen", "popover", "modal", "page", "pane", "container", "component", "here-too.vertically", "here-too.horizontally", "here-too.both"],
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
                    ImageView { image: system.camera; contentMode: fit }
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
                    Item { title: "News"; image: system.mostRecent }
                    Item { title: "Chart"; image: system.topRated }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let axes = ScrollingViews.axes(of: element)
        guard !axes.isEmpty else { return [] }
        let scope = ScrollingViews.scope(of: element)
        // The first earlier view on each of the element's axes, in source order; a hidden view has no position.
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
