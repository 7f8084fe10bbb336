/// `status-bar/hidden`: a hidden status bar on a screen that is not full-screen media.
public import ViewModel
public struct StatusBarHidden: Rule {
    public static let kinds: Set<String> = ["StatusBar"]

    public static let description = RuleDescription(
        id: "status-bar/hidden", severity: .warning,
        citations: [SeedCitation("bars.status-bar.guidelines")],
        fix: .safe,
        examples: [
            .triggering("""
            Screen {
                StatusBar { ⟦hidden: true⟧ }
            }
            """, fixed: """
            Screen {
                StatusBar {}
            }
            """),
            .nonTriggering("""
            Screen {
                fullscreenMedia: true
                StatusBar { hidden: true }
            }
            """),
            .nonTriggering("""
            Screen {
                StatusBar { style: dark }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let hidden = element.binding("hidden"), hidden.value.boolValue == true else { return [] }
        guard element.screen?.bool("fullscreenMedia") != true else { return [] }
        return [.on(hidden, edits: [context.edits.remove(hidden)])]
    }
}
