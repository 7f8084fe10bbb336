/// `popover/source`: a popover shown in a container without saying what it points at.
public import ViewModel
public struct PopoverSource: Rule {
    public static let kinds: Set<String> = ["Popover"]

    public static let description = RuleDescription(
        id: "popover/source", severity: .error,
        citations: [SeedCitation("content-zh.popover"), SeedCitation("content-ru.popover")],
        examples: [
            .triggering("""
            Screen {
                device: ipad
                Toolbar { BarButton { id: filter; system: organize } }
                ⟦Popover⟧ { SegmentedControl { segments: ["All", "Unread"] } }
            }
            """),
            .nonTriggering("""
            Screen {
                device: ipad
                Toolbar { BarButton { id: filter; system: organize } }
                Popover { source: filter; SegmentedControl { segments: ["All", "Unread"] } }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard element.role == .child, element.binding("source") == nil else { return [] }
        return [.on(element)]
    }
}
