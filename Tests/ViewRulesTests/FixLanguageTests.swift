/// Fixes speak the screen's language: the words a fix inserts follow the
/// script most of the file's string literals use, whatever the reader's
/// language; fixes insert no comments; and a fix keeps the element's other
/// properties or is not offered.
import ViewModel
import ViewRules
import ViewStrings
import ViewSyntax
import ViewTestSupport
import XCTest

final class FixLanguageTests: XCTestCase {
    func testTheStringsLanguageIsTheScriptMostLiteralsUse() {
        let cases: [(String, MessageLanguage)] = [
            ("Screen { title: \"Inbox\" }", .english),
            ("Screen { title: \"\u{41F}\u{43E}\u{447}\u{442}\u{430}\" }", .russian),
            ("Screen { title: \"\u{90AE}\u{4EF6}\" }", .chinese),
            ("Screen { title: \"\u{90AE}\u{4EF6}\"; Label { text: \"OK\" }; Label { text: \"\u{6536}\u{4EF6}\u{7BB1}\" } }", .chinese),
            ("Screen { title: \"\u{41F}\u{43E}\u{447}\u{442}\u{430}\"; Label { text: \"Wi-Fi\" }; Label { text: \"Bluetooth\" } }", .english),
            ("Screen { Label { text: \"42\" } }", .english),
            ("Screen {}", .english),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(SourceFile(path: "/w/A.view", text: text).stringLanguage, expected, text)
        }
    }

    /// The inserted words follow the file, not the reader: a Russian screen read in English gets Russian words.
    func testInsertedWordsFollowTheFileNotTheReader() throws {
        let source = "Screen {\n    title: \"\u{41F}\u{43E}\u{447}\u{442}\u{430}\"\n    TableView { loading: blank }\n}\n"
        let workspace = CheckHarness.workspace(["Example": source])
        for language in MessageLanguage.allCases {
            let diagnostic = try XCTUnwrap(CheckHarness.check("Example", in: workspace, catalog: .rules(language))
                .first { $0.code == "table-view/blank-loading" })
            let inserted = String(decoding: diagnostic.fixes.flatMap(\.edits).flatMap(\.replacement), as: UTF8.self)
            XCTAssertTrue(inserted.contains("\u{417}\u{430}\u{433}\u{440}\u{443}\u{437}\u{43A}\u{430}"), "\(language): \(inserted)")
        }
    }

    /// The fix title and the message name the words the fix inserts, in every reader's language:
    /// a Chinese reader of a Russian screen is offered «Загрузка…», not "Loading…" or 加载中….
    func testTheFixTitleAndMessageNameTheInsertedWords() throws {
        let screens: [(title: String, inserted: String)] = [
            ("Inbox", "Loading\u{2026}"),
            ("\u{41F}\u{43E}\u{447}\u{442}\u{430}", "\u{417}\u{430}\u{433}\u{440}\u{443}\u{437}\u{43A}\u{430}\u{2026}"),
            ("\u{90AE}\u{4EF6}", "\u{6B63}\u{5728}\u{8F7D}\u{5165}\u{2026}"),
        ]
        for (title, inserted) in screens {
            let blank = "Screen {\n    title: \"\(title)\"\n    TableView { loading: blank }\n}\n"
            let unlabelled = "Screen {\n    title: \"\(title)\"\n    TableView { loading: spinner; ActivityIndicator {} }\n}\n"
            for language in MessageLanguage.allCases {
                for source in [blank, unlabelled] {
                    let diagnostic = try XCTUnwrap(CheckHarness.check("Example", in: CheckHarness.workspace(["Example": source]), catalog: .rules(language))
                        .first { $0.code == "table-view/blank-loading" }, "\(language): \(source)")
                    let fix = try XCTUnwrap(diagnostic.fixes.first, "\(language): \(source)")
                    XCTAssertTrue(String(decoding: fix.edits.flatMap(\.replacement), as: UTF8.self).contains(inserted))
                    XCTAssertTrue(fix.title.contains(inserted), "\(language) reader, \(title) screen: \(fix.title)")
                    XCTAssertTrue(diagnostic.message.contains(inserted), "\(language) reader, \(title) screen: \(diagnostic.message)")
                }
            }
        }
    }

    /// No fix of any rule example inserts a comment.
    func testNoFixInsertsAComment() {
        for screen in ScreenCorpus.ruleExamples() {
            for diagnostic in Checker.check(screen.path, in: screen.workspace)?.diagnostics ?? [] {
                for fix in diagnostic.fixes {
                    let inserted = fix.editsByFile(ownPath: screen.path).values.joined().map { String(decoding: $0.replacement, as: UTF8.self) }
                    XCTAssertFalse(inserted.contains { $0.contains("//") || $0.contains("/*") },
                                   "\(screen.label): \(diagnostic.code) inserts a comment: \(inserted)")
                }
            }
        }
    }

    func testASearchFieldBecomesASearchBarOnlyWhenNothingIsLost() {
        let offered = "Screen {\n    TextField { purpose: search; placeholder: \"Search\"; id: query }\n}\n"
        let kept = "Screen {\n    TextField { placeholder: \"Search\"; keyboard: standard }\n}\n"
        let fixes = { (text: String) in
            CheckHarness.check("Example", in: CheckHarness.workspace(["Example": text])).filter { $0.code == "search-bar/text-field" }.flatMap(\.fixes)
        }
        XCTAssertEqual(fixes(offered).flatMap(\.edits).map { String(decoding: $0.replacement, as: UTF8.self) },
                       ["SearchBar { placeholder: \"Search\"; id: query }"])
        XCTAssertEqual(fixes(kept), [], "the fix would drop `keyboard`")
    }
}
