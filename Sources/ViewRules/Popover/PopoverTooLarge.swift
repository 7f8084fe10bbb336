/// `popover/too-large`: a popover that covers most of the iPad screen.
public import ViewModel
public struct PopoverTooLarge: Rule {
    public static let kinds: Set<String> = ["Popover"]

    /// The share of the iPad screen a popover may cover.
    static let limit = 0.8

    public static let description = RuleDescription(
        id: "popover/too-large", severity: .warning,
        summary: "A popover is just big enough for its content, never nearly the whole screen.",
        messages: ["": "{width}×{height} pt covers {percent}% of the iPad screen; keep a popover under 80%"],
        what: "Compares a `Popover`'s `width` × `height` with the iPad screen (768 × 1024 pt) and flags one that covers more than 80% of it. A popover without both sizes is sized by its content and not checked.",
        why: "A popover should stay small enough to point at where it came from and to leave the screen behind it in view. One that fills the screen loses both and is better shown as a modal view.",
        howToFix: "Make the popover smaller, or present the content as a `Modal`.",
        citations: [SeedCitation(SeedCitation.chineseContentViews, "4.2.8 浮出层"), SeedCitation(SeedCitation.russianContentViews, "Легкая сдоба")],
        examples: [
            .triggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton { system: bookmarks; presents: ⟦Popover⟧ { width: 740; height: 1000; TableView { Cell { title: "Saved" } } } }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton { system: bookmarks; presents: Popover { width: 320; height: 600; TableView { Cell { title: "Saved" } } } }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let width = element.number("width"), let height = element.number("height"), width > 0, height > 0 else { return [] }
        let screen = Device.ipad.portraitWidth * Device.ipad.portraitHeight
        let share = width * height / screen
        guard share > limit else { return [] }
        func text(_ number: Double) -> String { number == number.rounded() ? String(Int(number)) : String(number) }
        return [.on(element, ["width": text(width), "height": text(height), "percent": String(Int((share * 100).rounded()))])]
    }
}
