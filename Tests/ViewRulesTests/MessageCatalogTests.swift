/// The catalog in every language: Russian plural forms by CLDR category,
/// braces in code that are not placeholders, lists, fallback for missing
/// keys, locale names that pick the right language, and every rule example
/// reporting in each language without an unfilled placeholder. (What every
/// catalog holds is checked by `CatalogContentTests` and `CatalogRepositoryTests`.)
import ViewModel
import ViewRules
import ViewTestSupport
import XCTest
import ViewStrings

final class MessageCatalogTests: XCTestCase {
    static let translated: [MessageLanguage] = MessageLanguage.allCases.filter { $0 != .english }

    /// A placeholder is `{name}` or `{name#forms}`; other braces, as in code
    /// spans such as `` `{` ``, are text.
    func testBracesInCodeAreNotPlaceholders() {
        let template = MessageCatalog.rules(.english).template("syntax.missing-colon.other")
        XCTAssertEqual(template.placeholderNames, ["name", "found"])
        XCTAssertEqual(MessageCatalog.rules(.english).text("syntax.missing-colon.other", ["name": "title", "found": "`x`"]),
                       "expected `:` or `{` after `title`, found `x`")
        XCTAssertEqual(CatalogText(value: "`Screen { … }` {a#b|c} {x-y} {} %#@n@", substitutions: ["n": [.other: "%arg"]]).placeholderNames,
                       ["n"])
    }

    func testRussianPluralForms() {
        let cases: [(Int, String)] = [(0, "0 ячеек"), (1, "1 ячейка"), (2, "2 ячейки"), (4, "4 ячейки"), (5, "5 ячеек"),
                                      (11, "11 ячеек"), (12, "12 ячеек"), (21, "21 ячейка"), (22, "22 ячейки"),
                                      (25, "25 ячеек"), (111, "111 ячеек"), (122, "122 ячейки")]
        for (count, expected) in cases {
            let text = MessageCatalog.rules(.russian).text("rule.table-view/value-styles-plain.message", ["count": "\(count)", "styles": "x"])
            XCTAssertTrue(text.hasPrefix(expected + " x "), text)
        }
        // Not a whole number: CLDR's `other`, which Russian words as `few`.
        XCTAssertTrue(MessageCatalog.rules(.russian).text("rule.table-view/value-styles-plain.message", ["count": "1.5", "styles": "x"])
            .hasPrefix("1.5 ячейки x "))
        XCTAssertEqual(MessageCatalog.rules(.english).text("rule.table-view/grouped-index.message", ["count": "1"]),
                       "a section index of 1 entry on a grouped table; only plain tables have an index")
        XCTAssertTrue(MessageCatalog.rules(.chinese).text("rule.tab-bar/too-many-tabs.message.iphone", ["count": "6", "limit": "5"])
            .hasPrefix("6 个标签"))
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
        XCTAssertEqual(MessageCatalog.syntax(.russian).text("config.unknown-key"), "config.unknown-key", "a key of a layer above")
    }

    /// CLDR list patterns (`listPatterns.json` of cldr-misc-full: en, ru, zh), "and" (CLDR standard) and "or".
    func testListsFollowCLDRListPatterns() {
        let (en, ru, zh) = (MessageCatalog.rules(.english), MessageCatalog.rules(.russian), MessageCatalog.rules(.chinese))
        XCTAssertEqual(en.list(["A", "B", "C"], .and), "A, B, and C")
        XCTAssertEqual(en.list(["A", "B", "C"], .or), "A, B, or C")
        XCTAssertEqual(en.list(["A", "B"], .and), "A and B")
        XCTAssertEqual(en.list(["A", "B"], .or), "A or B")
        XCTAssertEqual(en.list(["A", "B", "C", "D"], .and), "A, B, C, and D")
        XCTAssertEqual(ru.list(["A", "B", "C"], .and), "A, B \u{0438} C")
        XCTAssertEqual(ru.list(["A", "B", "C"], .or), "A, B \u{0438}\u{043B}\u{0438} C")
        XCTAssertEqual(ru.list(["A", "B"], .or), "A \u{0438}\u{043B}\u{0438} B")
        XCTAssertEqual(ru.list(["A", "B", "C", "D"], .and), "A, B, C \u{0438} D")
        XCTAssertEqual(zh.list(["A", "B", "C"], .and), "A\u{3001}B\u{548C}C")
        XCTAssertEqual(zh.list(["A", "B", "C"], .or), "A\u{3001}B\u{6216}C")
        XCTAssertEqual(zh.list(["A", "B"], .and), "A\u{548C}B")
        XCTAssertEqual(zh.list(["A", "B", "C", "D"], .or), "A\u{3001}B\u{3001}C\u{6216}D")
        XCTAssertEqual(zh.quotedList(["a"], .or), "`a`")
        XCTAssertEqual(en.quotedList(["a", "b"], .or), "`a` or `b`")
        XCTAssertEqual(en.list([], .and), "")
        // An item is inserted as it is, never read as a pattern.
        XCTAssertEqual(en.list(["{0}", "{1}", "C"], .and), "{0}, {1}, and C")
        // The first few of more: no conjunction, an ellipsis.
        XCTAssertEqual(en.text(ListedItems(["A", "B"], .and, isOpen: true)), "A, B, \u{2026}")
        XCTAssertEqual(zh.text(ListedItems(["A", "B"], .and, isOpen: true)), "A\u{3001}B\u{3001}\u{2026}")
    }

    /// Rules that name several things join them by the reader's list pattern.
    func testRuleMessagesJoinListsInTheReadersLanguage() {
        let source = """
            Screen {
                fullscreenMedia: true
                StatusBar { hidden: true }
                NavigationBar { title: "Clip" }
                Toolbar { BarButton { system: play } }
                TabBar { Tab { title: "A"; icon: "a" } Tab { title: "B"; icon: "b" } }
            }
            """
        let expected: [(MessageLanguage, String)] = [
            (.english, "`NavigationBar`, `Toolbar`, and `TabBar`"),
            (.russian, "`NavigationBar`, `Toolbar` \u{0438} `TabBar`"),
            (.chinese, "`NavigationBar`\u{3001}`Toolbar`\u{548C}`TabBar`"),
        ]
        for (language, list) in expected {
            let workspace = CheckHarness.workspace(["Example": source])
            let messages = CheckHarness.check("Example", in: workspace, catalog: MessageCatalog.rules(language))
                .filter { $0.code == "status-bar/hidden-with-bars" }.map(\.message)
            XCTAssertEqual(messages.count, 1, "\(language)")
            XCTAssertTrue(messages.first?.contains(list) == true, "\(language): \(messages)")
        }
    }

    /// Ratios in rule messages are written with the reader's decimal
    /// symbol (CLDR: ru `,`, en and zh-Hans `.`), followed by ":1".
    func testRatiosUseTheReadersDecimalSymbol() throws {
        let rule = try XCTUnwrap(RuleRegistry.all.first { $0.description.id == "status-bar/contrast" })
        let example = try XCTUnwrap(rule.description.examples.first { $0.isTriggering })
        let workspace = CheckHarness.workspace(example.otherFiles.merging(["Example": MarkedText(example.source).text]) { $1 },
                                               configuration: example.configuration, images: example.images)
        let expected: [(MessageLanguage, String)] = [(.english, #"\d+\.\d:1"#), (.russian, #"\d+,\d:1"#), (.chinese, #"\d+\.\d:1"#)]
        for (language, pattern) in expected {
            let message = try XCTUnwrap(CheckHarness.check("Example", in: workspace, catalog: MessageCatalog.rules(language))
                .first { $0.code == "status-bar/contrast" }?.message)
            XCTAssertNotNil(message.range(of: pattern, options: .regularExpression), "\(language): \(message)")
            XCTAssertNil(message.range(of: #":1:1"#), message)
        }
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

    // MARK: Helpers

    /// `{name}` or `%#@name@` left in a text: a placeholder or plural substitution no argument filled.
    static func hasUnfilledPlaceholder(_ text: String) -> Bool {
        if text.contains("%#@") || text.contains("%arg") { return true }
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            let name = rest[rest.index(after: open)...].prefix { $0.isLetter || $0.isNumber }
            let after = rest[rest.index(after: open)...].dropFirst(name.count).first
            if !name.isEmpty, after == "}" || after == "#" { return true }
            rest = rest[rest.index(after: open)...]
        }
        return false
    }
}
