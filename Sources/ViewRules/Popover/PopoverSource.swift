/// `popover/source`: a popover shown in a container without saying what it
/// points at, or pointing at a whole bar rather than the item that opens it.
public import ViewModel
public struct PopoverSource: Rule {
    public static let kinds: Set<String> = ["Popover"]

    public static let description = RuleDescription(
        id: "popover/source", severity: .error, messages: ["", "bar"],
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
            // The arrow points at the middle of the whole toolbar, not at the item the popover belongs to.
            .triggering("""
            Screen {
                device: ipad
                Toolbar { id: tools; BarButton { id: filter; title: "\u{0424}\u{0438}\u{043B}\u{044C}\u{0442}\u{0440}" } }
                Popover { source: ⟦tools⟧; SegmentedControl { segments: ["\u{0412}\u{0441}\u{0435}", "\u{041D}\u{043E}\u{0432}\u{044B}\u{0435}"] } }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard element.role == .child else { return [] }
        guard let source = element.binding("source") else { return [.on(element)] }
        // A whole bar: the arrow lands on its middle, not on the item the popover belongs to.
        guard let name = source.value.nameValue, let target = context.model.ids[name],
              target.is("NavigationBar", "Toolbar", "TabBar") else { return [] }
        return [RuleFinding(at: source.valueLocation, variant: "bar", ["bar": target.typeName])]
    }
}
