/// `bars/system-item-meaning`: a system bar button item or tab icon used for
/// something other than what it means.
public import ViewModel
public struct BarsSystemItemMeaning: Rule {
    public static let kinds: Set<String> = ["BarButton", "Tab"]
    /// Items that play media, or edit what is on screen: none of them opens the next level.
    static let mediaItems: Set<String> = ["rewind", "fastForward", "play", "pause"]
    static let editingItems: Set<String> = ["trash", "cancel", "done", "save", "undo", "redo"]
    /// Titles of the More tab, in every language of the catalog.
    static let moreTitles = RuleWords.all("rule.bars/system-item-meaning.words.more")

    public static let description = RuleDescription(
        id: "bars/system-item-meaning", severity: .warning,
        messages: ["action", "media", "editing", "more", "search", "search-button"],
        citations: [SeedCitation("bars.toolbar-buttons"), SeedCitation("bars.tab-bar.guidelines"),
                    SeedCitation("bars.tab-bar-icons")],
        examples: [
            .triggering("""
            Screen {
                title: "Photo"
                NavigationBar {
                    BarButton { ⟦system: action⟧; presents: Popover { kind: options; Button { title: "Crop" } } }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                title: "Photo"
                NavigationBar {
                    BarButton { system: action; presents: ActivityViewController { activities: [copy, print] } }
                }
            }
            """),
            .triggering("""
            Screen {
                title: "Podcast"
                Toolbar {
                    BarButton { ⟦system: play⟧; push: NowPlaying }
                }
            }
            """, otherFiles: ["NowPlaying": """
            Screen { title: "Now Playing" }
            """]),
            .triggering("""
            Screen {
                title: "Draft"
                NavigationBar {
                    BarButton { ⟦system: done⟧; push: Outbox }
                }
            }
            """, otherFiles: ["Outbox": """
            Screen { title: "Outbox" }
            """]),
            .triggering("""
            Screen {
                title: "Store"
                TabBar {
                    Tab { title: "Featured"; icon: system.featured; content: Example }
                    Tab { title: "Categories"; ⟦icon: system.more⟧; content: Categories }
                }
            }
            """, otherFiles: ["Categories": """
            Screen { title: "Categories" }
            """]),
            // The More tab: titled More (in any language), or the system's with no content of its own.
            .nonTriggering("""
            Screen {
                title: "Store"
                TabBar {
                    Tab { title: "Featured"; icon: system.featured; content: Example }
                    Tab { title: "\u{0415}\u{0449}\u{0451}"; icon: system.more; content: MoreList }
                    Tab { icon: system.more }
                }
            }
            """, otherFiles: ["MoreList": """
            Screen { title: "More" }
            """]),
            .triggering("""
            Screen {
                title: "Store"
                TabBar {
                    Tab { title: "Featured"; icon: system.featured; content: Example }
                    Tab { title: "Search"; ⟦icon: system.search⟧; content: Categories }
                }
            }
            """, otherFiles: ["Categories": """
            Screen {
                title: "Categories"
                TableView { Cell { title: "Books" } }
            }
            """]),
            .nonTriggering("""
            Screen {
                title: "Store"
                TabBar {
                    Tab { title: "Featured"; icon: system.featured; content: Example }
                    Tab { title: "Search"; icon: system.search; content: StoreSearch }
                }
            }
            """, otherFiles: ["StoreSearch": """
            Screen {
                title: "Search"
                NavigationBar { SearchBar { placeholder: "Apps and books" } }
                TableView { Cell { title: "Recent searches" } }
            }
            """]),
            // The Search item promises a search field: one that pushes a screen without one breaks it.
            .triggering("""
            Screen {
                title: "\u{041A}\u{043D}\u{0438}\u{0433}\u{0438}"
                NavigationBar { BarButton { ⟦system: search⟧; push: Categories } }
            }
            """, otherFiles: ["Categories": """
            Screen {
                title: "Categories"
                TableView { Cell { title: "Books" } }
            }
            """]),
            .nonTriggering("""
            Screen {
                title: "\u{4E66}\u{5E97}"
                NavigationBar { BarButton { system: search; presents: Modal { style: formSheet; content: StoreSearch } } }
            }
            """, otherFiles: ["StoreSearch": """
            Screen {
                title: "Search"
                NavigationBar { SearchBar { placeholder: "Apps and books" } }
                TableView { Cell { title: "Recent searches" } }
            }
            """]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        element.is("Tab") ? checkTab(element, in: context) : checkBarButton(element, in: context)
    }

    static func checkBarButton(_ button: Element, in context: RuleContext) -> [RuleFinding] {
        guard let system = button.binding("system"), let item = system.value.nameValue else { return [] }
        let arguments = ["item": item]
        if item == "action", let presents = button.binding("presents"), presentsSomethingElse(presents) {
            return [.on(system, variant: "action", arguments.merging(["presented": presentedName(presents)]) { $1 })]
        }
        if item == "search", let opened = button.binding("push") ?? button.binding("presents"),
           !leadsToSearchBar(opened, in: context) {
            return [.on(system, variant: "search-button", ["screen": "`\(opened.value.elementValue?.typeName ?? opened.valueText)`"])]
        }
        guard let push = button.binding("push") else { return [] }
        let target = arguments.merging(["screen": "`\(push.valueText)`"]) { $1 }
        if mediaItems.contains(item) { return [.on(system, variant: "media", target)] }
        if editingItems.contains(item) { return [.on(system, variant: "editing", target)] }
        return []
    }

    /// Whether what `push:` or `presents:` opens shows a search bar: the screen it names, or the inline
    /// element and the screen it shows through `content:`. A screen the workspace lacks is given the benefit of the doubt.
    static func leadsToSearchBar(_ opened: Binding, in context: RuleContext) -> Bool {
        var roots: [Element] = []
        if let inline = opened.value.elementValue {
            roots.append(inline)
            if let content = inline.name("content") {
                guard let root = context.graph.screenRoot(named: content) else { return true }
                roots.append(root)
            }
        } else if let screen = opened.value.nameValue {
            guard let root = context.graph.screenRoot(named: screen) else { return true }
            roots.append(root)
        } else {
            return true
        }
        return roots.contains { root in ScreenFlow.shownDescendants(of: root).contains { $0.is("SearchBar") } }
    }

    /// Whether `presents:` shows a screen or a presentable other than the share
    /// sheet (a value that cannot be presented at all is `type-mismatch`'s).
    static func presentsSomethingElse(_ presents: Binding) -> Bool {
        switch presents.value {
        case .name: return true
        case .object(let presented): return presented.kind.map { Schema.presentableNames.contains($0) && $0 != "ActivityViewController" } ?? false
        default: return false
        }
    }

    /// What a binding presents, as written: the inline component's type, or the screen's name.
    static func presentedName(_ presents: Binding) -> String {
        "`\(presents.value.elementValue?.typeName ?? presents.valueText)`"
    }

    static func checkTab(_ tab: Element, in context: RuleContext) -> [RuleFinding] {
        guard let icon = tab.binding("icon"), case .path(let names) = icon.value, names.count == 2, names[0] == "system" else { return [] }
        switch names[1] {
        case "more" where !isMoreTab(tab):
            return [.on(icon, variant: "more")]
        case "search":
            guard let screen = tab.name("content"), let root = context.graph.screenRoot(named: screen),
                  !ScreenFlow.shownDescendants(of: root).contains(where: { $0.is("SearchBar") }) else { return [] }
            return [.on(icon, variant: "search", ["screen": "`\(screen)`"])]
        default:
            return []
        }
    }

    /// The More tab: titled More (in a language of the catalog), or the
    /// system's More item with no screen of its own, which iOS fills with the
    /// tabs that did not fit.
    static func isMoreTab(_ tab: Element) -> Bool {
        if let title = tab.string("title"), moreTitles.contains(title.trimmingCharacters(in: " ").lowercased()) { return true }
        return tab.binding("content") == nil
    }
}
