/// Syntax errors through the catalog: over every parser fixture the English
/// template renders exactly the parser's own `message`, every syntax message
/// key is shown by some fixture, and Russian and Chinese renderings fill
/// every placeholder and read as written here.
import Foundation
@testable import ViewModel
@testable import ViewRules
import ViewSyntax
import XCTest
import ViewStrings

final class SyntaxMessageTests: XCTestCase {
    static let fixtures: [(name: String, bytes: [UInt8])] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ViewSyntaxTests/Fixtures/parser")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".view") }.sorted().compactMap { name in
            (try? Data(contentsOf: folder.appendingPathComponent(name))).map { (name, Array($0)) }
        }
    }()

    /// Every message a fixture shows has its text in the syntax layer's
    /// catalog, and the English `message` is that text filled.
    func testEveryMessageHasItsCatalogText() {
        XCTAssertGreaterThan(Self.fixtures.count, 60)
        var compared = 0
        for fixture in Self.fixtures {
            for diagnostic in SyntaxTree.parse(fixture.bytes).diagnostics {
                XCTAssertTrue(MessageCatalog.syntax(.english).hasText(diagnostic.messageKey), "\(fixture.name): \(diagnostic)")
                XCTAssertEqual(diagnostic.message(in: .rules(.english)), diagnostic.message, fixture.name)
                XCTAssertFalse(diagnostic.message.contains("syntax."), "\(fixture.name): \(diagnostic.message)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 70)
    }

    /// Every `syntax.…` key is a message some fixture shows or a phrase some
    /// fixture's message names, so the comparison above covers them all.
    func testEveryKeyIsShownByAFixture() {
        var used: Set<String> = []
        for fixture in Self.fixtures {
            for diagnostic in SyntaxTree.parse(fixture.bytes).diagnostics {
                used.insert(diagnostic.messageKey)
                for case .phrase(let kind, _) in diagnostic.arguments.values { used.insert("syntax.\(kind)") }
            }
        }
        XCTAssertEqual(Set(ViewSyntaxStrings.table.keys).subtracting(used).sorted(), [])
        XCTAssertEqual(used.subtracting(ViewSyntaxStrings.table.keys).sorted(), [])
    }

    func testTranslationsFillEveryPlaceholder() {
        for language in [MessageLanguage.russian, .chinese] {
            let catalog = MessageCatalog.rules(language)
            for fixture in Self.fixtures {
                for diagnostic in SyntaxTree.parse(fixture.bytes).diagnostics {
                    let text = diagnostic.message(in: catalog)
                    XCTAssertNotEqual(text, diagnostic.message, "\(language) \(fixture.name)")
                    XCTAssertFalse(MessageCatalogTests.hasUnfilledPlaceholder(text), "\(language) \(fixture.name): \(text)")
                }
            }
        }
    }

    /// A file with a missing colon, a stray full-width colon and an unclosed
    /// block, checked through `Checker` in each language.
    func testSyntaxErrorsInEachLanguage() {
        let source = "Screen {\n    title \"Hi\"\n    subtitle：\"x\"\n    Toolbar {\n"
        let workspace = CheckHarness.workspace(["Broken": source])
        let expected: [MessageLanguage: [String]] = [
            .english: [
                "expected `}` to close this block, found end of file",
                "expected `:` after `title`, found string `\"Hi\"`",
                "expected a name, value or punctuation, found the character `：` (U+FF1A, which looks like `:`)",
                "expected `}` to close this block, found end of file",
            ],
            .russian: [
                "блок не закрыт: ожидалась `}`, а здесь конец файла",
                "после `title` ожидалось `:`, а здесь строка `\"Hi\"`",
                "ожидалось имя, значение или знак препинания, а здесь символ `：` (U+FF1A, похоже на `:`)",
                "блок не закрыт: ожидалась `}`, а здесь конец файла",
            ],
            .chinese: [
                "代码块未结束：应有 `}`，但遇到了文件末尾",
                "`title` 后应有 `:`，但遇到了字符串 `\"Hi\"`",
                "应为名称、值或标点，但遇到了字符 `：`（U+FF1A，看起来像 `:`）",
                "代码块未结束：应有 `}`，但遇到了文件末尾",
            ],
        ]
        for (language, messages) in expected {
            let found = CheckHarness.check("Broken", in: workspace, catalog: MessageCatalog.rules(language))
                .filter { $0.code.hasPrefix("syntax/") }
            XCTAssertEqual(found.map(\.message), messages, "\(language)")
            XCTAssertEqual(found.map(\.code), ["syntax/unclosed-block", "syntax/missing-colon",
                                               "syntax/unexpected-character", "syntax/unclosed-block"])
        }
    }

    func testPluralAndHintsInRussian() {
        let tree = SyntaxTree.parse("Screen {\n    title: 1\n    @@@ \u{3000}\n}\n")
        let messages = tree.diagnostics.map { $0.message(in: .rules(.russian)) }
        XCTAssertEqual(messages, [
            "ожидалось имя, значение или знак препинания, а здесь символы `@@@` (U+0040 U+0040 U+0040)",
            "ожидалось имя, значение или знак препинания, а здесь символ `\u{3000}` (U+3000, похоже на пробел)",
        ])
    }
}
