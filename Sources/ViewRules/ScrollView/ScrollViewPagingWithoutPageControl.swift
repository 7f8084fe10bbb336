/// `scroll-view/paging-without-page-control`: a paging scroll view that does not show where people are.
public import ViewModel
public struct ScrollViewPagingWithoutPageControl: Rule {
    public static let kinds: Set<String> = ["ScrollView"]

    public static let description = RuleDescription(
        id: "scroll-view/paging-without-page-control", severity: .hint,
        summary: "Consider a page control for a scroll view in paging mode.",
        messages: ["": "`paging: true` with no `PageControl` in the scroll view or beside it; consider one to show how many pages there are and which one is showing"],
        what: "Flags a `ScrollView` with `paging: true` when no visible `PageControl` stands inside it or in the same container.",
        why: "Content split into pages or screenfuls gives no hint of its length. A page control's dots tell people how many pages there are and where they are among them, so they know whether to keep swiping.",
        howToFix: "Add a `PageControl` with the number of `pages`, inside the scroll view or next to it. If the pages are not meant to be counted, ignore this hint.",
        citations: [
            SeedCitation(SeedCitation.chineseContentViews, "4.2.9 滚动视图(Scroll View)"),
            SeedCitation(SeedCitation.russianContentViews, "Прокрутите представление"),
        ],
        examples: [
            .triggering("""
            Screen {
                title: "Tips"
                ScrollView {
                    direction: horizontal
                    ⟦paging: true⟧
                    showsHorizontalIndicator: false
                    ImageView { image: system.lightbulb; contentMode: center }
                    ImageView { image: system.star; contentMode: center }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Tips"
                ScrollView {
                    direction: horizontal
                    paging: true
                    showsHorizontalIndicator: false
                    ImageView { image: system.lightbulb; contentMode: center }
                    ImageView { image: system.star; contentMode: center }
                }
                PageControl { pages: 2 }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let paging = element.binding("paging"), paging.value.boolValue == true,
              ScrollingViews.pageControls(for: element, in: context).isEmpty else { return [] }
        return [.on(paging)]
    }
}
