/// `navigation-bar/custom-back-button`: a back button image without a mask image.
public import ViewModel
public struct NavigationBarCustomBackButton: Rule {
    public static let kinds: Set<String> = ["BackButton"]

    public static let description = RuleDescription(
        id: "navigation-bar/custom-back-button", severity: .warning,
        citations: [SeedCitation("bars.navigation-bar.guidelines")],
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
