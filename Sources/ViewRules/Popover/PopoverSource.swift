/// `popover/source`: a popover shown in a container without saying what it points at.
public import ViewModel
public struct PopoverSource: Rule {
    public static let kinds: Set<String> = ["Popover"]

    public static let description = RuleDescription(
        id: "popover/source", severity: .error,
        summary: "A popover shown in place names the element its arrow points at.",
        messages: ["": "this popover is shown in place but has no `source`; point its arrow at the element it belongs to"],
        what: "Flags a `Popover` that stands in a container (shown now, not through `presents:`) without a `source` reference. A popover given through `presents:` points at the element that presents it.",
        why: "The arrow of a popover tells people where it came from and what it is about. Without a source the popover floats free and loses that link.",
        howToFix: "Set `source:` to the `id` of the control or element the popover belongs to.",
        citations: [SeedCitation(SeedCitation.chineseContentViews, "4.2.8 浮出层"), SeedCitation(SeedCitation.russianContentViews, "Легкая сдоба")],
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
