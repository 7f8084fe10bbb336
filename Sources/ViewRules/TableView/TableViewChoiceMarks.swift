/// `table-view/choice-marks`: in a list of choices (`choice: single` or
/// `multiple`, language version 4) checkmarks show what is chosen: a row with
/// a disclosure accessory, or a second checkmark in a single-choice list, says
/// something else.
public import ViewModel
public struct TableViewChoiceMarks: Rule {
    public static let kinds: Set<String> = ["TableView"]

    public static let description = RuleDescription(
        id: "table-view/choice-marks", severity: .warning,
        messages: ["", "single"],
        citations: [SeedCitation("tables-zh.table-view.guidelines"), SeedCitation("content-ru.table-view")],
        fix: .unsafe,
        examples: [
            .triggering("""
            Screen {
                title: "Sound"
                TableView {
                    style: grouped
                    choice: single
                    Section {
                        Cell { title: "Radar"; accessory: checkmark }
                        Cell { title: "Beacon"; ⟦accessory: disclosureIndicator⟧; push: Details }
                    }
                }
            }
            """, otherFiles: detailsScreen),
            .triggering("""
            Screen {
                title: "\u{94C3}\u{58F0}"
                TableView {
                    style: grouped
                    choice: single
                    Section {
                        Cell { title: "\u{96F7}\u{8FBE}"; accessory: checkmark }
                        Cell { title: "\u{4FE1}\u{6807}"; ⟦accessory: checkmark⟧ }
                    }
                }
            }
            """, fixed: """
            Screen {
                title: "\u{94C3}\u{58F0}"
                TableView {
                    style: grouped
                    choice: single
                    Section {
                        Cell { title: "\u{96F7}\u{8FBE}"; accessory: checkmark }
                        Cell { title: "\u{4FE1}\u{6807}" }
                    }
                }
            }
            """),
            // Several rows may be chosen in a multiple-choice list.
            .nonTriggering("""
            Screen {
                title: "Repeat"
                TableView {
                    style: grouped
                    choice: multiple
                    Section {
                        Cell { title: "Monday"; accessory: checkmark }
                        Cell { title: "Tuesday"; accessory: checkmark }
                        Cell { title: "Wednesday" }
                    }
                }
            }
            """),
            // Not a list of choices: a disclosure row leads on.
            .nonTriggering("""
            Screen {
                title: "Settings"
                TableView {
                    style: grouped
                    Section {
                        Cell { title: "Sounds"; accessory: disclosureIndicator; push: Details }
                    }
                }
            }
            """, otherFiles: detailsScreen),
        ])

    /// The screen the examples' rows with a disclosure indicator push.
    static let detailsScreen = ["Details": "Screen { title: \"Details\" }\n"]

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let choice = element.name("choice"), choice == "single" || choice == "multiple" else { return [] }
        var findings: [RuleFinding] = []
        var checked = 0
        for cell in TableRuleSupport.cells(of: element, in: context) {
            guard let accessory = cell.binding("accessory"), let name = accessory.value.nameValue else { continue }
            switch name {
            case "disclosureIndicator", "detailDisclosureButton":
                findings.append(RuleFinding(at: accessory.location, ["choice": choice, "accessory": name]))
            case "checkmark" where choice == "single":
                checked += 1
                // The first checkmark is the choice; each further one is a second choice.
                if checked > 1 {
                    let edits = TableRuleSupport.isEditable(accessory, in: context) ? [context.edits.remove(accessory)] : nil
                    findings.append(RuleFinding(at: accessory.location, variant: "single", edits: edits))
                }
            default:
                break
            }
        }
        return findings
    }
}
