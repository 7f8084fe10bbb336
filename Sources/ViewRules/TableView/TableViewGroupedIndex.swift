/// `table-view/grouped-index`: a section index on a grouped table.
public import ViewModel
public struct TableViewGroupedIndex: Rule {
    public static let kinds: Set<String> = ["TableView"]

    public static let description = RuleDescription(
        id: "table-view/grouped-index", severity: .error,
        citations: [
            SeedCitation("content-zh.table-view"),
            SeedCitation("tables-zh.table-view.appearance"),
            SeedCitation("content-ru.table-view"),
        ],
        fix: .unsafe,
        examples: [
            .triggering("""
            Screen {
                TableView {
                    style: grouped
                    ⟦index: ["A", "B"]⟧
                    Section {
                        header: "A"
                        Cell { title: "Alice" }
                    }
                    Section {
                        header: "B"
                        Cell { title: "Boris" }
                    }
                }
            }
            """, fixed: """
            Screen {
                TableView {
                    style: grouped
                    Section {
                        header: "A"
                        Cell { title: "Alice" }
                    }
                    Section {
                        header: "B"
                        Cell { title: "Boris" }
                    }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                TableView {
                    style: plain
                    index: ["A", "B"]
                    Section {
                        header: "A"
                        Cell { title: "Alice" }
                    }
                    Section {
                        header: "B"
                        Cell { title: "Boris" }
                    }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                TableView {
                    style: grouped
                    index: []
                    Section { Cell { title: "Alice" } }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard element.name("style") == "grouped", let index = element.binding("index"),
              let entries = index.value.listValue, !entries.isEmpty else { return [] }
        let style = element.binding("style")
        let location = TableRuleSupport.site(index.location, of: element, contributors: [style?.path].compactMap { $0 })
        let edits = location == index.location && TableRuleSupport.isEditable(index, in: context) ? [context.edits.remove(index)] : nil
        return [RuleFinding(at: location, ["count": "\(entries.count)"],
                            edits: edits)]
    }
}
