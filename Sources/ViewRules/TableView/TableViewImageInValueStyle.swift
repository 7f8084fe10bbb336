/// `table-view/image-in-value-style`: an image in a value1 or value2 cell.
public import ViewModel
public struct TableViewImageInValueStyle: Rule {
    public static let kinds: Set<String> = ["Cell"]

    public static let description = RuleDescription(
        id: "table-view/image-in-value-style", severity: .warning,
        summary: "Cells of the value1 and value2 styles carry no image.",
        messages: ["": "the image {image} does not suit a {style} cell, whose row is taken by its title and detail"],
        what: "Flags the `image` of a `Cell` whose `style` is `value1` or `value2`.",
        why: "The value styles put two pieces of text on one line: a title and the value that goes with it (right-aligned in value1, in a second column after a right-aligned label in value2). Their layout leaves no place for an image; one squeezes the text and, in value2, breaks the straight column between label and value that makes the list easy to read.",
        howToFix: "Remove the image, or use a `default` or `subtitle` cell, which have a place for one at their left end.",
        citations: [
            SeedCitation(SeedCitation.chineseTableView, "表格视图 › 外观和行为"),
            SeedCitation(SeedCitation.chineseContentViews, "4.2.11 表格视图"),
            SeedCitation(SeedCitation.russianContentViews, "Табличное представление"),
        ],
        fix: (title: "Remove the image", safety: .unsafe),
        examples: [
            .triggering("""
            Screen {
                TableView {
                    style: grouped
                    Section {
                        Cell { style: value1; title: "Wi-Fi"; detail: "Home"; ⟦image: system.wifi⟧ }
                        Cell {
                            style: value2
                            title: "mobile"
                            detail: "+7 912 345-67-89"
                            ⟦image: "phone.png"⟧
                        }
                    }
                }
            }
            """, fixed: """
            Screen {
                TableView {
                    style: grouped
                    Section {
                        Cell { style: value1; title: "Wi-Fi"; detail: "Home" }
                        Cell {
                            style: value2
                            title: "mobile"
                            detail: "+7 912 345-67-89"
                        }
                    }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                TableView {
                    style: grouped
                    Section {
                        Cell { style: subtitle; title: "Wi-Fi"; detail: "Home"; image: system.wifi }
                        Cell { style: value1; title: "Storage"; detail: "1.2 GB" }
                    }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let style = TableRuleSupport.style(of: element)
        guard style == "value1" || style == "value2", let image = element.binding("image"), !image.value.isMissing else { return [] }
        let contributors = [element.binding("style")?.path].compactMap { $0 }
        let location = TableRuleSupport.site(image.location, of: element, contributors: contributors)
        let edits = location == image.location && TableRuleSupport.isEditable(image, in: context) ? [context.edits.remove(image)] : nil
        return [RuleFinding(at: location, ["image": image.valueText, "style": style], edits: edits)]
    }
}
