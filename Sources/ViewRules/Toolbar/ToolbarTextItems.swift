/// `toolbar/text-items`: text-only items in a toolbar of more than three; one
/// finding per toolbar, on the first such item, with the others as related places.
public import ViewModel
public struct ToolbarTextItems: Rule {
    public static let kinds: Set<String> = ["Toolbar"]
    static let itemKinds = ["BarButton", "SegmentedControl", "TextField"]

    public static let description = RuleDescription(
        id: "toolbar/text-items", severity: .warning,
        citations: [SeedCitation("bars.toolbar.guidelines")],
        notes: ["other-item"],
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
            // Six items, two of them text: one finding for the toolbar, the other title a related place.
            .triggering("""
            Screen {
                Toolbar {
                    BarButton { system: reply }
                    BarButton { system: trash }
                    BarButton { ⟦title: "Archive"⟧ }
                    BarButton { system: compose }
                    BarButton { title: "Move" }
                    BarButton { system: refresh }
                }
            }
            """),
            // Hidden items are neither counted nor judged.
            .nonTriggering("""
            Screen {
                Toolbar {
                    BarButton { system: reply }
                    BarButton { system: trash }
                    BarButton { system: compose }
                    BarButton { title: "Archive"; hidden: true }
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
        // What the toolbar shows: a hidden item takes no room and is not seen.
        let items = element.children.filter { !$0.isHiddenItself && $0.kind.map(itemKinds.contains) ?? false }
        guard items.count > 3 else { return [] }
        let titles = items.compactMap { item -> Binding? in
            guard item.is("BarButton"), let title = item.binding("title"),
                  item.binding("icon") == nil, item.binding("system") == nil else { return nil }
            return title
        }
        // One fault of the toolbar: reported once, on the first text-only item.
        guard let first = titles.first else { return [] }
        var finding = RuleFinding.on(first, ["count": "\(items.count)", "title": first.valueText])
        finding.related = titles.dropFirst().map { RuleNote($0.location, "other-item", ["title": $0.valueText]) }
        return [finding]
    }
}
