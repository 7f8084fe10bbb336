/// The catalog in every language: the Russian and Chinese tables have
/// exactly the English keys with the same placeholders and code spans, no
/// text is left in English, plural forms fit the language, locale names pick
/// the right language, and every rule example reports in each language
/// without an unfilled placeholder.
import ViewModel
import ViewRules
import ViewTestSupport
import XCTest
import ViewStrings

final class MessageCatalogTests: XCTestCase {
    static let translated: [MessageLanguage] = MessageLanguage.allCases.filter { $0 != .english }

    func testEveryKeyInEveryLanguage() {
        let english = Set(MessageCatalog.rules(.english).texts(of: .english).keys)
        XCTAssertGreaterThan(english.count, 600)
        for language in Self.translated {
            let keys = Set(MessageCatalog.rules(.english).texts(of: language).keys)
            XCTAssertEqual(english.subtracting(keys).sorted(), [], "\(language): missing translations")
            XCTAssertEqual(keys.subtracting(english).sorted(), [], "\(language): keys English does not have")
        }
    }

    /// The families served by other modules' words — syntax errors, configuration
    /// problems, usage errors — are in the catalog, so the tests here cover them.
    func testEveryFamilyIsInTheCatalog() {
        let minimum = ["syntax.": 30, "config.": 60, "cli.usage.": 19, "server.log.": 4]
        for (prefix, count) in minimum {
            for language in MessageLanguage.allCases {
                let keys = MessageCatalog.rules(.english).texts(of: language).keys.filter { $0.hasPrefix(prefix) }
                XCTAssertGreaterThanOrEqual(keys.count, count, "\(language) \(prefix)")
            }
        }
    }

    /// A placeholder is `{name}` or `{name#forms}`; other braces, as in code
    /// spans such as `` `{` ``, are text.
    func testBracesInCodeAreNotPlaceholders() {
        let template = try! XCTUnwrap(MessageCatalog.rules(.english).texts(of: .english)["syntax.missing-colon.other"])
        XCTAssertEqual(MessageCatalog.placeholders(in: template), ["name", "found"])
        XCTAssertEqual(MessageCatalog.rules(.english).text("syntax.missing-colon.other", ["name": "title", "found": "`x`"]),
                       "expected `:` or `{` after `title`, found `x`")
        XCTAssertEqual(MessageCatalog.placeholders(in: "`Screen { … }` {a#b|c} {x-y} {}"), ["a"])
    }

    func testSamePlaceholdersAndCodeSpans() {
        for language in Self.translated {
            for (key, text) in MessageCatalog.rules(.english).texts(of: language) {
                guard let english = MessageCatalog.rules(.english).texts(of: .english)[key] else { continue }
                XCTAssertEqual(MessageCatalog.placeholders(in: text), MessageCatalog.placeholders(in: english),
                               "\(language) \(key): placeholders differ")
                let missing = Self.codeSpans(english).subtracting(Self.codeSpans(text))
                XCTAssertEqual(missing.sorted(), [], "\(language) \(key): code spans of the English text missing")
            }
        }
    }

    func testNothingIsLeftInEnglish() {
        let scripts: [MessageLanguage: ClosedRange<UInt32>] = [.russian: 0x0400...0x04FF, .chinese: 0x4E00...0x9FFF]
        for language in Self.translated {
            let range = scripts[language]!
            for (key, text) in MessageCatalog.rules(.english).texts(of: language) {
                guard let english = MessageCatalog.rules(.english).texts(of: .english)[key], Self.hasProse(english) else { continue }
                XCTAssertTrue(text.unicodeScalars.contains { range.contains($0.value) }, "\(language) \(key) reads as English: \(text)")
            }
        }
    }

    /// `{count#one|few|many}`: two forms in English, three in Russian, none needed in Chinese.
    func testPluralFormsFitTheLanguage() {
        let forms: [MessageLanguage: Int] = [.english: 2, .russian: 3, .chinese: 1]
        for language in MessageLanguage.allCases {
            for (key, text) in MessageCatalog.rules(.english).texts(of: language) {
                for choice in Self.pluralChoices(text) {
                    XCTAssertEqual(choice, forms[language], "\(language) \(key): \(choice) plural forms")
                }
            }
        }
    }

    func testRussianPluralForms() {
        let cases: [(Int, String)] = [(0, "0 ошибок"), (1, "1 ошибка"), (2, "2 ошибки"), (4, "4 ошибки"), (5, "5 ошибок"),
                                      (11, "11 ошибок"), (12, "12 ошибок"), (21, "21 ошибка"), (22, "22 ошибки"),
                                      (25, "25 ошибок"), (111, "111 ошибок"), (122, "122 ошибки")]
        for (count, expected) in cases {
            XCTAssertEqual(MessageCatalog.rules(.russian).text("cli.count.errors", ["count": "\(count)"]), expected)
        }
        XCTAssertEqual(MessageCatalog.rules(.english).text("rule.table-view/grouped-index.message", ["count": "1"]),
                       "a section index of 1 entry on a grouped table; only plain tables have an index")
        XCTAssertEqual(MessageCatalog.rules(.chinese).text("cli.count.errors", ["count": "3"]), "3 个错误")
    }

    func testLanguageFromLocaleNames() {
        let cases: [(String, MessageLanguage)] = [
            ("ru", .russian), ("ru-RU", .russian), ("RU_ru", .russian), ("ru_RU.UTF-8", .russian), ("ru_UA.KOI8-U@euro", .russian),
            ("zh", .chinese), ("zh-CN", .chinese), ("zh-Hans", .chinese), ("zh-SG", .chinese), ("zh_CN.UTF-8", .chinese),
            ("zh-Hans-CN", .chinese), ("zh_SG.GB2312", .chinese),
            ("zh-TW", .english), ("zh-Hant", .english), ("zh_HK.UTF-8", .english), ("zh-Hant-MO", .english),
            ("en", .english), ("en-US", .english), ("de_DE.UTF-8", .english), ("C", .english), ("POSIX", .english),
            ("C.UTF-8", .english), ("", .english), ("rus", .english), ("zhx", .english), ("-", .english), ("@", .english),
        ]
        for (name, language) in cases {
            XCTAssertEqual(MessageLanguage(localeName: name), language, name)
        }
        XCTAssertEqual(MessageLanguage.first(of: [nil, "", "ru_RU.UTF-8", "zh"]), .russian)
        XCTAssertNil(MessageLanguage.first(of: [nil, ""]))
    }

    func testMissingKeysShowTheKey() {
        XCTAssertEqual(MessageCatalog.rules(.chinese).text("no.such.key", ["count": "1"]), "no.such.key")
        XCTAssertEqual(MessageCatalog.rules(.russian).text("cli.file"), "1 файл")
    }

    func testListsInEachLanguage() {
        XCTAssertEqual(MessageCatalog.rules(.english).quotedList(["a", "b", "c"]), "`a`, `b` or `c`")
        XCTAssertEqual(MessageCatalog.rules(.russian).quotedList(["a", "b"]), "`a` или `b`")
        XCTAssertEqual(MessageCatalog.rules(.chinese).quotedList(["a", "b", "c"]), "`a`、`b`或`c`")
        XCTAssertEqual(MessageCatalog.rules(.chinese).quotedList(["a"]), "`a`")
    }

    /// Every triggering example of every rule, checked in each language: the
    /// same findings, each message, fix title and note in the language, with
    /// every placeholder filled.
    func testRuleExamplesReportInEveryLanguage() {
        for rule in RuleRegistry.all {
            for (number, example) in rule.description.examples.enumerated() where example.isTriggering {
                let text = MarkedText(example.source).text
                let workspace = CheckHarness.workspace(example.otherFiles.merging(["Example": text]) { $1 },
                                                       configuration: example.configuration, images: example.images)
                let english = CheckHarness.check("Example", in: workspace)
                for language in Self.translated {
                    let label = "\(rule.description.id) example \(number + 1) in \(language)"
                    let found = CheckHarness.check("Example", in: workspace, catalog: MessageCatalog.rules(language))
                    XCTAssertEqual(found.map(\.range), english.map(\.range), label)
                    XCTAssertEqual(found.map(\.code), english.map(\.code), label)
                    for diagnostic in found where diagnostic.code == rule.description.id {
                        let texts = [diagnostic.message] + diagnostic.fixes.map(\.title) + diagnostic.related.map(\.message)
                        for text in texts {
                            XCTAssertFalse(Self.hasUnfilledPlaceholder(text), "\(label): unfilled placeholder in \(text)")
                        }
                        XCTAssertNotEqual(diagnostic.message, english.first { $0.range == diagnostic.range }?.message, label)
                    }
                }
            }
        }
    }

    /// Each term of `docs/glossary/ru.md` and `zh.md` (the second column; `a / b`
    /// and `a, b` are two terms) appears in that language's table: in Chinese
    /// as written, in Russian word by word without the last two letters of
    /// longer words, so inflected forms count ("рабочей области").
    func testGlossaryTermsAreUsed() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/glossary")
        for (file, language) in [("ru.md", MessageLanguage.russian), ("zh.md", .chinese)] {
            let glossary = try String(contentsOf: docs.appendingPathComponent(file), encoding: .utf8)
            let all = MessageCatalog.rules(.english).texts(of: language).values.joined(separator: "\n").lowercased()
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
        return words.split(whereSeparator: { !$0.isLetter }).contains { $0.count > 1 }
    }

    /// `{name}` or `{name#…` left in a text: a placeholder no argument filled.
    static func hasUnfilledPlaceholder(_ text: String) -> Bool {
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            let name = rest[rest.index(after: open)...].prefix { $0.isLetter || $0.isNumber }
            let after = rest[rest.index(after: open)...].dropFirst(name.count).first
            if !name.isEmpty, after == "}" || after == "#" { return true }
            rest = rest[rest.index(after: open)...]
        }
        return false
    }

    /// The number of forms of each `{name#…}` in a template.
    static func pluralChoices(_ text: String) -> [Int] {
        var result: [Int] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let inside = rest[rest.index(after: open)..<close]
            if let hash = inside.firstIndex(of: "#") {
                result.append(inside[inside.index(after: hash)...].split(separator: "|", omittingEmptySubsequences: false).count)
            }
            rest = rest[rest.index(after: close)...]
        }
        return result
    }
}
