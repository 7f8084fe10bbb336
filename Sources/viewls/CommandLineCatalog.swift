/// The catalog of the command line: usage, reports, `explain`, `rules`,
/// `docs` (`viewls.xcstrings` beside this module), over every layer's.
import ViewStrings
import ViewServer

extension MessageCatalog {
    /// The command line's texts over every layer's.
    static func commandLine(_ language: MessageLanguage) -> MessageCatalog {
        MessageCatalog(language: language, tables: [ViewlsStrings.table] + serverTables)
    }
}
