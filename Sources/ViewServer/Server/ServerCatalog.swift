/// The catalog of the language server: its log lines and progress
/// (`ViewServer.xcstrings` beside this module), over the editor features'.
public import ViewStrings
import ViewIDE

extension MessageCatalog {
    /// The server's texts over every layer's below.
    public static func server(_ language: MessageLanguage) -> MessageCatalog {
        MessageCatalog(language: language, tables: serverTables)
    }

    /// The tables of this layer and the layers below, upper first.
    public static let serverTables = [ViewServerStrings.table] + ideTables
}
