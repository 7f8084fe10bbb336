/// `tab-bar/in-popover`: a tab bar inside a popover or a split view's primary pane on iPad.
public import ViewModel
public struct TabBarInPopover: Rule {
    public static let kinds: Set<String> = ["TabBar"]

    public static let description = RuleDescription(
        id: "tab-bar/in-popover", severity: .hint,
        summary: "On iPad, a segmented control suits a popover or a primary pane better than a tab bar.",
        messages: ["": "a tab bar in a {container}; a segmented control usually fits there better"],
        what: "Flags a `TabBar` whose container is a `Popover` or a split view's `Primary` pane on an iPad screen.",
        why: "A tab bar can filter or switch the content of a popover or a pane, but at the bottom of a small panel a segmented control looks more at home and reads as part of it.",
        howToFix: "Consider a `SegmentedControl` with the tabs' titles as `segments`.",
        citations: [SeedCitation(SeedCitation.chineseBarsAndContent, "标签栏(TabBar) › 指南")],
        notes: ["popover": "popover", "primary": "primary pane"],
        examples: [
            .triggering("""
            Screen {
                device: ipad
                Popover {
                    source: filter
                    ⟦TabBar⟧ { Tab { title: "Recent" }; Tab { title: "Starred" } }
                }
                Toolbar { BarButton { id: filter; system: organize } }
            }
            """),
            .nonTriggering("""
            Screen {
                device: ipad
                Popover {
                    source: filter
                    SegmentedControl { segments: ["Recent", "Starred"] }
                }
                Toolbar { BarButton { id: filter; system: organize } }
            }
            """),
            .nonTriggering("""
            Screen {
                TabBar { Tab { title: "Recent" }; Tab { title: "Starred" } }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard context.device(of: element) == .ipad, let container = element.container,
              container.is("Popover", "Primary") else { return [] }
        return [.on(element, terms: ["container": container.is("Popover") ? "popover" : "primary"])]
    }
}
