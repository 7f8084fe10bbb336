/// `tab-bar/in-popover`: a tab bar inside a popover or a split view's primary pane on iPad.
public import ViewModel
public struct TabBarInPopover: Rule {
    public static let kinds: Set<String> = ["TabBar"]

    public static let description = RuleDescription(
        id: "tab-bar/in-popover", severity: .hint,
        citations: [SeedCitation("bars.tab-bar.guidelines")],
        notes: ["popover", "primary"],
        examples: [
            .triggering("""
            Screen {
                device: ipad
                Popover {
                    source: filter
                    ⟦TabBar⟧ { Tab { title: "Recent" } Tab { title: "Starred" } }
                }
                Toolbar { BarButton { id: filter; system: organize } }
            }
            """),
            .nonTriggering("""
            Screen {
                device: ipad
                Popover {
                    source: filter
                    SegmentedControl { segments: ["Recent", "Starred"] }
                }
                Toolbar { BarButton { id: filter; system: organize } }
            }
            """),
            .nonTriggering("""
            Screen {
                TabBar { Tab { title: "Recent" } Tab { title: "Starred" } }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard context.device(of: element) == .ipad, let container = element.container,
              container.is("Popover", "Primary") else { return [] }
        return [.on(element, terms: ["container": container.is("Popover") ? "popover" : "primary"])]
    }
}
