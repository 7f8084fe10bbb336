/// `bars/fixed-height`: a hard-coded height on a navigation bar or toolbar.
public import ViewModel
public struct BarsFixedHeight: Rule {
    public static let kinds: Set<String> = ["NavigationBar", "Toolbar"]

    public static let description = RuleDescription(
        id: "bars/fixed-height", severity: .warning,
        citations: [SeedCitation("bars.navigation-bar.guidelines"),
                    SeedCitation("bars.toolbar.guidelines")],
        fix: .safe,
        examples: [
            .triggering("""
            Screen {
                NavigationBar {
                    title: "Notes"
                    ⟦height: 64⟧
                }
            }
            """, fixed: """
            Screen {
                NavigationBar {
                    title: "Notes"
                }
            }
            """),
            .triggering("""
            Screen {
                Toolbar { ⟦height: 44⟧; BarButton { system: add } }
            }
            """, fixed: """
            Screen {
                Toolbar { BarButton { system: add } }
            }
            """),
            .nonTriggering("""
            Screen {
                NavigationBar { title: "Notes" }
                Toolbar { BarButton { system: add } }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let height = element.binding("height") else { return [] }
        return [.on(height, ["component": element.kind ?? element.typeName, "height": height.valueText],
                    edits: [context.edits.remove(height)])]
    }
}
