/// `viewls explain` knows every code, not only the guideline rules (issue
/// 36): each syntax error, checking code and configuration problem is
/// explained in English, Russian and Chinese, and its example, run for real,
/// reports that code.
import Foundation
import ViewRules
import XCTest

final class ExplainCodesTests: XCTestCase {
    /// The codes of grammar/README.md's table, docs/checking.md's and the configuration reader's.
    static let syntaxCodes = ["invalid-utf8", "unexpected-character", "unterminated-string", "unterminated-comment", "invalid-escape",
                              "missing-root", "missing-name", "missing-colon", "missing-value", "missing-separator", "unclosed-block",
                              "unclosed-list", "unexpected-token", "trailing-content", "too-deep", "stray-semicolon", "object-list",
                              "reserved-word"].map { "syntax/" + $0 }
    static let configurationCodes = ["invalid-json", "unknown-key", "unknown-rule", "retired-rule", "invalid-value", "duplicate-key",
                                     "too-large"].map { "config/" + $0 }
    /// Codes whose input cannot be shown as a short text.
    static let withoutExample: Set<String> = ["syntax/invalid-utf8", "syntax/too-deep", "unreadable-image", "expansion-limit",
                                              "config/too-large"]

    func testEveryCodeIsExplainedWithAnExampleThatReportsIt() throws {
        let codes = Self.syntaxCodes + Checker.checkingCodes.sorted() + Self.configurationCodes
        XCTAssertEqual(codes.count, 41)
        for code in codes {
            let result = try CommandRunner.run(["explain", code])
            XCTAssertEqual(result.status, 0, "\(code): \(result.stderr)")
            XCTAssertTrue(result.stdout.hasPrefix("\(code) — "), result.stdout)
            XCTAssertFalse(result.stdout.contains("cli.code."), "a text is missing: \(result.stdout)")
            let reports = result.stdout.components(separatedBy: "viewls check reports:\n")
            if Self.withoutExample.contains(code) {
                XCTAssertEqual(reports.count, 1, "\(code) has no example")
            } else {
                XCTAssertEqual(reports.count, 2, "\(code) has an example: \(result.stdout)")
                XCTAssertTrue(reports.last?.contains(" [\(code)]\n") ?? false, "the example reports \(code):\n\(result.stdout)")
            }
        }
    }

    func testExplanationsInEveryLanguageAndByBareName() throws {
        let russian = try CommandRunner.run(["explain", "missing-colon", "--locale", "ru"])
        XCTAssertTrue(russian.stdout.hasPrefix("syntax/missing-colon — Имя свойства без `:` перед значением.\n"), russian.stdout)
        XCTAssertTrue(russian.stdout.contains("ожидалось"), "the example's message is Russian too: \(russian.stdout)")
        let chinese = try CommandRunner.run(["explain", "config/unknown-key", "--locale", "zh"])
        XCTAssertTrue(chinese.stdout.hasPrefix("config/unknown-key — `.viewls.json` 不认识的顶层键；它会被忽略。\n"), chinese.stdout)
        XCTAssertEqual(try CommandRunner.run(["explain", "no-such-code"]).status, 2)
    }
}
