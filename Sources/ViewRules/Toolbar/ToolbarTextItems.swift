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
            """, images: ["archive.png": .init(22, 22)]),
            // A title the item's component gives counts: the finding is on the use, in the toolbar's file.
            .triggering("""
            Screen {
                Toolbar {
                    BarButton { system: reply }
                    BarButton { system: trash }
                    BarButton { system: compose }
                    ⟦ArchiveButton⟧ {}
                }
            }
            """, otherFiles: ["ArchiveButton": """
            BarButton { title: "\u{5F52}\u{6863}" }
            """]),
            .nonTriggering("""
            Screen {
                Toolbar {
                    BarButton { system: reply }
                    BarButton { system: trash }
                    BarButton { system: compose }
                    ArchiveButton {}
                }
            }
            """, otherFiles: ["ArchiveButton": """
            BarButton { title: "Archive"; icon: "archive.png" }
            """], images: ["archive.png": .init(22, 22)]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        // What the toolbar shows: a hidden item takes no room and is not seen.
        let items = element.children.filter { !$0.isHiddenOnScreen && $0.kind.map(itemKinds.contains) ?? false }
        guard items.count > 3 else { return [] }
        // A title, icon or system item a component gives its uses counts like one written at the use.
        let titles = items.compactMap { item -> (item: Element, binding: Binding)? in
            guard item.is("BarButton"), let title = item.binding("title"),
                  item.binding("icon") == nil, item.binding("system") == nil else { return nil }
            return (item, title)
        }
        // One fault of the toolbar: reported once, on the first text-only item.
        guard let first = titles.first else { return [] }
        // A title a component gives is the fault's place too: the engine moves it to the item's use here.
        var finding = RuleFinding.on(first.binding, ["count": "\(items.count)", "title": first.binding.valueText])
        finding.related = titles.dropFirst().map { RuleNote(location(of: $0, in: context), "other-item", ["title": $0.binding.valueText]) }
        return [finding]
    }

    /// Where a text item's title is shown as a related place: the title, or the item's use when a component gives the title.
    static func location(of titled: (item: Element, binding: Binding), in context: RuleContext) -> SourceLocation {
        titled.binding.path == context.model.path ? titled.binding.location : titled.item.location
    }
}
