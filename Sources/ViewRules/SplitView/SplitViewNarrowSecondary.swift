/// `split-view/narrow-secondary`: a split view whose secondary pane is narrower than its primary.
public import ViewModel
public struct SplitViewNarrowSecondary: Rule {
    public static let kinds: Set<String> = ["Secondary"]

    public static let description = RuleDescription(
        id: "split-view/narrow-secondary", severity: .warning,
        summary: "A split view's secondary pane is at least as wide as its primary pane.",
        messages: ["": "the secondary pane is {secondary} pt wide, narrower than the {primary} pt primary pane"],
        what: "Compares the `width` of a `Secondary` pane with that of the `Primary` pane of the same `SplitView`, when both are set.",
        why: "The secondary pane shows the details of what is chosen in the primary one, and it is meant to be the larger of the two. With a secondary pane narrower than the primary, the split view no longer fills the width of the screen in a balanced way and the layout looks lopsided.",
        howToFix: "Make the secondary pane at least as wide as the primary one: narrow the primary pane (320 pt is usual) or widen the secondary.",
        citations: [
            SeedCitation(SeedCitation.chineseContentViews, "4.2.10 分栏视图控制器"),
            SeedCitation(SeedCitation.russianContentViews, "Контроллер представления разделения"),
        ],
        notes: ["primary-width": "the primary pane's width"],
        examples: [
            .triggering("""
            Screen {
                device: ipad
                SplitView {
                    Primary {
                        width: 600
                        TableView { Cell { title: "Inbox" } }
                    }
                    Secondary {
                        ⟦width: 424⟧
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
                    }
                    Secondary {
                        width: 704
                        TextView { editable: false; font: body; text: "Hello." }
                    }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let splitView = element.parent, splitView.is("SplitView"),
              let primary = splitView.children(of: "Primary").first,
              let secondaryWidth = element.binding("width"), let secondary = secondaryWidth.value.numberValue,
              let primaryWidth = primary.binding("width"), let primaryValue = primaryWidth.value.numberValue,
              secondary < primaryValue else { return [] }
        let location = TableRuleSupport.site(secondaryWidth.location, of: element, contributors: [primaryWidth.path])
        var finding = RuleFinding(at: location, ["secondary": TableRuleSupport.formatted(secondary),
                                                 "primary": TableRuleSupport.formatted(primaryValue)])
        finding.related = [RuleNote(primaryWidth.location, "primary-width")]
        return [finding]
    }
}
