/// `popover/task-buttons`: a task popover without both Done and Cancel.
import ViewSyntax
public import ViewModel

public struct PopoverTaskButtons: Rule {
    public static let kinds: Set<String> = ["Popover"]

    public static let description = RuleDescription(
        id: "popover/task-buttons", severity: .warning,
        citations: [SeedCitation("content-zh.popover"), SeedCitation("content-ru.popover")],
        fix: .unsafe,
        notes: ["cancel", "done", "both"],
        inserts: ["cancel", "done"],
        examples: [
            .triggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: compose
                        presents: ⟦Popover⟧ {
                            kind: task
                            NavigationBar {
                                title: "New note"
                                BarButton { system: done }
                            }
                            TextField { placeholder: "Title" }
                        }
                    }
                }
            }
            """, fixed: """
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: compose
                        presents: Popover {
                            kind: task
                            NavigationBar {
                                BarButton { system: cancel }
                                title: "New note"
                                BarButton { system: done }
                            }
                            TextField { placeholder: "Title" }
                        }
                    }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: compose
                        presents: Popover {
                            kind: task
                            TextField { placeholder: "Title" }
                            Button { title: "Cancel" }
                            Button { title: "Save" }
                        }
                    }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: compose
                        presents: Popover { kind: task; content: NewNote }
                    }
                }
            }
            """, otherFiles: ["NewNote": """
            Screen {
                title: "New note"
                NavigationBar {
                    title: "New note"
                    BarButton { system: cancel }
                    BarButton { system: done }
                }
                TextField { placeholder: "Title" }
            }
            """]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard element.name("kind") == "task" else { return [] }
        var hasDone = false
        var hasCancel = false
        for reached in context.graph.elements(reachableFrom: element, through: [.content]) {
            let button = reached.element
            // A hidden Done or Cancel button is not there for people to tap.
            if button.isHiddenOnScreen { continue }
            let meaning = meaning(of: button)
            if meaning == "done" { hasDone = true }
            if meaning == "cancel" { hasCancel = true }
        }
        var missing: [String] = []
        if !hasCancel { missing.append("cancel") }
        if !hasDone { missing.append("done") }
        guard !missing.isEmpty else { return [] }
        let term = missing.count > 1 ? "both" : missing[0]
        return [.on(element, terms: ["missing": term], edits: insertion(of: missing, into: element, in: context))]
    }

    /// Done, Cancel or neither: by a `Button`'s `role`, a `BarButton`'s `system`, or either's title in any language of the catalog.
    static func meaning(of button: Element) -> String? {
        guard button.is("Button", "BarButton") else { return nil }
        if let meaning = button.is("Button") ? button.name("role") : button.name("system"), meaning == "done" || meaning == "cancel" {
            return meaning
        }
        guard let title = button.string("title")?.trimmingCharacters(in: " ").lowercased() else { return nil }
        if doneTitles.contains(title) { return "done" }
        return cancelTitles.contains(title) ? "cancel" : nil
    }

    static let doneTitles = RuleWords.all("rule.popover/task-buttons.words.done")
    static let cancelTitles = RuleWords.all("rule.popover/task-buttons.words.cancel")

    /// Bar buttons in the popover's own navigation bar, else buttons in the popover.
    static func insertion(of missing: [String], into popover: Element, in context: RuleContext) -> [FileEdit]? {
        let edits = context.edits
        if let bar = popover.children.first(where: { $0.is("NavigationBar") }), bar.path == popover.path {
            let indentation = edits.memberIndentation(of: bar)
            let text = missing.map { "BarButton { system: \($0) }" }.joined(separator: "\n\(indentation)")
            return edits.insertMember(text, into: bar).map { [$0] }
        }
        guard popover.children.allSatisfy({ $0.path == popover.path }) else { return nil }
        let indentation = edits.memberIndentation(of: popover)
        let text = missing.map { "Button { title: \"\(context.insertedText(description.id, $0))\"; role: \($0) }" }
            .joined(separator: "\n\(indentation)")
        return edits.insertMember(text, into: popover).map { [$0] }
    }
}
