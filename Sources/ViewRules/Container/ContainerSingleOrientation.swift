/// `container/single-orientation`: a custom container view controller that leaves out an orientation.
public import ViewModel
public struct ContainerSingleOrientation: Rule {
    public static let kinds: Set<String> = ["ContainerViewController"]

    public static let description = RuleDescription(
        id: "container/single-orientation", severity: .warning,
        summary: "A custom container view controller works in both portrait and landscape.",
        messages: [
            "": "the container view controller supports only {orientations}; it should also work in {missing}",
            "none": "the container view controller lists no orientation; it should work in both portrait and landscape",
        ],
        what: "Flags a `ContainerViewController` whose `orientations` list lacks `portrait` or `landscape`. Without the binding it supports both.",
        why: "A custom container is already unfamiliar to people; it should at least behave the same whichever way they hold the device. A container that gives up one orientation breaks the consistent experience people expect.",
        howToFix: "Design the container for both orientations and list both, or leave `orientations` out.",
        citations: [
            SeedCitation(SeedCitation.chineseContentViews, "4.2.4 容器视图控制器"),
            SeedCitation(SeedCitation.russianContentViews, "Контейнерный контроллер представления"),
        ],
        examples: [
            .triggering("""
            Screen {
                title: "Dashboard"
                ContainerViewController {
                    ⟦orientations: [portrait]⟧
                    Label { text: "Today"; font: headline }
                    ImageView { image: system.chart; contentMode: fit }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Dashboard"
                ContainerViewController {
                    orientations: [portrait, landscape]
                    Label { text: "Today"; font: headline }
                    ImageView { image: system.chart; contentMode: fit }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let binding = element.binding("orientations"), let items = binding.value.listValue else { return [] }
        let names = Set(items.compactMap(\.nameValue))
        let missing = ["portrait", "landscape"].filter { !names.contains($0) }
        guard !missing.isEmpty else { return [] }
        let present = ["portrait", "landscape"].filter { names.contains($0) }
        guard let supported = present.first, let lacking = missing.first else { return [.on(binding, variant: "none")] }
        return [.on(binding, ["orientations": supported, "missing": lacking])]
    }
}
