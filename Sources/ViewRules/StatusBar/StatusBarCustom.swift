/// `status-bar/custom`: a custom view made to look like the status bar.
public import ViewModel
public struct StatusBarCustom: Rule {
    public static let kinds: Set<String> = ["CustomView"]

    public static let description = RuleDescription(
        id: "status-bar/custom", severity: .error,
        citations: [SeedCitation("bars.status-bar.guidelines")],
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
