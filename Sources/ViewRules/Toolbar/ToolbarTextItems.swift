/// `toolbar/text-items`: text-only items in a toolbar of more than three.
public import ViewModel
public struct ToolbarTextItems: Rule {
    public static let kinds: Set<String> = ["Toolbar"]
    static let itemKinds = ["BarButton", "SegmentedControl", "TextField"]

    public static let description = RuleDescription(
        id: "toolbar/text-items", severity: .warning,
        citations: [SeedCitation("bars.toolbar.guidelines")],
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
            """, images: ["archive.png": .init(22, 22)]),
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
