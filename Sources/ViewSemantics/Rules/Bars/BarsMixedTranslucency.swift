/// `bars/mixed-translucency`: a translucent bar beside an opaque one.
public struct BarsMixedTranslucency: Rule {
    public static let kinds: Set<String> = ["Toolbar"]

    public static let description = RuleDescription(
        id: "bars/mixed-translucency", severity: .warning,
        summary: "The navigation bar and the toolbar of a screen are both translucent or both opaque.",
        messages: ["": "the toolbar is {toolbar} but the navigation bar is {navigationBar}; keep the bars alike"],
        what: "Compares `translucent` (true by default) of a `Toolbar` with that of the `NavigationBar` in the same container.",
        why: "Bars that match look like one frame around the content. An opaque navigation bar above a translucent toolbar looks like two apps stitched together.",
        howToFix: "Give both bars the same `translucent` value.",
        citations: [SeedCitation(SeedCitation.chineseBarsAndContent, "导航栏(NavigationBar) › 指南")],
        fix: (title: "Make the toolbar {navigationBar} like the navigation bar", safety: .unsafe),
        examples: [
            .triggering("""
            Screen {
                NavigationBar { title: "Photos"; translucent: false }
                ⟦Toolbar⟧ { BarButton { system: action } }
            }
            """, fixed: """
            Screen {
                NavigationBar { title: "Photos"; translucent: false }
                Toolbar { translucent: false; BarButton { system: action } }
            }
            """),
            .triggering("""
            Screen {
                NavigationBar { title: "Photos" }
                Toolbar {
                    ⟦translucent: false⟧
                    BarButton { system: action }
                }
            }
            """, fixed: """
            Screen {
                NavigationBar { title: "Photos" }
                Toolbar {
                    translucent: true
                    BarButton { system: action }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                NavigationBar { title: "Photos"; translucent: false }
                Toolbar { translucent: false; BarButton { system: action } }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let container = element.container,
              let navigationBar = container.descendants.first(where: { $0.is("NavigationBar") && $0.container === container })
        else { return [] }
        let toolbarValue = element.bool("translucent") ?? true
        let navigationValue = navigationBar.bool("translucent") ?? true
        guard toolbarValue != navigationValue else { return [] }
        func word(_ flag: Bool) -> String { flag ? "translucent" : "opaque" }
        let arguments = ["toolbar": word(toolbarValue), "navigationBar": word(navigationValue)]
        if let binding = element.binding("translucent") {
            return [.on(binding, arguments, edits: [context.edits.replaceValue(of: binding, with: "\(navigationValue)")])]
        }
        let insertion = context.edits.insertMember("translucent: \(navigationValue)", into: element)
        return [.on(element, arguments, edits: insertion.map { [$0] })]
    }
}
