/// `text-view/fixed-font`: text set in a fixed point size instead of a Dynamic Type text style.
public import ViewModel
public struct TextViewFixedFont: Rule {
    public static let kinds: Set<String> = ["TextView", "Label"]

    public static let description = RuleDescription(
        id: "text-view/fixed-font", severity: .warning,
        summary: "Set text in a text style so it follows Dynamic Type.",
        messages: ["": "`fontSize: {size}` fixes the text at {size} pt whatever size the reader chose; use a text style such as `font: body`"],
        what: "Flags a `TextView` or `Label` that sets `fontSize` without a `font` text style.",
        why: "People choose a preferred reading size in Settings, and text styles (body, headline, caption…) follow that choice. A fixed point size ignores it, so the text stays too small for some readers and too large for others.",
        howToFix: "Replace `fontSize` with the text style that fits the text's role: `font: body` for running text, `headline`, `subheadline`, `footnote` or a caption style for the rest.",
        citations: [
            SeedCitation(SeedCitation.chineseContentViews, "4.2.12 文本视图"),
            SeedCitation(SeedCitation.russianContentViews, "Текстовое представление"),
        ],
        fix: (title: "Replace the fixed size with `font: body`", safety: .unsafe),
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
        guard let size = element.binding("fontSize"), element.binding("font") == nil else { return [] }
        let edits = size.isComponentDefault ? nil : [context.edits.replace(size.location, with: "font: body")]
        return [.on(size, ["size": size.valueText], edits: edits)]
    }
}
