/// A module's compiled String Catalog: every text by language and key, as
/// `viewls-catalog compile` emits it, with lookup that falls back to English.
/// Each language's texts are built the first time that language is asked
/// for (a `static let` of the generated code behind `texts`), so a check in
/// one language never builds the other two.

public struct StringTable: Sendable {
    /// The module whose catalog this is (`ViewRules` for `ViewRules.xcstrings`).
    public let module: String
    /// The texts of a language by key, built on first use. A language may
    /// lack keys (not yet translated): lookup then falls back to `sourceLanguage`.
    private let languages: @Sendable (CatalogLanguage) -> [String: CatalogText]

    /// The language every catalog is written in.
    public static let sourceLanguage: CatalogLanguage = .sourceLanguage

    /// A table whose languages are built when first asked for (what the compiled catalogs use).
    public init(module: String, languages: @escaping @Sendable (CatalogLanguage) -> [String: CatalogText]) {
        self.module = module
        self.languages = languages
    }

    /// A table of texts given in full.
    public init(module: String, texts: [CatalogLanguage: [String: CatalogText]]) {
        self.init(module: module, languages: { texts[$0] ?? [:] })
    }

    /// The texts of `language` by key (no fallback).
    public func texts(_ language: CatalogLanguage) -> [String: CatalogText] { languages(language) }

    /// The keys of the source language.
    public var keys: Dictionary<String, CatalogText>.Keys { texts(Self.sourceLanguage).keys }

    /// The text for `key` in `language`, else in English; nil when no language has it.
    public func text(_ key: String, language: CatalogLanguage) -> CatalogText? {
        texts(language)[key] ?? (language == Self.sourceLanguage ? nil : texts(Self.sourceLanguage)[key])
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
