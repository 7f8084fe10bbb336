/// `split-view/two-navigation-bars`: a navigation bar in both panes of a split view.
public import ViewModel
public struct SplitViewTwoNavigationBars: Rule {
    public static let kinds: Set<String> = ["NavigationBar"]

    public static let description = RuleDescription(
        id: "split-view/two-navigation-bars", severity: .warning,
        messages: ["", "titled"],
        citations: [
            SeedCitation("content-zh.split-view"),
            SeedCitation("content-ru.split-view"),
        ],
        notes: ["primary-bar"],
        examples: [
            .triggering("""
            Screen {
                device: ipad
                SplitView {
                    Primary {
                        width: 320
                        NavigationBar { title: "Mailboxes" }
                        TableView { Cell { title: "Inbox" } }
                    }
                    Secondary {
                        width: 704
                        ⟦NavigationBar⟧ { title: "Inbox" }
                        TextView { editable: false; font: body; text: "Hello." }
                    }
                }
            }
            """),
            // The primary pane's bar is hidden: one bar shows.
            .nonTriggering("""
            Screen {
                device: ipad
                SplitView {
                    Primary {
                        width: 320
                        NavigationBar { title: "Mailboxes"; hidden: true }
                        TableView { Cell { title: "Inbox" } }
                    }
                    Secondary {
                        width: 704
                        NavigationBar { title: "Inbox" }
                        TextView { editable: false; font: body; text: "Hello." }
                    }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                device: ipad
                SplitView {
                    Primary {
                        width: 320
                        TableView { Cell { title: "Inbox" } }
                        Toolbar { BarButton { system: compose } }
                    }
                    Secondary {
                        width: 704
                        NavigationBar { title: "Inbox" }
                        TextView { editable: false; font: body; text: "Hello." }
                    }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard !element.isHiddenOnScreen, let pane = element.container, pane.is("Secondary"),
              let splitView = pane.parent, splitView.is("SplitView"),
              let primary = splitView.children(of: "Primary").first,
              let other = primary.descendants.first(where: { $0.is("NavigationBar") && $0.container === primary && !$0.isHiddenOnScreen })
        else { return [] }
        let title = element.binding("title")?.valueText
        var finding = RuleFinding.on(element, variant: title == nil ? "" : "titled", ["title": title ?? ""])
        finding.related = [RuleNote(other.location, "primary-bar")]
        return [finding]
    }
}
