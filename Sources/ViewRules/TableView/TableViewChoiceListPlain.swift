/// `table-view/choice-list-plain`: a grouped list of choices that a button
/// (not a table row) opens, where the guidelines want a plain table.
public import ViewModel

public struct TableViewChoiceListPlain: Rule {
    public static let kinds: Set<String> = ["TableView"]

    public static let description = RuleDescription(
        id: "table-view/choice-list-plain", severity: .hint,
        citations: [
            SeedCitation("content-ru.table-view"),
            SeedCitation("content-zh.table-view"),
            SeedCitation("tables-zh.table-view.guidelines"),
        ],
        fix: .safe,
        notes: ["opened-by"],
        examples: [
            // A button in a table's row opens its list from that row: either style suits it.
            .nonTriggering("""
            Screen {
                device: ipad
                TableView {
                    Cell {
                        style: custom
                        Button {
                            title: "Sort"
                            presents: Popover {
                                TableView {
                                    style: grouped
                                    Section {
                                        Cell { title: "By title"; accessory: checkmark }
                                        Cell { title: "By author" }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            """),
            .triggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        title: "Sort"
                        presents: Popover {
                            kind: options
                            TableView {
                                style: ⟦grouped⟧
                                Section {
                                    Cell { title: "By title"; accessory: checkmark }
                                    Cell { title: "By author" }
                                    Cell { title: "\u{41F}\u{43E} \u{434}\u{430}\u{442}\u{435}" }
                                }
                            }
                        }
                    }
                }
            }
            """, fixed: """
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        title: "Sort"
                        presents: Popover {
                            kind: options
                            TableView {
                                style: plain
                                Section {
                                    Cell { title: "By title"; accessory: checkmark }
                                    Cell { title: "By author" }
                                    Cell { title: "\u{41F}\u{43E} \u{434}\u{430}\u{442}\u{435}" }
                                }
                            }
                        }
                    }
                }
            }
            """),
            .triggering("""
            Screen {
                title: "Reading language"
                TableView {
                    style: ⟦grouped⟧
                    Section {
                        Cell { title: "English"; accessory: checkmark }
                        Cell { title: "\u{4E2D}\u{6587}" }
                    }
                }
            }
            """, fixed: """
            Screen {
                title: "Reading language"
                TableView {
                    style: plain
                    Section {
                        Cell { title: "English"; accessory: checkmark }
                        Cell { title: "\u{4E2D}\u{6587}" }
                    }
                }
            }
            """, otherFiles: ["Reader": """
            Screen {
                title: "Reader"
                Toolbar { BarButton { title: "Language"; presents: Example } }
            }
            """]),
            .nonTriggering("""
            Screen {
                title: "Settings"
                TableView {
                    style: grouped
                    Section {
                        Cell {
                            title: "Sort order"
                            accessory: disclosureIndicator
                            presents: Modal {
                                TableView {
                                    style: grouped
                                    Section {
                                        Cell { title: "By title"; accessory: checkmark }
                                        Cell { title: "By author" }
                                    }
                                }
                            }
                        }
                    }
                }
                Toolbar {
                    BarButton {
                        title: "Sort"
                        presents: Popover {
                            TableView {
                                Cell { title: "By title"; accessory: checkmark }
                                Cell { title: "By author" }
                            }
                        }
                    }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard element.name("style") == "grouped" else { return [] }
        let cells = TableRuleSupport.cells(of: element, in: context)
        guard cells.contains(where: { $0.name("accessory") == "checkmark" }), let opener = buttonOpener(of: element, in: context) else {
            return []
        }
        let style = element.binding("style")
        // One a table component gives is moved to the use by the engine, pointing at it.
        let location = style?.valueLocation ?? element.location
        var finding = RuleFinding(at: location, ["opener": opener.kind ?? opener.typeName])
        finding.related = [RuleNote(opener.location, "opened-by")]
        if let style, location == style.valueLocation, TableRuleSupport.isEditable(style, in: context),
           plainAddsNothing(element, cells: cells) {
            finding.edits = [context.edits.replaceValue(of: style, with: "plain")]
        }
        return [finding]
    }

    /// The `Button` or `BarButton` that opens the place the table is shown in:
    /// the popover or modal view it presents, or the screen it presents or
    /// pushes (directly, or as the content of a popover or modal view it presents).
    static func buttonOpener(of table: Element, in context: RuleContext) -> Element? {
        guard let container = table.container else { return nil }
        if container.is("Popover", "Modal") { return presentingButton(of: container) }
        guard container.is("Screen"), container.role == .root else { return nil }
        let typeName = ScreenFlow.typeName(ofPath: container.path)
        for (_, link) in context.graph.links(to: typeName, kinds: [.presents, .push, .content]) {
            if link.kind == .content, let button = presentingButton(of: link.source) { return button }
            if link.kind != .content, isButtonOutsideTable(link.source) { return link.source }
        }
        return nil
    }

    /// The button whose `presents:` value the element is, when it stands outside a table.
    static func presentingButton(of presented: Element) -> Element? {
        guard presented.role == .value("presents"), let presenter = presented.parent, isButtonOutsideTable(presenter) else {
            return nil
        }
        return presenter
    }

    /// A `Button` or `BarButton` that is not in a table's row: a button in a cell opens its list from that row.
    static func isButtonOutsideTable(_ element: Element) -> Bool {
        element.is("Button", "BarButton") && element.nearestAncestor(where: { $0.is("Cell") }) == nil
    }

    /// Whether making the table plain raises no finding of the rules that
    /// judge plain tables: no value-style cells, and one row height.
    static func plainAddsNothing(_ table: Element, cells: [Element]) -> Bool {
        guard !cells.contains(where: { ["value1", "value2"].contains(TableRuleSupport.style(of: $0)) }) else { return false }
        let heights = Set(cells.compactMap { $0.number("height") } + [table.number("rowHeight")].compactMap { $0 })
        return heights.count <= 1
    }
}
