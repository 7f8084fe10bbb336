/// `activity/duplicates-system`: a custom activity that rebuilds a system one.
import ViewSyntax
public import ViewModel

public struct ActivityDuplicatesSystem: Rule {
    public static let kinds: Set<String> = ["Activity"]

    public static let description = RuleDescription(
        id: "activity/duplicates-system", severity: .warning,
        summary: "Offer built-in tasks through the system activities, not custom ones.",
        messages: ["": "the activity {title} redoes the system activity `{system}`; list `{system}` in `activities` instead"],
        what: "Flags an `Activity` whose `title` (ignoring case and surrounding spaces) is the name of a task iOS already provides: Print, Copy, Mail, Message, Twitter, Facebook, AirDrop or AirPlay, in English, Russian or Chinese (\"Печать\", \"Копировать\", \"Почта\", \"Сообщение\", \"打印\", \"拷贝\", \"复制\", \"邮件\", \"信息\", \"短信\"…).",
        why: "The system activities already do these jobs, look the same in every app and improve with each release. A home-made copy sits beside them, confuses people with two buttons for one task, and has to be maintained by you.",
        howToFix: "Remove the custom activity and add the matching member (`print`, `copy`, `mail`, `message`, `twitter`, `facebook`, `airDrop`, `airPlay`) to the activity view controller's `activities`.",
        citations: [SeedCitation(SeedCitation.chineseContentViews, "4.2.1 活动"),
                    SeedCitation(SeedCitation.russianContentViews, "Действие")],
        fix: (title: "Use the system activity `{system}`", safety: .unsafe),
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
                presents: ActivityViewController { Activity { title: ⟦"复制"⟧ } }
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
                    Activity { title: "Цитата" }
                    Activity { title: ⟦"Почта"⟧ }
                }
            }
            """, fixed: """
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [mail]
                    Activity { title: "Цитата" }
                }
            }
            """),
            .nonTriggering("""
            BarButton {
                system: action
                presents: ActivityViewController {
                    activities: [copy, print, mail]
                    Activity { title: "Print Quote" }
                    Activity { title: "打印书签" }
                }
            }
            """),
        ])

    /// Titles of system activities, lower-cased, in English, Russian and Chinese.
    static let systemTitles: [String: String] = {
        let names: [String: [String]] = [
            "print": ["print", "печать", "печатать", "напечатать", "распечатать", "打印"],
            "copy": ["copy", "копировать", "скопировать", "копия", "拷贝", "复制"],
            "mail": ["mail", "email", "e-mail", "почта", "эл. почта", "邮件", "电子邮件"],
            "message": ["message", "messages", "imessage", "сообщение", "сообщения", "信息", "短信"],
            "twitter": ["twitter", "tweet", "твиттер", "推特"],
            "facebook": ["facebook", "фейсбук", "脸书"],
            "airDrop": ["airdrop", "air drop"],
            "airPlay": ["airplay", "air play"],
        ]
        var table: [String: String] = [:]
        for (system, titles) in names {
            for title in titles { table[title] = system }
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
