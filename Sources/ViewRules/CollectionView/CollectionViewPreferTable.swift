/// `collection-view/prefer-table`: a collection view that only shows a list.
public import ViewModel
public struct CollectionViewPreferTable: Rule {
    public static let kinds: Set<String> = ["CollectionView"]

    public static let description = RuleDescription(
        id: "collection-view/prefer-table", severity: .info,
        messages: ["layout", "items"],
        citations: [SeedCitation("content-zh.collection-view"),
                    SeedCitation("content-ru.collection-view")],
        examples: [
            .triggering("""
            Screen {
                CollectionView {
                    ⟦layout: list⟧
                    Item { title: "Dune"; image: system.bookmarks }
                }
            }
            """),
            .triggering("""
            Screen {
                ⟦CollectionView⟧ {
                    Item { title: "\u{41D}\u{43E}\u{432}\u{43E}\u{441}\u{442}\u{438}" }
                    Item { title: "\u{4F53}\u{80B2}" }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                CollectionView {
                    layout: grid
                    Item { title: "Dune"; image: system.bookmarks }
                    Item { title: "\u{4E09}\u{4F53}" }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                CollectionView {
                    scrollDirection: horizontal
                    Item { title: "Jazz" }
                    Item { title: "Soul" }
                    Item { title: "Blues" }
                }
                TableView { Cell { title: "Kind of Blue" } }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        // A row that scrolls sideways (chips, a strip of choices) is not a list a table could show.
        guard element.name("scrollDirection") != "horizontal" else { return [] }
        if let layout = element.binding("layout"), layout.value.nameValue == "list" {
            return [.on(layout, variant: "layout")]
        }
        let items = element.children(of: "Item").filter { !$0.isHiddenOnScreen }
        guard !items.isEmpty, items.allSatisfy({ $0.string("title") != nil && $0.value("image") == nil }) else { return [] }
        return [.on(element, variant: "items", ["count": "\(items.count)"])]
    }
}
