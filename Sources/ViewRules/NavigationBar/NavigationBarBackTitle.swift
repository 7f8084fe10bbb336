/// `navigation-bar/back-title`: a back button titled unlike the screen it returns to.
public import ViewModel
import ViewStrings
public struct NavigationBarBackTitle: Rule {
    public static let kinds: Set<String> = ["BackButton"]

    public static let description = RuleDescription(
        id: "navigation-bar/back-title", severity: .info,
        messages: ["", "several"],
        citations: [SeedCitation("bars.navigation-bar.guidelines")],
        fix: .safe,
        notes: ["pushed-from"],
        examples: [
            .triggering("""
            Screen {
                title: "Wi-Fi"
                NavigationBar {
                    BackButton { ⟦title: "Back"⟧ }
                }
            }
            """, fixed: """
            Screen {
                title: "Wi-Fi"
                NavigationBar {
                    BackButton { title: "Settings" }
                }
            }
            """, otherFiles: ["Settings": """
            Screen {
                title: "Settings"
                TableView { Cell { title: "Wi-Fi"; push: Example } }
            }
            """]),
            .nonTriggering("""
            Screen {
                NavigationBar {
                    BackButton { title: "Settings" }
                }
            }
            """, otherFiles: ["Settings": """
            Screen {
                title: "Settings"
                TableView { Cell { title: "Wi-Fi"; push: Example } }
            }
            """]),
            .triggering("""
            Screen {
                NavigationBar {
                    BackButton { ⟦title: "Settings"⟧ }
                }
            }
            """, fixed: """
            Screen {
                NavigationBar {
                    BackButton { title: "General" }
                }
            }
            """, otherFiles: ["Settings": """
            Screen {
                title: "Settings"
                NavigationBar { title: "General" }
                TableView { Cell { title: "Wi-Fi"; push: Example } }
            }
            """]),
            .triggering("""
            Screen {
                NavigationBar {
                    BackButton { ⟦title: "Inbox"⟧ }
                }
            }
            """, otherFiles: ["Inbox": """
            Screen {
                title: "Inbox"
                TableView { Cell { title: "A letter"; push: Example } }
            }
            """, "Search": """
            Screen {
                title: "Search"
                TableView { Cell { title: "A letter"; push: Example } }
            }
            """]),
        ])

    /// The title of each screen that pushes this one, and the link it pushes with (same order).
    struct ParentTitles {
        var titles: [String] = []
        var links: [ScreenLink] = []
    }

    /// The most titles the message quotes; the rest are "…".
    static let maximumNamedTitles = 5

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let title = element.binding("title"), let text = title.value.stringValue,
              let screen = element.screen, screen.role == .root, screen.path == context.file.path else { return [] }
        // The parents' titles, kept with the links between checks: a keystroke here compares, not reads.
        // Titles and links apart, so the loop reads a link only for a related place it shows.
        let titled = context.graph.derived("navigation-bar/back-title: parent titles", about: context.file.typeName) { links in
            var parents = ParentTitles()
            for pusher in links where pusher.link.kind == .push {
                guard let parentTitle = ScreenFlow.title(ofScreen: pusher.screen) else { continue }
                parents.titles.append(parentTitle)
                parents.links.append(pusher.link)
            }
            return parents
        }
        // Differing from any screen that pushes this one is a fault there: its back button says the wrong place.
        // Only what the finding shows is gathered: the first distinct titles and the first related places.
        var differingCount = 0
        var distinct: [String] = []
        var related: [RuleNote] = []
        for index in titled.titles.indices where titled.titles[index] != text {
            let parentTitle = titled.titles[index]
            differingCount += 1
            if distinct.count <= Self.maximumNamedTitles, !distinct.contains(parentTitle) { distinct.append(parentTitle) }
            if related.count < RuleEngine.maximumRelated {
                related.append(RuleNote(titled.links[index].binding.location, "pushed-from", ["title": parentTitle]))
            }
        }
        guard differingCount > 0 else { return [] }
        // The message names a few; the related places name the screens.
        let named = ListedItems(distinct.prefix(Self.maximumNamedTitles).map { "\"\($0)\"" }, .and,
                                isOpen: distinct.count > Self.maximumNamedTitles)
        // One parent: its title is what iOS shows, a safe fix. Several: no single right title.
        let edits = titled.titles.count == 1 ? [context.edits.replaceValue(of: title, with: "\"\(distinct[0])\"")] : nil
        var finding = RuleFinding.on(title, variant: distinct.count > 1 || titled.titles.count > 1 ? "several" : "",
                                     ["title": title.valueText], edits: edits)
        finding.lists["expected"] = named
        finding.related = related
        return [finding]
    }
}
