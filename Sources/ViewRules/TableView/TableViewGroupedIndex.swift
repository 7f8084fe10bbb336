/// `table-view/grouped-index`: a section index on a grouped table.
public import ViewModel
public struct TableViewGroupedIndex: Rule {
    public static let kinds: Set<String> = ["TableView"]

    public static let description = RuleDescription(
        id: "table-view/grouped-index", severity: .error,
        summary: "Only plain tables have a section index; a grouped table never shows one.",
        messages: ["": "a section index of {count} {count#entry|entries} on a grouped table; only plain tables have an index"],
        what: "Flags a `TableView` with `style: grouped` and a non-empty `index`.",
        why: "The index is a feature of the plain style: a long list, cut into labelled sections, gets a column of letters along its right edge so people can jump through it. A grouped table presents a few sets of related rows in separate blocks and has no index, so one there mixes the two styles and fights with the grouped layout.",
        howToFix: "Remove `index`, or, if the list is long enough to need one, set `style: plain`.",
        citations: [
            SeedCitation(SeedCitation.chineseContentViews, "4.2.11 表格视图"),
            SeedCitation(SeedCitation.chineseTableView, "表格视图 › 外观和行为"),
            SeedCitation(SeedCitation.russianContentViews, "Табличное представление"),
        ],
        fix: (title: "Remove the index", safety: .unsafe),
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
