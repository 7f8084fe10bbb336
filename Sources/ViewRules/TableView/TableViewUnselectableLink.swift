/// `table-view/unselectable-link`: a row that cannot be selected
/// (`selectable: false`, language version 4) yet shows a disclosure
/// indicator or leads somewhere when tapped (`push:`, `showDetail:`,
/// `presents:`): a tap gets no answer.
public import ViewModel
public struct TableViewUnselectableLink: Rule {
    public static let kinds: Set<String> = ["Cell"]

    public static let description = RuleDescription(
        id: "table-view/unselectable-link", severity: .warning,
        citations: [SeedCitation("tables-zh.table-view.guidelines"), SeedCitation("content-ru.table-view")],
        fix: .safe,
        examples: [
            .triggering("""
            Screen {
                title: "Settings"
                TableView {
                    style: grouped
                    Section {
                        Cell { title: "Sounds"; accessory: disclosureIndicator; push: Details; ⟦selectable: false⟧ }
                    }
                }
            }
            """, fixed: """
            Screen {
                title: "Settings"
                TableView {
                    style: grouped
                    Section {
                        Cell { title: "Sounds"; accessory: disclosureIndicator; push: Details }
                    }
                }
            }
            """, otherFiles: detailsScreen),
            .triggering("""
            Screen {
                title: "\u{41D}\u{430}\u{441}\u{442}\u{440}\u{43E}\u{439}\u{43A}\u{438}"
                TableView {
                    Cell { title: "\u{417}\u{432}\u{443}\u{43A}\u{438}"; push: Details; ⟦selectable: false⟧ }
                }
            }
            """, fixed: """
            Screen {
                title: "\u{41D}\u{430}\u{441}\u{442}\u{440}\u{43E}\u{439}\u{43A}\u{438}"
                TableView {
                    Cell { title: "\u{417}\u{432}\u{443}\u{43A}\u{438}"; push: Details }
                }
            }
            """, otherFiles: detailsScreen),
            // A row that only shows a value need not answer a tap.
            .nonTriggering("""
            Screen {
                title: "About"
                TableView {
                    style: grouped
                    Section {
                        Cell { style: value1; title: "Version"; detail: "2.1"; selectable: false }
                    }
                }
            }
            """),
        ])

    /// The screen the examples' rows push.
    static let detailsScreen = ["Details": "Screen { title: \"Details\" }\n"]

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let selectable = element.binding("selectable"), selectable.value.boolValue == false else { return [] }
        let leads = element.name("accessory") == "disclosureIndicator"
            || ["push", "showDetail", "presents"].contains { element.binding($0).map { !$0.value.isMissing } ?? false }
        guard leads else { return [] }
        let edits = TableRuleSupport.isEditable(selectable, in: context) ? [context.edits.remove(selectable)] : nil
        return [RuleFinding(at: selectable.location, edits: edits)]
    }
}
