/// `status-bar/contrast`: a status bar style that disappears on the screen's background.
public import ViewModel
public struct StatusBarContrast: Rule {
    public static let kinds: Set<String> = ["StatusBar"]

    public static let description = RuleDescription(
        id: "status-bar/contrast", severity: .warning,
        messages: ["dark", "light"],
        citations: [SeedCitation("bars.status-bar.guidelines")],
        fix: .safe,
        examples: [
            .triggering("""
            Screen {
                background: black
                StatusBar { ⟦style: dark⟧ }
            }
            """, fixed: """
            Screen {
                background: black
                StatusBar { style: light }
            }
            """),
            .triggering("""
            Screen {
                background: "#FAFAFA"
                StatusBar { ⟦style: light⟧ }
            }
            """, fixed: """
            Screen {
                background: "#FAFAFA"
                StatusBar { style: dark }
            }
            """),
            .nonTriggering("""
            Screen {
                background: "#1C1C1E"
                StatusBar { style: light }
            }
            """),
            .nonTriggering("""
            Screen {
                StatusBar {}
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let owner = element.ancestors.first { $0.is("Screen", "Page") && $0.binding("background") != nil }
        guard let owner, let backgroundBinding = owner.binding("background"),
              let background = ColorValue(backgroundBinding.value), background.alpha > 0 else { return [] }
        let style = element.name("style") ?? "dark"
        let isDarkBackground = background.relativeLuminance < 0.5
        guard (style == "dark") == isDarkBackground else { return [] }
        let suggested = style == "dark" ? "light" : "dark"
        let arguments = ["background": backgroundBinding.valueText, "suggested": suggested]
        if let styleBinding = element.binding("style") {
            return [.on(styleBinding, variant: style, arguments, edits: [context.edits.replaceValue(of: styleBinding, with: suggested)])]
        }
        let insertion = context.edits.insertMember("style: \(suggested)", into: element)
        return [.on(element, variant: style, arguments, edits: insertion.map { [$0] })]
    }
}
