/// `status-bar/custom`: a custom view made to look like the status bar.
public import ViewModel
public struct StatusBarCustom: Rule {
    public static let kinds: Set<String> = ["CustomView"]

    public static let description = RuleDescription(
        id: "status-bar/custom", severity: .error,
        summary: "Never build a custom status bar.",
        messages: ["": "a custom view imitates the status bar; use the system `StatusBar`"],
        what: "Flags a `CustomView { mimics: statusBar }`.",
        why: "People rely on the system status bar looking and behaving the same in every app. A home-made one is never quite the same and misses what the system adds to it. Even a hidden status bar serves people better than an imitation.",
        howToFix: "Delete the custom view and use `StatusBar` (choose its `style` to suit your colours).",
        citations: [SeedCitation(SeedCitation.chineseBarsAndContent, "状态栏(StatusBar) › 指南")],
        examples: [
            .triggering("""
            Screen {
                CustomView { ⟦mimics: statusBar⟧ }
            }
            """),
            .nonTriggering("""
            Screen {
                StatusBar { style: light }
                CustomView { mimics: none }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let mimics = element.binding("mimics"), mimics.value.nameValue == "statusBar" else { return [] }
        return [.on(mimics)]
    }
}
