/// `popover/on-iphone`: a popover designed for an iPhone screen, where it fills the screen.
public import ViewModel
public struct PopoverOnIphone: Rule {
    public static let kinds: Set<String> = ["Popover"]

    public static let description = RuleDescription(
        id: "popover/on-iphone", severity: .info,
        citations: [SeedCitation("content-zh.popover"), SeedCitation("content-ru.popover")],
        examples: [
            .triggering("""
            Screen {
                Toolbar { BarButton { system: organize; presents: ⟦Popover⟧ { TableView { Cell { title: "By date" } } } } }
            }
            """),
            .nonTriggering("""
            Screen {
                device: ipad
                Toolbar { BarButton { system: organize; presents: Popover { TableView { Cell { title: "By date" } } } } }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        context.device(of: element) == .iphone ? [.on(element)] : []
    }
}
