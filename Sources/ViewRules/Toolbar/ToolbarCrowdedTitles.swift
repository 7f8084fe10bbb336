/// `toolbar/crowded-titles`: two titled bar buttons side by side in a
/// toolbar, with no space between them.
public import ViewModel
public struct ToolbarCrowdedTitles: Rule {
    public static let kinds: Set<String> = ["BarButton"]

    public static let description = RuleDescription(
        id: "toolbar/crowded-titles", severity: .hint,
        citations: [SeedCitation("bars.toolbar.guidelines")],
        fix: .safe,
        examples: [
            .triggering("""
            Screen {
                title: "Notes"
                Toolbar {
                    BarButton { title: "Rename" }
                    ⟦BarButton⟧ { title: "Share" }
                }
            }
            """, fixed: """
            Screen {
                title: "Notes"
                Toolbar {
                    BarButton { title: "Rename" }
                    FixedSpace { }
                    BarButton { title: "Share" }
                }
            }
            """),
            .triggering("""
            Screen {
                title: "Notes"
                Toolbar { BarButton { title: "Rename" } ⟦BarButton⟧ { title: "Share" } }
            }
            """, fixed: """
            Screen {
                title: "Notes"
                Toolbar { BarButton { title: "Rename" } FixedSpace { } BarButton { title: "Share" } }
            }
            """),
            // A hidden item between them keeps no room.
            .triggering("""
            Screen {
                title: "Notes"
                Toolbar {
                    BarButton { title: "Rename" }
                    BarButton { system: trash; hidden: true }
                    ⟦BarButton⟧ { title: "Share" }
                }
            }
            """, fixed: """
            Screen {
                title: "Notes"
                Toolbar {
                    BarButton { title: "Rename" }
                    BarButton { system: trash; hidden: true }
                    FixedSpace { }
                    BarButton { title: "Share" }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Notes"
                Toolbar {
                    BarButton { title: "Rename" }
                    FlexibleSpace { }
                    BarButton { title: "Share" }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Notes"
                Toolbar {
                    BarButton { title: "Rename" }
                    BarButton { system: action }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard isTitled(element), let toolbar = element.parent, toolbar.is("Toolbar") else { return [] }
        // Each item's shown neighbour before it, worked out once per toolbar.
        let previousShown = context.cache.memo("previous shown item", toolbar) { () -> [ObjectIdentifier: Element] in
            var result: [ObjectIdentifier: Element] = [:]
            var last: Element?
            for item in toolbar.children where !item.isHiddenOnScreen {
                if let last { result[ObjectIdentifier(item)] = last }
                last = item
            }
            return result
        }
        guard let previous = previousShown[ObjectIdentifier(element)], isTitled(previous) else { return [] }
        return [.on(element, ["previous": previous.binding("title")?.valueText ?? "",
                              "title": element.binding("title")?.valueText ?? ""],
                    edits: [spaceEdit(before: element, in: context)])]
    }

    /// A bar button that shows its title: a `title`, and neither an `icon` nor a `system` item drawn instead.
    static func isTitled(_ element: Element) -> Bool {
        element.is("BarButton") && element.binding("title") != nil && element.binding("icon") == nil
            && element.binding("system") == nil
    }

    /// `FixedSpace { }` before the button: on a line of its own when the button stands alone on its line.
    static func spaceEdit(before button: Element, in context: RuleContext) -> FileEdit {
        let edits = context.edits
        let location = SourceLocation(path: button.path, range: button.range)
        guard edits.standsAlone(location) else {
            return edits.insert("FixedSpace { } ", at: button.range.lowerBound, in: button.path)
        }
        let indentation = edits.indentation(ofLineAt: button.range.lowerBound, in: button.path)
        return edits.insert("FixedSpace { }\n\(indentation)", at: button.range.lowerBound, in: button.path)
    }
}
