/// `table-view/custom-cell-children`: a standard-style cell that also holds views of its own.
public import ViewModel
public struct TableViewCustomCellChildren: Rule {
    public static let kinds: Set<String> = ["Cell"]

    public static let description = RuleDescription(
        id: "table-view/custom-cell-children", severity: .hint,
        summary: "A cell laid out with views of its own uses `style: custom`.",
        messages: ["": "this {style} cell also holds {views}; a cell laid out with its own views should be `style: custom`"],
        what: "Flags a `Cell` that has child views (`ImageView`, `Label`, `Button`, `TextField`…) while its `style` is not `custom` (it is `default` when unset). The finding is on the `style` binding when the cell writes one, else on the cell.",
        why: "The standard styles have a fixed layout of image, title, detail and accessory. Adding views on top of one bends that layout into something it was not made for and is fragile. When rows need a layout of their own, a custom cell style says so and starts from a clean slate.",
        howToFix: "Set `style: custom` and lay the cell out with its child views, or drop the extra views and use the standard style's title, detail and image.",
        citations: [
            SeedCitation(SeedCitation.chineseContentViews, "4.2.11 表格视图"),
            SeedCitation(SeedCitation.russianContentViews, "Табличное представление"),
        ],
        fix: (title: "Set `style: custom`", safety: .safe),
        examples: [
            .triggering("""
            Screen {
                TableView {
                    Cell {
                        ⟦style: subtitle⟧
                        height: 64
                        ImageView { image: system.person; width: 44; height: 44 }
                        Label { text: "Анна Аркадьевна"; font: headline }
                    }
                }
            }
            """, fixed: """
            Screen {
                TableView {
                    Cell {
                        style: custom
                        height: 64
                        ImageView { image: system.person; width: 44; height: 44 }
                        Label { text: "Анна Аркадьевна"; font: headline }
                    }
                }
            }
            """),
            .triggering("""
            Screen {
                TableView {
                    ⟦Cell⟧ { Label { text: "把书同步到 iPad"; font: body } }
                }
            }
            """, fixed: """
            Screen {
                TableView {
                    Cell { style: custom; Label { text: "把书同步到 iPad"; font: body } }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                TableView {
                    Cell {
                        style: custom
                        height: 64
                        ImageView { image: system.person; width: 44; height: 44 }
                        Label { text: "Анна Аркадьевна"; font: headline }
                    }
                    Cell { style: subtitle; title: "Anna"; detail: "anna@example.com" }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let style = TableRuleSupport.style(of: element)
        guard style != "custom", !element.children.isEmpty else { return [] }
        var names: [String] = []
        for child in element.children where !names.contains(child.typeName) { names.append(child.typeName) }
        let views = names.map { "`\($0)`" }.joined(separator: ", ")
        let arguments = ["style": style, "views": views]
        let childPaths = element.children.map(\.path)
        if let binding = element.binding("style") {
            let location = TableRuleSupport.site(binding.location, of: element, contributors: childPaths)
            if location == binding.location {
                let edits = TableRuleSupport.isEditable(binding, in: context) ? [context.edits.replaceValue(of: binding, with: "custom")] : nil
                return [RuleFinding(at: location, arguments, edits: edits)]
            }
        } else if !childPaths.contains(element.path) {
            // The views all come from the cell's component: reported in that file.
            return []
        }
        let edits = element.path == context.model.path ? context.edits.insertMember("style: custom", into: element).map { [$0] } : nil
        return [.on(element, arguments, edits: edits)]
    }
}
