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
            .nonTriggering("""
            Screen {
                TextField { placeholder: "Search radius, km"; keyboard: decimalPad }
            }
            """),
            .triggering("""
            Screen {
                ⟦TextField⟧ { placeholder: "\u{41D}\u{430}\u{439}\u{442}\u{438} \u{43A}\u{43D}\u{438}\u{433}\u{443}" }
            }
            """, fixed: """
            Screen {
                SearchBar { placeholder: "\u{41D}\u{430}\u{439}\u{442}\u{438} \u{43A}\u{43D}\u{438}\u{433}\u{443}" }
            }
            """),
        ])

    /// Keyboards for a value (a number, a phone number, an address): a field with one takes a value, not a search.
    static let valueKeyboards: Set<String> = ["numberPad", "decimalPad", "phonePad", "email", "url"]

    public static func check(_ element: Element, in context: RuleContext) -> [RuleFinding] {
        // A field that takes a value ("Search radius, km") is no search, whatever its placeholder says.
        if let contentType = element.name("contentType"), contentType != "text" { return [] }
        if let keyboard = element.name("keyboard"), valueKeyboards.contains(keyboard) { return [] }
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

    /// The text field rewritten as a search bar with all its bindings but
    /// `purpose`; nil when it has one a search bar does not take.
    static func replacement(_ element: Element, context: RuleContext) -> [FileEdit]? {
        guard element.path == context.model.path, let parent = element.parent, let parentKind = parent.declaration,
              parentKind.hostsContainerChildren || parent.is("NavigationBar", "TableView"),
              let searchBar = Schema.component(named: "SearchBar") else { return nil }
        var kept: [String] = []
        for member in element.syntax.body?.members ?? [] {
            // Every other property is kept, or there is no fix: a search bar that lost the field's
            // `contentType` or `keyboard` would be a different control.
            guard case .binding(let binding) = member, let name = binding.propertyName else { return nil }
            if name == "purpose" { continue }
            guard searchBar.property(named: name) != nil else { return nil }
            kept.append(binding.syntax.text)
        }
        let text = kept.isEmpty ? "SearchBar {}" : "SearchBar { \(kept.joined(separator: "; ")) }"
        return [context.edits.replace(element.range, in: element.path, with: text)]
    }
}
