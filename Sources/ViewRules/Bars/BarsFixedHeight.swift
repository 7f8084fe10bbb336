/// `bars/fixed-height`: a hard-coded height on a navigation bar or toolbar.
public import ViewModel
public struct BarsFixedHeight: Rule {
    public static let kinds: Set<String> = ["NavigationBar", "Toolbar"]

    public static let description = RuleDescription(
        id: "bars/fixed-height", severity: .warning,
        summary: "Navigation bars and toolbars take the system's height; never fix it.",
        messages: ["": "the {component} has a fixed height of {height} pt; bars change height with the orientation"],
        what: "Flags a `height` on a `NavigationBar` or a `Toolbar`.",
        why: "On iPhone, bars get shorter in landscape, and the system picks their height for each size class. A fixed height breaks that, and custom items designed for it will not fit the shorter bar.",
        howToFix: "Remove `height`, and make custom bar items fit both the tall and the short bar.",
        citations: [SeedCitation(SeedCitation.chineseBarsAndContent, "导航栏(NavigationBar) › 指南"),
                    SeedCitation(SeedCitation.chineseBarsAndContent, "工具栏(Toolbar) › 指南")],
        fix: (title: "Remove `height`", safety: .safe),
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
