/// `container/custom-transition`: a custom container view controller with its own transition.
public import ViewModel
public struct ContainerCustomTransition: Rule {
    public static let kinds: Set<String> = ["ContainerViewController"]

    public static let description = RuleDescription(
        id: "container/custom-transition", severity: .hint,
        citations: [
            SeedCitation("content-zh.container-view-controller"),
            SeedCitation("content-ru.container-view-controller"),
        ],
        examples: [
            .triggering("""
            Screen {
                title: "Player"
                ContainerViewController {
                    ⟦transition: custom⟧
                    ImageView { image: system.play; contentMode: fit }
                    Label { text: "Now Playing"; font: headline }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Player"
                ContainerViewController {
                    transition: standard
                    ImageView { image: system.play; contentMode: fit }
                    Label { text: "Now Playing"; font: headline }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let binding = element.binding("transition"), binding.value.nameValue == "custom" else { return [] }
        return [.on(binding, ["transition": binding.valueText])]
    }
}
