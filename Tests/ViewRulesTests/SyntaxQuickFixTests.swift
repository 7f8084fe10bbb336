/// `check(before, after)` for the quick fixes of syntax errors: each fix of
/// the code, applied alone, with its safety; and the fixes' titles in each language.
import ViewModel
import ViewRules
import ViewStrings
import ViewSyntax
import ViewTestSupport
import XCTest

final class SyntaxQuickFixTests: XCTestCase {
    /// Applies the one fix of every diagnostic with `code`, pass by pass (as `viewls fix` does), and compares.
    private func checkFix(_ code: String, _ before: String, _ after: String, safe: Bool,
                          file: StaticString = #filePath, line: UInt = #line) throws {
        var text = before
        var applied = 0
        for _ in 0..<5 {
            let workspace = CheckHarness.workspace(["Example": text])
            let fixes = CheckHarness.check("Example", in: workspace).filter { $0.code == code }.flatMap(\.fixes)
            guard !fixes.isEmpty else { break }
            for fix in fixes { XCTAssertEqual(fix.isSafe, safe, fix.title, file: file, line: line) }
            // One fix per pass: two insertions at the end of the file would clash.
            text = try TextEdit.applyChecked(fixes.prefix(code == "syntax/unclosed-block" ? 1 : fixes.count).flatMap(\.edits), to: text)
            applied += 1
        }
        XCTAssertGreaterThan(applied, 0, "no fix for \(code)", file: file, line: line)
        XCTAssertEqual(text, after, file: file, line: line)
        let rest = CheckHarness.check("Example", in: CheckHarness.workspace(["Example": text])).filter { $0.code.hasPrefix("syntax/") }
        XCTAssertEqual(rest.map(\.code), [], "syntax errors left", file: file, line: line)
    }

    func testFullWidthPunctuationBecomesASCII() throws {
        try checkFix("syntax/unexpected-character",
                     "Screen {\n    title\u{FF1A} \"A\"\u{FF1B} device: iphone\n    Label \u{FF5B} text: \u{201C}x\u{201D} \u{FF5D}\n}\n",
                     "Screen {\n    title: \"A\"; device: iphone\n    Label { text: \"x\" }\n}\n", safe: true)
        try checkFix("syntax/unexpected-character",
                     "Screen {\n    TableView { index: [\"A\"\u{FF0C} \"B\"] }\n}\n",
                     "Screen {\n    TableView { index: [\"A\", \"B\"] }\n}\n", safe: true)
    }

    func testOtherUnexpectedCharactersHaveNoFix() {
        let workspace = CheckHarness.workspace(["Example": "Screen { title: \"A\" \u{00A7} }"])
        let diagnostics = CheckHarness.check("Example", in: workspace).filter { $0.code == "syntax/unexpected-character" }
        XCTAssertFalse(diagnostics.isEmpty)
        XCTAssertEqual(diagnostics.flatMap(\.fixes), [])
    }

    func testAMissingSeparatorIsInserted() throws {
        try checkFix("syntax/missing-separator", "Screen { title: \"A\"  device: iphone }", "Screen { title: \"A\"; device: iphone }", safe: true)
    }

    func testAnUnterminatedStringIsClosedAtTheEndOfItsLine() throws {
        try checkFix("syntax/unterminated-string", "Screen {\n    title: \"Inbox\n}\n", "Screen {\n    title: \"Inbox\"\n}\n", safe: false)
    }

    func testAMissingClosingBraceIsAppended() throws {
        try checkFix("syntax/unclosed-block", "Screen {\n    Label {\n        text: \"A\"\n",
                     "Screen {\n    Label {\n        text: \"A\"\n    }\n}\n", safe: false)
        try checkFix("syntax/unclosed-block", "Screen { title: \"A\"", "Screen { title: \"A\"\n}\n", safe: false)
        try checkFix("syntax/unclosed-block", "Screen {\r\n    title: \"A\"\r\n", "Screen {\r\n    title: \"A\"\r\n}\r\n", safe: false)
    }

    func testTitlesSpeakTheReadersLanguage() throws {
        let workspace = CheckHarness.workspace(["Example": "Screen { title\u{FF1A} \"A\" }"])
        for (language, expected) in [(MessageLanguage.english, "Replace full-width `\u{FF1A}` with `:`"),
                                     (.russian, "\u{417}\u{430}\u{43C}\u{435}\u{43D}\u{438}\u{442}\u{44C} \u{43F}\u{43E}\u{43B}\u{43D}\u{43E}\u{448}\u{438}\u{440}\u{438}\u{43D}\u{43D}\u{44B}\u{439} `\u{FF1A}` \u{43D}\u{430} `:`"),
                                     (.chinese, "\u{5C06}\u{5168}\u{89D2} `\u{FF1A}` \u{66FF}\u{6362}\u{4E3A} `:`")] {
            let fix = CheckHarness.check("Example", in: workspace, catalog: .rules(language)).first { $0.code == "syntax/unexpected-character" }?.fixes.first
            XCTAssertEqual(fix?.title, expected, "\(language)")
        }
    }
}
