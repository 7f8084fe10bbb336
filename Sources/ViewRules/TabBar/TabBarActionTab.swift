/// `tab-bar/action-tab`: a tab used as a button.
public import ViewModel
public struct TabBarActionTab: Rule {
    public static let kinds: Set<String> = ["Tab"]

    public static let description = RuleDescription(
        id: "tab-bar/action-tab", severity: .error,
        citations: [SeedCitation("bars.tab-bar.guidelines")],
        examples: [
            .triggering("""
            Screen {
                TabBar {
                    Tab { title: "Home"; content: Example }
                    Tab { title: "New"; ⟦action: "compose"⟧ }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                TabBar {
                    Tab { title: "Home"; content: Example }
                }
                Toolbar { BarButton { system: compose } }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let action = element.binding("action") else { return [] }
        return [.on(action, ["action": action.valueText])]
    }
}
