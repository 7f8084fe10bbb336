/// `bars/system-item-title`: a bar button titled with the name of a system
/// item — Done, Cancel, Save, Edit, Undo, Redo, or their Russian and Chinese
/// names — instead of being that system item.
public import ViewModel

public struct BarsSystemItemTitle: Rule {
    public static let kinds: Set<String> = ["BarButton"]

    public static let description = RuleDescription(
        id: "bars/system-item-title", severity: .hint,
        citations: [SeedCitation("bars.toolbar-buttons")],
        fix: .safe,
        examples: [
            .triggering("""
            Screen {
                NavigationBar {
                    title: "Edit Profile"
                    BarButton { ⟦title: "Done"⟧ }
                }
            }
            """, fixed: """
            Screen {
                NavigationBar {
                    title: "Edit Profile"
                    BarButton { system: done }
                }
            }
            """),
            .triggering("""
            Screen {
                Toolbar {
                    BarButton { ⟦title: "\u{0421}\u{043E}\u{0445}\u{0440}\u{0430}\u{043D}\u{0438}\u{0442}\u{044C}"⟧ }
                    FlexibleSpace { }
                    BarButton { ⟦title: "\u{64A4}\u{9500}"⟧ }
                }
            }
            """, fixed: """
            Screen {
                Toolbar {
                    BarButton { system: save }
                    FlexibleSpace { }
                    BarButton { system: undo }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                NavigationBar {
                    title: "Edit Profile"
                    BarButton { system: done }
                }
                Toolbar {
                    BarButton { title: "Archive" }
                    BarButton { title: "Done reading" }
                }
            }
            """),
        ])

    /// Titles that name a system item (compared without case and surrounding spaces), by item.
    static let systemTitles: [String: String] = [
        "done": "done", "cancel": "cancel", "save": "save", "edit": "edit", "undo": "undo", "redo": "redo",
        "\u{0433}\u{043E}\u{0442}\u{043E}\u{0432}\u{043E}": "done",                             // gotovo
        "\u{043E}\u{0442}\u{043C}\u{0435}\u{043D}\u{0438}\u{0442}\u{044C}": "cancel",           // otmenit
        "\u{043E}\u{0442}\u{043C}\u{0435}\u{043D}\u{0430}": "cancel",                           // otmena
        "\u{0441}\u{043E}\u{0445}\u{0440}\u{0430}\u{043D}\u{0438}\u{0442}\u{044C}": "save",     // sokhranit
        "\u{0438}\u{0437}\u{043C}\u{0435}\u{043D}\u{0438}\u{0442}\u{044C}": "edit",             // izmenit
        "\u{043F}\u{0440}\u{0430}\u{0432}\u{0438}\u{0442}\u{044C}": "edit",                     // pravit
        "\u{043F}\u{043E}\u{0432}\u{0442}\u{043E}\u{0440}\u{0438}\u{0442}\u{044C}": "redo",     // povtorit
        "\u{5B8C}\u{6210}": "done", "\u{53D6}\u{6D88}": "cancel", "\u{5B58}\u{50A8}": "save", "\u{4FDD}\u{5B58}": "save",
        "\u{7F16}\u{8F91}": "edit", "\u{64A4}\u{9500}": "undo", "\u{91CD}\u{505A}": "redo",
    ]

    /// The system item a title names, if it names one.
    static func systemItem(named title: String) -> String? {
        systemTitles[title.trimmingCharacters(in: " ").lowercased()]
    }

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard element.binding("system") == nil, element.binding("icon") == nil, let title = element.binding("title"),
              let text = title.value.stringValue, let item = systemItem(named: text) else { return [] }
        let editable = title.path == context.model.path && !title.isComponentDefault
        let edits = editable ? [context.edits.replace(title.location, with: "system: \(item)")] : nil
        return [RuleFinding(at: title.location, ["title": title.valueText, "item": item], edits: edits)]
    }
}
