/// `popover/too-large`: a popover that covers most of the iPad screen.
public import ViewModel
public struct PopoverTooLarge: Rule {
    public static let kinds: Set<String> = ["Popover"]

    /// The share of the iPad screen a popover may cover.
    static let limit = 0.8

    public static let description = RuleDescription(
        id: "popover/too-large", severity: .warning,
        citations: [SeedCitation("content-zh.popover"), SeedCitation("content-ru.popover")],
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
