/// `collection-view/prefer-table`: a collection view that only shows a list.
public import ViewModel
public struct CollectionViewPreferTable: Rule {
    public static let kinds: Set<String> = ["CollectionView"]

    public static let description = RuleDescription(
        id: "collection-view/prefer-table", severity: .info,
        summary: "Use a table view when the content is a plain list.",
        messages: [
            "layout": "a collection view with `layout: list` is a list; a `TableView` presents it in the way people know",
            "items": "all {count} items of this collection view are text without images; a `TableView` suits a list of titles",
        ],
        what: "Flags a `CollectionView` with `layout: list`, or one whose items (at least one) all have a `title` and none has an `image`.",
        why: "A collection view earns its place with layouts a list cannot give: grids, covers, items of different sizes. Text read top to bottom is easier to scan in a table, which also brings sections, an index, swipe to delete and the behaviour people expect from lists.",
        howToFix: "Replace the collection view with a `TableView` whose cells carry the items' titles, or give the items images and a grid or flow layout.",
        citations: [SeedCitation(SeedCitation.chineseContentViews, "4.2.3 集合视图"),
                    SeedCitation(SeedCitation.russianContentViews, "Представление набора")],
        examples: [
            .triggering("""
            Screen {
                CollectionView {
                    ⟦layout: list⟧
                    Item { title: "Dune"; image: system.book }
                }
            }
            """),
            .triggering("""
            Screen {
                ⟦CollectionView⟧ {
                    Item { title: "Новости" }
                    Item { title: "体育" }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                CollectionView {
                    layout: grid
                    Item { title: "Dune"; image: system.book }
                    Item { title: "三体" }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        if let layout = element.binding("layout"), layout.value.nameValue == "list" {
            return [.on(layout, variant: "layout")]
        }
        let items = element.children(of: "Item")
        guard !items.isEmpty, items.allSatisfy({ $0.string("title") != nil && $0.value("image") == nil }) else { return [] }
        return [.on(element, variant: "items", ["count": "\(items.count)"])]
    }
}
