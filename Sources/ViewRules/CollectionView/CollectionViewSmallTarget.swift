/// `collection-view/small-target`: collection items smaller than 44 pt on a side.
public import ViewModel
public struct CollectionViewSmallTarget: Rule {
    public static let kinds: Set<String> = ["CollectionView", "Item"]

    public static let description = RuleDescription(
        id: "collection-view/small-target", severity: .error,
        summary: "Collection view items are at least 44×44 pt.",
        messages: ["": "`{property}: {value}` makes the collection's items smaller than {limit} pt; each item needs {limit}×{limit} pt to be easy to tap"],
        what: "Flags an `Item`'s `width` or `height`, or a `CollectionView`'s `itemWidth` or `itemHeight`, below 44.",
        why: "Items are what people tap in a collection view. When they are hard to hit, people miss or pick the wrong one, and soon stop enjoying the app; a 44 pt square is the smallest target a finger finds reliably, on iPhone above all.",
        howToFix: "Give items at least 44 pt on each side; show more of them by scrolling rather than by shrinking them.",
        citations: [SeedCitation(SeedCitation.chineseContentViews, "4.2.3 集合视图"),
                    SeedCitation(SeedCitation.russianContentViews, "Представление набора")],
        fix: (title: "Set {property} to {limit}", safety: .safe),
        examples: [
            .triggering("""
            Screen {
                CollectionView {
                    ⟦itemHeight: 32⟧
                    Item { title: "Dune"; image: system.book; ⟦width: 40⟧ }
                }
            }
            """, fixed: """
            Screen {
                CollectionView {
                    itemHeight: 44
                    Item { title: "Dune"; image: system.book; width: 44 }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                CollectionView {
                    itemWidth: 90
                    itemHeight: 135
                    Item { title: "Dune"; image: system.book }
                    Item { title: "Солярис"; image: system.book; width: 44; height: 44 }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let properties = element.is("CollectionView") ? ["itemWidth", "itemHeight"] : ["width", "height"]
        return TapTargetMinimum.findings(on: element, properties: properties, in: context)
    }
}
