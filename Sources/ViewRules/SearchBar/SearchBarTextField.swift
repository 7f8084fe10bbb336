/// `search-bar/text-field`: a text field standing in for a search bar.
import ViewSyntax
public import ViewModel

public struct SearchBarTextField: Rule {
    public static let kinds: Set<String> = ["TextField"]
    static let searchWords = ["search", "поиск", "搜索"]

    public static let description = RuleDescription(
        id: "search-bar/text-field", severity: .warning,
        summary: "Search with a search bar, not a text field.",
        messages: [
            "purpose": "a text field used for search; use a `SearchBar`",
            "placeholder": "a text field whose placeholder {placeholder} asks for a search; use a `SearchBar`",
        ],
        what: "Flags a `TextField` with `purpose: search`, or whose placeholder begins with “Search”, “Поиск” or “搜索”.",
        why: "A search bar looks and behaves the way people expect search to: the magnifying glass, the clear button, the Cancel button, the scope bar. A plain text field has none of that.",
        howToFix: "Replace the text field with a `SearchBar`, keeping its placeholder.",
        citations: [SeedCitation(SeedCitation.chineseBarsAndContent, "搜索栏(SearchBar) › 指南")],
        fix: (title: "Replace with a search bar", safety: .unsafe),
        examples: [
            .triggering("""
            Screen {
                ⟦TextField⟧ { placeholder: "Search recipes" }
            }
            """, fixed: """
            Screen {
                SearchBar { placeholder: "Search recipes" }
            }
            """),
            .triggering("""
            Screen {
                ⟦TextField⟧ { purpose: search; placeholder: "搜索菜谱" }
            }
            """, fixed: """
            Screen {
                SearchBar { placeholder: "搜索菜谱" }
            }
            """),
            .nonTriggering("""
            Screen {
                SearchBar { placeholder: "Поиск рецептов" }
                TextField { placeholder: "Your name" }
            }
            """),
        ])

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        let placeholder = element.string("placeholder")
        let variant: String
        if element.name("purpose") == "search" {
            variant = "purpose"
        } else if let placeholder, searchWords.contains(where: { placeholder.lowercased().hasPrefix($0) }) {
            variant = "placeholder"
        } else {
            return []
        }
        let arguments = ["placeholder": element.binding("placeholder")?.valueText ?? ""]
        return [.on(element, variant: variant, arguments, edits: replacement(element, context: context))]
    }

    /// The text field rewritten as a search bar, keeping the bindings a search bar takes.
    static func replacement(_ element: Element, context: RuleContext) -> [FileEdit]? {
        guard element.path == context.model.path, let parent = element.parent, let parentKind = parent.declaration,
              parentKind.hostsContainerChildren || parent.is("NavigationBar", "TableView"),
              let searchBar = Schema.component(named: "SearchBar") else { return nil }
        let kept = (element.syntax.body?.members ?? []).compactMap { member -> String? in
            guard case .binding(let binding) = member, let name = binding.propertyName,
                  searchBar.property(named: name) != nil else { return nil }
            return binding.syntax.text
        }
        let text = kept.isEmpty ? "SearchBar {}" : "SearchBar { \(kept.joined(separator: "; ")) }"
        return [context.edits.replace(element.range, in: element.path, with: text)]
    }
}
