/// `collection-view/dynamic-layout`: a collection view that changes its layout as people use it.
public import ViewModel
public struct CollectionViewDynamicLayout: Rule {
    public static let kinds: Set<String> = ["CollectionView"]

    public static let description = RuleDescription(
        id: "collection-view/dynamic-layout", severity: .hint,
        summary: "Change a collection view's layout only with a clear reason.",
        messages: ["": "`dynamicLayout: true` rearranges the items while people use them; make sure the change has a purpose and keeps their place"],
        what: "Points at `dynamicLayout: true` on a `CollectionView`, as a reminder rather than a fault.",
        why: "Items that move while people look at them or touch them are hard to follow. A change without an evident reason makes the app feel unpredictable, and when the item someone was looking at jumps out of sight, they feel they have lost control.",
        howToFix: "Keep the layout stable, or change it only in answer to something people did, animating the change so they can follow each item and keeping the focused item in view. Set the rule to `off` once you have checked.",
        citations: [SeedCitation(SeedCitation.chineseContentViews, "4.2.3 集合视图"),
                    SeedCitation(SeedCitation.russianContentViews, "Представление набора")],
        examples: [
            .triggering("""
            Screen {
                CollectionView {
                    ⟦dynamicLayout: true⟧
                    Item { title: "Dune"; image: system.book }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                CollectionView {
                    dynamicLayout: false
                    Item { title: "Dune"; image: system.book }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let binding = element.binding("dynamicLayout"), binding.value.boolValue == true else { return [] }
        return [.on(binding)]
    }
}
