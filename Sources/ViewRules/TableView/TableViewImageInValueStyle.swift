/// `table-view/image-in-value-style`: an image in a value1 or value2 cell.
public import ViewModel
public struct TableViewImageInValueStyle: Rule {
    public static let kinds: Set<String> = ["Cell"]

    public static let description = RuleDescription(
        id: "table-view/image-in-value-style", severity: .warning,
        messages: ["", "value1"], variantSeverities: ["value1": .hint],
        citations: [
            SeedCitation("tables-zh.table-view.appearance"),
            SeedCitation("content-zh.table-view"),
            SeedCitation("content-ru.table-view"),
        ],
        fix: .unsafe,
        examples: [
            .triggering("""
            Screen {
                TableView {
                    style: grouped
                    Section {
                        Cell { style: value1; title: "Wi-Fi"; detail: "Home"; ⟦image: system.info⟧ }
                        Cell {
                            style: value2
                            title: "mobile"
                            detail: "+7 912 3456789"
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
                            detail: "+7 912 3456789"
                        }
                    }
                }
            }
            """, images: ["phone.png": .init(29, 29)]),
            .nonTriggering("""
            Screen {
                TableView {
                    style: grouped
                    Section {
                        Cell { style: subtitle; title: "Wi-Fi"; detail: "Home"; image: system.info }
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
        // Only one guideline document says an image does not suit value1: a hint there, a warning for value2.
        return [RuleFinding(at: location, variant: style == "value1" ? "value1" : "", ["image": image.valueText, "style": style], edits: edits)]
    }
}
