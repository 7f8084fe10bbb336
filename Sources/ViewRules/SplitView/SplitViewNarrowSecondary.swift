/// `split-view/narrow-secondary`: a split view whose secondary pane is narrower than its primary.
public import ViewModel
public struct SplitViewNarrowSecondary: Rule {
    public static let kinds: Set<String> = ["Secondary"]

    public static let description = RuleDescription(
        id: "split-view/narrow-secondary", severity: .warning,
        citations: [
            SeedCitation("content-zh.split-view"),
            SeedCitation("content-ru.split-view"),
        ],
        notes: ["primary-width"],
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
