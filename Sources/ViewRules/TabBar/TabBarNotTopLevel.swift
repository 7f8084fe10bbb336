/// `tab-bar/not-top-level`: a tab bar on a screen below the app's top level —
/// pushed onto a navigation stack, or shown inside another screen's tab.
public import ViewModel
public struct TabBarNotTopLevel: Rule {
    public static let kinds: Set<String> = ["TabBar"]

    public static let description = RuleDescription(
        id: "tab-bar/not-top-level", severity: .warning,
        messages: ["pushed", "tab", "both"],
        citations: [SeedCitation("bars.tab-bar.guidelines")],
        notes: ["pushed-from", "tab-of"],
        examples: [
            .triggering("""
            Screen {
                title: "Album"
                ⟦TabBar⟧ {
                    Tab { title: "Photos"; icon: "photos.png"; content: Example }
                    Tab { title: "People"; icon: "people.png"; content: People }
                }
            }
            """, otherFiles: ["Albums": """
            Screen {
                title: "Albums"
                TableView { Cell { title: "Holidays"; push: Example } }
            }
            """, "People": """
            Screen { title: "People" }
            """], images: ["photos.png": .init(30, 30), "people.png": .init(30, 30)]),
            .triggering("""
            Screen {
                title: "Library"
                ⟦TabBar⟧ {
                    Tab { title: "Books"; icon: "books.png"; content: Books }
                    Tab { title: "Audio"; icon: "audio.png"; content: Audio }
                }
            }
            """, otherFiles: ["Home": """
            Screen {
                title: "Home"
                TabBar {
                    Tab { title: "Home"; icon: system.featured; content: Home }
                    Tab { title: "Library"; icon: system.bookmarks; content: Example }
                }
            }
            """, "Books": """
            Screen { title: "Books" }
            """, "Audio": """
            Screen { title: "Audio" }
            """], images: ["books.png": .init(30, 30), "audio.png": .init(30, 30)]),
            // The usual top level: the tab bar's screen is its own first tab's content.
            .nonTriggering("""
            Screen {
                title: "Home"
                TabBar {
                    Tab { title: "Home"; icon: system.featured; content: Example }
                    Tab { title: "Library"; icon: system.bookmarks; content: Library }
                }
            }
            """, otherFiles: ["Library": """
            Screen { title: "Library" }
            """]),
            // The app's tab bar shown on each of its top-level screens: one tab bar, not one inside another.
            .nonTriggering("""
            Screen {
                title: "Home"
                TabBar {
                    Tab { title: "Home"; icon: system.featured; content: Example }
                    Tab { title: "Library"; icon: system.bookmarks; content: Library }
                }
            }
            """, otherFiles: ["Library": """
            Screen {
                title: "Library"
                TabBar {
                    Tab { title: "Home"; icon: system.featured; content: Example }
                    Tab { title: "Library"; icon: system.bookmarks; content: Library }
                }
            }
            """]),
            // Presented modally: a new top level of its own.
            .nonTriggering("""
            Screen {
                title: "Onboarding"
                TabBar {
                    Tab { title: "Welcome"; icon: system.featured; content: Example }
                    Tab { title: "Privacy"; icon: system.contacts; content: Privacy }
                }
            }
            """, otherFiles: ["Home": """
            Screen {
                title: "Home"
                NavigationBar { BarButton { title: "Tour"; presents: Example } }
            }
            """, "Privacy": """
            Screen { title: "Privacy" }
            """]),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard !element.isHiddenOnScreen, let screen = element.container, screen.role == .root, screen.is("Screen"),
              screen.path == context.file.path else { return [] }
        var notes: [RuleNote] = []
        var pushed = false
        var inTab = false
        for (from, link) in context.linksToThisScreen() {
            let title = ScreenFlow.typeName(ofPath: from.path)
            if link.kind == .push {
                pushed = true
                notes.append(RuleNote(link.binding.location, "pushed-from", ["screen": title]))
            } else if link.source.is("Tab"), let other = link.source.parent, other.is("TabBar"), from !== screen,
                      !sameTabs(other, element) {
                inTab = true
                notes.append(RuleNote(link.binding.location, "tab-of", ["screen": title]))
            }
        }
        guard pushed || inTab else { return [] }
        var finding = RuleFinding.on(element, variant: pushed && inTab ? "both" : (pushed ? "pushed" : "tab"))
        finding.related = notes
        return [finding]
    }

    /// Whether two tab bars are one: the same screens behind their tabs. The
    /// app's tab bar shown on each of its top-level screens (often one
    /// component used on all of them) names each of them as a tab's content,
    /// and that is the top level, not a tab bar inside a tab.
    static func sameTabs(_ first: Element, _ second: Element) -> Bool {
        func contents(_ bar: Element) -> [String] { bar.children(of: "Tab").compactMap { $0.name("content") } }
        return contents(first) == contents(second)
    }
}
