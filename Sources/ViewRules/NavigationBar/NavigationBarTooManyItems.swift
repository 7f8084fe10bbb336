/// `navigation-bar/too-many-items`: more than one control besides the title
/// and back button; one finding per bar, on the first control past the
/// limit, with the other surplus controls as related places.
public import ViewModel
public struct NavigationBarTooManyItems: Rule {
    public static let kinds: Set<String> = ["NavigationBar"]
    static let controlKinds = ["BarButton", "SegmentedControl", "SearchBar"]

    public static let description = RuleDescription(
        id: "navigation-bar/too-many-items", severity: .warning,
        citations: [SeedCitation("bars.navigation-bar.guidelines")],
        notes: ["extra"],
        examples: [
            .triggering("""
            Screen {
                NavigationBar {
                    title: "Inbox"
                    BarButton { system: edit }
                    ⟦BarButton⟧ { system: compose }
                }
            }
            """),
            .triggering("""
            Screen {
                NavigationBar {
                    title: "Inbox"
                    BarButton { system: edit }
                    ⟦BarButton⟧ { system: compose }
                    BarButton { system: search }
                    BarButton { system: refresh }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                NavigationBar {
                    title: "Inbox"
                    BackButton { title: "Mailboxes" }
                    BarButton { system: edit }
                }
                Toolbar { BarButton { system: compose } }
            }
            """),
            .nonTriggering("""
            Screen {
                NavigationBar {
                    title: "New message"
                    BarButton { system: cancel }
                    BarButton { system: done }
                }
            }
            """),
            // A hidden button is not in the bar.
            .nonTriggering("""
            Screen {
                NavigationBar {
                    title: "Inbox"
                    BarButton { system: edit }
                    BarButton { system: compose; hidden: true }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        // What the bar shows: a hidden control takes no room.
        let shown = element.children.filter { !$0.isHiddenOnScreen }
        var controls = shown.filter { $0.kind.map(controlKinds.contains) ?? false }
        if !shown.contains(where: { $0.is("BackButton") }),
           let cancel = controls.firstIndex(where: { $0.is("BarButton") && $0.name("system") == "cancel" }) {
            controls.remove(at: cancel)  // in the back button's place
        }
        guard controls.count > 1 else { return [] }
        if controls.contains(where: { $0.is("SegmentedControl") }), controls.contains(where: { $0.is("BarButton") }) {
            return []
        }
        let arguments = ["count": "\(controls.count)"]
        let extras = controls.dropFirst().filter { $0.path == context.model.path }
        guard let first = extras.first else { return [.on(element, arguments)] }
        var finding = RuleFinding.on(first, arguments)
        finding.related = extras.dropFirst().map { RuleNote($0.location, "extra") }
        return [finding]
    }
}
