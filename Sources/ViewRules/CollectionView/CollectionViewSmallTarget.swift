/// `collection-view/small-target`: collection items smaller than 44 pt on a side.
public import ViewModel
public struct CollectionViewSmallTarget: Rule {
    public static let kinds: Set<String> = ["CollectionView", "Item"]

    public static let description = RuleDescription(
        id: "collection-view/small-target", severity: .error, messages: TapTargetMinimum.messages,
        citations: [SeedCitation("content-zh.collection-view"),
                    SeedCitation("content-ru.collection-view")],
        fix: .safe,
        notes: TapTargetMinimum.notes,
        examples: [
            .triggering("""
            Screen {
                CollectionView {
                    ⟦itemHeight: 32⟧
                    Item { title: "Dune"; image: system.bookmarks; ⟦width: 40⟧ }
                }
            }
            """, fixed: """
            Screen {
                CollectionView {
                    itemHeight: 44
                    Item { title: "Dune"; image: system.bookmarks; width: 44 }
                }
            }
            """),
            .triggering("""
            Screen {
                CollectionView {
                    Item { title: "Dune"; image: system.bookmarks; ⟦width: 40⟧; height: 30 }
                }
            }
            """, fixed: """
            Screen {
                CollectionView {
                    Item { title: "Dune"; image: system.bookmarks; width: 44; height: 44 }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                CollectionView {
                    itemWidth: 90
                    itemHeight: 135
                    Item { title: "Dune"; image: system.bookmarks }
                    Item { title: "\u{421}\u{43E}\u{43B}\u{44F}\u{440}\u{438}\u{441}"; image: system.bookmarks; width: 44; height: 44 }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let properties = element.is("CollectionView") ? ["itemWidth", "itemHeight"] : ["width", "height"]
        return TapTargetMinimum.findings(on: element, properties: properties, in: context)
    }
}
