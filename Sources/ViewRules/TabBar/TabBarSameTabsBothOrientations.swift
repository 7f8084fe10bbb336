/// `tab-bar/same-tabs-both-orientations`: on iPad, a tab shown in only one
/// orientation (`visibleIn`, language version 4), so the tab bar holds a
/// different number of tabs upright and sideways.
public import ViewModel
public struct TabBarSameTabsBothOrientations: Rule {
    public static let kinds: Set<String> = ["Tab"]

    public static let description = RuleDescription(
        id: "tab-bar/same-tabs-both-orientations", severity: .warning,
        citations: [SeedCitation("bars.tab-bar.guidelines")],
        fix: .safe,
        examples: [
            .triggering("""
            Screen {
                device: ipad
                TabBar {
                    Tab { title: "Library"; icon: system.bookmarks }
                    Tab { title: "Store"; icon: system.featured }
                    Tab { title: "Search"; icon: system.search; ⟦visibleIn: [landscape]⟧ }
                }
            }
            """, fixed: """
            Screen {
                device: ipad
                TabBar {
                    Tab { title: "Library"; icon: system.bookmarks }
                    Tab { title: "Store"; icon: system.featured }
                    Tab { title: "Search"; icon: system.search }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                device: ipad
                TabBar {
                    Tab { title: "\u{4E66}\u{5E93}"; icon: system.bookmarks }
                    Tab { title: "\u{5546}\u{5E97}"; icon: system.featured; visibleIn: [portrait, landscape] }
                }
            }
            """),
            // On iPhone the guideline says nothing of orientations.
            .nonTriggering("""
            Screen {
                device: iphone
                TabBar {
                    Tab { title: "Library"; icon: system.bookmarks }
                    Tab { title: "Store"; icon: system.featured; visibleIn: [portrait] }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let binding = element.binding("visibleIn"), let shown = element.visibleOrientations,
              !(shown.contains("portrait") && shown.contains("landscape")), context.device(of: element) == .ipad else { return [] }
        let editable = binding.path == context.model.path && !binding.isComponentDefault
        return [RuleFinding(at: binding.location, edits: editable ? [context.edits.remove(binding)] : nil)]
    }
}
