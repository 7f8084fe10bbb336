/// `table-view/blank-loading`: a table that shows blank rows while it loads.
public import ViewModel
public struct TableViewBlankLoading: Rule {
    public static let kinds: Set<String> = ["TableView"]

    public static let description = RuleDescription(
        id: "table-view/blank-loading", severity: .warning,
        summary: "A loading table shows a spinner and a short label, never blank rows.",
        messages: ["": "`loading: blank` shows empty rows while the data loads; show `loading: spinner` with a label such as \"Loading…\""],
        what: "Flags `loading: blank` on a `TableView`.",
        why: "When a table's data is slow to arrive or complex, there may be nothing useful to show at first. Empty rows then suggest that the app has stopped working. A spinning activity indicator with a short label, centred on the screen, tells people that the work goes on. Where some text can be shown at once, show it and fill in images and other slow parts as they arrive.",
        howToFix: "Set `loading: spinner` and add an `ActivityIndicator` with a label such as \"Loading…\" to the table.",
        citations: [
            SeedCitation(SeedCitation.chineseContentViews, "4.2.11 表格视图"),
            SeedCitation(SeedCitation.chineseTableView, "表格视图 › 指南"),
            SeedCitation(SeedCitation.russianContentViews, "Табличное представление"),
        ],
        fix: (title: "Show a spinner labelled \"Loading…\"", safety: .unsafe),
        examples: [
            .triggering("""
            Screen {
                TableView {
                    style: plain
                    ⟦loading: blank⟧
                }
            }
            """, fixed: """
            Screen {
                TableView {
                    style: plain
                    loading: spinner
                    ActivityIndicator { label: "Loading…" }
                }
            }
            """),
            .triggering("""
            Screen {
                TableView { ⟦loading: blank⟧; RefreshControl { title: "Updating…" } }
            }
            """, fixed: """
            Screen {
                TableView { loading: spinner; RefreshControl { title: "Updating…" }; ActivityIndicator { label: "Loading…" } }
            }
            """),
            .nonTriggering("""
            Screen {
                TableView {
                    loading: spinner
                    ActivityIndicator { label: "Загрузка…" }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let loading = element.binding("loading"), loading.value.nameValue == "blank" else { return [] }
        guard TableRuleSupport.isEditable(loading, in: context) else { return [.on(loading)] }
        var edits = [context.edits.replaceValue(of: loading, with: "spinner")]
        if element.children(of: "ActivityIndicator").isEmpty {
            guard let insertion = TableRuleSupport.appendMember("ActivityIndicator { label: \"Loading…\" }", to: element, in: context)
            else { return [.on(loading)] }
            edits.append(insertion)
        }
        return [.on(loading, edits: edits)]
    }
}
