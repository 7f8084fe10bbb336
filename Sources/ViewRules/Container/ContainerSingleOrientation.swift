/// `container/single-orientation`: a custom container view controller that leaves out an orientation.
public import ViewModel
public struct ContainerSingleOrientation: Rule {
    public static let kinds: Set<String> = ["ContainerViewController"]

    public static let description = RuleDescription(
        id: "container/single-orientation", severity: .warning,
        messages: ["", "none"],
        citations: [
            SeedCitation("content-zh.container-view-controller"),
            SeedCitation("content-ru.container-view-controller"),
        ],
        examples: [
            .triggering("""
            Screen {
                title: "Dashboard"
                ContainerViewController {
                    ⟦orientations: [portrait]⟧
                    Label { text: "Today"; font: headline }
                    ImageView { image: system.topRated; contentMode: fit }
                }
            }
            """),
            .triggering("""
            Screen {
                title: "Dashboard"
                ⟦orientations: [landscape]⟧
                ContainerViewController {
                    Label { text: "Today"; font: headline }
                    ImageView { image: system.topRated; contentMode: fit }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Dashboard"
                ContainerViewController {
                    orientations: [portrait, landscape]
                    Label { text: "Today"; font: headline }
                    ImageView { image: system.topRated; contentMode: fit }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        // Without its own list the container turns with the screen holding it.
        guard let binding = element.binding("orientations") ?? element.screen?.binding("orientations"),
              let items = binding.value.listValue else { return [] }
        let names = Set(items.compactMap(\.nameValue))
        let missing = ["portrait", "landscape"].filter { !names.contains($0) }
        guard !missing.isEmpty else { return [] }
        let present = ["portrait", "landscape"].filter { names.contains($0) }
        guard let supported = present.first, let lacking = missing.first else { return [.on(binding, variant: "none")] }
        return [.on(binding, ["orientations": supported, "missing": lacking])]
    }
}
