/// `navigation-bar/background-image-height`: a navigation bar background
/// image whose height is not one of the heights iOS 7 bars have (44 pt, or
/// 64 pt reaching under the status bar), read from its PNG header.
public import ViewModel

public struct NavigationBarBackgroundImageHeight: Rule {
    public static let kinds: Set<String> = ["NavigationBar"]

    /// The heights, in points, of an iOS 7 navigation bar's background image: the bar, or the bar and the status bar.
    static let heights = [44, 64]

    public static let description = RuleDescription(
        id: "navigation-bar/background-image-height", severity: .warning,
        citations: [SeedCitation("bars.navigation-bar.guidelines")],
        examples: [
            .triggering("""
            Screen {
                title: "Recipes"
                NavigationBar { title: "Recipes"; backgroundImage: ⟦"bars/linen@2x.png"⟧ }
            }
            """, images: ["bars/linen@2x.png": .init(640, 90)]),
            .triggering("""
            Screen {
                title: "\u{0420}\u{0435}\u{0446}\u{0435}\u{043F}\u{0442}\u{044B}"
                NavigationBar { backgroundImage: ⟦"bars/old.png"⟧ }
            }
            """, images: ["bars/old.png": .init(320, 50)]),
            .nonTriggering("""
            Screen {
                title: "\u{98DF}\u{8C31}"
                NavigationBar { backgroundImage: "bars/linen@2x.png" }
            }
            """, images: ["bars/linen@2x.png": .init(640, 128)]),
            .nonTriggering("""
            Screen {
                title: "Recipes"
                NavigationBar { title: "Recipes"; backgroundImage: "bars/linen.png" }
            }
            """, images: ["bars/linen.png": .init(320, 44)]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let binding = element.binding("backgroundImage"), let info = context.images.image(of: binding),
              !heights.contains(where: { $0 * info.scale == info.pixelHeight }) else { return [] }
        let points = Double(info.pixelHeight) / Double(max(info.scale, 1))
        return [RuleFinding(at: binding.valueLocation, ["image": binding.valueText, "pixels": "\(info.pixelHeight)",
                                                         "scale": "\(info.scale)", "height": TableRuleSupport.formatted(points)])]
    }
}
