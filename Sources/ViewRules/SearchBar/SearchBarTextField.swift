/// `search-bar/text-field`: a text field standing in for a search bar.
import ViewSyntax
public import ViewModel

public struct SearchBarTextField: Rule {
    public static let kinds: Set<String> = ["TextField"]
    static let searchWords = RuleWords.all("rule.search-bar/text-field.words.search").sorted()

    public static let description = RuleDescription(
        id: "search-bar/text-field", severity: .warning,
        messages: ["purpose", "placeholder"],
        citations: [SeedCitation("bars.search-bar.guidelines")],
        fix: .unsafe,
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
                ⟦TextField⟧ { purpose: search; placeholder: "\u{641C}\u{7D22}\u{83DC}\u{8C31}" }
            }
            """, fixed: """
            Screen {
                SearchBar { placeholder: "\u{641C}\u{7D22}\u{83DC}\u{8C31}" }
            }
            """),
            .nonTriggering("""
            Screen {
                SearchBar { placeholder: "\u{41F}\u{43E}\u{438}\u{441}\u{43A} \u{440}\u{435}\u{446}\u{435}\u{43F}\u{442}\u{43E}\u{432}" }
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
