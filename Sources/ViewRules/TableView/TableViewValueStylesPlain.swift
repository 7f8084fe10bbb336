/// `table-view/value-styles-plain`: value1 or value2 cells in a plain table.
import ViewSyntax
import ViewLayout
public import ViewModel

public struct TableViewValueStylesPlain: Rule {
    public static let kinds: Set<String> = ["TableView"]

    public static let description = RuleDescription(
        id: "table-view/value-styles-plain", severity: .hint,
        citations: [SeedCitation("tables-zh.table-view.guidelines")],
        fix: .unsafe,
        notes: ["cell", "one-style", "both-styles"],
        examples: [
            .triggering("""
            Screen {
                TableView {
                    ⟦style: plain⟧
                    Cell { style: value1; title: "Storage"; detail: "1.2 GB" }
                    Cell { style: value1; title: "Version"; detail: "2.4" }
                }
            }
            """, fixed: """
            Screen {
                TableView {
                    style: grouped
                    Cell { style: value1; title: "Storage"; detail: "1.2 GB" }
                    Cell { style: value1; title: "Version"; detail: "2.4" }
                }
            }
            """),
            .triggering("""
            Screen {
                ⟦TableView⟧ { Cell { style: value2; title: "mobile"; detail: "+86 138 0013 8000" } }
            }
            """, fixed: """
            Screen {
                TableView { style: grouped; Cell { style: value2; title: "mobile"; detail: "+86 138 0013 8000" } }
            }
            """),
            .nonTriggering("""
            Screen {
                TableView {
                    style: grouped
                    Cell { style: value1; title: "Storage"; detail: "1.2 GB" }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                TableView {
                    index: ["A", "B"]
                    Section {
                        header: "A"
                        Cell { style: value2; title: "Alice"; detail: "+7 912 345-67-89" }
                    }
                    Section {
                        header: "B"
                        Cell { style: value2; title: "Boris"; detail: "+7 912 765-43-21" }
                    }
                }
            }
            """),
            // A list of choices opened from a button stays plain (`table-view/choice-list-plain`): no grouped fix.
            .triggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        title: "Sort"
                        presents: Popover {
                            TableView {
                                ⟦style: plain⟧
                                Cell { style: value1; title: "By title"; detail: "A\u{2013}Z"; accessory: checkmark }
                                Cell { style: value1; title: "By author"; detail: "A\u{2013}Z" }
                            }
                        }
                    }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard element.name("style") == "plain", element.binding("index")?.value.listValue?.isEmpty ?? true else { return [] }
        let valueCells = TableRuleSupport.cells(of: element, in: context).filter { ["value1", "value2"].contains(TableRuleSupport.style(of: $0)) }
        guard !valueCells.isEmpty else { return [] }
        var styles: [String] = []
        for cell in valueCells where !styles.contains(TableRuleSupport.style(of: cell)) { styles.append(TableRuleSupport.style(of: cell)) }
        let styleBindings = valueCells.compactMap { $0.binding("style") }
        let tableStyle = element.binding("style")
        let preferred = tableStyle?.location ?? element.location
        let location = TableRuleSupport.site(preferred, of: element, contributors: styleBindings.map(\.path))
        let arguments = ["count": "\(valueCells.count)", "style": styles[0]]
        var finding = RuleFinding(at: location, arguments, terms: ["styles": styles.count == 1 ? "one-style" : "both-styles"], edits: groupedEdits(element, tableStyle: tableStyle, location: location, context: context))
        finding.related = styleBindings.map { RuleNote($0.location, "cell", ["style": $0.valueText]) }
        return [finding]
    }

    /// Sets `style: grouped`, unless a section would then be an empty group, or
    /// the table is a list of choices opened from a button, which
    /// `table-view/choice-list-plain` keeps plain (its advice wins: the cells change style instead).
    static func groupedEdits(_ table: Element, tableStyle: Binding?, location: SourceLocation, context: RuleContext) -> [FileEdit]? {
        guard table.children(of: "Section").allSatisfy({ !$0.children(of: "Cell").isEmpty }) else { return nil }
        if TableRuleSupport.cells(of: table, in: context).contains(where: { $0.name("accessory") == "checkmark" }),
           TableViewChoiceListPlain.buttonOpener(of: table, in: context) != nil { return nil }
        // A grouped table insets its rows by the layout margin: a row whose text fits now but would then be cut
        // on some variant is `table-view/truncated-text`'s, and that rule wins (the cells change style instead).
        // Each cell's texts measured once, not once per variant.
        let cells = TableRuleSupport.cells(of: table, in: context).compactMap { TableViewTruncatedText.Measured($0, options: context) }
        // Variants that share a device and a way of holding it share the rooms and the margin. Text only grows with
        // the text size (`DynamicType`), so a cell whose texts fit the inset room at the group's largest size fits it
        // at every size: only the others are judged variant by variant.
        var groups: [String: (judged: RuleContext, margin: Double, variants: [LayoutVariant])] = [:]
        var order: [String] = []
        for variant in context.variantMatrix {
            let key = "\(variant.device.name) \(variant.orientation.rawValue)"
            if groups[key] == nil {
                order.append(key)
                let margin = variant.horizontalSizeClass == .regular ? LayoutMetrics.regularLayoutMargin : LayoutMetrics.compactLayoutMargin
                groups[key] = (context.on(variant), margin, [])
            }
            groups[key]?.variants.append(variant)
        }
        for key in order {
            guard let group = groups[key], let largest = group.variants.map(\.textSize).max() else { continue }
            for cell in cells {
                guard let room = TableViewTruncatedText.room(in: cell.element, context: group.judged) else { continue }
                if cell.cutTexts(in: room - 2 * group.margin, at: largest).isEmpty { continue }
                for variant in group.variants {
                    let now = cell.cutTexts(in: room, at: variant.textSize)
                    if !cell.cutTexts(in: room - 2 * group.margin, at: variant.textSize).isSubset(of: now) { return nil }
                }
            }
        }
        if let tableStyle, location == tableStyle.location, TableRuleSupport.isEditable(tableStyle, in: context) {
            return [context.edits.replaceValue(of: tableStyle, with: "grouped")]
        }
        guard location == table.location, table.path == context.model.path else { return nil }
        return context.edits.insertMember("style: grouped", into: table).map { [$0] }
    }
}
