/// `table-view/uneven-rows`: rows of different heights in a plain table; one
/// finding per table, on the first row whose height differs, with the other
/// such rows as related places.
public import ViewModel
public struct TableViewUnevenRows: Rule {
    public static let kinds: Set<String> = ["TableView"]

    public static let description = RuleDescription(
        id: "table-view/uneven-rows", severity: .warning,
        messages: ["", "rowHeight"],
        citations: [SeedCitation("tables-zh.table-view.guidelines")],
        notes: ["first-height", "row-height", "other-row"],
        examples: [
            .triggering("""
            Screen {
                TableView {
                    style: plain
                    Cell { title: "Inbox"; height: 44 }
                    Cell { title: "Drafts"; ⟦height: 60⟧ }
                    Cell { title: "Sent"; height: 44 }
                }
            }
            """),
            .triggering("""
            Screen {
                TableView {
                    rowHeight: 60
                    Section {
                        header: "Today"
                        Cell { style: subtitle; title: "\u{41B}\u{435}\u{43A}\u{446}\u{438}\u{44F}"; detail: "10:00" }
                        Cell { style: subtitle; title: "\u{421}\u{435}\u{43C}\u{438}\u{43D}\u{430}\u{440}"; detail: "12:00"; ⟦height: 88⟧ }
                    }
                }
            }
            """),
            // One finding for the table, on the first row that differs; the others are related places.
            .triggering("""
            Screen {
                TableView {
                    style: plain
                    Cell { title: "Profile"; height: 88 }
                    Cell { title: "Inbox"; ⟦height: 60⟧ }
                    Cell { title: "Drafts"; height: 60 }
                    Cell { title: "Sent"; height: 60 }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                TableView {
                    style: plain
                    Cell { title: "Inbox"; height: 60 }
                    Cell { title: "Drafts" }
                    Cell { title: "Sent"; height: 60 }
                }
            }
            """),
            // A hidden row is not seen, so its height is not compared.
            .nonTriggering("""
            Screen {
                TableView {
                    style: plain
                    Cell { title: "Inbox"; height: 44 }
                    Cell { title: "Drafts"; height: 60; hidden: true }
                    Cell { title: "Sent"; height: 44 }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                TableView {
                    style: grouped
                    Section {
                        Cell { title: "Profile"; height: 88 }
                    }
                    Section {
                        Cell { title: "Sign Out"; height: 44 }
                    }
                }
            }
            """),
        ])

    /// Whether the shown rows of a plain table differ in height, with `value`
    /// written as `changed`'s height (the table's `rowHeight`, or a cell's
    /// `height`): what a fix that sets that height would leave.
    static func isUneven(_ table: Element, setting value: Double? = nil, on changed: Element? = nil) -> Bool {
        guard table.name("style") == "plain" else { return false }
        func written(_ element: Element, _ property: String) -> Double? {
            if let value, element === changed { return value }
            return element.binding(property)?.value.numberValue
        }
        let heights = TableRuleSupport.cells(of: table).compactMap { written($0, "height") }
        guard let reference = written(table, "rowHeight") ?? heights.first else { return false }
        return heights.contains { $0 != reference }
    }

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard element.name("style") == "plain" else { return [] }
        let heights = TableRuleSupport.cells(of: element, in: context).compactMap { cell -> (Binding, Double, Element)? in
            guard let binding = cell.binding("height"), let height = binding.value.numberValue else { return nil }
            return (binding, height, cell)
        }
        let reference: (binding: Binding, height: Double, variant: String)
        if let rowHeight = element.binding("rowHeight"), let height = rowHeight.value.numberValue {
            reference = (rowHeight, height, "rowHeight")
        } else if let first = heights.first {
            reference = (first.0, first.1, "")
        } else {
            return []
        }
        let note = reference.variant.isEmpty ? "first-height" : "row-height"
        // One fault of the table: reported once, on the first row that differs.
        let uneven = heights.filter { $0.1 != reference.height }
        guard let first = uneven.first else { return [] }
        let (binding, height, cell) = first
        let location = TableRuleSupport.site(binding.location, of: cell, contributors: [reference.binding.path])
        var finding = RuleFinding(at: location, variant: reference.variant,
                                  ["height": TableRuleSupport.formatted(height), "first": TableRuleSupport.formatted(reference.height)])
        finding.related = [RuleNote(reference.binding.location, note)]
            + uneven.dropFirst().map { RuleNote($0.0.location, "other-row", ["height": TableRuleSupport.formatted($0.1)]) }
        return [finding]
    }
}
