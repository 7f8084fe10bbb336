/// The real binary's usage errors, `.viewls.json` problems and syntax errors
/// in the language of `--locale` or the environment: a bad option under
/// `LANG=ru_RU.UTF-8`, `--locale` winning even when the arguments do not
/// parse, and `check` reporting a configuration problem and a syntax error
/// in Chinese, with codes unchanged.
import Foundation
import XCTest

final class LocaleUsageCommandTests: XCTestCase {
    func testUsageErrorsUnderARussianLANG() throws {
        let cases: [([String], String)] = [
            (["check", "--colour"], "viewls: у 'check' нет параметра '--colour'; см. 'viewls help check'\n"),
            (["check", "--format", "yaml"], "viewls: '--format' принимает 'text', 'json', 'sarif', 'github' или 'html'; получено 'yaml'\n"),
            (["frobnicate"], "viewls: неизвестная команда 'frobnicate'; список команд выводит 'viewls help'\n"),
            (["explain", "tab-bar/too-many-tab"], "viewls: правила 'tab-bar/too-many-tab' нет; может быть, имелось в виду 'tab-bar/too-many-tabs'?\n"),
            (["check", "no-such-folder"], "viewls: не удаётся прочитать 'no-such-folder': нет такого файла или папки\n"),
        ]
        let folder = try TemporaryFolder([:])
        for (arguments, expected) in cases {
            let result = try CommandRunner.run(arguments, in: folder.url, environment: ["LANG": "ru_RU.UTF-8"])
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr, expected, "\(arguments)")
        }
    }

    func testLocaleOptionChoosesTheLanguageOfAUsageError() throws {
        let chinese = try CommandRunner.run(["check", "--locale", "zh-CN", "--max-warnings", "many"], environment: ["LANG": "ru_RU.UTF-8"])
        XCTAssertEqual(chinese.stderr, "viewls: '--max-warnings' 只接受 0 或更大的整数；收到的是 'many'\n")
        let english = try CommandRunner.run(["rules", "--locale=en", "extra"], environment: ["LANG": "zh_CN.UTF-8"])
        XCTAssertEqual(english.stderr, "viewls: 'rules' takes no arguments; for one rule run 'viewls explain ID'\n")
        XCTAssertEqual(english.status, 2)
    }

    func testCheckReportsConfigurationAndSyntaxInChinese() throws {
        let folder = try TemporaryFolder([".viewls.json": #"{"devise": "ipad"}"#, "Home.view": "Screen {\n    title \"首页\"\n}\n"])
        let result = try CommandRunner.run(["check", "--no-color"], in: folder.url, environment: ["LANG": "zh_CN.UTF-8"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains(".viewls.json:1:2: warning: 未知的键 'devise'；你是不是想用 'device'或'devices'？ [config/unknown-key]"),
                      result.stdout)
        XCTAssertTrue(result.stdout.contains("Home.view:2:11: error: `title` 后应有 `:`，但遇到了字符串 `\"首页\"` [syntax/missing-colon]"),
                      result.stdout)
    }
}
