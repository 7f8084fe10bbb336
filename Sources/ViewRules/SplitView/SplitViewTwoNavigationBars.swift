/// `split-view/two-navigation-bars`: a navigation bar in both panes of a split view.
public import ViewModel
public struct SplitViewTwoNavigationBars: Rule {
    public static let kinds: Set<String> = ["NavigationBar"]

    public static let description = RuleDescription(
        id: "split-view/two-navigation-bars", severity: .warning,
        summary: "Only one pane of a split view has a navigation bar.",
        messages: [
            "": "a navigation bar in the secondary pane while the primary pane has one too; keep a single navigation bar",
            "titled": "a navigation bar {title} in the secondary pane while the primary pane has one too; keep a single navigation bar",
        ],
        what: "Flags a `NavigationBar` of a split view's `Secondary` pane when the `Primary` pane has one as well (bars that are `hidden: true`, or inside a popover or modal of a pane, do not count). Related information points at the primary pane's bar.",
        why: "Side by side, two navigation bars look like two separate apps, and people can no longer tell how the panes relate: that the right one shows the details of what is chosen in the left one. One bar across the content keeps that relation clear.",
        howToFix: "Keep one navigation bar, usually over the secondary pane, and give the primary pane a toolbar or no bar at all.",
        citations: [
            SeedCitation(SeedCitation.chineseContentViews, "4.2.10 分栏视图控制器"),
            SeedCitation(SeedCitation.russianContentViews, "Контроллер представления разделения"),
        ],
        notes: ["primary-bar": "the primary pane's navigation bar"],
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
        guard element.bool("hidden") != true, let pane = element.container, pane.is("Secondary"),
              let splitView = pane.parent, splitView.is("SplitView"),
              let primary = splitView.children(of: "Primary").first,
              let other = primary.descendants.first(where: { $0.is("NavigationBar") && $0.container === primary && $0.bool("hidden") != true })
        else { return [] }
        let title = element.binding("title")?.valueText
        var finding = RuleFinding.on(element, variant: title == nil ? "" : "titled", ["title": title ?? ""])
        finding.related = [RuleNote(other.location, "primary-bar")]
        return [finding]
    }
}
