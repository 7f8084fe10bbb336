/// `table-view/index-with-accessories`: a section index beside cells with right-edge accessories.
public import ViewModel
public struct TableViewIndexWithAccessories: Rule {
    public static let kinds: Set<String> = ["TableView"]

    /// The accessories drawn at a cell's right edge, under the index.
    static let rightEdgeAccessories = ["disclosureIndicator", "detailDisclosureButton"]

    public static let description = RuleDescription(
        id: "table-view/index-with-accessories", severity: .warning,
        summary: "A table with a section index keeps disclosure accessories off its right edge.",
        messages: ["": "the index along the right edge collides with the {accessories} of {count} {count#cell|cells}; leave that edge to the index"],
        what: "Flags the `index` of a `TableView` when any of its cells (in sections or not) has `accessory: disclosureIndicator` or `accessory: detailDisclosureButton`. Related information points at each of those accessories. On a grouped table, which should have no index at all, `table-view/grouped-index` reports instead.",
        why: "The index runs down the right edge of the table, which is exactly where a disclosure indicator or a detail disclosure button sits. The two overlap: the accessories are hard to see and to tap, and touches meant for the index land on rows.",
        howToFix: "Drop the accessories (a tap on the row can still open the next level), or drop the index if the list is short enough to scroll.",
        citations: [
            SeedCitation(SeedCitation.chineseTableView, "表格视图 › 指南"),
            SeedCitation(SeedCitation.russianContentViews, "Табличное представление"),
        ],
        supersededBy: ["table-view/grouped-index"],
        notes: ["under-index": "this `{value}` sits under the index", "both": "`{first}` and `{second}`"],
        examples: [
            .triggering("""
            Screen {
                TableView {
                    ⟦index: ["A", "B"]⟧
                    Section {
                        header: "A"
                        Cell { title: "Alice"; accessory: disclosureIndicator }
                    }
                    Section {
                        header: "B"
                        Cell { title: "Boris"; accessory: detailDisclosureButton }
                    }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                TableView {
                    index: ["A", "B"]
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
            """),
            .nonTriggering("""
            Screen {
                TableView {
                    Cell { title: "Alice"; accessory: disclosureIndicator }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let index = element.binding("index"), let entries = index.value.listValue, !entries.isEmpty else { return [] }
        let offending = TableRuleSupport.cells(of: element).compactMap { cell -> (binding: Binding, name: String)? in
            guard let accessory = cell.binding("accessory"), let name = accessory.value.nameValue,
                  rightEdgeAccessories.contains(name) else { return nil }
            return (accessory, name)
        }
        guard !offending.isEmpty else { return [] }
        var names: [String] = []
        for (_, name) in offending where !names.contains(name) { names.append(name) }
        var arguments = ["count": "\(offending.count)", "accessories": "`\(names.first ?? "")`"]
        if names.count > 1 { (arguments["first"], arguments["second"]) = (names[0], names[1]) }
        let location = TableRuleSupport.site(index.location, of: element, contributors: offending.map(\.binding.path))
        var finding = RuleFinding(at: location, arguments, terms: names.count > 1 ? ["accessories": "both"] : [:])
        finding.related = offending.map { binding, name in
            RuleNote(binding.location, "under-index", ["value": name])
        }
        return [finding]
    }
}
