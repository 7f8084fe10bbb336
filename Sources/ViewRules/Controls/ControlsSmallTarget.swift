/// `controls/small-target`: a button, cell or item smaller than 44 pt on a side.
public import ViewModel
public struct ControlsSmallTarget: Rule {
    public static let kinds: Set<String> = ["Button", "Cell", "Item"]

    public static let description = RuleDescription(
        id: "controls/small-target", severity: .error,
        summary: "Everything people tap is at least 44×44 pt.",
        messages: ["": "`{property}: {value}` makes this target smaller than {limit} pt; anything people tap needs {limit}×{limit} pt"],
        what: "Flags a `width` or `height` below 44 on a `Button`, a `Cell` or an `Item`. Where `collection-view/small-target` reports the same item, only that rule reports; turn it off and this one takes over.",
        why: "A fingertip covers about 44 points. Smaller targets make people miss, tap the neighbour instead, or try again, and they blame the app for it.",
        howToFix: "Make the target at least 44 pt on each side; a small glyph can sit inside a larger tappable area.",
        citations: [SeedCitation(SeedCitation.chineseContentViews, "4.2.3 集合视图"),
                    SeedCitation(SeedCitation.russianContentViews, "Представление набора")],
        fix: (title: "Set {property} to {limit}", safety: .safe),
        supersededBy: ["collection-view/small-target"],
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
                    Item { title: "Dune"; image: system.book; ⟦width: 40⟧; height: 60 }
                }
            }
            """, fixed: """
            Screen {
                CollectionView {
                    Item { title: "Dune"; image: system.book; width: 44; height: 60 }
                }
            }
            """, configuration: Configuration(ruleSeverities: ["collection-view/small-target": .off])),
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
