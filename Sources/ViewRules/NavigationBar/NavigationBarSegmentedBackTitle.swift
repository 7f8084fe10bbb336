/// `navigation-bar/segmented-back-title`: a screen pushed from a screen whose
/// navigation bar holds a segmented control in place of a title, so its back
/// button, given no title of its own, says only "Back".
public import ViewModel

public struct NavigationBarSegmentedBackTitle: Rule {
    public static let kinds: Set<String> = ["Screen"]

    public static let description = RuleDescription(
        id: "navigation-bar/segmented-back-title", severity: .warning,
        citations: [SeedCitation("bars.navigation-bar.guidelines")],
        notes: ["pushed-from"],
        examples: [
            .triggering("""
            ⟦Screen⟧ {
                NavigationBar { title: "Song" }
                TextView { editable: false; font: body; text: "Lyrics" }
            }
            """, otherFiles: ["Library": """
            Screen {
                NavigationBar { SegmentedControl { segments: ["Songs", "Albums"] } }
                TableView { Cell { title: "Yesterday"; push: Example } }
            }
            """]),
            .nonTriggering("""
            Screen {
                NavigationBar {
                    title: "\u{041F}\u{0435}\u{0441}\u{043D}\u{044F}"
                    BackButton { title: "\u{041F}\u{0435}\u{0441}\u{043D}\u{0438}" }
                }
                TextView { editable: false; font: body; text: "Lyrics" }
            }
            """, otherFiles: ["Library": """
            Screen {
                NavigationBar { SegmentedControl { segments: ["\u{041F}\u{0435}\u{0441}\u{043D}\u{0438}", "\u{0410}\u{043B}\u{044C}\u{0431}\u{043E}\u{043C}\u{044B}"] } }
                TableView { Cell { title: "Yesterday"; push: Example } }
            }
            """]),
            // A parent with a title of its own gives the back button that title.
            .nonTriggering("""
            Screen {
                NavigationBar { title: "Song" }
                TextView { editable: false; font: body; text: "Lyrics" }
            }
            """, otherFiles: ["Library": """
            Screen {
                title: "\u{97F3}\u{4E50}"
                TableView { Cell { title: "Yesterday"; push: Example } }
            }
            """]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard element.role == .root, element.path == context.file.path else { return [] }
        let bar = element.children.first { $0.is("NavigationBar") && !$0.isHiddenOnScreen }
        if let back = bar?.children.first(where: { $0.is("BackButton") }), back.string("title") != nil { return [] }
        // The pushing screens whose bar shows a segmented control and which have no title for the back button.
        let parents = context.graph.derived("navigation-bar/segmented-back-title: untitled segmented parents",
                                            about: context.file.typeName) { links in
            links.filter { pusher in
                pusher.link.kind == .push && ScreenFlow.title(ofScreen: pusher.screen) == nil
                    && pusher.screen.children.contains { parentBar in
                        parentBar.is("NavigationBar") && !parentBar.isHiddenOnScreen
                            && parentBar.children.contains { $0.is("SegmentedControl") && !$0.isHiddenOnScreen }
                    }
            }.map(\.link)
        }
        guard !parents.isEmpty else { return [] }
        var finding = RuleFinding.on(element)
        finding.related = parents.prefix(RuleEngine.maximumRelated).map { RuleNote($0.binding.location, "pushed-from") }
        return [finding]
    }
}
