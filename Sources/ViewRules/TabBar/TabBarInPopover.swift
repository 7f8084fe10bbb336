/// `tab-bar/in-popover`: a tab bar inside a popover or a split view's primary pane on iPad.
public import ViewModel
public struct TabBarInPopover: Rule {
    public static let kinds: Set<String> = ["TabBar"]

    public static let description = RuleDescription(
        id: "tab-bar/in-popover", severity: .hint,
        citations: [SeedCitation("bars.tab-bar.guidelines")],
        notes: ["popover", "primary", "secondary"],
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
            .triggering("""
            Screen {
                device: ipad
                SplitView {
                    Primary { TableView { Cell { title: "Inbox" } } }
                    Secondary {
                        ⟦TabBar⟧ { Tab { title: "Message" } Tab { title: "Thread" } }
                    }
                }
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
              container.is("Popover", "Primary", "Secondary") else { return [] }
        let place = container.is("Popover") ? "popover" : container.is("Primary") ? "primary" : "secondary"
        return [.on(element, terms: ["container": place])]
    }
}
