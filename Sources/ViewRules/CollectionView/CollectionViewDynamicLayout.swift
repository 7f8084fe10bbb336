/// `collection-view/dynamic-layout`: a collection view that changes its layout as people use it.
public import ViewModel
public struct CollectionViewDynamicLayout: Rule {
    public static let kinds: Set<String> = ["CollectionView"]

    public static let description = RuleDescription(
        id: "collection-view/dynamic-layout", severity: .hint,
        citations: [SeedCitation("content-zh.collection-view"),
                    SeedCitation("content-ru.collection-view")],
        examples: [
            .triggering("""
            Screen {
                CollectionView {
                    ⟦dynamicLayout: true⟧
                    Item { title: "Dune"; image: system.bookmarks }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                CollectionView {
                    dynamicLayout: false
                    Item { title: "Dune"; image: system.bookmarks }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let binding = element.binding("dynamicLayout"), binding.value.boolValue == true else { return [] }
        return [.on(binding)]
    }
}
