/// `table-view/accessory-meaning`: a disclosure indicator on a cell that
/// leads to no list or screen, or a detail disclosure button on a cell that
/// shows nothing.
public import ViewModel

public struct TableViewAccessoryMeaning: Rule {
    public static let kinds: Set<String> = ["Cell"]

    /// What a cell may present and still keep the disclosure indicator's promise: a screen of its own.
    static let screenPresentations: Set<String> = ["Modal"]

    public static let description = RuleDescription(
        id: "table-view/accessory-meaning", severity: .warning,
        messages: ["", "temporary", "detail"],
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
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        // A cell component's own file: where it leads is set where it is used.
        guard element.role != .root || context.file.isScreen, let accessory = element.binding("accessory"),
              let name = accessory.value.nameValue, name == "disclosureIndicator" || name == "detailDisclosureButton" else { return [] }
        let links = ScreenFlow.links(from: element)
        // One a cell component gives is moved to the use by the engine, pointing at it.
        let location = accessory.valueLocation
        if name == "detailDisclosureButton" {
            return links.isEmpty ? [RuleFinding(at: location, variant: "detail")] : []
        }
        if links.contains(where: leadsToScreen) { return [] }
        if let presented = links.lazy.compactMap(\.inlineElement).first {
            return [RuleFinding(at: location, variant: "temporary", ["kind": presented.kind ?? presented.typeName])]
        }
        return [RuleFinding(at: location)]
    }

    /// A push, a detail shown in the secondary pane, a presented screen, or a modal view.
    static func leadsToScreen(_ link: ScreenLink) -> Bool {
        switch link.kind {
        case .push, .showDetail, .content: return true
        case .presents: return link.screenName != nil || link.inlineElement?.kind.map(screenPresentations.contains) == true
        }
    }
}
