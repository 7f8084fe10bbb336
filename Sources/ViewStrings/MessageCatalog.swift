/// The message catalog: every user-facing text by key, in the reader's
/// language, from the String Catalogs (`<Module>.xcstrings`) of the
/// modules a layer is built on, compiled into `<Module>Strings.table` at
/// build time. Each layer names the catalog of its texts and those below
/// (`.syntax`, `.model`, `.rules`, `.ide`, `.server`, `.commandLine`). A key a
/// language lacks falls back to English, and a key no table has shows as
/// itself; the catalog check (`viewls-catalog check`) keeps both from happening.

/// A language of messages.
public enum MessageLanguage: String, Sendable, CaseIterable {
    case english = "en"
    case russian = "ru"
    case chinese = "zh"

    /// The language for a locale name: a BCP 47 tag (`ru-RU`, `zh-Hans`) or a
    /// POSIX locale (`zh_CN.UTF-8`, `ru_RU.UTF-8@euro`). Russian for `ru`;
    /// Simplified Chinese for `zh` unless the name asks for Traditional
    /// script (`Hant`) or a Traditional region (`TW`, `HK`, `MO`); English for
    /// anything else, including `C` and `POSIX`.
    public init(localeName: String) {
        var name = Substring(localeName)
        if let cut = name.firstIndex(where: { $0 == "." || $0 == "@" }) { name = name[..<cut] }
        let parts = name.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        switch parts.first {
        case "ru":
            self = .russian
        case "zh":
            let traditional: Set<String> = ["hant", "tw", "hk", "mo"]
            self = parts.dropFirst().contains(where: traditional.contains) ? .english : .chinese
        default:
            self = .english
        }
    }

    /// The language of the first locale name that is set and not empty, in
    /// order of precedence; nil when none is.
    public static func first(of names: [String?]) -> MessageLanguage? {
        guard let name = names.lazy.compactMap({ $0 }).first(where: { !$0.isEmpty }) else { return nil }
        return MessageLanguage(localeName: name)
    }
}

extension MessageLanguage {
    /// The String Catalog's code for the language (`zh-Hans` for Chinese).
    public var catalogLanguage: CatalogLanguage {
        switch self {
        case .english: .en
        case .russian: .ru
        case .chinese: .zhHans
        }
    }
}

public struct MessageCatalog: Sendable {
    public let language: MessageLanguage
    /// The tables searched, upper layers first.
    public let tables: [StringTable]
    private let code: CatalogLanguage

    public init(language: MessageLanguage, tables: [StringTable]) {
        self.language = language
        self.tables = tables
        self.code = language.catalogLanguage
    }

    /// The same texts in another language.
    public func speaking(_ other: MessageLanguage) -> MessageCatalog {
        MessageCatalog(language: other, tables: tables)
    }

    /// The text for `key` in the catalog's language with its placeholders
    /// filled (see `CatalogText.rendered`). A key the language lacks falls
    /// back to English, and a key no table has shows as itself.
    public func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
        template(key).rendered(arguments, language: code)
    }

    /// The text for `key` as `text` finds it, for callers that fill it many times.
    public func template(_ key: String) -> CatalogText {
        for table in tables { if let found = table.texts(code)[key] { return found } }
        if code != .en { for table in tables { if let found = table.texts(.en)[key] { return found } } }
        return CatalogText(value: key)
    }

    /// Fills a text found by `template` as `text` would.
    public func fill(_ template: CatalogText, _ arguments: [String: String]) -> String {
        template.rendered(arguments, language: code)
    }

    public func hasText(_ key: String) -> Bool { tables.contains { $0.texts(.en)[key] != nil } }

    /// Every text of a language under its key, over all the catalog's tables (for tests and tools).
    public func texts(of language: MessageLanguage) -> [String: CatalogText] {
        var result: [String: CatalogText] = [:]
        for table in tables { result.merge(table.texts(language.catalogLanguage)) { first, _ in first } }
        return result
    }
}
