/// `tab-bar/hidden-when-pushed`: a screen that hides the tab bar when it is
/// pushed (`hidesTabBar: true`, language version 4): the tab bar stays
/// available everywhere in the app.
public import ViewModel
public struct TabBarHiddenWhenPushed: Rule {
    public static let kinds: Set<String> = ["Screen"]

    public static let description = RuleDescription(
        id: "tab-bar/hidden-when-pushed", severity: .warning,
        citations: [SeedCitation("bars.tab-bar.appearance")],
        fix: .safe,
        examples: [
            .triggering("""
            Screen {
                title: "Album"
                ⟦hidesTabBar: true⟧
                NavigationBar { title: "Album" }
                TableView { Cell { title: "Track 1" } }
            }
            """, fixed: """
            Screen {
                title: "Album"
                NavigationBar { title: "Album" }
                TableView { Cell { title: "Track 1" } }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "\u{0410}\u{043B}\u{044C}\u{0431}\u{043E}\u{043C}"
                hidesTabBar: false
                NavigationBar { title: "\u{0410}\u{043B}\u{044C}\u{0431}\u{043E}\u{043C}" }
                TableView { Cell { title: "\u{0422}\u{0440}\u{0435}\u{043A} 1" } }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let binding = element.binding("hidesTabBar"), binding.value.boolValue == true else { return [] }
        let editable = binding.path == context.model.path && !binding.isComponentDefault
        return [RuleFinding(at: binding.location, edits: editable ? [context.edits.remove(binding)] : nil)]
    }
}
