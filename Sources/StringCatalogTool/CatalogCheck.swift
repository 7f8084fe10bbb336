/// `viewls-catalog check`: every problem of a catalog that would show a
/// reader a wrong, stale or untranslated text, each named by file, key and
/// language.
import Foundation
import ViewStrings

public struct CatalogProblem: Sendable, Hashable, CustomStringConvertible {
    public let file: String
    public let key: String?
    public let language: String?
    public let message: String

    public var description: String {
        [file, key.map { "\"\($0)\"" }, language].compactMap { $0 }.joined(separator: ": ") + ": " + message
    }
}

/// What `check` found in a set of catalogs.
public struct CatalogCheckReport: Sendable {
    public var problems: [CatalogProblem] = []
    public var strings = 0
    public var translations = 0
    public var catalogs = 0

    public init() {}

    /// The closing line: counts with thousands separators, and the verdict.
    public var summary: String {
        let counted = "\(Self.grouped(strings)) \(strings == 1 ? "string" : "strings") and "
            + "\(Self.grouped(translations)) \(translations == 1 ? "translation" : "translations") checked in "
            + "\(catalogs) \(catalogs == 1 ? "catalog" : "catalogs")"
        let verdict = problems.isEmpty ? "no problems" : "\(problems.count) \(problems.count == 1 ? "problem" : "problems")"
        return "viewls-catalog: \(counted), \(verdict)"
    }

    static func grouped(_ number: Int) -> String {
        var digits = Array(String(number))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}

public enum CatalogCheck {
    /// Checks the catalog file at `file` and its review record, adding to
    /// `report`; problems name the file as given.
    public static func check(_ file: String, into report: inout CatalogCheckReport) {
        let url = URL(fileURLWithPath: file)
        report.catalogs += 1
        let text: Data
        let catalog: StringCatalog
        do {
            text = try Data(contentsOf: url)
            catalog = try StringCatalog(data: text)
        } catch {
            report.problems.append(CatalogProblem(file: file, key: nil, language: nil, message: "\(error)"))
            return
        }
        if String(decoding: text, as: UTF8.self) != catalog.formatted {
            report.problems.append(CatalogProblem(file: file, key: nil, language: nil,
                                                  message: "not in Xcode's formatting: run `viewls-catalog format \(file)`"))
        }
        let recordURL = ReviewRecord.url(besides: url)
        do {
            let record = try ReviewRecord.read(recordURL)
            report.problems += problems(in: catalog, record: record, file: file)
        } catch {
            report.problems.append(CatalogProblem(file: ReviewRecord.path(besides: file), key: nil, language: nil, message: "\(error)"))
        }
        for entry in catalog.entries {
            report.strings += 1
            if entry.shouldTranslate {
                report.translations += CatalogReview.translationLanguages.filter { entry.localizations[$0] != nil }.count
            }
        }
    }

    /// Every problem of an already read catalog against its review record.
    public static func problems(in catalog: StringCatalog, record: ReviewRecord, file: String) -> [CatalogProblem] {
        var problems: [CatalogProblem] = []
        for entry in catalog.entries {
            func report(_ language: String?, _ message: String) {
                problems.append(CatalogProblem(file: file, key: entry.key, language: language, message: message))
            }
            let localizations = entry.localizations
            guard let english = localizations["en"], english.unit?.value != nil else {
                report("en", "no English value")
                continue
            }
            for problem in localizationProblems(english, language: .en) { report("en", problem) }
            guard entry.shouldTranslate else { continue }
            if let reviewed = record.sources[entry.key] {
                if reviewed != english.source {
                    report(nil, "the English changed since its translations were reviewed: run `viewls-catalog review \(file)`")
                }
            } else {
                report(nil, "the English is not in the review record yet: run `viewls-catalog review \(file)`")
            }
            for language in [CatalogLanguage.ru, .zhHans] {
                guard let translation = localizations[language.rawValue] else {
                    report(language.rawValue, "no translation")
                    continue
                }
                for problem in localizationProblems(translation, language: language) { report(language.rawValue, problem) }
                let expected = english.placeholderNames, found = translation.placeholderNames
                if expected != found {
                    report(language.rawValue, "placeholders differ from the English: "
                        + [("lacks", expected.subtracting(found)), ("adds", found.subtracting(expected))]
                            .filter { !$0.1.isEmpty }
                            .map { "\($0.0) \($0.1.sorted().joined(separator: ", "))" }
                            .joined(separator: "; "))
                }
            }
        }
        for key in record.sources.keys.sorted() where catalog.entry(key)?.shouldTranslate != true {
            problems.append(CatalogProblem(file: file, key: key, language: nil,
                                           message: "the review record lists a string the catalog does not translate: run `viewls-catalog review \(file)`"))
        }
        return problems
    }

    /// What is wrong with one localization on its own: states, plural
    /// categories, and substitutions that are referred to but missing or the reverse.
    static func localizationProblems(_ localization: CatalogLocalization, language: CatalogLanguage) -> [String] {
        var problems: [String] = []
        if localization.unit?.value == nil { problems.append("no value") }
        let states = Set(localization.allUnits.map { $0.state ?? "(none)" }).subtracting(["translated"])
        if !states.isEmpty { problems.append("state is \(states.sorted().joined(separator: ", ")), not translated") }
        if localization.hasOwnVariations { problems.append("varies by itself: write plurals as substitutions (`%#@name@`)") }
        let required = Set(language.pluralCategories.map(\.rawValue))
        for name in localization.substitutions.keys.sorted() {
            let categories = Set(localization.substitutions[name]!.keys)
            let order = { (left: String, right: String) in
                (PluralCategory(rawValue: left) ?? .other, left) < (PluralCategory(rawValue: right) ?? .other, right)
            }
            let missing = required.subtracting(categories).sorted(by: order)
            let extra = categories.subtracting(required).sorted(by: order)
            if !missing.isEmpty { problems.append("plural `\(name)` lacks \(missing.joined(separator: ", "))") }
            if !extra.isEmpty {
                problems.append("plural `\(name)` has \(extra.joined(separator: ", ")), which \(language.rawValue) does not use")
            }
        }
        let referenced = CatalogText(value: localization.unit?.value ?? "").placeholderNames
        let unreferenced = Set(localization.substitutions.keys).subtracting(referenced)
        if !unreferenced.isEmpty {
            problems.append("substitution \(unreferenced.sorted().joined(separator: ", ")) is not referred to as `%#@name@` in the value")
        }
        let value = localization.unit?.value ?? ""
        let missingSubstitutions = referenced.filter { value.contains("%#@\($0)@") || value.contains("$#@\($0)@") }
            .subtracting(localization.substitutions.keys)
        if !missingSubstitutions.isEmpty {
            problems.append("`%#@\(missingSubstitutions.sorted().joined(separator: "@`, `%#@"))@` has no substitution")
        }
        return problems
    }
}
