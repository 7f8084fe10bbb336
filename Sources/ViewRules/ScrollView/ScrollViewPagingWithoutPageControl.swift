/// `scroll-view/paging-without-page-control`: a paging scroll view that does not show where people are.
public import ViewModel
public struct ScrollViewPagingWithoutPageControl: Rule {
    public static let kinds: Set<String> = ["ScrollView"]

    public static let description = RuleDescription(
        id: "scroll-view/paging-without-page-control", severity: .hint,
        citations: [
            SeedCitation("content-zh.scroll-view"),
            SeedCitation("content-ru.scroll-view"),
        ],
        examples: [
            .triggering("""
            Screen {
                title: "Tips"
                ScrollView {
                    direction: horizontal
                    ⟦paging: true⟧
                    showsHorizontalIndicator: false
                    ImageView { image: system.featured; contentMode: center }
                    ImageView { image: system.favorites; contentMode: center }
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
                    ImageView { image: system.featured; contentMode: center }
                    ImageView { image: system.favorites; contentMode: center }
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
