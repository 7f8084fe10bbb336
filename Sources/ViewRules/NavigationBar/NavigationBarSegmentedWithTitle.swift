/// `navigation-bar/segmented-with-title`: a segmented control sharing the navigation bar.
public import ViewModel
public struct NavigationBarSegmentedWithTitle: Rule {
    public static let kinds: Set<String> = ["NavigationBar"]

    public static let description = RuleDescription(
        id: "navigation-bar/segmented-with-title", severity: .warning,
        messages: ["title", "button"],
        citations: [SeedCitation("bars.navigation-bar.guidelines")],
        fix: .unsafe,
        examples: [
            .triggering("""
            Screen {
                NavigationBar {
                    ⟦title: "Music"⟧
                    SegmentedControl { segments: ["Songs", "Albums"] }
                }
            }
            """, fixed: """
            Screen {
                NavigationBar {
                    SegmentedControl { segments: ["Songs", "Albums"] }
                }
            }
            """),
            .triggering("""
            Screen {
                NavigationBar {
                    SegmentedControl { segments: ["Songs", "Albums"] }
                    ⟦BarButton⟧ { system: add }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                NavigationBar {
                    SegmentedControl { segments: ["Songs", "Albums"] }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let shown = element.children.filter { !$0.isHiddenOnScreen }
        guard shown.contains(where: { $0.is("SegmentedControl") }) else { return [] }
        var findings: [RuleFinding] = []
        let buttons = shown.filter { $0.is("BarButton") }
        if let title = element.binding("title") {
            let edits = buttons.isEmpty ? [context.edits.remove(title)] : nil
            findings.append(.on(title, variant: "title", ["title": title.valueText], edits: edits))
        }
        if let button = buttons.first {
            findings.append(.on(button.path == context.model.path ? button : element, variant: "button"))
        }
        return findings
    }
}
