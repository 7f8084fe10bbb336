/// `navigation-bar/back-title`: a back button titled unlike the screen it returns to.
public import ViewModel
public struct NavigationBarBackTitle: Rule {
    public static let kinds: Set<String> = ["BackButton"]

    public static let description = RuleDescription(
        id: "navigation-bar/back-title", severity: .info,
        citations: [SeedCitation("bars.navigation-bar.guidelines")],
        fix: .safe,
        notes: ["pushed-from"],
        examples: [
            .triggering("""
            Screen {
                title: "Wi-Fi"
                NavigationBar {
                    BackButton { ⟦title: "Back"⟧ }
                }
            }
            """, fixed: """
            Screen {
                title: "Wi-Fi"
                NavigationBar {
                    BackButton { title: "Settings" }
                }
            }
            """, otherFiles: ["Settings": """
            Screen {
                title: "Settings"
                TableView { Cell { title: "Wi-Fi"; push: Example } }
            }
            """]),
            .nonTriggering("""
            Screen {
                NavigationBar {
                    BackButton { title: "Settings" }
                }
            }
            """, otherFiles: ["Settings": """
            Screen {
                title: "Settings"
                TableView { Cell { title: "Wi-Fi"; push: Example } }
            }
            """]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let title = element.binding("title"), let text = title.value.stringValue,
              let screen = element.screen, screen.role == .root, screen.path == context.file.path else { return [] }
        let titled = context.graph.pushes(to: context.file.typeName).compactMap { pusher in
            ScreenFlow.title(ofScreen: pusher.screen).map { (pusher.link, $0) }
        }
        guard !titled.isEmpty, !titled.contains(where: { $0.1 == text }) else { return [] }
        let expected = titled[0].1
        let distinct = Set(titled.map(\.1))
        let quoted = "\"\(expected)\""
        var finding = RuleFinding.on(title, ["title": title.valueText, "expected": quoted],
                                     edits: distinct.count == 1 ? [context.edits.replaceValue(of: title, with: quoted)] : nil)
        finding.related = titled.map { link, title in
            RuleNote(link.binding.location, "pushed-from", ["title": title])
        }
        return [finding]
    }
}
