/// `navigation-bar/title-matches-screen`: a navigation bar titled unlike its screen.
public import ViewModel
public struct NavigationBarTitleMatchesScreen: Rule {
    public static let kinds: Set<String> = ["NavigationBar"]

    public static let description = RuleDescription(
        id: "navigation-bar/title-matches-screen", severity: .info,
        citations: [SeedCitation("bars.navigation-bar.guidelines")],
        fix: .safe,
        examples: [
            .triggering("""
            Screen {
                title: "Inbox"
                NavigationBar { ⟦title: "Mail"⟧ }
                TableView { Cell { title: "Weekly report" } }
            }
            """, fixed: """
            Screen {
                title: "Inbox"
                NavigationBar { title: "Inbox" }
                TableView { Cell { title: "Weekly report" } }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Inbox"
                NavigationBar { title: "Inbox" }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Inbox"
                NavigationBar { BarButton { system: compose } }
            }
            """),
            .nonTriggering("""
            Screen {
                NavigationBar { title: "Inbox" }
            }
            """),
            // A screen it pushes names the bar's title on its back button: renaming the bar is
            // still right, but it would leave that back button wrong, so no fix is offered.
            .triggering("""
            Screen {
                title: "Inbox"
                NavigationBar { ⟦title: "Mail"⟧ }
                TableView { Cell { title: "Weekly report"; push: Letter } }
            }
            """, otherFiles: ["Letter": """
            Screen {
                title: "Weekly report"
                NavigationBar { BackButton { title: "Mail" } }
            }
            """]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        // An empty bar title is allowed (the guideline lets a repetitive one go); a bar with a
        // segmented control should have no title at all (`navigation-bar/segmented-with-title`).
        guard let title = element.binding("title"), let text = title.value.stringValue, !text.isEmpty,
              let container = element.container, container.is("Screen", "Page"),
              let expected = container.string("title"), !expected.isEmpty, expected != text,
              !element.children.contains(where: { $0.is("SegmentedControl") && !$0.isHiddenOnScreen }) else { return [] }
        let edits = title.isComponentDefault || backButtonsName(text, pushedFrom: container, in: context)
            ? nil : [context.edits.replaceValue(of: title, with: container.binding("title")?.valueText ?? "\"\(expected)\"")]
        return [.on(title, ["title": title.valueText, "expected": "\"\(expected)\""], edits: edits)]
    }

    /// Whether a screen that `screen` pushes titles its back button with `text`:
    /// renaming the bar would leave that back button naming a title no longer shown.
    static func backButtonsName(_ text: String, pushedFrom screen: Element, in context: RuleContext) -> Bool {
        let pushed = ([screen] + context.descendants(of: screen)).flatMap(ScreenFlow.links(from:))
            .filter { $0.kind == .push }.compactMap(\.screenName)
        return Set(pushed).contains { name in
            guard let root = context.graph.screenRoot(named: name) else { return false }
            return root.children.contains { bar in
                bar.is("NavigationBar") && bar.children.contains { $0.is("BackButton") && $0.string("title") == text }
            }
        }
    }
}
