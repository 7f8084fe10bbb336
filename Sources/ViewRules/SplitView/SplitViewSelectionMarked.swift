/// `split-view/selection-marked`: a primary pane's table whose cells show
/// details in the secondary pane, with no cell marked as the selected one.
public import ViewModel

public struct SplitViewSelectionMarked: Rule {
    public static let kinds: Set<String> = ["TableView"]

    public static let description = RuleDescription(
        id: "split-view/selection-marked", severity: .warning,
        citations: [
            SeedCitation("content-zh.split-view"),
            SeedCitation("content-ru.split-view"),
        ],
        notes: ["shows-detail"],
        examples: [
            .triggering("""
            Screen {
                device: ipad
                SplitView {
                    Primary {
                        width: 320
                        NavigationBar { title: "Mail" }
                        ⟦TableView⟧ {
                            Cell { title: "Inbox"; showDetail: Inbox }
                            Cell { title: "\u{41E}\u{442}\u{43F}\u{440}\u{430}\u{432}\u{43B}\u{435}\u{43D}\u{43D}\u{44B}\u{435}"; showDetail: Sent }
                        }
                    }
                    Secondary {
                        width: 704
                        TextView { editable: false; font: body; text: "No message selected." }
                    }
                }
            }
            """, otherFiles: mailboxes),
            .nonTriggering("""
            Screen {
                device: ipad
                SplitView {
                    Primary {
                        width: 320
                        NavigationBar { title: "Mail" }
                        TableView {
                            Cell { title: "Inbox"; showDetail: Inbox; selected: true }
                            Cell { title: "\u{5DF2}\u{53D1}\u{9001}"; showDetail: Sent }
                        }
                    }
                    Secondary {
                        width: 704
                        TextView { editable: false; font: body; text: "No message selected." }
                    }
                }
            }
            """, otherFiles: mailboxes),
        ])

    /// The screens the examples' cells show in the secondary pane.
    static let mailboxes = [
        "Inbox": "Screen {\n    title: \"Inbox\"\n    TableView { Cell { title: \"Welcome\" } }\n}\n",
        "Sent": "Screen {\n    title: \"Sent\"\n    TableView { Cell { title: \"Re: Welcome\" } }\n}\n",
    ]

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard element.container?.is("Primary") == true else { return [] }
        let cells = TableRuleSupport.cells(of: element, in: context)
        let showing = cells.filter { $0.binding("showDetail") != nil }
        guard !showing.isEmpty, !cells.contains(where: { $0.bool("selected") == true }) else { return [] }
        var finding = RuleFinding.on(element)
        finding.related = showing.compactMap { $0.binding("showDetail") }.map { RuleNote($0.location, "shows-detail") }
        return [finding]
    }
}
