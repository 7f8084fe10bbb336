/// `navigation-bar/custom-back-button`: a back button image without a mask image.
public import ViewModel
public struct NavigationBarCustomBackButton: Rule {
    public static let kinds: Set<String> = ["BackButton"]

    public static let description = RuleDescription(
        id: "navigation-bar/custom-back-button", severity: .warning,
        summary: "A custom back button image needs a mask image, so the button still behaves like one.",
        messages: ["": "the back button has a custom `image` but no `maskImage`"],
        what: "Flags a `BackButton` with an `image` and no `maskImage`.",
        why: "People find their way back by the back button, and they recognise it by how it looks and moves. A custom image alone breaks the transition that slides the button's title in and out; a mask image keeps it.",
        howToFix: "Add a `maskImage` made for the custom image, or drop the custom image and keep the system's.",
        citations: [SeedCitation(SeedCitation.chineseBarsAndContent, "导航栏(NavigationBar) › 指南")],
        examples: [
            .triggering("""
            Screen {
                NavigationBar {
                    BackButton { ⟦image: "arrow.png"⟧ }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                NavigationBar {
                    BackButton { image: "arrow.png"; maskImage: "arrow-mask.png" }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let image = element.binding("image"), element.binding("maskImage") == nil else { return [] }
        return [.on(image)]
    }
}
