/// `navigation-bar/segmented-with-title`: a segmented control sharing the navigation bar.
public import ViewModel
public struct NavigationBarSegmentedWithTitle: Rule {
    public static let kinds: Set<String> = ["NavigationBar"]

    public static let description = RuleDescription(
        id: "navigation-bar/segmented-with-title", severity: .warning,
        summary: "A segmented control in a navigation bar stands alone, without a title or bar buttons.",
        messages: [
            "title": "the navigation bar shows a segmented control, so it should not also show the title {title}",
            "button": "the navigation bar shows a segmented control, so it should not also hold bar buttons",
        ],
        what: "Flags a `NavigationBar` that holds a `SegmentedControl` and also has a `title` or a `BarButton`.",
        why: "A segmented control at the top of a screen takes the place of the title: it names the views people switch between. A title or bar buttons beside it crowd the bar and blur which element leads.",
        howToFix: "Remove the navigation bar's `title` and move bar buttons to a `Toolbar`.",
        citations: [SeedCitation(SeedCitation.chineseBarsAndContent, "导航栏(NavigationBar) › 指南")],
        fix: (title: "Remove the title", safety: .unsafe),
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
        guard element.children.contains(where: { $0.is("SegmentedControl") }) else { return [] }
        var findings: [RuleFinding] = []
        let buttons = element.children(of: "BarButton")
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
