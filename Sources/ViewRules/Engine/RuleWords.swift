/// Words rules look for in titles and placeholders ("Close", "Search",
/// "Print"…), kept in the rules' String Catalog under `rule.<id>.words.<name>`
/// like any text: each language lists its own words, separated by `|`, and
/// a rule matches the words of every language (a screen may be written in
/// any of them), so a new translation brings its words with it.
import ViewStrings

enum RuleWords {
    /// Every language's words under `key`, lower-cased.
    static func all(_ key: String) -> Set<String> {
        var words = Set<String>()
        for language in CatalogLanguage.allCases {
            guard let text = ViewRulesStrings.table.texts(language)[key]?.value else { continue }
            for word in text.split(separator: "|") where !word.isEmpty { words.insert(word.lowercased()) }
        }
        return words
    }
}
