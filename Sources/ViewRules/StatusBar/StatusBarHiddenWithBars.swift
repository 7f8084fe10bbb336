/// `status-bar/hidden-with-bars`: a full-screen media screen that hides its
/// status bar but keeps showing bars.
public import ViewModel
import ViewStrings
public struct StatusBarHiddenWithBars: Rule {
    public static let kinds: Set<String> = ["StatusBar"]
    static let barKinds = ["NavigationBar", "Toolbar", "TabBar"]

    public static let description = RuleDescription(
        id: "status-bar/hidden-with-bars", severity: .warning,
        citations: [SeedCitation("bars.status-bar.guidelines")],
        notes: ["bar"],
        hiddenElements: .judged,
        examples: [
            .triggering("""
            Screen {
                title: "Trailer"
                fullscreenMedia: true
                barsToggle: tap
                ⟦StatusBar⟧ { hidden: true }
                NavigationBar { title: "Trailer" }
                Toolbar {
                    BarButton { system: play }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Trailer"
                fullscreenMedia: true
                barsToggle: tap
                StatusBar { hidden: true }
                NavigationBar { title: "Trailer"; hidden: true }
                Toolbar {
                    hidden: true
                    BarButton { system: play }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Trailer"
                fullscreenMedia: true
                StatusBar { style: light }
                NavigationBar { title: "Trailer" }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard element.bool("hidden") == true, let container = element.container,
              container.bool("fullscreenMedia") == true else { return [] }
        let bars = container.children.filter { $0.kind.map(barKinds.contains) == true && !$0.isHiddenOnScreen }
        guard !bars.isEmpty else { return [] }
        var finding = RuleFinding.on(element)
        finding.lists["bars"] = .code(bars.map { $0.kind ?? $0.typeName }, .and)
        finding.related = bars.map { RuleNote($0.location, "bar", ["bar": $0.kind ?? $0.typeName]) }
        return [finding]
    }
}
