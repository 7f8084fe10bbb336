/// `split-view/detail-in-secondary`: a split view whose primary pane only
/// pushes screens within itself, so the secondary pane never shows what
/// belongs to the item chosen in the primary.
public import ViewModel

public struct SplitViewDetailInSecondary: Rule {
    public static let kinds: Set<String> = ["Primary"]

    public static let description = RuleDescription(
        id: "split-view/detail-in-secondary", severity: .warning,
        citations: [
            SeedCitation("content-ru.split-view"),
            SeedCitation("content-zh.split-view"),
        ],
        notes: ["also-pushes"],
        examples: [
            .triggering("""
            Screen {
                device: ipad
                SplitView {
                    Primary {
                        width: 320
                        TableView {
                            Cell { title: "Inbox"; ⟦push: Inbox⟧ }
                            Cell { title: "\u{041E}\u{0442}\u{043F}\u{0440}\u{0430}\u{0432}\u{043B}\u{0435}\u{043D}\u{043D}\u{044B}\u{0435}"; push: Inbox }
                        }
                    }
                    Secondary {
                        width: 704
                        TextView { editable: false; font: body; text: "No message selected." }
                    }
                }
            }
            """, otherFiles: mailbox),
            // Drilling down within the primary pane is fine when the screens reached show their items in the secondary.
            .nonTriggering("""
            Screen {
                device: ipad
                SplitView {
                    Primary {
                        width: 320
                        TableView {
                            Cell { title: "\u{6536}\u{4EF6}\u{7BB1}"; push: Mailbox }
                        }
                    }
                    Secondary {
                        width: 704
                        TextView { editable: false; font: body; text: "No message selected." }
                    }
                }
            }
            """, otherFiles: mailbox.merging(["Mailbox": """
            Screen {
                title: "Inbox"
                TableView { Cell { title: "Welcome"; showDetail: Inbox; selected: true } }
            }
            """]) { $1 }),
        ])

    /// The screen the examples' cells open.
    static let mailbox = ["Inbox": "Screen {\n    title: \"Inbox\"\n    TableView { Cell { title: \"Welcome\" } }\n}\n"]

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let reached = context.graph.elements(reachableFrom: element, through: [.push]).map(\.element)
        // The secondary pane shows an item of the primary's somewhere along its pushes: the split view works.
        guard !reached.contains(where: { $0.binding("showDetail") != nil }) else { return [] }
        let pushes = ScreenFlow.shownDescendants(of: element).filter { $0.is("Cell") && !$0.isHiddenOnScreen }
            .compactMap { $0.binding("push") }
        guard let first = pushes.first else { return [] }
        var finding = RuleFinding(at: first.location)
        finding.related = pushes.dropFirst().prefix(8).map { RuleNote($0.location, "also-pushes") }
        return [finding]
    }
}
