/// `bars/mixed-translucency`: a translucent bar beside an opaque one.
public import ViewModel
public struct BarsMixedTranslucency: Rule {
    public static let kinds: Set<String> = ["Toolbar"]

    public static let description = RuleDescription(
        id: "bars/mixed-translucency", severity: .warning,
        citations: [SeedCitation("bars.navigation-bar.guidelines")],
        fix: .unsafe,
        notes: ["translucent", "opaque", "pusher.translucent", "pusher.opaque", "pusher-bar.translucent", "pusher-bar.opaque"],
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
            .triggering("""
            Screen {
                title: "Album"
                ⟦Toolbar⟧ { BarButton { system: action } }
            }
            """, fixed: """
            Screen {
                title: "Album"
                Toolbar { translucent: false; BarButton { system: action } }
            }
            """, otherFiles: ["Albums": """
            Screen {
                NavigationBar { title: "Albums"; translucent: false }
                TableView { Cell { title: "Holidays"; push: Example } }
            }
            """]),
            .nonTriggering("""
            Screen {
                NavigationBar { title: "Photos"; translucent: false }
                Toolbar { translucent: false; BarButton { system: action } }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let container = element.container else { return [] }
        let toolbarValue = element.bool("translucent") ?? true
        // The bar above the toolbar: its container's own, else (for a screen without one) the bars
        // of the screens that push it, which stay on top in the same navigation stack.
        var bars: [(bar: Element, link: ScreenLink?)] = []
        if let own = context.descendants(of: container).first(where: { $0.is("NavigationBar") && $0.container === container }) {
            bars = [(own, nil)]
        } else if container.role == .root, container.is("Screen"), container.path == context.file.path {
            bars = context.graph.pushes(to: context.file.typeName).compactMap { pusher in
                pusher.screen.children.first { $0.is("NavigationBar") }.map { ($0, pusher.link) }
            }
        }
        let differing = bars.filter { ($0.bar.bool("translucent") ?? true) != toolbarValue }
        guard let first = differing.first else { return [] }
        let navigationValue = !toolbarValue
        func word(_ flag: Bool) -> String { flag ? "translucent" : "opaque" }
        var terms = ["toolbar": word(toolbarValue), "navigationBar": word(navigationValue), "value": word(navigationValue)]
        let related = differing.compactMap { bar, link in
            link.map { _ in RuleNote(bar.location, "pusher-bar.\(word(navigationValue))") }
        }
        if first.link != nil { terms["navigationBar"] = "pusher.\(word(navigationValue))" }
        let arguments: [String: String] = [:]
        let fixable = differing.count == bars.count
        var finding: RuleFinding
        if let binding = element.binding("translucent") {
            finding = .on(binding, arguments, terms: terms, edits: fixable ? [context.edits.replaceValue(of: binding, with: "\(navigationValue)")] : nil)
        } else {
            let insertion = fixable ? context.edits.insertMember("translucent: \(navigationValue)", into: element) : nil
            finding = .on(element, arguments, terms: terms, edits: insertion.map { [$0] })
        }
        finding.related = related
        return [finding]
    }
}
