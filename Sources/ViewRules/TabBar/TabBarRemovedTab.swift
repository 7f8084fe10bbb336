/// `tab-bar/removed-tab`: a tab hidden instead of disabled.
public import ViewModel
public struct TabBarRemovedTab: Rule {
    public static let kinds: Set<String> = ["Tab"]

    public static let description = RuleDescription(
        id: "tab-bar/removed-tab", severity: .warning,
        citations: [SeedCitation("bars.tab-bar.guidelines")],
        fix: .safe,
        hiddenElements: .judged,
        examples: [
            .triggering("""
            Screen {
                TabBar {
                    Tab { title: "Music" }
                    Tab { title: "Radio"; ⟦hidden: true⟧ }
                }
            }
            """, fixed: """
            Screen {
                TabBar {
                    Tab { title: "Music" }
                    Tab { title: "Radio"; enabled: false }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                TabBar {
                    Tab { title: "Music" }
                    Tab { title: "Radio"; enabled: false }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let hidden = element.binding("hidden"), hidden.value.boolValue == true else { return [] }
        let title = element.binding("title")?.valueText ?? "`\(element.typeName)`"
        var edits = [context.edits.replace(hidden.location, with: "enabled: false")]
        if let enabled = element.binding("enabled"), !enabled.isComponentDefault {
            edits = [context.edits.remove(hidden), context.edits.replaceValue(of: enabled, with: "false")]
        }
        return [.on(hidden, ["title": title], edits: edits)]
    }
}
