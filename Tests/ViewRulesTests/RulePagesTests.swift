/// Rule pages as the library sees them: links below a base URL (rules only),
/// what counts as a URL, finding the checkout's pages from an executable's
/// path (or none for an installed binary), the `docsBaseURL` setting, and
/// citations shown as guideline sections in words, never as seed file names.
import XCTest
@testable import ViewModel
@testable import ViewRules
import ViewStrings

final class RulePagesTests: XCTestCase {
    func testLinksGoToTheRulesPageBelowTheBase() {
        XCTAssertEqual(RulePages.href(forCode: "tab-bar/too-many-tabs", baseURL: "https://example.com/rules/"),
                       "https://example.com/rules/tab-bar/too-many-tabs.md")
        XCTAssertEqual(RulePages.href(forCode: "tab-bar/too-many-tabs", baseURL: "https://example.com/rules"),
                       "https://example.com/rules/tab-bar/too-many-tabs.md")
        XCTAssertNil(RulePages.href(forCode: "unknown-property", baseURL: "https://example.com/rules/"), "a checking code has no page")
        XCTAssertNil(RulePages.href(forCode: "tab-bar/too-many-tabs", baseURL: nil))
    }

    func testWhatCountsAsAURL() {
        for url in ["https://example.com/rules/", "file:///home/me/viewls/docs/rules/", "http://localhost:8000", "x-docs+v1.2:rules",
                    "https://例子.中国/规则/", "file:///home/я/docs/"] {
            XCTAssertTrue(Configuration.isURL(url), url)
        }
        for text in ["docs/rules", "/home/me/docs", "https:", ":rules", "1http://x", "https://example.com/my rules/", "", "файл://x",
                     "https://x\n"] {
            XCTAssertFalse(Configuration.isURL(text), text)
        }
    }

    func testTheCheckoutIsFoundAboveTheExecutable() {
        let files: Set<String> = ["/home/me/viewls/Package.swift", "/home/me/viewls/docs/rules/README.md",
                                  "/home/me/viewls/.build/checkouts/other/Package.swift"]
        let exists = { files.contains($0) }
        XCTAssertEqual(RulePages.checkoutBaseURL(executablePath: "/home/me/viewls/.build/x86_64-unknown-linux-gnu/debug/viewls", fileExists: exists),
                       "file:///home/me/viewls/docs/rules/")
        XCTAssertEqual(RulePages.checkoutBaseURL(executablePath: "/home/me/viewls/.build/checkouts/other/bin/viewls", fileExists: exists),
                       "file:///home/me/viewls/docs/rules/", "a Package.swift without rule pages is not our checkout")
        XCTAssertNil(RulePages.checkoutBaseURL(executablePath: "/usr/local/bin/viewls", fileExists: exists), "an installed binary")
        XCTAssertNil(RulePages.checkoutBaseURL(executablePath: "/home/me/viewls-copy/viewls", fileExists: exists))
        let spaced: Set<String> = ["/home/Мария/my code/Package.swift", "/home/Мария/my code/docs/rules/README.md"]
        XCTAssertEqual(RulePages.checkoutBaseURL(executablePath: "/home/Мария/my code/.build/debug/viewls", fileExists: spaced.contains),
                       "file:///home/%D0%9C%D0%B0%D1%80%D0%B8%D1%8F/my%20code/docs/rules/")
        let atRoot: Set<String> = ["/Package.swift", "/docs/rules/README.md"]
        XCTAssertEqual(RulePages.checkoutBaseURL(executablePath: "/.build/debug/viewls", fileExists: atRoot.contains), "file:///docs/rules/")
    }

    func testTheSetting() {
        let load = { (text: String) in ConfigurationLoader.load(Array(text.utf8), knownRuleIDs: []) }
        let valid = load(#"{"docsBaseURL": "https://example.com/rules/"}"#)
        XCTAssertEqual(valid.configuration.docsBaseURL, "https://example.com/rules/")
        XCTAssertEqual(valid.diagnostics, [])
        XCTAssertNil(load(#"{"docsBaseURL": null}"#).configuration.docsBaseURL)
        XCTAssertEqual(load(#"{"docsBaseURL": null}"#).diagnostics, [])
        let relative = load(#"{"docsBaseURL": "docs/rules"}"#)
        XCTAssertNil(relative.configuration.docsBaseURL)
        XCTAssertEqual(relative.diagnostics.map(\.message),
                       ["invalid docsBaseURL 'docs/rules'; expected an absolute URL such as 'https://example.com/viewls/rules/'"])
        XCTAssertEqual(relative.diagnostics.map(\.range), [16..<28])
        XCTAssertEqual(load(#"{"docsBaseURL": ["x"]}"#).diagnostics.map(\.message),
                       ["invalid docsBaseURL; expected a URL string such as 'https://example.com/viewls/rules/', found an array"])
        let file = Configuration(docsBaseURL: "https://example.com/a/")
        XCTAssertEqual(file.overridden(by: Configuration(docsBaseURL: "https://example.com/b/")).docsBaseURL, "https://example.com/b/")
        XCTAssertEqual(file.overridden(by: Configuration(locale: "ru")).docsBaseURL, "https://example.com/a/")
    }

    /// `docsBaseURL` becomes links in reports and editors: only web and file addresses are taken.
    func testTheSettingIsAWebOrFileAddress() {
        let load = { (text: String) in ConfigurationLoader.load(Array(text.utf8), knownRuleIDs: []) }
        for accepted in ["https://example.com/rules/", "http://intranet/rules/", "file:///opt/viewls/docs/rules/", "HTTPS://EXAMPLE.COM/"] {
            let loaded = load(#"{"docsBaseURL": "\#(accepted)"}"#)
            XCTAssertEqual(loaded.configuration.docsBaseURL, accepted)
            XCTAssertEqual(loaded.diagnostics, [], accepted)
        }
        let script = load(#"{"docsBaseURL": "javascript:alert(document.domain)//"}"#)
        XCTAssertNil(script.configuration.docsBaseURL)
        XCTAssertEqual(script.diagnostics.map(\.code), ["config/invalid-value"])
        XCTAssertEqual(script.diagnostics.map(\.message), [
            "docsBaseURL 'javascript:alert(document.domain)//' is not a web or file address; expected an http, https or file URL such as 'https://example.com/viewls/rules/'",
        ])
        XCTAssertEqual(script.diagnostics.map(\.range), [16..<53])
        for refused in ["data:text/html,<b>x</b>", "vbscript:x", "ftp://example.com/rules/", "mailto:me@example.com"] {
            XCTAssertNil(load(#"{"docsBaseURL": "\#(refused)"}"#).configuration.docsBaseURL, refused)
        }
    }

    /// Each citation names its document, quotes the section's own title and
    /// gives the English original name; in the document's language the title
    /// and the original, in another the reader's name for it too (issue 35:
    /// «Легкая сдоба», the Russian document's title for Popover, is read with "Popover").
    func testEveryCitationQuotesItsTitleWithTheEnglishOriginal() {
        for rule in RuleRegistry.all {
            for citation in rule.description.citations {
                XCTAssertNotEqual(citation.documentKey, "guideline.document.unknown", "\(rule.description.id): \(citation.file)")
                let section = citation.title(in: .rules(.english))
                XCTAssertNotEqual(section, citation.titleKey, "\(rule.description.id): \(citation.id) has no title")
                let original = citation.originalName(in: .rules(.english))
                XCTAssertNotEqual(original, citation.nameKey, "\(rule.description.id): \(citation.id) has no English name")
                for language in MessageLanguage.allCases {
                    let text = citation.text(in: MessageCatalog.rules(language))
                    XCTAssertTrue(text.contains(section), text)
                    XCTAssertTrue(text.contains(original), text)
                    XCTAssertFalse(text.contains(citation.file) || text.contains(".txt"), text)
                }
            }
        }
        XCTAssertEqual(SeedCitation("content-ru.popover").text(in: .rules(.english)),
                       "Apple's iOS Human Interface Guidelines, \u{201C}Content Views\u{201D}, Russian translation, "
                       + "section \u{201C}Popover\u{201D} (in the document, \u{201C}\u{041B}\u{0435}\u{0433}\u{043A}\u{0430}\u{044F} "
                       + "\u{0441}\u{0434}\u{043E}\u{0431}\u{0430}\u{201D})")
        XCTAssertTrue(SeedCitation("content-ru.popover").text(in: .rules(.russian)).hasSuffix(
            "\u{00AB}\u{041B}\u{0435}\u{0433}\u{043A}\u{0430}\u{044F} \u{0441}\u{0434}\u{043E}\u{0431}\u{0430}\u{00BB} (Popover)"))
        XCTAssertEqual(SeedCitation("bars.tab-bar.guidelines").text(in: .rules(.chinese)),
                       "苹果《iOS 人机界面指南》“UI 元素：栏与内容视图”中文译本，“标签栏(TabBar) › 指南”一节（Tab Bar › Guidelines）")
        XCTAssertTrue(SeedCitation("content-zh.popover").text(in: .rules(.russian)).hasSuffix(
            "\u{00AB}\u{0412}\u{0441}\u{043F}\u{043B}\u{044B}\u{0432}\u{0430}\u{044E}\u{0449}\u{0435}\u{0435} "
            + "\u{043E}\u{043A}\u{043D}\u{043E}\u{00BB} (Popover; \u{0432} \u{0434}\u{043E}\u{043A}\u{0443}\u{043C}\u{0435}"
            + "\u{043D}\u{0442}\u{0435} \u{2014} \u{00AB}4.2.8 浮出层\u{00BB})"))
    }
}
