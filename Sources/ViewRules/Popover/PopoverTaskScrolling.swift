/// `popover/task-scrolling`: a task popover that holds a view people must scroll.
public import ViewModel
import ViewStrings

public struct PopoverTaskScrolling: Rule {
    public static let kinds: Set<String> = ["Popover"]

    /// The views whose content scrolls inside the popover (a collection view is left out, as rules.md does).
    static let scrollingKinds: Set<String> = ["ScrollView", "TableView", "TextView", "WebView"]

    public static let description = RuleDescription(
        id: "popover/task-scrolling", severity: .hint,
        citations: [SeedCitation("content-zh.popover"), SeedCitation("content-ru.popover")],
        notes: ["scrolling-view"],
        examples: [
            .triggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: add
                        presents: ⟦Popover⟧ {
                            kind: task
                            NavigationBar {
                                title: "New event"
                                BarButton { system: cancel }
                                BarButton { system: done }
                            }
                            TableView {
                                style: grouped
                                Section {
                                    Cell { title: "Title" }
                                    Cell { title: "Location" }
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
                        system: compose
                        presents: ⟦Popover⟧ { kind: task; content: NewNote }
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
                TextView { editable: true; font: body }
            }
            """]),
            .nonTriggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: add
                        presents: Popover {
                            kind: task
                            NavigationBar {
                                title: "New folder"
                                BarButton { system: cancel }
                                BarButton { system: done }
                            }
                            TextField { placeholder: "Name" }
                        }
                    }
                    BarButton {
                        title: "Sort"
                        presents: Popover {
                            kind: options
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
        guard element.name("kind") == "task" else { return [] }
        let scrolling = context.graph.elements(reachableFrom: element, through: [.content])
            .map(\.element).filter { $0 !== element && $0.kind.map(scrollingKinds.contains) == true }
        guard !scrolling.isEmpty else { return [] }
        var names: [String] = []
        for view in scrolling where !names.contains(view.typeName) { names.append(view.typeName) }
        var finding = RuleFinding.on(element)
        finding.lists["views"] = .code(names, .and)
        finding.related = scrolling.map { RuleNote($0.location, "scrolling-view", ["view": $0.typeName]) }
        return [finding]
    }
}
