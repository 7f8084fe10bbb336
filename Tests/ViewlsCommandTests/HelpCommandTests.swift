/// `viewls help [COMMAND]` in English, Russian and Chinese from the String
/// Catalog: the overview and `help check` byte for byte against
/// `Fixtures/help/` (`UPDATE_EXPECT=1 swift test --filter HelpCommandTests`),
/// the language chosen as the other commands choose it (`--locale`, else
/// `LC_ALL`, `LC_MESSAGES`, `LANG`), every command's text fitting a terminal
/// 80 columns wide, and an unknown topic's usage error in the chosen language.
import Foundation
import ViewTestSupport
import XCTest

final class HelpCommandTests: XCTestCase {
    static let topics = ["check", "explain", "fix", "format", "graph", "help", "preview", "rules", "serve", "syntax"]

    func testHelpPrintsTheRecordedTextInEachLanguage() throws {
        for locale in ["en", "ru", "zh"] {
            for topic in ["overview", "check"] {
                let result = try CommandRunner.run(["help"] + (topic == "overview" ? [] : [topic]) + ["--locale", locale])
                XCTAssertEqual(result.status, 0, result.stderr)
                let golden = Repository.url("Tests/ViewlsCommandTests/Fixtures/help/\(locale)-\(topic).txt")
                if Repository.updatingExpectations {
                    try Data(result.stdout.utf8).write(to: golden)
                    continue
                }
                XCTAssertEqual(result.stdout, try String(contentsOf: golden, encoding: .utf8),
                               "`viewls help \(topic) --locale \(locale)` changed; if on purpose, run UPDATE_EXPECT=1 swift test --filter HelpCommandTests")
            }
        }
    }

    func testWithoutALocaleTheTextIsEnglish() throws {
        let overview = try Repository.read("Tests/ViewlsCommandTests/Fixtures/help/en-overview.txt")
        for arguments in [[], ["help"], ["--help"], ["-h"]] {
            XCTAssertEqual(try CommandRunner.run(arguments).stdout, overview, "\(arguments)")
        }
        let check = try Repository.read("Tests/ViewlsCommandTests/Fixtures/help/en-check.txt")
        XCTAssertEqual(try CommandRunner.run(["help", "check"]).stdout, check)
        XCTAssertEqual(try CommandRunner.run(["help", "check"], environment: ["LANG": "C.UTF-8"]).stdout, check)
    }

    func testTheLocaleOptionElseTheEnvironmentChoosesTheLanguage() throws {
        let russian = try Repository.read("Tests/ViewlsCommandTests/Fixtures/help/ru-overview.txt")
        let chinese = try Repository.read("Tests/ViewlsCommandTests/Fixtures/help/zh-overview.txt")
        let cases: [([String], [String: String], String)] = [
            (["help", "--locale", "ru"], [:], russian),
            (["help", "--locale=ru-RU"], [:], russian),
            (["help"], ["LANG": "ru_RU.UTF-8"], russian),
            ([], ["LANG": "ru_RU.UTF-8"], russian),
            (["--help"], ["LC_MESSAGES": "zh_CN.UTF-8", "LANG": "ru_RU.UTF-8"], chinese),
            (["help"], ["LC_ALL": "ru_RU.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"], russian),
            (["help", "--locale", "zh-Hans"], ["LANG": "ru_RU.UTF-8"], chinese),
        ]
        for (arguments, environment, expected) in cases {
            let result = try CommandRunner.run(arguments, environment: environment)
            XCTAssertEqual(result.status, 0, "\(arguments) \(environment): \(result.stderr)")
            XCTAssertEqual(result.stdout, expected, "\(arguments) \(environment)")
        }
        let check = try CommandRunner.run(["help", "check"], environment: ["LANG": "ru_RU.UTF-8"])
        XCTAssertEqual(check.stdout, try Repository.read("Tests/ViewlsCommandTests/Fixtures/help/ru-check.txt"))
    }

    /// Each command's text in each language: its own (not English, not
    /// another command's), with the command's usage line, and no line wider
    /// than 80 columns (a CJK character takes two).
    func testEveryCommandHasItsTextInEveryLanguageWithinEightyColumns() throws {
        for locale in ["en", "ru", "zh"] {
            var seen: Set<String> = []
            for topic in Self.topics {
                let result = try CommandRunner.run(["help", topic, "--locale", locale])
                XCTAssertEqual(result.status, 0, "\(locale) \(topic): \(result.stderr)")
                XCTAssertTrue(result.stdout.contains("viewls \(topic)"), "\(locale) \(topic): no usage line:\n\(result.stdout)")
                XCTAssertTrue(seen.insert(result.stdout).inserted, "\(locale) \(topic): the same text as another command")
                if locale != "en" {
                    let english = try CommandRunner.run(["help", topic]).stdout
                    XCTAssertNotEqual(result.stdout, english, "\(locale) \(topic) is English")
                }
                for line in result.stdout.split(separator: "\n") {
                    XCTAssertLessThanOrEqual(Self.columns(line), 80, "\(locale) \(topic): too wide: \(line)")
                }
            }
        }
    }

    /// The overview, in each language, fits a terminal 80 columns wide (a CJK character takes two).
    func testTheOverviewFitsEightyColumnsInEveryLanguage() throws {
        for locale in ["en", "ru", "zh"] {
            let result = try CommandRunner.run(["help", "--locale", locale])
            XCTAssertEqual(result.status, 0, result.stderr)
            for line in result.stdout.split(separator: "\n") {
                XCTAssertLessThanOrEqual(Self.columns(line), 80, "\(locale) overview: too wide: \(line)")
            }
        }
    }

    /// `rules` and `explain` say every word in the reader's language: the
    /// severity and whether the fix is safe too, never `safe` or `warning`.
    func testRulesAndExplainTranslateSeverityAndFixSafety() throws {
        let cases: [(locale: String, rules: [String], explain: [String])] = [
            ("en", ["warning  fix: safe", "error    no fix"], ["Default severity: warning", "(safe)"]),
            ("ru", ["предупреждение  исправление: безопасное", "ошибка          без исправления"],
             ["Уровень по умолчанию: предупреждение", "(безопасное исправление)"]),
            ("zh", ["警告  修复：安全", "错误  无修复"], ["默认严重级别：警告", "（安全修复）"]),
        ]
        for (locale, rules, explain) in cases {
            let list = try CommandRunner.run(["rules", "--locale", locale]).stdout
            for expected in rules { XCTAssertTrue(list.contains(expected), "\(locale) rules lacks \(expected)") }
            let page = try CommandRunner.run(["explain", "status-bar/hidden", "--locale", locale]).stdout
            for expected in explain { XCTAssertTrue(page.contains(expected), "\(locale) explain lacks \(expected)") }
            guard locale != "en" else { continue }
            for word in ["safe", "unsafe", "warning", "error"] {
                let line = list.split(separator: "\n").first { $0.split(separator: " ").contains { $0 == word || $0 == "(\(word))" } }
                XCTAssertNil(line, "\(locale) rules: English \(word)")
            }
            // (The reports inside the examples keep `file:line:col: warning:` in English, for problem matchers.)
            XCTAssertFalse(page.contains("(safe)") || page.contains("(unsafe)"), "\(locale) explain: English words")
        }
    }

    func testAnUnknownTopicIsAUsageErrorInTheChosenLanguage() throws {
        let commands = "check, explain, fix, format, graph, help, preview, rules, serve, and syntax"
        let russian = "check, explain, fix, format, graph, help, preview, rules, serve \u{0438} syntax"
        let chinese = "check\u{3001}explain\u{3001}fix\u{3001}format\u{3001}graph\u{3001}help\u{3001}preview\u{3001}rules\u{3001}serve\u{548C}syntax"
        let cases: [([String], [String: String], String)] = [
            (["help", "nope"], [:], "viewls: no help for 'nope'; commands: \(commands)\n"),
            (["help", "nope", "--locale", "ru"], ["LANG": "zh_CN.UTF-8"], "viewls: справки по 'nope' нет; команды: \(russian)\n"),
            (["help", "nope"], ["LANG": "zh_CN.UTF-8"], "viewls: 没有关于 'nope' 的帮助；可用命令：\(chinese)\n"),
            (["help", "--colour"], ["LANG": "ru_RU.UTF-8"], "viewls: у 'help' нет параметра '--colour'; см. 'viewls help help'\n"),
        ]
        for (arguments, environment, expected) in cases {
            let result = try CommandRunner.run(arguments, environment: environment)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr, expected, "\(arguments)")
        }
    }

    /// Terminal columns: East Asian wide and fullwidth characters take two.
    static func columns(_ line: Substring) -> Int {
        let wide: [ClosedRange<UInt32>] = [0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
                                           0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6]
        return line.unicodeScalars.reduce(0) { sum, scalar in sum + (wide.contains { $0.contains(scalar.value) } ? 2 : 1) }
    }
}
