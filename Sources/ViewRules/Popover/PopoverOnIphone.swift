/// `popover/on-iphone`: a popover designed for an iPhone screen, where it fills the screen.
public import ViewModel
public struct PopoverOnIphone: Rule {
    public static let kinds: Set<String> = ["Popover"]

    public static let description = RuleDescription(
        id: "popover/on-iphone", severity: .info,
        summary: "Popovers belong to iPad; on iPhone they are shown full screen.",
        messages: ["": "on iPhone this popover is shown full screen, like a modal view"],
        what: "Flags a `Popover` on a screen designed for iPhone (the screen's `device`, else the configuration's, else iPhone).",
        why: "Popovers are made for the wide layouts of iPad. On the narrow iPhone screen the system shows the content full screen instead, so the arrow, the size and the tap-outside-to-close behaviour are lost; design it as a modal view.",
        howToFix: "Use a `Modal` on iPhone, or set `device: ipad` on a screen meant for iPad.",
        citations: [SeedCitation(SeedCitation.chineseContentViews, "4.2.8 浮出层"), SeedCitation(SeedCitation.russianContentViews, "Легкая сдоба")],
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
