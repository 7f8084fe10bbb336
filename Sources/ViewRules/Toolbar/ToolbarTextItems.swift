/// `toolbar/text-items`: text-only items in a toolbar of more than three.
public import ViewModel
public struct ToolbarTextItems: Rule {
    public static let kinds: Set<String> = ["Toolbar"]
    static let itemKinds = ["BarButton", "SegmentedControl", "TextField"]

    public static let description = RuleDescription(
        id: "toolbar/text-items", severity: .warning,
        summary: "A toolbar with more than three items uses icons, not text.",
        messages: ["": "the toolbar has {count} items, so {title} needs an icon instead of text"],
        what: "In a `Toolbar` with more than 3 items (bar buttons, segmented controls, text fields; spaces do not count), flags each `BarButton` that has a `title` and neither an `icon` nor a `system` item.",
        why: "Text takes more room than an icon. Past three items, titled buttons crowd together until people can no longer tell where one ends and the next begins.",
        howToFix: "Give the button a `system` item or an `icon`, or keep the toolbar to three items.",
        citations: [SeedCitation(SeedCitation.chineseBarsAndContent, "工具栏(Toolbar) › 指南")],
        examples: [
            .triggering("""
            Screen {
                Toolbar {
                    BarButton { system: reply }
                    BarButton { system: trash }
                    BarButton { system: compose }
                    BarButton { ⟦title: "Archive"⟧ }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                Toolbar {
                    BarButton { title: "Edit" }
                    FlexibleSpace {}
                    BarButton { title: "Share" }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                Toolbar {
                    BarButton { system: reply }
                    BarButton { system: trash }
                    BarButton { system: compose }
                    BarButton { title: "Archive"; icon: "archive.png" }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let items = element.children.filter { $0.kind.map(itemKinds.contains) ?? false }
        guard items.count > 3 else { return [] }
        return items.compactMap { item in
            guard item.is("BarButton"), let title = item.binding("title"),
                  item.binding("icon") == nil, item.binding("system") == nil else { return nil }
            return .on(title, ["count": "\(items.count)", "title": title.valueText])
        }
    }
}
