/// `table-view/empty-group`: a grouped table without groups, or a group without rows.
public import ViewModel
public struct TableViewEmptyGroup: Rule {
    public static let kinds: Set<String> = ["TableView", "Section"]

    public static let description = RuleDescription(
        id: "table-view/empty-group", severity: .error,
        summary: "A grouped table has at least one group, and every group at least one row.",
        messages: [
            "table": "a grouped table with no sections and no cells; it needs at least one group of rows",
            "section": "the section {header} of a grouped table has no cells; a group needs at least one row",
            "untitledSection": "this section of a grouped table has no cells; a group needs at least one row",
        ],
        what: "Flags a `TableView` with `style: grouped` that holds neither a `Section` nor a `Cell` (unless it is `loading`), and a `Section` without a `Cell` in a grouped table. Cells placed straight in the table count as one group.",
        why: "In a grouped table the groups are the content: each is a block of rows under an optional header and above an optional footer. A grouped table always has a group, and a group always has a row; an empty block, or a header and footer with nothing between them, looks broken.",
        howToFix: "Add the section's rows, or remove the empty section. A table that has nothing to show yet should say that it is loading (`loading: spinner`).",
        citations: [
            SeedCitation(SeedCitation.chineseContentViews, "4.2.11 表格视图"),
            SeedCitation(SeedCitation.chineseTableView, "表格视图 › 外观和行为"),
            SeedCitation(SeedCitation.russianContentViews, "Табличное представление"),
        ],
        examples: [
            .triggering("""
            Screen {
                TableView {
                    style: grouped
                    Section {
                        header: "Account"
                        Cell { title: "Sign Out" }
                    }
                    ⟦Section⟧ { header: "Devices" }
                }
            }
            """),
            .triggering("""
            Screen {
                ⟦TableView⟧ { style: grouped }
            }
            """),
            .nonTriggering("""
            Screen {
                TableView {
                    style: grouped
                    Section {
                        header: "Devices"
                        Cell { title: "iPhone" }
                    }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                TableView {
                    style: grouped
                    loading: spinner
                    ActivityIndicator { label: "Loading…" }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                TableView {
                    style: plain
                    Section { header: "Today" }
                    Section {
                        header: "Yesterday"
                        Cell { title: "Weather" }
                    }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        if element.is("Section") {
            guard let table = element.parent, table.is("TableView"), table.name("style") == "grouped",
                  element.children(of: "Cell").isEmpty else { return [] }
            guard let header = element.binding("header"), header.value.stringValue != nil else {
                return [.on(element, variant: "untitledSection")]
            }
            return [.on(element, variant: "section", ["header": header.valueText])]
        }
        guard element.name("style") == "grouped", (element.name("loading") ?? "none") == "none",
              element.children(of: "Section", "Cell").isEmpty else { return [] }
        return [.on(element, variant: "table")]
    }
}
