/// The catalog of the editor features' layer: hover, completion, code
/// actions, symbols, rename (`ViewIDE.xcstrings` beside this module),
/// over the rules' and the model's.
public import ViewStrings
import ViewRules

extension MessageCatalog {
    /// The editor features' texts over the rules' and the model's.
    public static func ide(_ language: MessageLanguage) -> MessageCatalog {
        MessageCatalog(language: language, tables: ideTables)
    }

    /// The tables of this layer and the layers below, upper first.
    public static let ideTables = [ViewIDEStrings.table] + rulesTables
}
