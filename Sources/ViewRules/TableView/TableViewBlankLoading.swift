/// `table-view/blank-loading`: a table that shows blank rows while it loads.
public import ViewModel
public struct TableViewBlankLoading: Rule {
    public static let kinds: Set<String> = ["TableView"]

    public static let description = RuleDescription(
        id: "table-view/blank-loading", severity: .warning,
        messages: ["", "no-indicator", "no-label"],
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
            .triggering("""
            Screen {
                title: "Mail"
                TableView { ⟦loading: spinner⟧; Cell { title: "Inbox" } }
            }
            """),
            // A hidden spinner shows nothing.
            .triggering("""
            Screen {
                title: "Mail"
                TableView {
                    ⟦loading: spinner⟧
                    ActivityIndicator { label: "Loading…"; hidden: true }
                }
            }
            """),
            .triggering("""
            Screen {
                title: "Mail"
                TableView {
                    loading: spinner
                    ⟦ActivityIndicator⟧ {}
                }
            }
            """, fixed: """
            Screen {
                title: "Mail"
                TableView {
                    loading: spinner
                    ActivityIndicator { label: "Loading…" }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let loading = element.binding("loading") else { return [] }
        if loading.value.nameValue == "spinner" { return spinnerFindings(element, loading: loading, in: context) }
        guard loading.value.nameValue == "blank" else { return [] }
        // The message and the fix title name the words the fix inserts, in the file's language.
        let label = ["label": context.insertedText(description.id, "loading")]
        guard TableRuleSupport.isEditable(loading, in: context) else { return [.on(loading, label)] }
        var edits = [context.edits.replaceValue(of: loading, with: "spinner")]
        if element.children(of: "ActivityIndicator").allSatisfy(\.isHiddenOnScreen) {
            guard let insertion = TableRuleSupport.appendMember("ActivityIndicator { label: \"\(label["label"]!)\" }", to: element, in: context)
            else { return [.on(loading, label)] }
            edits.append(insertion)
        }
        return [.on(loading, label, edits: edits)]
    }

    /// `loading: spinner` says a spinner shows: one must be there, in the table or on its screen, with a label
    /// such as "Loading…" that says what goes on.
    static func spinnerFindings(_ table: Element, loading: Binding, in context: RuleContext) -> [RuleFinding] {
        // A hidden spinner (or one inside a hidden element) shows nothing.
        let spinners = (table.children(of: "ActivityIndicator")
            + (table.screen.map { screen in context.descendants(of: screen).filter { $0.is("ActivityIndicator") && $0.parent !== table } } ?? []))
            .filter { !$0.isHiddenOnScreen }
        guard let spinner = spinners.first else { return [.on(loading, variant: "no-indicator")] }
        guard spinners.allSatisfy({ ($0.string("label") ?? "").trimmingCharacters(in: " ").isEmpty }) else { return [] }
        let label = context.insertedText(description.id, "loading")
        let edits = spinner.path == context.file.path && spinner.binding("label") == nil
            ? context.edits.insertMember("label: \"\(label)\"", into: spinner).map { [$0] }
            : nil
        return [.on(spinner, variant: "no-label", ["label": label], edits: edits)]
    }
}
