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
            """, images: ["arrow.png": .init(13, 21)]),
            .nonTriggering("""
            Screen {
                NavigationBar {
                    BackButton { image: "arrow.png"; maskImage: "arrow-mask.png" }
                }
            }
            """, images: ["arrow.png": .init(13, 21), "arrow-mask.png": .init(13, 21)]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let image = element.binding("image"), element.binding("maskImage") == nil else { return [] }
        return [.on(image)]
    }
}
