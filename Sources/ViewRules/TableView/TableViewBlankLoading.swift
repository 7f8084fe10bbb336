/// `table-view/blank-loading`: a table that shows blank rows while it loads.
public import ViewModel
public struct TableViewBlankLoading: Rule {
    public static let kinds: Set<String> = ["TableView"]

    public static let description = RuleDescription(
        id: "table-view/blank-loading", severity: .warning,
        citations: [
            SeedCitation("content-zh.table-view"),
            SeedCitation("tables-zh.table-view.guidelines"),
            SeedCitation("content-ru.table-view"),
        ],
        fix: .unsafe,
        inserts: ["loading"],
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
                TableView { loading: spinner; RefreshControl { title: "Updating…" } ActivityIndicator { label: "Loading…" } }
            }
            """),
            .triggering("""
            Screen {
                title: "\u{41F}\u{043E}\u{447}\u{442}\u{430}"
                TableView { ⟦loading: blank⟧ }
            }
            """, fixed: """
            Screen {
                title: "\u{41F}\u{043E}\u{447}\u{442}\u{430}"
                TableView { loading: spinner; ActivityIndicator { label: "\u{417}\u{430}\u{433}\u{440}\u{443}\u{437}\u{43A}\u{430}…" } }
            }
            """),
            .nonTriggering("""
            Screen {
                TableView {
                    loading: spinner
                    ActivityIndicator { label: "\u{417}\u{430}\u{433}\u{440}\u{443}\u{437}\u{43A}\u{430}…" }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let loading = element.binding("loading"), loading.value.nameValue == "blank" else { return [] }
        guard TableRuleSupport.isEditable(loading, in: context) else { return [.on(loading)] }
        var edits = [context.edits.replaceValue(of: loading, with: "spinner")]
        if element.children(of: "ActivityIndicator").isEmpty {
            guard let insertion = TableRuleSupport.appendMember(
                "ActivityIndicator { label: \"\(context.insertedText(description.id, "loading"))\" }", to: element, in: context)
            else { return [.on(loading)] }
            edits.append(insertion)
        }
        return [.on(loading, edits: edits)]
    }
}
