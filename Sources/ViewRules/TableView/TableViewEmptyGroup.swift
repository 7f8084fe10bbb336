/// `table-view/empty-group`: a grouped table without groups, or a group without rows.
public import ViewModel
public struct TableViewEmptyGroup: Rule {
    public static let kinds: Set<String> = ["TableView", "Section"]

    public static let description = RuleDescription(
        id: "table-view/empty-group", severity: .error,
        messages: ["table", "section", "untitledSection"],
        citations: [
            SeedCitation("content-zh.table-view"),
            SeedCitation("tables-zh.table-view.appearance"),
            SeedCitation("content-ru.table-view"),
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
                  element.children(of: "Cell").allSatisfy(\.isHiddenOnScreen) else { return [] }
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
