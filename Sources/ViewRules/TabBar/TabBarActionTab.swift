/// `tab-bar/action-tab`: a tab used as a button.
public import ViewModel
public struct TabBarActionTab: Rule {
    public static let kinds: Set<String> = ["Tab"]

    public static let description = RuleDescription(
        id: "tab-bar/action-tab", severity: .error,
        summary: "Tabs switch between views; they never perform actions.",
        messages: ["": "this tab performs the action {action}; a tab should switch to a view"],
        what: "Flags a `Tab` with an `action`.",
        why: "People expect a tab to take them to a part of the app and to keep its place there. A tab that does something to the current screen instead breaks that expectation; actions on content belong in a toolbar.",
        howToFix: "Move the action to a `BarButton` in a `Toolbar` (or the navigation bar) and give the tab a `content` screen, or remove the tab.",
        citations: [SeedCitation(SeedCitation.chineseBarsAndContent, "标签栏(TabBar) › 指南")],
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
