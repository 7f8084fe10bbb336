/// `table-view/index-with-accessories`: a section index beside cells with right-edge accessories.
public import ViewModel
public struct TableViewIndexWithAccessories: Rule {
    public static let kinds: Set<String> = ["TableView"]

    /// The accessories drawn at a cell's right edge, under the index.
    static let rightEdgeAccessories = ["disclosureIndicator", "detailDisclosureButton", "checkmark"]

    public static let description = RuleDescription(
        id: "table-view/index-with-accessories", severity: .warning,
        citations: [
            SeedCitation("tables-zh.table-view.guidelines"),
            SeedCitation("content-ru.table-view"),
        ],
        notes: ["under-index", "both", "several"],
        examples: [
            .triggering("""
            Screen {
                TableView {
                    ⟦index: ["A", "B"]⟧
                    Section {
                        header: "A"
                        Cell { title: "Alice"; accessory: disclosureIndicator; push: Details }
                    }
                    Section {
                        header: "B"
                        Cell { title: "Boris"; accessory: detailDisclosureButton; push: Details }
                    }
                }
            }
            """, otherFiles: detailsScreen),
            .triggering("""
            Screen {
                TableView {
                    ⟦index: ["A", "B"]⟧
                    Section {
                        header: "A"
                        Cell { title: "Alice"; accessory: checkmark }
                    }
                    Section {
                        header: "B"
                        Cell { title: "Boris" }
                    }
                }
            }
            """, otherFiles: detailsScreen),
            .nonTriggering("""
            Screen {
                TableView {
                    Cell { title: "Alice"; accessory: disclosureIndicator; push: Details }
                }
            }
            """, otherFiles: detailsScreen),
            .triggering("""
            Screen {
                TableView {
                    ⟦index: ["A", "B"]⟧
                    Cell { title: "Alice"; editing: reorder }
                    Cell { title: "Boris"; accessory: disclosureIndicator; push: Details }
                    Cell { title: "Clara"; accessory: checkmark }
                }
            }
            """, otherFiles: detailsScreen),
        ])

    /// The screen the examples' rows with a disclosure accessory push.
    static let detailsScreen = ["Details": "Screen { title: \"Details\" }\n"]

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let index = element.binding("index"), let entries = index.value.listValue, !entries.isEmpty else { return [] }
        // What stands at a cell's right edge: its accessory, or the reorder control of `editing: reorder`.
        let offending = TableRuleSupport.cells(of: element, in: context).compactMap { cell -> (binding: Binding, name: String)? in
            if let accessory = cell.binding("accessory"), let name = accessory.value.nameValue, rightEdgeAccessories.contains(name) {
                return (accessory, name)
            }
            if let editing = cell.binding("editing"), editing.value.nameValue == "reorder" { return (editing, "editing: reorder") }
            return nil
        }
        guard !offending.isEmpty else { return [] }
        var names: [String] = []
        for (_, name) in offending where !names.contains(name) { names.append(name) }
        var arguments = ["count": "\(offending.count)", "accessories": "`\(names.first ?? "")`"]
        if names.count > 1 { (arguments["first"], arguments["second"]) = (names[0], names[1]) }
        let location = TableRuleSupport.site(index.location, of: element, contributors: offending.map(\.binding.path))
        var finding = RuleFinding(at: location, arguments, terms: names.count > 2 ? ["accessories": "several"]
                                  : names.count > 1 ? ["accessories": "both"] : [:])
        finding.related = offending.map { binding, name in
            RuleNote(binding.location, "under-index", ["value": name])
        }
        return [finding]
    }
}
