/// `controls/small-target`: a button, cell or item smaller than 44 pt on a
/// side; one finding per element, naming both sides when both are short.
public import ViewModel
public struct ControlsSmallTarget: Rule {
    public static let kinds: Set<String> = ["Button", "Cell", "Item"]

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
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        TapTargetMinimum.findings(on: element, properties: ["width", "height"], in: context)
    }
}
