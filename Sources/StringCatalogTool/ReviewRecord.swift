/// `<Name>.reviewed.json`, kept beside each catalog: for every key, the
/// English (value and plural variants) its translations were last reviewed
/// against. `review` compares the catalog's English with it, marks the
/// translations of changed strings `needs_review`, and updates it; `check`
/// fails while they differ, so a translation cannot silently go stale.
public import Foundation
import ViewStrings

/// The English of one string as its translations were reviewed against it.
public struct ReviewedSource: Sendable, Hashable {
    public var value: String
    /// Each substitution's variant texts by plural category.
    public var variants: [String: [String: String]]

    public init(value: String, variants: [String: [String: String]] = [:]) {
        self.value = value
        self.variants = variants
    }

    init?(json: CatalogJSON) {
        guard let value = json["value"]?.stringValue else { return nil }
        self.value = value
        variants = (json["substitutions"]?.objectValue ?? [:]).mapValues { ($0.objectValue ?? [:]).compactMapValues(\.stringValue) }
    }

    var json: CatalogJSON {
        var members: [String: CatalogJSON] = ["value": .string(value)]
        if !variants.isEmpty {
            members["substitutions"] = .object(variants.mapValues { .object($0.mapValues(CatalogJSON.string)) })
        }
        return .object(members)
    }

    /// The English on one line per part, for `review`'s report.
    public var lines: [String] {
        var lines = [value]
        for name in variants.keys.sorted() {
            let forms = variants[name] ?? [:]
            let categories = forms.keys.sorted { (PluralCategory(rawValue: $0) ?? .other) < (PluralCategory(rawValue: $1) ?? .other) }
            for category in categories { lines.append("  \(name).\(category): \(forms[category] ?? "")") }
        }
        return lines
    }
}

public struct ReviewRecord: Sendable, Equatable {
    public var sources: [String: ReviewedSource]

    public init(sources: [String: ReviewedSource] = [:]) {
        self.sources = sources
    }

    /// The record beside `catalog`: `Name.xcstrings` → `Name.reviewed.json`.
    public static func url(besides catalog: URL) -> URL {
        catalog.deletingPathExtension().appendingPathExtension("reviewed.json")
    }

    /// `url(besides:)` for a path as the user wrote it.
    public static func path(besides catalog: String) -> String {
        (catalog.hasSuffix(".xcstrings") ? String(catalog.dropLast(".xcstrings".count)) : catalog) + ".reviewed.json"
    }

    /// The record at `url`; an empty one when there is no file yet.
    public static func read(_ url: URL) throws -> ReviewRecord {
        guard FileManager.default.fileExists(atPath: url.path) else { return ReviewRecord() }
        let json = try CatalogJSON.parse(Data(contentsOf: url))
        guard let strings = json["strings"]?.objectValue else { throw CatalogError.notACatalog("\(url.lastPathComponent) has no \"strings\" object") }
        return ReviewRecord(sources: strings.compactMapValues(ReviewedSource.init))
    }

    /// The record in the catalogs' formatting.
    public var formatted: String {
        CatalogJSON.object([
            "strings": .object(sources.mapValues(\.json)),
            "version": .string("1.0"),
        ]).formatted
    }
}

/// One string whose English changed since its translations were reviewed.
public struct ReviewChange: Sendable, Equatable {
    public let key: String
    public let old: ReviewedSource
    public let new: ReviewedSource
    /// The languages whose translation is now `needs_review`.
    public let marked: [String]
}

public enum CatalogReview {
    /// The languages a catalog is translated into.
    public static let translationLanguages = ["ru", "zh-Hans"]

    /// Marks `needs_review` every translation whose English differs from the
    /// record, and brings the record up to date. A key new to the record is
    /// recorded as it is: its translations, if any, were written against the
    /// English beside them, and missing ones stay missing.
    public static func review(_ catalog: inout StringCatalog, record: inout ReviewRecord) -> [ReviewChange] {
        var changes: [ReviewChange] = []
        var current: [String: ReviewedSource] = [:]
        for entry in catalog.entries where entry.shouldTranslate {
            guard let english = entry.localizations["en"]?.source else { continue }
            current[entry.key] = english
            guard let old = record.sources[entry.key], old != english else { continue }
            let marked = translationLanguages.filter { catalog.setState("needs_review", key: entry.key, language: $0) }
            changes.append(ReviewChange(key: entry.key, old: old, new: english, marked: marked))
        }
        record.sources = current
        return changes
    }
}
