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
            .triggering("""
            Screen {
                SearchBar { placeholder: "Search" }
                Label { text: "Scope" }
                ⟦ScopeBar⟧ { scopes: ["All", "Mail", "Notes"] }
            }
            """, fixed: """
            Screen {
                SearchBar { placeholder: "Search" }
                Label { text: "Scope" }
                SearchBar { ScopeBar { scopes: ["All", "Mail", "Notes"] } }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        guard let parent = element.parent, !parent.is("SearchBar"), element.role == .child else { return [] }
        // Right under its search bar, as iOS shows it, the scope bar has its search.
        if let index = parent.children.firstIndex(where: { $0 === element }), index > 0, parent.children[index - 1].is("SearchBar"),
           !parent.children[index - 1].isHiddenItself {
            return []
        }
        var edits: [FileEdit]?
        if element.path == context.model.path, parent.declaration?.hostsContainerChildren == true {
            let location = SourceLocation(path: element.path, range: element.range)
            edits = [context.edits.replace(location, with: "SearchBar { \(context.edits.text(location)) }")]
        }
        return [.on(element, edits: edits)]
    }
}
