/// `table-view/custom-cell-children`: a standard-style cell reshaped by views of
/// its own — a label or image view beside the style's, or buttons beyond the one
/// that may stand where an accessory view would.
public import ViewModel
import ViewStrings
public struct TableViewCustomCellChildren: Rule {
    public static let kinds: Set<String> = ["Cell"]

    public static let description = RuleDescription(
        id: "table-view/custom-cell-children", severity: .hint,
        citations: [
            SeedCitation("content-zh.table-view"),
            SeedCitation("content-ru.table-view"),
        ],
        fix: .safe,
        examples: [
            .triggering("""
            Screen {
                TableView {
                    Cell {
                        ⟦style: subtitle⟧
                        height: 64
                        ImageView { image: system.contacts; width: 44; height: 44 }
                        Label { text: "\u{410}\u{43D}\u{43D}\u{430} \u{410}\u{440}\u{43A}\u{430}\u{434}\u{44C}\u{435}\u{432}\u{43D}\u{430}"; font: headline }
                    }
                }
            }
            """, fixed: """
            Screen {
                TableView {
                    Cell {
                        style: custom
                        height: 64
                        ImageView { image: system.contacts; width: 44; height: 44 }
                        Label { text: "\u{410}\u{43D}\u{43D}\u{430} \u{410}\u{440}\u{43A}\u{430}\u{434}\u{44C}\u{435}\u{432}\u{43D}\u{430}"; font: headline }
                    }
                }
            }
            """),
            .triggering("""
            Screen {
                TableView {
                    ⟦Cell⟧ { Label { text: "\u{628A}\u{4E66}\u{540C}\u{6B65}\u{5230} iPad"; font: body } }
                }
            }
            """, fixed: """
            Screen {
                TableView {
                    Cell { style: custom; Label { text: "\u{628A}\u{4E66}\u{540C}\u{6B65}\u{5230} iPad"; font: body } }
                }
            }
            """),
            // A button beside the cell's accessory: the row's right edge holds two things.
            .triggering("""
            Screen {
                TableView {
                    Cell {
                        ⟦style: subtitle⟧
                        title: "Anna"
                        detail: "anna@example.com"
                        accessory: detailDisclosureButton
                        presents: Alert { title: "Anna" }
                        Button { title: "Call" }
                    }
                }
            }
            """, fixed: """
            Screen {
                TableView {
                    Cell {
                        style: custom
                        title: "Anna"
                        detail: "anna@example.com"
                        accessory: detailDisclosureButton
                        presents: Alert { title: "Anna" }
                        Button { title: "Call" }
                    }
                }
            }
            """),
            // One button where the accessory would be (UIKit's accessory view) keeps the standard layout; a hidden label shows nothing.
            .nonTriggering("""
            Screen {
                TableView {
                    Cell { style: subtitle; title: "\u{0410}\u{043D}\u{043D}\u{0430}"; detail: "anna@example.com"; Button { title: "\u{0412}\u{044B}\u{0437}\u{043E}\u{0432}" } }
                    Cell { title: "Ben"; Label { text: "Away"; hidden: true } }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                TableView {
                    Cell {
                        style: custom
                        height: 64
                        ImageView { image: system.contacts; width: 44; height: 44 }
                        Label { text: "\u{410}\u{43D}\u{43D}\u{430} \u{410}\u{440}\u{43A}\u{430}\u{434}\u{44C}\u{435}\u{432}\u{43D}\u{430}"; font: headline }
                    }
                    Cell { style: subtitle; title: "Anna"; detail: "anna@example.com" }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let style = TableRuleSupport.style(of: element)
        // What shows: a hidden view reshapes nothing.
        let children = element.children.filter { !$0.isHiddenOnScreen }
        guard style != "custom", !children.isEmpty else { return [] }
        // One button and no accessory: it stands where an accessory view would, and the style's layout holds.
        if children.count == 1, children[0].is("Button"), (element.name("accessory") ?? "none") == "none" { return [] }
        var names: [String] = []
        for child in children where !names.contains(child.typeName) { names.append(child.typeName) }
        let arguments = ["style": style]
        let views = ListedItems.code(names, .and)
        let childPaths = children.map(\.path)
        if let binding = element.binding("style") {
            let location = TableRuleSupport.site(binding.location, of: element, contributors: childPaths)
            if location == binding.location {
                let edits = TableRuleSupport.isEditable(binding, in: context) ? [context.edits.replaceValue(of: binding, with: "custom")] : nil
                var finding = RuleFinding(at: location, arguments, edits: edits)
                finding.lists["views"] = views
                return [finding]
            }
        } else if !childPaths.contains(element.path) {
            // The views all come from the cell's component: reported in that file.
            return []
        }
        let edits = element.path == context.model.path ? context.edits.insertMember("style: custom", into: element).map { [$0] } : nil
        var finding = RuleFinding.on(element, arguments, edits: edits)
        finding.lists["views"] = views
        return [finding]
    }
}
