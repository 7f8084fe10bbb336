/// `status-bar/hidden`: a hidden status bar on a screen that is not full-screen media.
public import ViewModel
public struct StatusBarHidden: Rule {
    public static let kinds: Set<String> = ["StatusBar"]

    public static let description = RuleDescription(
        id: "status-bar/hidden", severity: .warning,
        summary: "The status bar stays visible unless the screen shows full-screen media.",
        messages: ["": "the status bar is hidden on a screen that is not full-screen media; people lose the time, battery and network"],
        what: "Flags `StatusBar { hidden: true }` on a screen without `fullscreenMedia: true`.",
        why: "The status bar is translucent and costs the layout almost nothing, while it tells people the time, their battery and their connection. Hiding it sends them out of the app to find those. The one good reason to hide it is media that fills the screen, such as a photo or a video being watched.",
        howToFix: "Remove `hidden: true`. If the screen really shows full-screen media, say so with `fullscreenMedia: true` on the `Screen`, and bring the bar back when people tap.",
        citations: [SeedCitation(SeedCitation.chineseBarsAndContent, "状态栏(StatusBar) › 指南")],
        fix: (title: "Remove `hidden: true`", safety: .safe),
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
