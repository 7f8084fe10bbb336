/// A module's compiled String Catalog: every text by language and key, as
/// `viewls-catalog compile` emits it, with lookup that falls back to English.

public struct StringTable: Sendable {
    /// The module whose catalog this is (`ViewRules` for `ViewRules.xcstrings`).
    public let module: String
    /// The texts of each language by key. A language may lack keys (not yet
    /// translated): lookup then falls back to `sourceLanguage`.
    public let texts: [CatalogLanguage: [String: CatalogText]]

    /// The language every catalog is written in.
    public static let sourceLanguage: CatalogLanguage = .sourceLanguage

    public init(module: String, texts: [CatalogLanguage: [String: CatalogText]]) {
        self.module = module
        self.texts = texts
    }

    /// The keys of the source language.
    public var keys: Dictionary<String, CatalogText>.Keys { (texts[Self.sourceLanguage] ?? [:]).keys }

    /// The text for `key` in `language`, else in English; nil when no language has it.
    public func text(_ key: String, language: CatalogLanguage) -> CatalogText? {
        texts[language]?[key] ?? texts[Self.sourceLanguage]?[key]
    }

    /// The text for `key` rendered with `arguments` (see `CatalogText.rendered`);
    /// a key no language has shows as itself.
    public func rendered(_ key: String, _ arguments: [String: String] = [:], language: CatalogLanguage) -> String {
        text(key, language: language)?.rendered(arguments, language: language) ?? key
    }

    /// The placeholder names of `key`'s text in `language` (for tests); empty for an unknown key.
    public func placeholders(of key: String, language: CatalogLanguage = .sourceLanguage) -> Set<String> {
        text(key, language: language)?.placeholderNames ?? []
    }
}
