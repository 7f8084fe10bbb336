/// `tab-bar/too-many-tabs`: more tabs than the device's tab bar shows.
import ViewSyntax
public import ViewModel

public struct TabBarTooManyTabs: Rule {
    public static let kinds: Set<String> = ["TabBar"]

    public static let description = RuleDescription(
        id: "tab-bar/too-many-tabs", severity: .error,
        messages: ["iphone", "ipad"], variantSeverities: ["ipad": .warning],
        citations: [SeedCitation("bars.tab-bar.appearance"),
                    SeedCitation("bars.tab-bar.guidelines")],
        fix: .unsafe,
        notes: ["popover", "primary", "screen"],
        inserts: ["more"],
        examples: [
            .triggering("""
            Screen {
                ⟦TabBar⟧ {
                    Tab { title: "Home" }
                    Tab { title: "Search" }
                    Tab { title: "Library" }
                    Tab { title: "Radio" }
                    Tab { title: "Stores" }
                    Tab { title: "Friends" }
                }
            }
            """, fixed: """
            Screen {
                TabBar {
                    Tab { title: "Home" }
                    Tab { title: "Search" }
                    Tab { title: "Library" }
                    Tab { title: "Radio" }
                    Tab { title: "More"; icon: system.more }
                }
            }
            """),
            .triggering("""
            Screen {
                ⟦TabBar⟧ {
                    Tab { title: "\u{9996}\u{9875}" }
                    Tab { title: "\u{641C}\u{7D22}" }
                    Tab { title: "\u{4E66}\u{5E93}" }
                    Tab { title: "\u{7535}\u{53F0}" }
                    Tab { title: "\u{5546}\u{5E97}" }
                    Tab { title: "\u{597D}\u{53CB}" }
                }
            }
            """, fixed: """
            Screen {
                TabBar {
                    Tab { title: "\u{9996}\u{9875}" }
                    Tab { title: "\u{641C}\u{7D22}" }
                    Tab { title: "\u{4E66}\u{5E93}" }
                    Tab { title: "\u{7535}\u{53F0}" }
                    Tab { title: "\u{66F4}\u{591A}"; icon: system.more }
                }
            }
            """),
            .triggering("""
            Screen {
                device: ipad
                Popover {
                    source: menu
                    ⟦TabBar⟧ { Tab {} Tab {} Tab {} Tab {} Tab {} Tab {} }
                }
                Toolbar { BarButton { id: menu; system: organize } }
            }
            """),
            .nonTriggering("""
            Screen {
                device: ipad
                TabBar { Tab {} Tab {} Tab {} Tab {} Tab {} Tab {} Tab {} }
            }
            """),
            .nonTriggering("""
            Screen {
                TabBar { Tab {} Tab {} Tab {} Tab {} Tab {} }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let tabs = element.children(of: "Tab")
        let device = context.device(of: element)
        let container = element.container
        let isNarrow = container?.is("Popover", "Primary") ?? false
        let limit = device == .iphone || isNarrow ? 5 : 7
        guard tabs.count > limit else { return [] }
        let arguments = ["count": "\(tabs.count)", "limit": "\(limit)"]
        guard device == .ipad else {
            return [.on(element, variant: "iphone", arguments, edits: moreTabEdits(tabs, context: context))]
        }
        let place = isNarrow ? (container?.is("Popover") == true ? "popover" : "primary") : "screen"
        return [.on(element, variant: "ipad", arguments, terms: ["place": place])]
    }

    /// Keeps four tabs, puts a More tab (its title in the language of the
    /// file's strings) in the fifth's place and removes the rest, with no
    /// comment left behind; only when the tabs past the fourth are all in one file.
    /// The removed tabs' content is lost, so the fix is unsafe.
    static func moreTabEdits(_ tabs: [Element], context: RuleContext) -> [FileEdit]? {
        let moved = Array(tabs.dropFirst(4))
        guard let first = moved.first, moved.allSatisfy({ $0.path == first.path }) else { return nil }
        let edits = context.edits
        let title = context.insertedText(description.id, "more")
        return [edits.replace(first.range, in: first.path, with: "Tab { title: \"\(title)\"; icon: system.more }")]
            + moved.dropFirst().map { edits.remove($0) }
    }
}
