/// `bars/custom-mimic`: a home-made navigation bar, tab bar, back button or
/// popover, which must look and behave like the system's.
public import ViewModel
public struct BarsCustomMimic: Rule {
    public static let kinds: Set<String> = ["CustomView"]
    /// What a custom view may imitate → the component people will take it for.
    /// (`statusBar` is `status-bar/custom`'s: never build one.)
    static let mimicked = ["navigationBar": "NavigationBar", "tabBar": "TabBar", "backButton": "BackButton",
                           "popover": "Popover"]

    public static let description = RuleDescription(
        id: "bars/custom-mimic", severity: .hint,
        citations: [SeedCitation("bars.navigation-bar.guidelines"), SeedCitation("bars.tab-bar.guidelines"),
                    SeedCitation("content-ru.popover"), SeedCitation("content-zh.popover")],
        examples: [
            .triggering("""
            Screen {
                title: "Player"
                CustomView { ⟦mimics: tabBar⟧; height: 49 }
            }
            """),
            .triggering("""
            Screen {
                title: "Article"
                CustomView { ⟦mimics: backButton⟧; width: 60; height: 44 }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Player"
                TabBar {
                    Tab { title: "Library"; content: Example }
                    Tab { title: "Radio"; content: Radio }
                }
            }
            """, otherFiles: ["Radio": """
            Screen { title: "Radio" }
            """]),
            .nonTriggering("""
            Screen {
                title: "Drawing"
                CustomView { mimics: none; height: 300 }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let mimics = element.binding("mimics"), let name = mimics.value.nameValue,
              let component = mimicked[name] else { return [] }
        return [.on(mimics, ["component": component])]
    }
}
