/// The catalog of the rules' layer: every rule's summary, messages,
/// explanation, fix title, notes and words, and the guidelines' document
/// names and section titles (`ViewRules.xcstrings` beside this module),
/// over the model's.
public import ViewStrings
import ViewModel

extension MessageCatalog {
    /// The rules' texts over the model's.
    public static func rules(_ language: MessageLanguage) -> MessageCatalog {
        MessageCatalog(language: language, tables: rulesTables)
    }

    /// The tables of this layer and the layers below, upper first.
    public static let rulesTables = [ViewRulesStrings.table] + modelTables
}
