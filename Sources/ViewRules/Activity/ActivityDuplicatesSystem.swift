/// `activity/duplicates-system`: a custom activity that rebuilds a system one.
import ViewSyntax
public import ViewModel

public struct ActivityDuplicatesSystem: Rule {
    public static let kinds: Set<String> = ["Activity"]

    public static let description = RuleDescription(
        id: "activity/duplicates-system", severity: .warning,
        citations: [SeedCitation("content-zh.activity"),
                    SeedCitation("content-ru.activity")],
        fix: .unsafe,
        examples: [
            .triggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, mail]
                    Activity { title: "Quote" }
                    Activity { title: ⟦" Print "⟧ }
                }
            }
            """, fixed: """
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, mail, print]
                    Activity { title: "Quote" }
                }
            }
            """),
            .triggering("""
            BarButton {
                system: action
                presents: ActivityViewController { Activity { title: ⟦"\u{590D}\u{5236}"⟧ } }
            }
            """, fixed: """
            BarButton {
                system: action
                presents: ActivityViewController { activities: [copy] }
            }
            """),
            .triggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    Activity { title: "\u{426}\u{438}\u{442}\u{430}\u{442}\u{430}" }
                    Activity { title: ⟦"\u{41F}\u{43E}\u{447}\u{442}\u{430}"⟧ }
                }
            }
            """, fixed: """
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [mail]
                    Activity { title: "\u{426}\u{438}\u{442}\u{430}\u{442}\u{430}" }
                }
            }
            """),
            .nonTriggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, print, mail]
                    Activity { title: "Print Quote" }
                    Activity { title: "\u{6253}\u{5370}\u{4E66}\u{7B7E}" }
                }
            }
            """),
        ])

    /// Titles of system activities, lower-cased, in every language of the catalog (`rule.activity/duplicates-system.words.<activity>`).
    static let systemTitles: [String: String] = {
        var table: [String: String] = [:]
        for system in ["print", "copy", "mail", "message", "twitter", "facebook", "airDrop", "airPlay"] {
            for title in RuleWords.all("rule.activity/duplicates-system.words.\(system)") { table[title] = system }
        }
        return table
    }()

    /// The system activity a title names, if any.
    static func systemActivity(titled title: String) -> String? {
        let normalized = title.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return systemTitles[normalized]
    }

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let binding = element.binding("title"), let title = binding.value.stringValue,
              let system = systemActivity(titled: title) else { return [] }
        let arguments = ["title": binding.valueText, "system": system]
        return [RuleFinding(at: binding.valueLocation, arguments, edits: fix(element, system: system, in: context))]
    }

    /// Removes the activity and lists the system one in the controller's
    /// `activities`, adding the binding if there is none. No fix when the
    /// system activity is `excluded` (someone chose to leave it out), or when
    /// the parts to edit are not all in this file.
    static func fix(_ element: Element, system: String, in context: RuleContext) -> [FileEdit]? {
        let path = context.model.path
        guard element.path == path, element.role == .child, let controller = element.parent,
              controller.path == path, controller.is("ActivityViewController") else { return nil }
        if let excluded = controller.value("excluded")?.listValue, excluded.contains(where: { $0.nameValue == system }) {
            return nil
        }
        let edits = context.edits
        guard let activities = controller.binding("activities") else {
            // No list yet: the first member becomes `activities`, else the list
            // goes first and the activity goes away.
            let isFirst = controller.syntax.body?.members.first?.syntax.range == element.range
            if isFirst { return [edits.replace(element.range, in: path, with: "activities: [\(system)]")] }
            guard let insertion = edits.insertMember("activities: [\(system)]", into: controller) else { return nil }
            return [insertion, edits.remove(element)]
        }
        guard activities.path == path, let listed = activities.value.listValue,
              case .list(let list)? = activities.syntax.value else { return nil }
        if listed.contains(where: { $0.nameValue == system }) { return [edits.remove(element)] }
        let insertion: FileEdit
        if let last = list.elements.last {
            insertion = edits.replace(last.syntax.range.upperBound..<last.syntax.range.upperBound, in: path, with: ", \(system)")
        } else if let bracket = list.syntax.childTokens([.leftBracket]).first {
            insertion = edits.replace(bracket.range.upperBound..<bracket.range.upperBound, in: path, with: system)
        } else {
            return nil
        }
        return [insertion, edits.remove(element)]
    }
}
