/// `bars/background-image-insets`: a bar's background image without cap
/// insets (`capInsets`, language version 4), so it is not resizable.
public import ViewModel
public struct BarsBackgroundImageInsets: Rule {
    public static let kinds: Set<String> = ["NavigationBar", "Toolbar", "TabBar", "SearchBar"]

    public static let description = RuleDescription(
        id: "bars/background-image-insets", severity: .hint,
        citations: [
            SeedCitation("bars.navigation-bar.guidelines"),
            SeedCitation("bars.tab-bar.guidelines"),
            SeedCitation("bars.search-bar.guidelines"),
        ],
        examples: [
            .triggering("""
            Screen {
                title: "Recipes"
                SearchBar { placeholder: "Search"; ⟦backgroundImage: "bars/linen.png"⟧ }
                TableView { Cell { title: "Soup" } }
            }
            """, images: ["bars/linen.png": .init(8, 44)]),
            .nonTriggering("""
            Screen {
                title: "\u{041F}\u{0440}\u{0435}\u{0446}\u{0435}\u{043F}\u{0442}\u{044B}"
                SearchBar { placeholder: "\u{041F}\u{043E}\u{0438}\u{0441}\u{043A}"; backgroundImage: "bars/linen.png"; capInsets: [0, 4, 0, 4] }
                TableView { Cell { title: "\u{0421}\u{0443}\u{043F}" } }
            }
            """, images: ["bars/linen.png": .init(8, 44)]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let image = element.binding("backgroundImage"), image.value.stringValue != nil,
              element.binding("capInsets") == nil else { return [] }
        return [RuleFinding(at: image.location, ["kind": element.kind ?? element.typeName])]
    }
}
