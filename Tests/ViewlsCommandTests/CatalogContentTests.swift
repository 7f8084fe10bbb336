/// The texts of every module's String Catalog, read together as the
/// command line serves them: each translation keeps the English text's
/// placeholders and code spans, no prose is left in English, every family
/// of texts is there, and the glossaries' terms are used. (Completeness,
/// states, plural categories and stale English are the catalog check's:
/// `CatalogRepositoryTests` and `viewls-catalog check`.)
import Foundation
import ViewServer
import ViewStrings
import XCTest
@testable import viewls

final class CatalogContentTests: XCTestCase {
    static let translated: [MessageLanguage] = MessageLanguage.allCases.filter { $0 != .english }
    static let catalog = MessageCatalog(language: .english, tables: [ViewlsStrings.table] + MessageCatalog.serverTables)

    static func texts(of language: MessageLanguage) -> [String: CatalogText] { catalog.texts(of: language) }

    /// The families of texts of every layer are served.
    func testEveryFamilyIsInTheCatalog() {
        let minimum = ["syntax.": 30, "config.": 60, "cli.usage.": 19, "server.log.": 4, "ide.": 50, "rule.": 400, "component.": 40]
        for (prefix, count) in minimum {
            for language in MessageLanguage.allCases {
                let keys = Self.texts(of: language).keys.filter { $0.hasPrefix(prefix) }
                XCTAssertGreaterThanOrEqual(keys.count, count, "\(language) \(prefix)")
            }
        }
    }

    func testEveryKeyInEveryLanguage() {
        let english = Set(Self.texts(of: .english).keys)
        XCTAssertGreaterThan(english.count, 800)
        for language in Self.translated {
            let keys = Set(Self.texts(of: language).keys)
            XCTAssertEqual(english.subtracting(keys).sorted(), [], "\(language): missing translations")
            XCTAssertEqual(keys.subtracting(english).sorted(), [], "\(language): keys English does not have")
        }
    }

    func testSamePlaceholdersAndCodeSpans() {
        for language in Self.translated {
            for (key, text) in Self.texts(of: language) {
                guard let english = Self.texts(of: .english)[key] else { continue }
                XCTAssertEqual(text.placeholderNames, english.placeholderNames,
                               "\(language) \(key): placeholders differ")
                let missing = Self.codeSpans(english.allText).subtracting(Self.codeSpans(text.allText))
                XCTAssertEqual(missing.sorted(), [], "\(language) \(key): code spans of the English text missing")
            }
        }
    }

    /// Section titles are quotations (not translated) and product names
    /// (AirDrop, AirPlay, Twitter, Facebook) may keep their Latin letters: the rest has prose in the language's script.
    func testNothingIsLeftInEnglish() {
        let untranslated: Set<String> = ["rule.activity/duplicates-system.words.airDrop", "rule.activity/duplicates-system.words.airPlay",
                                         "preview.activity.airDrop", "preview.activity.airPlay", "preview.activity.twitter",
                                         "preview.activity.facebook"]
        let scripts: [MessageLanguage: ClosedRange<UInt32>] = [.russian: 0x0400...0x04FF, .chinese: 0x4E00...0x9FFF]
        for language in Self.translated {
            let range = scripts[language]!
            for (key, text) in Self.texts(of: language) {
                guard let english = Self.texts(of: .english)[key], Self.hasProse(english.allText),
                      !key.hasPrefix("guideline.section."), !untranslated.contains(key) else { continue }
                XCTAssertTrue(text.allText.unicodeScalars.contains { range.contains($0.value) },
                              "\(language) \(key) reads as English: \(text.allText)")
            }
        }
    }

    /// Each term of `docs/glossary/ru.md` and `zh.md` (the second column; `a / b`
    /// and `a, b` are two terms) appears in that language's table: in Chinese
    /// as written, in Russian word by word without the last two letters of
    /// longer words, so inflected forms count ("рабочей области").
    func testGlossaryTermsAreUsed() throws {
        let docs = CommandRunner.repository.appendingPathComponent("docs/glossary")
        for (file, language) in [("ru.md", MessageLanguage.russian), ("zh.md", .chinese)] {
            let glossary = try String(contentsOf: docs.appendingPathComponent(file), encoding: .utf8)
            let all = Self.texts(of: language).values.map(\.allText).joined(separator: "\n").lowercased()
            var terms = 0
            for line in glossary.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("|---") {
                let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count >= 2, cells[0] != "English" else { continue }
                for term in cells[1].components(separatedBy: " / ").flatMap({ $0.components(separatedBy: ", ") }) {
                    terms += 1
                    let words = term.lowercased().split(separator: " ").map { word in
                        language == .russian && word.count > 4 ? String(word.dropLast(2)) : String(word)
                    }
                    XCTAssertTrue(words.allSatisfy(all.contains), "\(file): \(term) is not used")
                }
            }
            XCTAssertGreaterThan(terms, 40, file)
        }
    }

    // MARK: Helpers

    static func codeSpans(_ text: String) -> Set<String> {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        return Set(stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) })
    }

    /// Whether a text has words outside code spans and placeholders.
    static func hasProse(_ text: String) -> Bool {
        var words = ""
        var inCode = false
        var inPlaceholder = false
        for character in text {
            switch character {
            case "`": inCode.toggle()
            case "{" where !inCode: inPlaceholder = true
            case "}" where !inCode: inPlaceholder = false
            default: if !inCode, !inPlaceholder { words.append(character) }
            }
        }
        return words.replacingOccurrences(of: "%arg", with: "").split(whereSeparator: { !$0.isLetter }).contains { $0.count > 1 }
    }
}

extension CatalogText {
    /// The text and its plural variants, for checks that read all of a text's words.
    var allText: String {
        ([value] + substitutions.keys.sorted().flatMap { name in substitutions[name]!.keys.sorted().map { substitutions[name]![$0]! } })
            .joined(separator: " ")
    }
}
