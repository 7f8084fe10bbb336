/// `activity-view-controller/custom-trigger`: a share sheet opened by anything but the Action button.
import ViewSyntax
public import ViewModel

public struct ActivityViewControllerCustomTrigger: Rule {
    public static let kinds: Set<String> = ["ActivityViewController"]

    public static let description = RuleDescription(
        id: "activity-view-controller/custom-trigger", severity: .warning,
        citations: [SeedCitation("content-zh.activity-view-controller"),
                    SeedCitation("content-ru.activity-view-controller")],
        fix: .unsafe,
        notes: ["titled", "system", "plain"],
        examples: [
            .triggering("""
            Screen {
                NavigationBar {
                    title: "Quote"
                    BarButton { title: "Share"; presents: ⟦ActivityViewController⟧ { activities: [copy, mail] } }
                }
            }
            """, fixed: """
            Screen {
                NavigationBar {
                    title: "Quote"
                    BarButton { system: action; presents: ActivityViewController { activities: [copy, mail] } }
                }
            }
            """),
            .triggering("""
            Screen {
                title: "\u{426}\u{438}\u{442}\u{430}\u{442}\u{430}"
                Button { title: "\u{41F}\u{43E}\u{434}\u{435}\u{43B}\u{438}\u{442}\u{44C}\u{441}\u{44F}"; presents: ⟦ActivityViewController⟧ { activities: [copy, message] } }
            }
            """),
            .nonTriggering("""
            Screen {
                Toolbar {
                    BarButton { system: action; presents: ActivityViewController { activities: [copy, mail] } }
                }
            }
            """),
            .triggering("""
            Screen {
                Toolbar {
                    ShareButton { title: "Send"; presents: ⟦ActivityViewController⟧ { activities: [copy, mail] } }
                }
            }
            """, otherFiles: ["ShareButton": "BarButton { system: action }"]),
            .nonTriggering("""
            Screen {
                Toolbar {
                    ShareButton { presents: ActivityViewController { activities: [copy, mail] } }
                }
            }
            """, otherFiles: ["ShareButton": "BarButton { system: action }"]),
            .triggering("""
            Screen {
                NavigationBar {
                    title: "Quote"
                    ⟦ShareButton⟧ { title: "Share" }
                }
            }
            """, otherFiles: ["ShareButton": "BarButton { system: action; presents: ActivityViewController { activities: [copy, mail] } }"]),
            .nonTriggering("""
            Screen {
                NavigationBar {
                    title: "Quote"
                    ShareButton { }
                }
            }
            """, otherFiles: ["ShareButton": "BarButton { system: action; presents: ActivityViewController { activities: [copy, mail] } }"]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard element.role == .value("presents"), let trigger = element.parent else { return [] }
        // Judged as used: a component's `BarButton { system: action }` given a title or an icon at its use
        // (or anywhere) is drawn as that title or icon, no longer the Action button people know.
        let isActionButton = trigger.is("BarButton") && trigger.name("system") == "action"
            && trigger.binding("title") == nil && trigger.binding("icon") == nil
        guard !isActionButton else { return [] }
        let edits = trigger.is("BarButton") ? actionButtonEdits(trigger, in: context) : nil
        var arguments = ["type": trigger.typeName]
        let term: String
        if let title = trigger.binding("title") {
            (term, arguments["title"]) = ("titled", title.valueText)
        } else if let system = trigger.name("system") {
            (term, arguments["system"]) = ("system", system)
        } else {
            term = "plain"
        }
        return [.on(element, arguments, terms: ["trigger": term], edits: edits)]
    }

    /// The bar button turned into the Action button: `system: action`, without
    /// a title or an icon. Nil when a title or icon comes from a component's
    /// definition, where an edit here cannot remove it.
    static func actionButtonEdits(_ button: Element, in context: RuleContext) -> [FileEdit]? {
        let path = context.model.path
        guard button.path == path else { return nil }
        func written(_ name: String) -> Binding? {
            guard let binding = button.binding(name) else { return nil }
            return binding.path == path && !binding.isComponentDefault ? binding : nil
        }
        for name in ["title", "icon"] where button.binding(name) != nil && written(name) == nil { return nil }
        let edits = context.edits
        var replaced: [Binding] = []
        var result: [FileEdit] = []
        if let system = written("system") {
            result.append(edits.replaceValue(of: system, with: "action"))
        } else if let first = [written("title"), written("icon")].compactMap({ $0 }).first {
            result.append(edits.replace(first.location, with: "system: action"))
            replaced.append(first)
        } else if let insertion = edits.insertMember("system: action", into: button) {
            result.append(insertion)
        } else {
            return nil
        }
        for name in ["title", "icon"] {
            guard let binding = written(name), !replaced.contains(where: { $0.range == binding.range }) else { continue }
            result.append(edits.remove(binding))
        }
        return result
    }
}
