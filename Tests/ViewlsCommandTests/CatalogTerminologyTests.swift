/// The Russian and Chinese texts speak one vocabulary: no variant a glossary
/// rejects (`docs/glossary/ru.md`, `zh.md`, the "Rejected" column) appears
/// in a translation, and the values a file writes (colours, roles, kinds,
/// screen names) reach a Russian or Chinese reader marked as code, never as
/// bare English inside a sentence.
import Foundation
import ViewStrings
import ViewTestSupport
import ViewModel
import XCTest
@testable import viewls

final class CatalogTerminologyTests: XCTestCase {
    /// A rejected variant of a glossary row, and the English word that limits
    /// it to texts about that concept (nil: every text).
    struct RejectedVariant: Equatable {
        let variant: String
        let onlyWhereEnglishSays: String?
    }

    /// Each glossary's rejected variants: the backticked spans of the last
    /// column of each table row, each optionally followed by
    /// `in texts about “word”`.
    static func rejectedVariants(in glossary: String) -> [RejectedVariant] {
        var variants: [RejectedVariant] = []
        var rejectedColumn: Int?
        for line in glossary.split(separator: "\n") where line.hasPrefix("|") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.first == "English" { rejectedColumn = cells.firstIndex(of: "Rejected"); continue }
            guard let column = rejectedColumn, column < cells.count, !line.hasPrefix("|---") else { continue }
            let cell = cells[column]
            let pattern = try! NSRegularExpression(pattern: "`([^`]+)`(?: in texts about “([^”]+)”)?")
            for match in pattern.matches(in: cell, range: NSRange(cell.startIndex..., in: cell)) {
                let variant = String(cell[Range(match.range(at: 1), in: cell)!])
                let scope = Range(match.range(at: 2), in: cell).map { String(cell[$0]) }
                variants.append(RejectedVariant(variant: variant, onlyWhereEnglishSays: scope))
            }
        }
        return variants
    }

    /// Whether `text` uses `variant`: in Russian each word of the variant is a
    /// stem that starts a word of the text (so every case ending counts), the
    /// words in a row; in Chinese the characters as written.
    static func uses(_ variant: String, in text: String, language: MessageLanguage) -> Bool {
        let lowered = text.lowercased()
        guard language == .russian else { return lowered.contains(variant.lowercased()) }
        let stems = variant.lowercased().split(separator: " ").map { NSRegularExpression.escapedPattern(for: String($0)) + "[\\p{L}-]*" }
        let pattern = "(?<![\\p{L}])" + stems.joined(separator: "\\s+")
        return lowered.range(of: pattern, options: .regularExpression) != nil
    }

    func testTheGlossariesRejectVariants() throws {
        let russian = Self.rejectedVariants(in: try Self.glossary("ru.md"))
        XCTAssertTrue(russian.contains(RejectedVariant(variant: "находк", onlyWhereEnglishSays: nil)))
        XCTAssertTrue(russian.contains(RejectedVariant(variant: "предупрежден", onlyWhereEnglishSays: "alert")))
        let chinese = Self.rejectedVariants(in: try Self.glossary("zh.md"))
        XCTAssertTrue(chinese.contains(RejectedVariant(variant: "对分视图", onlyWhereEnglishSays: nil)))
        XCTAssertTrue(chinese.contains(RejectedVariant(variant: "网络视图", onlyWhereEnglishSays: nil)))
    }

    func testRussianStemsMatchInflectedForms() {
        XCTAssertTrue(Self.uses("основн панел", in: "ни одна ячейка основной панели", language: .russian))
        XCTAssertTrue(Self.uses("находк", in: "Находку ставят", language: .russian))
        XCTAssertFalse(Self.uses("пин", in: "этап и шпинат", language: .russian))
        XCTAssertFalse(Self.uses("основн панел", in: "основная колонка и панель навигации", language: .russian))
        XCTAssertTrue(Self.uses("点按", in: "用户点按的任何东西", language: .chinese))
    }

    func testRejectedVariantsAreNotUsed() throws {
        for (file, language) in [("ru.md", MessageLanguage.russian), ("zh.md", .chinese)] {
            let variants = Self.rejectedVariants(in: try Self.glossary(file))
            XCTAssertGreaterThan(variants.count, 4, file)
            let english = CatalogContentTests.texts(of: .english)
            // Section titles quote the guideline documents as they are written.
            for (key, text) in CatalogContentTests.texts(of: language).sorted(by: { $0.key < $1.key })
            where !key.hasPrefix("guideline.section.") {
                let englishText = english[key]?.allText.lowercased() ?? ""
                for rejected in variants where rejected.onlyWhereEnglishSays.map({ englishText.contains($0.lowercased()) }) ?? true {
                    XCTAssertFalse(Self.uses(rejected.variant, in: text.allText, language: language),
                                   "\(file): \(key) uses the rejected variant \(rejected.variant): \(text.allText)")
                }
            }
        }
    }

    /// Apple's Chinese calls a tab and a label both 标签; the glossary gives
    /// them distinct terms (标签页, 文本标签) and every term with 标签 in
    /// it, and a Chinese text uses 标签 only inside one of those terms.
    func testChineseBiaoqianOnlyInItsCompounds() throws {
        let glossary = try Self.glossary("zh.md")
        var terms: [String: String] = [:]
        for line in glossary.split(separator: "\n") where line.hasPrefix("|") && !line.hasPrefix("|---") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.count >= 2 { terms[cells[0]] = cells[1] }
        }
        XCTAssertEqual(terms["tab"], "标签页")
        XCTAssertEqual(terms["label"], "文本标签")
        let compounds = terms.values.filter { $0.contains("标签") }.sorted { $0.count > $1.count }
        XCTAssertEqual(Set(compounds), ["标签栏", "标签页", "文本标签", "语言标签", "辅助功能标签"])
        var uses = 0
        // Section titles quote the guideline documents as they are written.
        for (key, text) in CatalogContentTests.texts(of: .chinese).sorted(by: { $0.key < $1.key }) where !key.hasPrefix("guideline.") {
            var rest = text.allText
            uses += rest.components(separatedBy: "标签").count - 1
            for compound in compounds { rest = rest.replacingOccurrences(of: compound, with: "") }
            XCTAssertFalse(rest.contains("标签"), "\(key) uses 标签 alone, which could be a tab or a label: \(text.allText)")
        }
        XCTAssertGreaterThan(uses, 40)
    }

    /// What `viewls check` says about the examples (a violation of every rule) in
    /// Russian and Chinese: a value the file writes — a colour, role, kind, style,
    /// image or screen name — is code (in backticks) or a quotation, never a bare
    /// English word in the sentence ("на black", "在 black 上", "destination 大头针").
    func testSourceValuesInRussianAndChineseMessagesAreMarkedAsCode() throws {
        // Product names (the catalogue's devices) and Apple's names of the text sizes stand as they are in every language.
        let productWords = (DeviceCatalogue.names + TextSize.allCases.map(\.rawValue)).flatMap { $0.split(whereSeparator: { !$0.isLetter }) }
        let wordsOfTheLanguage = Set(["pt", "px", "em", "iPad", "iPhone", "iOS", "WCAG", "Safari", "RGB", "Alpha"] + productWords.map(String.init))
        for locale in ["ru", "zh"] {
            let output = try CommandRunner.run(["check", "--locale", locale, "Examples"], in: Repository.root).stdout
            var messages = 0
            for line in output.split(separator: "\n").map(String.init) {
                guard let message = Self.message(of: line) else { continue }
                messages += 1
                let prose = message.replacingOccurrences(of: "`[^`]*`|\"[^\"]*\"|“[^”]*”|«[^»]*»|@[0-9]x", with: " ", options: .regularExpression)
                let bare = prose.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".")) })
                    .filter { $0.first?.isLetter == true && !wordsOfTheLanguage.contains(String($0)) }
                XCTAssertEqual(bare, [], "\(locale): source values left bare in: \(message)")
            }
            XCTAssertGreaterThan(messages, 100, locale)
        }
    }

    /// The message of a diagnostic line (`path:line:column: severity: message [rule]`)
    /// or of a note (`    note: message (path)`).
    static func message(of line: String) -> String? {
        for pattern in ["^\\S+:\\d+:\\d+: \\w+: (.*) \\[[\\w/-]+\\]$", "^    \\S+: note: (.*)$"] {
            let expression = try! NSRegularExpression(pattern: pattern)
            if let match = expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
               let range = Range(match.range(at: 1), in: line) { return String(line[range]) }
        }
        return nil
    }

    static func glossary(_ file: String) throws -> String {
        try String(contentsOf: CommandRunner.repository.appendingPathComponent("docs/glossary/\(file)"), encoding: .utf8)
    }
}
