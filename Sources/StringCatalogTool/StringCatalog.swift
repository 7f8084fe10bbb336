/// A String Catalog (`.xcstrings`): the JSON tree as read, so that fields we
/// do not model round-trip untouched, and typed views of its strings,
/// localizations, units and plural substitutions.
public import Foundation
public import ViewStrings

public struct StringCatalog: Sendable {
    /// The whole file; every change goes through it.
    public var json: CatalogJSON

    public init(json: CatalogJSON) throws {
        guard json.objectValue != nil else { throw CatalogError.notACatalog("the top level is not an object") }
        guard json["strings"]?.objectValue != nil else { throw CatalogError.notACatalog("no \"strings\" object") }
        if let language = json["sourceLanguage"], language.stringValue != CatalogLanguage.sourceLanguage.rawValue {
            throw CatalogError.notACatalog("the source language is \(language.formatted), not \"en\"")
        }
        self.json = json
    }

    public init(data: Data) throws {
        try self.init(json: CatalogJSON.parse(data))
    }

    public static func read(_ url: URL) throws -> StringCatalog {
        try StringCatalog(data: Data(contentsOf: url))
    }

    /// The file's text in Xcode's formatting.
    public var formatted: String { json.formatted }

    /// Every key, sorted as the file is.
    public var keys: [String] {
        (json["strings"]?.objectValue?.keys ?? [:].keys).sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
    }

    public func entry(_ key: String) -> CatalogEntry? {
        json["strings"]?[key].map { CatalogEntry(key: key, json: $0) }
    }

    public var entries: [CatalogEntry] { keys.compactMap(entry) }

    /// Sets the state of `language`'s unit of `key` and of all its variants; false when it has none.
    @discardableResult
    public mutating func setState(_ state: String, key: String, language: String) -> Bool {
        guard var localization = json["strings"]?[key]?["localizations"]?[language] else { return false }
        var changed = false
        if localization["stringUnit"] != nil {
            localization["stringUnit"]?["state"] = .string(state)
            changed = true
        }
        for (name, substitution) in localization["substitutions"]?.objectValue ?? [:] {
            for category in substitution["variations"]?["plural"]?.objectValue?.keys ?? [:].keys {
                localization["substitutions"]?[name]?["variations"]?["plural"]?[category]?["stringUnit"]?["state"] = .string(state)
                changed = true
            }
        }
        json["strings"]?[key]?["localizations"]?[language] = localization
        return changed
    }
}

/// One string of a catalog.
public struct CatalogEntry: Sendable {
    public let key: String
    public let json: CatalogJSON

    /// False for strings such as names and code that keep their English everywhere.
    public var shouldTranslate: Bool { json["shouldTranslate"] != .bool(false) }

    public var localizations: [String: CatalogLocalization] {
        (json["localizations"]?.objectValue ?? [:]).mapValues(CatalogLocalization.init)
    }
}

/// One language's text of a string: its unit and its plural substitutions.
public struct CatalogLocalization: Sendable {
    public let unit: CatalogUnit?
    /// Each substitution's units by plural category, categories as written.
    public let substitutions: [String: [String: CatalogUnit]]
    /// True when the localization varies by plural or device itself rather
    /// than through substitutions: our catalogs write plurals as substitutions.
    public let hasOwnVariations: Bool

    init(json: CatalogJSON) {
        unit = json["stringUnit"].map(CatalogUnit.init)
        substitutions = (json["substitutions"]?.objectValue ?? [:]).mapValues { substitution in
            (substitution["variations"]?["plural"]?.objectValue ?? [:]).compactMapValues { $0["stringUnit"].map(CatalogUnit.init) }
        }
        hasOwnVariations = json["variations"] != nil
    }

    /// Every unit: the text's, then each variant's.
    public var allUnits: [CatalogUnit] {
        (unit.map { [$0] } ?? []) + substitutions.values.flatMap(\.values)
    }

    /// The names a translation must keep: `{name}` placeholders and substitution references and names.
    public var placeholderNames: Set<String> {
        text.placeholderNames.union(substitutions.keys)
    }

    /// The text as the runtime holds it; categories the runtime does not know are left out.
    public var text: CatalogText {
        CatalogText(value: unit?.value ?? "", substitutions: substitutions.mapValues { units in
            Dictionary(uniqueKeysWithValues: units.compactMap { category, unit in
                PluralCategory(rawValue: category).map { ($0, unit.value ?? "") }
            })
        })
    }

    /// The English text a translation is reviewed against: value and variants.
    public var source: ReviewedSource {
        ReviewedSource(value: unit?.value ?? "", variants: substitutions.mapValues { $0.mapValues { $0.value ?? "" } })
    }
}

/// A `stringUnit`: a state (`translated`, `needs_review`, `new`) and a value.
public struct CatalogUnit: Sendable {
    public let state: String?
    public let value: String?

    init(json: CatalogJSON) {
        state = json["state"]?.stringValue
        value = json["value"]?.stringValue
    }
}
