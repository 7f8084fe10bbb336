/// `table-view/kept-highlight`: a row kept highlighted (`selected: true`)
/// outside a split view's primary pane, where the row's details or controls
/// share the screen with it.
public import ViewModel

public struct TableViewKeptHighlight: Rule {
    public static let kinds: Set<String> = ["Cell"]

    public static let description = RuleDescription(
        id: "table-view/kept-highlight", severity: .warning,
        citations: [SeedCitation("tables-zh.table-view.guidelines")],
        fix: .safe,
        examples: [
            .triggering("""
            Screen {
                title: "Alarms"
                TableView {
                    Cell { title: "7:00"; ⟦selected: true⟧ }
                    Cell { title: "8:30" }
                }
                Label { text: "Weekdays, sound: Radar" }
            }
            """, fixed: """
            Screen {
                title: "Alarms"
                TableView {
                    Cell { title: "7:00" }
                    Cell { title: "8:30" }
                }
                Label { text: "Weekdays, sound: Radar" }
            }
            """),
            .triggering("""
            Screen {
                title: "\u{0411}\u{0443}\u{0434}\u{0438}\u{043B}\u{044C}\u{043D}\u{0438}\u{043A}\u{0438}"
                TableView {
                    style: grouped
                    Section {
                        Cell {
                            title: "7:00"
                            ⟦selected: true⟧
                        }
                    }
                }
            }
            """, fixed: """
            Screen {
                title: "\u{0411}\u{0443}\u{0434}\u{0438}\u{043B}\u{044C}\u{043D}\u{0438}\u{043A}\u{0438}"
                TableView {
                    style: grouped
                    Section {
                        Cell {
                            title: "7:00"
                        }
                    }
                }
            }
            """),
            // In a split view's primary pane the highlight marks what the secondary pane shows.
            .nonTriggering("""
            Screen {
                device: ipad
                SplitView {
                    Primary {
                        width: 320
                        TableView {
                            Cell { title: "Inbox"; showDetail: Inbox; selected: true }
                            Cell { title: "\u{5DF2}\u{53D1}\u{9001}"; showDetail: Inbox }
                        }
                    }
                    Secondary {
                        width: 704
                        TextView { editable: false; font: body; text: "No message selected." }
                    }
                }
            }
            """, otherFiles: ["Inbox": "Screen {\n    title: \"Inbox\"\n    TableView { Cell { title: \"Welcome\" } }\n}\n"]),
            .nonTriggering("""
            Screen {
                title: "Alarms"
                TableView {
                    Cell { title: "7:00"; selected: false }
                    Cell { title: "8:30"; accessory: checkmark }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let selected = element.binding("selected"), selected.value.boolValue == true else { return [] }
        // A primary pane's highlight marks the item its secondary pane shows (`split-view/selection-marked`).
        if element.nearestAncestor(where: { $0.is("Primary") }) != nil { return [] }
        let edits = TableRuleSupport.isEditable(selected, in: context) ? [context.edits.remove(selected)] : nil
        return [RuleFinding(at: selected.location, edits: edits)]
    }
}
