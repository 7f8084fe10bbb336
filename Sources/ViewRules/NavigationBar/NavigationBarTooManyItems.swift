/// `navigation-bar/too-many-items`: more than one control besides the title and back button.
public import ViewModel
public struct NavigationBarTooManyItems: Rule {
    public static let kinds: Set<String> = ["NavigationBar"]
    static let controlKinds = ["BarButton", "SegmentedControl", "SearchBar"]

    public static let description = RuleDescription(
        id: "navigation-bar/too-many-items", severity: .warning,
        summary: "A navigation bar holds the title, the back button and at most one control.",
        messages: ["": "{count} controls in the navigation bar; it holds one besides the title and the back button"],
        what: "Counts the `BarButton`, `SegmentedControl` and `SearchBar` elements of a `NavigationBar` and flags every one after the first. A segmented control beside bar buttons is left to `navigation-bar/segmented-with-title`. In a bar without a back button, a `BarButton { system: cancel }` stands in the back button's place (the Cancel/Done pair of a modal task) and is not counted.",
        why: "Even when there is room, a crowded navigation bar is hard to read and to hit. It works best with the screen's title, a back button and a single control that acts on the content.",
        howToFix: "Keep the most important control in the navigation bar and move the others to a `Toolbar`, or into the content.",
        citations: [SeedCitation(SeedCitation.chineseBarsAndContent, "导航栏(NavigationBar) › 指南")],
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
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        var controls = element.children.filter { $0.kind.map(controlKinds.contains) ?? false }
        if !element.children.contains(where: { $0.is("BackButton") }),
           let cancel = controls.firstIndex(where: { $0.is("BarButton") && $0.name("system") == "cancel" }) {
            controls.remove(at: cancel)  // in the back button's place
        }
        guard controls.count > 1 else { return [] }
        if controls.contains(where: { $0.is("SegmentedControl") }), controls.contains(where: { $0.is("BarButton") }) {
            return []
        }
        let arguments = ["count": "\(controls.count)"]
        let extras = controls.dropFirst().filter { $0.path == context.model.path }
        if extras.isEmpty { return [.on(element, arguments)] }
        return extras.map { .on($0, arguments) }
    }
}
