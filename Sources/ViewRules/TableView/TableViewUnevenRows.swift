/// `table-view/uneven-rows`: rows of different heights in a plain table.
public import ViewModel
public struct TableViewUnevenRows: Rule {
    public static let kinds: Set<String> = ["TableView"]

    public static let description = RuleDescription(
        id: "table-view/uneven-rows", severity: .warning,
        summary: "The rows of a plain table share one height.",
        messages: [
            "": "this row is {height} pt high but the table's first row height is {first} pt; rows of a plain table keep one height",
            "rowHeight": "this row is {height} pt high but the table's `rowHeight` is {first} pt; rows of a plain table keep one height",
        ],
        what: "In a plain `TableView` (the default style), flags each `Cell` whose `height` differs from the first height set: the table's `rowHeight` if it has one, else the `height` of its first cell that sets one. Cells that set no height are not compared. Related information points at that first height.",
        why: "A plain table is a single run of rows from edge to edge, and its rhythm comes from rows of one height; a few taller or shorter rows in it look untidy. Grouped tables can vary their row heights because each group is a block of its own.",
        howToFix: "Give the rows one height (or set the table's `rowHeight` and drop the cells' heights). If some rows need more room, consider a grouped table, or a `custom` cell layout that fits the common height.",
        citations: [SeedCitation(SeedCitation.chineseTableView, "表格视图 › 指南")],
        notes: ["first-height": "the first row height set in this table", "row-height": "the table's row height"],
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
                        Cell { style: subtitle; title: "Лекция"; detail: "10:00" }
                        Cell { style: subtitle; title: "Семинар"; detail: "12:00"; ⟦height: 88⟧ }
                    }
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

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard element.name("style") == "plain" else { return [] }
        let heights = TableRuleSupport.cells(of: element).compactMap { cell -> (Binding, Double, Element)? in
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
        return heights.filter { $0.1 != reference.height }.map { binding, height, cell in
            let location = TableRuleSupport.site(binding.location, of: cell, contributors: [reference.binding.path])
            var finding = RuleFinding(at: location, variant: reference.variant,
                                      ["height": TableRuleSupport.formatted(height), "first": TableRuleSupport.formatted(reference.height)])
            finding.related = [RuleNote(reference.binding.location, note)]
            return finding
        }
    }
}
