/// `scope-bar/without-search-bar`: a scope bar with no search bar to scope.
import ViewSyntax
public import ViewModel

public struct ScopeBarWithoutSearchBar: Rule {
    public static let kinds: Set<String> = ["ScopeBar"]

    public static let description = RuleDescription(
        id: "scope-bar/without-search-bar", severity: .error,
        summary: "A scope bar appears only together with a search bar.",
        messages: ["": "a scope bar outside a `SearchBar`; it only makes sense as part of a search"],
        what: "Flags a `ScopeBar` whose parent is not a `SearchBar`.",
        why: "A scope bar narrows what a search looks through. On its own it scopes nothing, and its look, made to match the search bar above it, has nothing to match.",
        howToFix: "Put the scope bar inside the `SearchBar` it belongs to. If people only switch between views, use a `SegmentedControl`.",
        citations: [SeedCitation(SeedCitation.chineseBarsAndContent, "范围栏(ScopeBar) › 外观和行为")],
        fix: (title: "Wrap the scope bar in a search bar", safety: .unsafe),
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
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let parent = element.parent, !parent.is("SearchBar"), element.role == .child else { return [] }
        var edits: [FileEdit]?
        if element.path == context.model.path, parent.declaration?.hostsContainerChildren == true {
            let location = SourceLocation(path: element.path, range: element.range)
            edits = [context.edits.replace(location, with: "SearchBar { \(context.edits.text(location)) }")]
        }
        return [.on(element, edits: edits)]
    }
}
