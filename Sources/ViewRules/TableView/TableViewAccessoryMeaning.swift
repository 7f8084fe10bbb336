/// `table-view/accessory-meaning`: a disclosure indicator on a cell that
/// leads to no list or screen, a detail disclosure button on a cell that
/// shows nothing, or a checkmark on a cell that is no chosen row (it leads
/// to another screen, or its table says it is no list of choices).
public import ViewModel

public struct TableViewAccessoryMeaning: Rule {
    public static let kinds: Set<String> = ["Cell"]

    /// What a cell may present and still keep the disclosure indicator's promise: a screen of its own.
    static let screenPresentations: Set<String> = ["Modal"]

    public static let description = RuleDescription(
        id: "table-view/accessory-meaning", severity: .warning,
        messages: ["", "temporary", "detail", "checkmark", "not-choice"],
        citations: [
            SeedCitation("content-ru.table-view"),
            SeedCitation("content-zh.table-view"),
            SeedCitation("tables-zh.table-view.guidelines"),
        ],
        examples: [
            .triggering("""
            Screen {
                title: "Settings"
                TableView {
                    style: grouped
                    Section {
                        Cell { title: "Sign Out"; accessory: ⟦disclosureIndicator⟧ }
                        Cell {
                            title: "Clear History"
                            accessory: ⟦disclosureIndicator⟧
                            presents: ActionSheet { title: "Clear the reading history?" }
                        }
                        Cell { title: "Version"; detail: "2.1"; style: value1; accessory: ⟦detailDisclosureButton⟧ }
                    }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Settings"
                TableView {
                    style: grouped
                    Section {
                        Cell { title: "Account"; accessory: disclosureIndicator; push: AccountSettings }
                        Cell { title: "Fonts"; accessory: disclosureIndicator; presents: Modal { content: FontPicker } }
                        Cell { title: "Sync"; accessory: detailDisclosureButton; presents: Alert { title: "Last synced today" } }
                        Cell { title: "Sign Out" }
                    }
                }
            }
            """, otherFiles: [
                "AccountSettings": "Screen {\n    title: \"Account\"\n    TableView { Cell { title: \"Email\" } }\n}\n",
                "FontPicker": "Screen {\n    title: \"Fonts\"\n    TableView { Cell { title: \"Georgia\"; accessory: checkmark } }\n}\n",
            ]),
            // A checkmark marks a chosen row: not one that opens another screen (in Russian).
            .triggering("""
            Screen {
                title: "\u{41D}\u{430}\u{441}\u{442}\u{440}\u{43E}\u{439}\u{43A}\u{438}"
                TableView {
                    style: grouped
                    Section {
                        Cell { title: "\u{417}\u{432}\u{443}\u{43A}\u{438}"; accessory: ⟦checkmark⟧; push: Details }
                        Cell { title: "\u{42F}\u{437}\u{44B}\u{43A}"; accessory: ⟦checkmark⟧; presents: Modal { content: Details } }
                    }
                }
            }
            """, otherFiles: ["Details": "Screen { title: \"Details\" }\n"]),
            // Nor a row of a table that says it is no list of choices (in Chinese).
            .triggering("""
            Screen {
                title: "\u{540C}\u{6B65}"
                TableView {
                    style: grouped
                    choice: none
                    Section {
                        Cell { title: "\u{90AE}\u{4EF6}"; accessory: ⟦checkmark⟧ }
                        Cell { title: "\u{65E5}\u{5386}" }
                    }
                }
            }
            """),
            // A cell component's checkmark on a use that pushes: the use makes the fault, so it is reported there.
            .triggering("""
            Screen {
                title: "Settings"
                TableView {
                    style: grouped
                    ⟦ChosenCell⟧ { title: "Sounds"; push: Details }
                    ChosenCell { title: "Haptics" }
                }
            }
            """, otherFiles: ["ChosenCell": "Cell { accessory: checkmark }\n", "Details": "Screen { title: \"Details\" }\n"]),
            // Chosen rows: in a table that does not say (`choice` unset), in a list of choices, and one that asks
            // in an alert before it is chosen (a temporary view, not another screen).
            .nonTriggering("""
            Screen {
                title: "Sound"
                TableView {
                    style: grouped
                    Section {
                        Cell { title: "Radar"; accessory: checkmark }
                        Cell { title: "Beacon"; accessory: checkmark; presents: Alert { title: "Use Beacon for every alarm?" } }
                    }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "\u{91CD}\u{590D}"
                TableView {
                    style: grouped
                    choice: multiple
                    Section {
                        Cell { title: "\u{661F}\u{671F}\u{4E00}"; accessory: checkmark }
                        Cell { title: "\u{661F}\u{671F}\u{4E8C}"; accessory: checkmark }
                    }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        // A cell component's own file: where it leads is set where it is used.
        guard element.role != .root || context.file.isScreen, let accessory = element.binding("accessory"),
              let name = accessory.value.nameValue, Self.accessories.contains(name) else { return [] }
        let links = ScreenFlow.links(from: element)
        // One a cell component gives is moved to the use by the engine, pointing at it.
        let location = accessory.valueLocation
        if name == "checkmark" {
            // A chosen row: not one that takes people to another screen, nor one of a table that says it is no
            // list of choices (an unset `choice` says nothing: screens written before language version 4 leave it out).
            if links.contains(where: leadsToScreen) { return [RuleFinding(at: location, variant: "checkmark")] }
            let table = element.nearestAncestor { $0.is("TableView") }
            if table?.binding("choice")?.value.nameValue == "none" { return [RuleFinding(at: location, variant: "not-choice")] }
            return []
        }
        if name == "detailDisclosureButton" {
            return links.isEmpty ? [RuleFinding(at: location, variant: "detail")] : []
        }
        if links.contains(where: leadsToScreen) { return [] }
        if let presented = links.lazy.compactMap(\.inlineElement).first {
            return [RuleFinding(at: location, variant: "temporary", ["kind": presented.kind ?? presented.typeName])]
        }
        return [RuleFinding(at: location)]
    }

    /// The accessories whose meaning the rule checks.
    static let accessories: Set<String> = ["disclosureIndicator", "detailDisclosureButton", "checkmark"]

    /// A push, a detail shown in the secondary pane, a presented screen, or a modal view.
    static func leadsToScreen(_ link: ScreenLink) -> Bool {
        switch link.kind {
        case .push, .showDetail, .content: return true
        case .presents: return link.screenName != nil || link.inlineElement?.kind.map(screenPresentations.contains) == true
        }
    }
}
