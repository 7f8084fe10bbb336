/// `container/custom-transition`: a custom container view controller with its own transition.
public import ViewModel
public struct ContainerCustomTransition: Rule {
    public static let kinds: Set<String> = ["ContainerViewController"]

    public static let description = RuleDescription(
        id: "container/custom-transition", severity: .hint,
        summary: "Avoid flamboyant transitions in a custom container view controller.",
        messages: ["": "`transition: {transition}` on a container view controller; showy transitions distract, so prefer `standard` unless the animation helps people"],
        what: "Flags a `ContainerViewController` with `transition: custom`.",
        why: "Storyboards make custom animations between child views easy to add, but most of them draw attention away from the task at hand and make the app feel less polished. The standard transition keeps people focused on the content.",
        howToFix: "Use `transition: standard` (the default), or keep the custom transition short and purposeful.",
        citations: [
            SeedCitation(SeedCitation.chineseContentViews, "4.2.4 容器视图控制器"),
            SeedCitation(SeedCitation.russianContentViews, "Контейнерный контроллер представления"),
        ],
        examples: [
            .triggering("""
            Screen {
                title: "Player"
                ContainerViewController {
                    ⟦transition: custom⟧
                    ImageView { image: system.music; contentMode: fit }
                    Label { text: "Now Playing"; font: headline }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Player"
                ContainerViewController {
                    transition: standard
                    ImageView { image: system.music; contentMode: fit }
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
