/// `popover/task-scrolling`: a task popover that holds a view people must scroll,
/// judged from the laid-out content: a view whose content reaches past its frame
/// (a web view always, its pages being undescribed).
public import ViewModel
import ViewLayout
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
            // Ten rows and a bar do not fit the 400 pt the popover is high.
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
                                    Cell { title: "Starts" }
                                    Cell { title: "Ends" }
                                    Cell { title: "Repeat" }
                                    Cell { title: "Travel time" }
                                    Cell { title: "Alert" }
                                    Cell { title: "Calendar" }
                                    Cell { title: "Invitees" }
                                    Cell { title: "Notes" }
                                }
                            }
                        }
                    }
                }
            }
            """),
            // The screen shown through `content:` keeps its bar; its list gets the rest of the popover's height.
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
                title: "\u{041D}\u{043E}\u{0432}\u{0430}\u{044F} \u{0437}\u{0430}\u{043C}\u{0435}\u{0442}\u{043A}\u{0430}"
                NavigationBar {
                    title: "\u{041D}\u{043E}\u{0432}\u{0430}\u{044F} \u{0437}\u{0430}\u{043C}\u{0435}\u{0442}\u{043A}\u{0430}"
                    BarButton { system: cancel }
                    BarButton { system: done }
                }
                TableView {
                    Cell { title: "\u{0417}\u{0430}\u{0433}\u{043E}\u{043B}\u{043E}\u{0432}\u{043E}\u{043A}" }
                    Cell { title: "\u{041F}\u{0430}\u{043F}\u{043A}\u{0430}" }
                    Cell { title: "\u{0422}\u{0435}\u{0433}\u{0438}" }
                    Cell { title: "\u{0426}\u{0432}\u{0435}\u{0442}" }
                    Cell { title: "\u{0417}\u{0430}\u{043A}\u{0440}\u{0435}\u{043F}\u{0438}\u{0442}\u{044C}" }
                    Cell { title: "\u{0414}\u{043E}\u{0441}\u{0442}\u{0443}\u{043F}" }
                    Cell { title: "\u{041D}\u{0430}\u{043F}\u{043E}\u{043C}\u{0438}\u{043D}\u{0430}\u{043D}\u{0438}\u{0435}" }
                    Cell { title: "\u{0412}\u{043B}\u{043E}\u{0436}\u{0435}\u{043D}\u{0438}\u{044F}" }
                    Cell { title: "\u{0410}\u{0432}\u{0442}\u{043E}\u{0440}" }
                    Cell { title: "\u{042F}\u{0437}\u{044B}\u{043A}" }
                }
            }
            """]),
            // A web view's pages are not described: people may always have to scroll them.
            .triggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        title: "Sign in"
                        presents: ⟦Popover⟧ {
                            kind: task
                            NavigationBar { title: "Sign in"; BarButton { system: cancel } BarButton { system: done } }
                            WebView { url: "https://example.com/sign-in" }
                        }
                    }
                }
            }
            """),
            // Two rows, and an empty note, fit: nothing to scroll.
            .nonTriggering("""
            Screen {
                device: ipad
                Toolbar {
                    BarButton {
                        system: add
                        presents: Popover {
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
                    BarButton {
                        system: compose
                        presents: Popover { kind: task; content: NewNote }
                    }
                }
            }
            """, otherFiles: ["NewNote": """
            Screen {
                title: "\u{65B0}\u{5907}\u{5FD8}\u{5F55}"
                NavigationBar {
                    title: "\u{65B0}\u{5907}\u{5FD8}\u{5F55}"
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
        let scrolling = context.graph.elements(reachableFrom: element, through: [.content]).filter { reached in
            reached.element !== element && reached.element.kind.map(scrollingKinds.contains) == true
                && needsScrolling(reached, in: element, context: context)
        }.map(\.element)
        guard !scrolling.isEmpty else { return [] }
        var names: [String] = []
        for view in scrolling where !names.contains(view.typeName) { names.append(view.typeName) }
        var finding = RuleFinding.on(element)
        finding.lists["views"] = .code(names, .and)
        finding.related = scrolling.map { RuleNote($0.location, "scrolling-view", ["view": $0.typeName]) }
        return [finding]
    }

    /// Whether people must scroll the view: a `WebView` always (the pages it loads are not described); else
    /// when its laid-out content (its children, a text view's lines) reaches past the room the popover gives
    /// it. A view written in the popover is measured in this file's layout; one in a screen the popover shows
    /// through `content:` in that screen's own layout, given the popover's height (or width) less what the
    /// rest of that screen takes. A view the layout left out (past its limits) counts, as it cannot be measured.
    static func needsScrolling(_ reached: ReachedElement, in popover: Element, context: RuleContext) -> Bool {
        let view = reached.element
        if view.is("WebView") { return true }
        let horizontal = view.is("ScrollView") && view.name("direction") == "horizontal"
        guard let screenName = reached.via.last?.screenName else {
            let layout = context.cache.once("task-scrolling layout") {
                LayoutEngine.layout(context.model, of: context.file, in: context.directory, options: LayoutOptions(variant: context.variant),
                                    images: context.images.separate(), cancellation: context.cancellation)
            }
            guard let extent = contentExtent(of: view, in: layout) else { return true }
            return horizontal ? extent.content.width > extent.frame.width + 0.5 : extent.content.height > extent.frame.height + 0.5
        }
        guard let model = context.graph.screenModel(named: screenName), let file = context.directory.file(definingType: screenName)
        else { return true }
        let layout = context.cache.once("task-scrolling layout \(screenName)") {
            LayoutEngine.layout(model, of: file, in: context.directory, options: LayoutOptions(variant: context.variant),
                                images: context.images.separate(), cancellation: context.cancellation)
        }
        guard let extent = contentExtent(of: view, in: layout) else { return true }
        // The rest of the screen keeps its size in the popover; the view gets what is left.
        let screen = (width: layout.size.width - layout.safeArea.left - layout.safeArea.right,
                      height: layout.size.height - layout.safeArea.top - layout.safeArea.bottom)
        if horizontal {
            let room = (popover.number("width") ?? LayoutMetrics.popoverWidth) - (screen.width - extent.frame.width)
            return extent.content.width > room + 0.5
        }
        let room = (popover.number("height") ?? LayoutMetrics.popoverHeight) - (screen.height - extent.frame.height)
        return extent.content.height > room + 0.5
    }

    /// A laid-out view's frame and the size of its content: from its top left corner to the furthest edge of
    /// its descendants and of its own text lines (zero for an empty view); nil when the layout left it out.
    static func contentExtent(of view: Element, in layout: ScreenLayout) -> (frame: LayoutSize, content: LayoutSize)? {
        guard let laid = layout.laidOut(view), let index = layout.elements.firstIndex(where: { $0.source == laid.source && $0.frame == laid.frame })
        else { return nil }
        var right = laid.frame.minX, bottom = laid.frame.minY
        for text in laid.texts {
            right = max(right, text.frame.maxX)
            bottom = max(bottom, text.frame.maxY)
        }
        // Elements are recorded parents first: one pass marks the view's descendants.
        var inside = Set([index])
        for (position, element) in layout.elements.enumerated() where position > index {
            guard let parent = element.parent, inside.contains(parent) else { continue }
            inside.insert(position)
            right = max(right, element.frame.maxX)
            bottom = max(bottom, element.frame.maxY)
        }
        return (LayoutSize(width: laid.frame.width, height: laid.frame.height),
                LayoutSize(width: right - laid.frame.minX, height: bottom - laid.frame.minY))
    }
}
