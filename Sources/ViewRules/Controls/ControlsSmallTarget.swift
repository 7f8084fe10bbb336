/// `controls/small-target`: anything people tap (buttons, bar buttons, back
/// buttons, cells, items, segmented controls, tabs, text and search fields,
/// scope bars, editable text views, page controls, a table's rows) smaller than 44 pt on a side; one finding per element, naming both sides when both are short.
public import ViewModel
public struct ControlsSmallTarget: Rule {
    public static let kinds: Set<String> = [
        "Button", "Cell", "Item", "BarButton", "BackButton", "SegmentedControl", "Tab", "TextField", "SearchBar", "PageControl",
        "TableView", "ScopeBar", "TextView",
    ]

    public static let description = RuleDescription(
        id: "controls/small-target", severity: .error, messages: TapTargetMinimum.messages,
        citations: [SeedCitation("content-zh.collection-view"),
                    SeedCitation("content-ru.collection-view")],
        fix: .safe,
        supersededBy: ["collection-view/small-target"],
        notes: TapTargetMinimum.notes,
        examples: [
            // Rows of one height: setting one to 44 pt would make them uneven, so they are set together, by hand.
            .triggering("""
            Screen {
                TableView {
                    Cell { title: "Inbox"; ⟦height: 30⟧ }
                    Cell { title: "Drafts"; ⟦height: 30⟧ }
                }
            }
            """),
            .triggering("""
            Screen {
                Button { title: "Follow"; ⟦height: 30⟧ }
                TableView {
                    Cell { title: "Wi-Fi"; ⟦height: 32⟧ }
                }
            }
            """, fixed: """
            Screen {
                Button { title: "Follow"; height: 44 }
                TableView {
                    Cell { title: "Wi-Fi"; height: 44 }
                }
            }
            """),
            .triggering("""
            Screen {
                CollectionView {
                    Item { title: "Dune"; image: system.bookmarks; ⟦width: 40⟧; height: 60 }
                }
            }
            """, fixed: """
            Screen {
                CollectionView {
                    Item { title: "Dune"; image: system.bookmarks; width: 44; height: 60 }
                }
            }
            """, configuration: Configuration(ruleSeverities: ["collection-view/small-target": .off])),
            .triggering("""
            Screen {
                Button { title: "Close"; ⟦width: 24⟧; height: 24 }
            }
            """, fixed: """
            Screen {
                Button { title: "Close"; width: 44; height: 44 }
            }
            """),
            .nonTriggering("""
            Screen {
                Button { title: "Follow"; width: 120; height: 44 }
                TableView {
                    Cell { title: "Wi-Fi" }
                }
            }
            """),
            .triggering("""
            Screen {
                NavigationBar {
                    title: "Inbox"
                    BarButton { system: compose; ⟦width: 28⟧ }
                }
                SegmentedControl { segments: ["All", "Unread"]; ⟦height: 29⟧ }
                TableView {
                    ⟦rowHeight: 36⟧
                    Cell { title: "Meeting notes" }
                }
            }
            """, fixed: """
            Screen {
                NavigationBar {
                    title: "Inbox"
                    BarButton { system: compose; width: 44 }
                }
                SegmentedControl { segments: ["All", "Unread"]; height: 44 }
                TableView {
                    rowHeight: 44
                    Cell { title: "Meeting notes" }
                }
            }
            """),
            // A scope bar and an editable text view are tapped too.
            .triggering("""
            Screen {
                SearchBar { placeholder: "Search"; ScopeBar { scopes: ["All", "Mail"]; ⟦height: 28⟧ } }
                TextView { editable: true; text: "\u{7B14}\u{8BB0}"; ⟦height: 30⟧ }
            }
            """, fixed: """
            Screen {
                SearchBar { placeholder: "Search"; ScopeBar { scopes: ["All", "Mail"]; height: 44 } }
                TextView { editable: true; text: "\u{7B14}\u{8BB0}"; height: 44 }
            }
            """),
            // A text view people only read is not a tap target.
            .nonTriggering("""
            Screen {
                TextView { text: "Terms of use"; height: 30 }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        // A text view is tapped only when people edit it.
        if element.is("TextView"), element.bool("editable") != true { return [] }
        // A table's rows are its tap targets: their height is the table's `rowHeight`.
        var findings = TapTargetMinimum.findings(on: element, properties: element.is("TableView") ? ["rowHeight"] : ["width", "height"],
                                                 in: context)
        // One row of a plain table set to 44 pt beside rows of another height makes its rows uneven
        // (`table-view/uneven-rows`): then no fix is offered, and the rows' heights are set together.
        if !findings.isEmpty, let table = element.is("TableView") ? element : element.is("Cell") ? owningTable(of: element) : nil,
           !TableViewUnevenRows.isUneven(table), TableViewUnevenRows.isUneven(table, setting: TapTargetMinimum.points, on: element) {
            for index in findings.indices { findings[index].edits = nil }
        }
        return findings
    }

    /// The table a cell is a row of, directly or in a section.
    static func owningTable(of cell: Element) -> Element? {
        guard let parent = cell.parent else { return nil }
        if parent.is("TableView") { return parent }
        return parent.is("Section") ? parent.parent.flatMap { $0.is("TableView") ? $0 : nil } : nil
    }
}
