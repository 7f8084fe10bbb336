/// `scope-bar/without-search-bar`: a scope bar with no search bar to scope.
import ViewSyntax
public import ViewModel

public struct ScopeBarWithoutSearchBar: Rule {
    public static let kinds: Set<String> = ["ScopeBar"]

    public static let description = RuleDescription(
        id: "scope-bar/without-search-bar", severity: .error,
        citations: [SeedCitation("bars.scope-bar.appearance")],
        fix: .unsafe,
        examples: [
            .triggering("""
            Screen {
                ⟦ScopeBar⟧ { scopes: ["All", "Mail", "Notes"] }
            }
            """, fixed: """
            Screen {
                SearchBar { ScopeBar { scopes: ["All", "Mail", "Notes"] } }
            }
            """),
            .nonTriggering("""
            Screen {
                SearchBar {
                    placeholder: "Search"
                    ScopeBar { scopes: ["All", "Mail", "Notes"] }
                }
            }
            """),
            .nonTriggering("""
            Screen {
                SearchBar { placeholder: "Search" }
                ScopeBar { scopes: ["All", "Mail", "Notes"] }
            }
            """),
            // Not under the search bar, but the screen has one: no fix, since wrapping would add a second search bar.
            .triggering("""
            Screen {
                SearchBar { placeholder: "Search" }
                Label { text: "Scope" }
                ⟦ScopeBar⟧ { scopes: ["All", "Mail", "Notes"] }
            }
            """),
            // Right under the navigation bar that holds the screen's search bar: the scope bar goes with that search.
            .nonTriggering("""
            Screen {
                NavigationBar {
                    title: "Mail"
                    SearchBar { placeholder: "Search" }
                }
                ScopeBar { scopes: ["All", "Mail", "Notes"] }
            }
            """),
            // Right under a navigation bar without a search bar: nothing to scope.
            .triggering("""
            Screen {
                NavigationBar { title: "\u{41F}\u{43E}\u{447}\u{442}\u{430}" }
                ⟦ScopeBar⟧ { scopes: ["\u{412}\u{441}\u{435}", "\u{41F}\u{43E}\u{447}\u{442}\u{430}"] }
            }
            """, fixed: """
            Screen {
                NavigationBar { title: "\u{41F}\u{43E}\u{447}\u{442}\u{430}" }
                SearchBar { ScopeBar { scopes: ["\u{412}\u{441}\u{435}", "\u{41F}\u{43E}\u{447}\u{442}\u{430}"] } }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let parent = element.parent, !parent.is("SearchBar"), element.role == .child else { return [] }
        // Right under its search bar, as iOS shows it, the scope bar has its search: a search bar just before it,
        // or a navigation bar just before it that holds the screen's search bar.
        if let index = parent.children.firstIndex(where: { $0 === element }), index > 0, holdsSearchBar(parent.children[index - 1]) {
            return []
        }
        // The fix wraps the scope bar in a search bar of its own: never when the screen already shows one,
        // which would make two searches.
        var edits: [FileEdit]?
        let root = element.screen ?? element.ancestors.last ?? element
        let hasSearchBar = context.descendants(of: root).contains { $0.is("SearchBar") && !$0.isHiddenOnScreen }
        if !hasSearchBar, element.path == context.model.path, parent.declaration?.hostsContainerChildren == true {
            let location = SourceLocation(path: element.path, range: element.range)
            edits = [context.edits.replace(location, with: "SearchBar { \(context.edits.text(location)) }")]
        }
        return [.on(element, edits: edits)]
    }

    /// Whether a shown element is a search bar, or a navigation bar holding a shown search bar.
    static func holdsSearchBar(_ element: Element) -> Bool {
        guard !element.isHiddenOnScreen else { return false }
        if element.is("SearchBar") { return true }
        return element.is("NavigationBar") && element.children.contains { $0.is("SearchBar") && !$0.isHiddenOnScreen }
    }
}
