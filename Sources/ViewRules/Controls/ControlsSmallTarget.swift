/// `controls/small-target`: anything people tap (buttons, bar buttons, back
/// buttons, cells, items, segmented controls, tabs, text and search fields,
/// page controls, a table's rows) smaller than 44 pt on a side; one finding per element, naming both sides when both are short.
public import ViewModel
public struct ControlsSmallTarget: Rule {
    public static let kinds: Set<String> = [
        "Button", "Cell", "Item", "BarButton", "BackButton", "SegmentedControl", "Tab", "TextField", "SearchBar", "PageControl",
        "TableView",
    ]

    public static let description = RuleDescription(
        id: "controls/small-target", severity: .error, messages: TapTargetMinimum.messages,
        citations: [SeedCitation("content-zh.collection-view"),
                    SeedCitation("content-ru.collection-view")],
        fix: .safe,
        supersededBy: ["collection-view/small-target"],
        notes: TapTargetMinimum.notes,
        examples: [
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
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        // A table's rows are its tap targets: their height is the table's `rowHeight`.
        TapTargetMinimum.findings(on: element, properties: element.is("TableView") ? ["rowHeight"] : ["width", "height"], in: context)
    }
}
