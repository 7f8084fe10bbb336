/// `text-view/fixed-font`: text set in a fixed point size instead of a Dynamic Type text style.
public import ViewModel
public struct TextViewFixedFont: Rule {
    public static let kinds: Set<String> = ["TextView", "Label"]

    public static let description = RuleDescription(
        id: "text-view/fixed-font", severity: .warning,
        citations: [
            SeedCitation("content-zh.text-view"),
            SeedCitation("content-ru.text-view"),
        ],
        fix: .unsafe,
        examples: [
            .triggering("""
            Screen {
                title: "Terms"
                TextView {
                    editable: false
                    ⟦fontSize: 11⟧
                    text: "By using this app you agree to the terms below."
                }
            }
            """, fixed: """
            Screen {
                title: "Terms"
                TextView {
                    editable: false
                    font: body
                    text: "By using this app you agree to the terms below."
                }
            }
            """),
            .triggering("""
            Screen {
                title: "Profile"
                Label { text: "Anna Pavlova"; ⟦fontSize: 22⟧ }
            }
            """, fixed: """
            Screen {
                title: "Profile"
                Label { text: "Anna Pavlova"; font: body }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Profile"
                Label { text: "Anna Pavlova"; font: headline }
                TextView { editable: false; font: body; text: "Dancer, born in Saint Petersburg." }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let size = element.binding("fontSize"), size.value.numberValue != nil, element.binding("font") == nil else { return [] }
        let edits = size.isComponentDefault ? nil : [context.edits.replace(size.location, with: "font: body")]
        return [.on(size, ["size": size.valueText], edits: edits)]
    }
}
