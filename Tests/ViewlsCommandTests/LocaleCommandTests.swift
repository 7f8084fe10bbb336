/// The command line in Russian and Chinese, running the real binary: the
/// language from `--locale`, else `LC_ALL`, `LC_MESSAGES`, `LANG`; messages,
/// summaries, `rules` and `explain` translated; codes, rule ids and JSON
/// fields unchanged; baselines matched whatever the language.
import Foundation
import XCTest

final class LocaleCommandTests: XCTestCase {
    static let home = "Screen {\n    TabBar {\n        Tab { title: \"首页\"; action: \"go\" }\n    }\n}\n"

    func testCheckSpeaksChineseUnderAChineseLANG() throws {
        let folder = try TemporaryFolder(["Home.view": Self.home])
        let result = try CommandRunner.run(["check", "--no-color"], in: folder.url, environment: ["LANG": "zh_CN.UTF-8"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("Home.view:3:28: error: 此标签页执行操作 \"go\"；标签页应切换到某个视图 [tab-bar/action-tab]"),
                      result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("已检查 1 个文件：1 个错误\n"), result.stdout)
    }

    func testJSONKeepsItsFieldsAndCodesInEveryLanguage() throws {
        let folder = try TemporaryFolder(["Home.view": Self.home])
        let result = try CommandRunner.run(["check", "--format", "json"], in: folder.url, environment: ["LANG": "ru_RU.UTF-8"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let files = try XCTUnwrap(object["files"] as? [[String: Any]])
        let diagnostic = try XCTUnwrap((files.first?["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(diagnostic["code"] as? String, "tab-bar/action-tab")
        XCTAssertEqual(diagnostic["source"] as? String, "viewls")
        XCTAssertEqual(diagnostic["message"] as? String, "эта вкладка выполняет действие \"go\"; вкладка должна переключать на представление")
        XCTAssertNotNil(object["summary"] as? [String: Any])
    }

    /// `--locale` first, then LC_ALL, LC_MESSAGES, LANG; C and POSIX are English.
    func testWhichSettingWins() throws {
        let folder = try TemporaryFolder(["Home.view": Self.home])
        let cases: [([String], [String: String], String)] = [
            ([], ["LANG": "zh_CN.UTF-8"], "已检查 1 个文件"),
            ([], ["LC_ALL": "ru_RU.UTF-8", "LANG": "zh_CN.UTF-8"], "Проверено: 1 файл"),
            ([], ["LC_MESSAGES": "ru_RU.UTF-8", "LANG": "zh_CN.UTF-8"], "Проверено: 1 файл"),
            ([], ["LC_ALL": "zh_SG.UTF-8", "LC_MESSAGES": "ru_RU.UTF-8"], "已检查 1 个文件"),
            (["--locale", "en"], ["LANG": "zh_CN.UTF-8"], "1 file checked"),
            (["--locale=ru-RU"], ["LC_ALL": "zh_CN.UTF-8"], "Проверено: 1 файл"),
            (["--locale", "zh-Hans"], [:], "已检查 1 个文件"),
            ([], ["LANG": "C"], "1 file checked"),
            ([], ["LC_ALL": "POSIX", "LANG": "zh_CN.UTF-8"], "1 file checked"),
            ([], ["LANG": "zh_TW.UTF-8"], "1 file checked"),
            ([], ["LANG": "de_DE.UTF-8"], "1 file checked"),
        ]
        for (options, environment, expected) in cases {
            let result = try CommandRunner.run(["check", "--no-color"] + options, in: folder.url, environment: environment)
            XCTAssertTrue(result.stdout.contains(expected), "\(options) \(environment): \(result.stdout)")
        }
    }

    func testRulesListInChineseKeepsItsColumns() throws {
        let result = try CommandRunner.run(["rules"], environment: ["LANG": "zh_CN.UTF-8"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("共 \(CheckCommandTests.allRuleIDs.count) 条规则。"), result.stdout)
        XCTAssertTrue(result.stdout.contains("只在有明确理由时才改变集合视图的布局。"), result.stdout)
        // The summaries start in one terminal column, whatever the width of the fix column's words.
        let rows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }
        XCTAssertEqual(rows.count, CheckCommandTests.allRuleIDs.count)
        let columns = Set(rows.map { row in
            let summary = row.range(of: "  ", options: .backwards, range: row.index(row.startIndex, offsetBy: 2)..<row.endIndex)!
            return row[..<summary.upperBound].unicodeScalars.reduce(0) { $0 + ((0x3000...0x9FFF).contains($1.value) || (0xFF00...0xFF60).contains($1.value) ? 2 : 1) }
        })
        XCTAssertEqual(columns.count, 1, result.stdout)
    }

    func testExplainInRussian() throws {
        let result = try CommandRunner.run(["explain", "tab-bar/removed-tab", "--locale", "ru"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let expected = ["tab-bar/removed-tab — Недоступную вкладку делайте неактивной, но не скрывайте.", "Уровень по умолчанию: предупреждение",
                        "Что проверяет", "Почему", "Как исправить", "Исправление", "Сделать вкладку неактивной вместо скрытия (безопасное исправление)",
                        "Источник", "Срабатывает", "После исправления", "Не срабатывает"]
        for line in expected { XCTAssertTrue(result.stdout.contains(line), "\(line)\n\(result.stdout)") }
    }

    func testBaselinesMatchAcrossLanguages() throws {
        let folder = try TemporaryFolder(["Home.view": Self.home])
        let write = try CommandRunner.run(["check", "--write-baseline", "baseline.json"], in: folder.url, environment: ["LANG": "zh_CN.UTF-8"])
        XCTAssertEqual(write.status, 0, write.stderr)
        XCTAssertTrue(try folder.read("baseline.json").contains("this tab performs the action"), "baselines record English")
        for environment in [["LANG": "ru_RU.UTF-8"], ["LANG": "C"], ["LC_ALL": "zh_CN.UTF-8"]] {
            let quiet = try CommandRunner.run(["check", "--baseline", "baseline.json", "--no-color"], in: folder.url, environment: environment)
            XCTAssertEqual(quiet.status, 0, "\(environment): \(quiet.stdout)")
        }
        try folder.write("Home.view", Self.home.replacingOccurrences(of: "}\n}\n", with: "}\n    TabBar { Tab { action: \"new\" } }\n}\n"))
        let new = try CommandRunner.run(["check", "--baseline", "baseline.json", "--no-color"], in: folder.url, environment: ["LANG": "ru_RU.UTF-8"])
        XCTAssertEqual(new.status, 1)
        XCTAssertTrue(new.stdout.contains("эта вкладка выполняет действие \"new\""), new.stdout)
        XCTAssertFalse(new.stdout.contains("\"go\""), new.stdout)
        XCTAssertTrue(new.stderr.contains("Скрыто базовой линией (baseline) известных замечаний: 1"), new.stderr)
    }

    func testSummaryCountsInChinese() throws {
        let folder = try TemporaryFolder(["Home.view": "Screen {\n    StatusBar { hidden: true }\n    TabBar { Tab { action: \"go\" } }\n}\n"])
        let result = try CommandRunner.run(["check", "--no-color", "--locale", "zh-CN"], in: folder.url)
        XCTAssertTrue(result.stdout.hasSuffix("已检查 1 个文件：1 个错误，1 个警告\n"), result.stdout)
    }

    func testFixAndFormatReportInTheLanguage() throws {
        let folder = try TemporaryFolder(["Home.view": "Screen {\n    StatusBar { hidden: true }\n}\n"])
        let fix = try CommandRunner.run(["fix", "--locale", "zh"], in: folder.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        XCTAssertTrue(fix.stderr.contains("Home.view：已应用 1 处修复"), fix.stderr)
        try folder.write("Home.view", "Screen {   title: \"Главная\" }\n")
        let format = try CommandRunner.run(["format", "--check"], in: folder.url, environment: ["LANG": "ru_RU.UTF-8"])
        XCTAssertEqual(format.status, 1)
        XCTAssertTrue(format.stderr.contains("Требуют форматирования: 1; всего: 1 файл"), format.stderr)
    }
}
