/// `activity-view-controller/custom-trigger`: a share sheet opened by anything but the Action button.
import ViewSyntax
public import ViewModel

public struct ActivityViewControllerCustomTrigger: Rule {
    public static let kinds: Set<String> = ["ActivityViewController"]

    public static let description = RuleDescription(
        id: "activity-view-controller/custom-trigger", severity: .warning,
        summary: "Only the Action bar button opens an activity view controller.",
        messages: ["": "this activity view controller opens from {trigger}; open it from the Action button, `BarButton { system: action }`"],
        what: "Flags an `ActivityViewController` given as the `presents:` value of anything other than a `BarButton` with `system: action`: a bar button with a title, an icon or another system item, a `Button`, a `Cell`.",
        why: "People have learnt that the Action button, the square with an arrow, is where sharing and the other tasks on the current content live. A custom button for the same sheet makes them learn a second way to do one thing, and they may never find it.",
        howToFix: "Present the activity view controller from a `BarButton { system: action }` in the navigation bar or toolbar. When the trigger is already a bar button, the fix turns it into the Action button, replacing its title, icon or other system item.",
        citations: [SeedCitation(SeedCitation.chineseContentViews, "4.2.2 活动视图控制器"),
                    SeedCitation(SeedCitation.russianContentViews, "Контроллер представления действия")],
        fix: (title: "Make the trigger the Action button", safety: .unsafe),
        notes: ["titled": "`{type}` {title}", "system": "`{type}` with `system: {system}`", "plain": "a `{type}`"],
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
                title: "Цитата"
                Button { title: "Поделиться"; presents: ⟦ActivityViewController⟧ { activities: [copy, message] } }
            }
            """),
            .nonTriggering("""
            Screen {
                Toolbar {
                    BarButton { system: action; presents: ActivityViewController { activities: [copy, mail] } }
                }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard element.role == .value("presents"), let trigger = element.parent else { return [] }
        guard !(trigger.is("BarButton") && trigger.name("system") == "action") else { return [] }
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
