/// `text-view/mixed-alignment`: a text view that mixes more distinct text
/// alignments (`alignmentCount`, language version 4) than stay easy to read.
public import ViewModel
public struct TextViewMixedAlignment: Rule {
    public static let kinds: Set<String> = ["TextView"]

    public static let description = RuleDescription(
        id: "text-view/mixed-alignment", severity: .warning,
        messages: [""],
        citations: [
            SeedCitation("content-zh.text-view"),
            SeedCitation("content-ru.text-view"),
        ],
        options: [RuleOption("maximumAlignments", default: 2, range: 1...4, isInteger: true)],
        examples: [
            .triggering("""
            Screen {
                title: "Poem"
                TextView { editable: false; font: body; ⟦alignmentCount: 3⟧; text: "Roses are red, violets are blue." }
            }
            """),
            .triggering("""
            Screen {
                title: "\u{5907}\u{5FD8}\u{5F55}"
                TextView {
                    editable: true
                    font: body
                    ⟦alignmentCount: 4⟧
                    text: "\u{5468}\u{4E00}\u{7ED9}\u{6C34}\u{7BA1}\u{5DE5}\u{6253}\u{7535}\u{8BDD}\u{3002}"
                }
            }
            """),
            // A centred heading over left-aligned body text: two alignments, the default limit.
            .nonTriggering("""
            Screen {
                title: "\u{0421}\u{0442}\u{0430}\u{0442}\u{044C}\u{044F}"
                TextView { editable: false; font: body; alignmentCount: 2; text: "\u{0413}\u{043B}\u{0430}\u{0432}\u{0430} \u{043F}\u{0435}\u{0440}\u{0432}\u{0430}\u{044F}." }
            }
            """),
            // The default: one alignment for the whole text.
            .nonTriggering("""
            Screen {
                title: "Note"
                TextView { editable: true; font: body; text: "Call the plumber on Monday." }
            }
            """),
            // A hidden text view is not read.
            .nonTriggering("""
            Screen {
                title: "Poem"
                TextView { hidden: true; editable: false; font: body; alignmentCount: 3; text: "Roses are red." }
            }
            """),
            .triggering("""
            Screen {
                title: "Article"
                TextView { editable: false; font: body; ⟦alignmentCount: 2⟧; text: "Chapter one." }
            }
            """, configuration: Configuration(ruleOptions: ["text-view/mixed-alignment": ["maximumAlignments": 1]])),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let maximum = context.option("maximumAlignments", of: description)
        guard let alignments = element.binding("alignmentCount"), let count = alignments.value.numberValue, count > maximum
        else { return [] }
        return [.on(alignments, ["count": alignments.valueText, "limit": RuleOption.text(maximum)])]
    }
}
