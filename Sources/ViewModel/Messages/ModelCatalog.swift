/// The catalog of the model's layer: checking codes, configuration problems,
/// component documentation, value kinds, lists and workspace notes
/// (`ViewModel.xcstrings` beside this module), over the syntax layer's.
public import ViewStrings
import ViewSyntax

extension MessageCatalog {
    /// The model's texts and the syntax errors'.
    public static func model(_ language: MessageLanguage) -> MessageCatalog {
        MessageCatalog(language: language, tables: modelTables)
    }

    /// The tables of this layer and the layers below, upper first: what each upper layer's catalog ends with.
    public static let modelTables = [ViewModelStrings.table, ViewSyntaxStrings.table]
}
