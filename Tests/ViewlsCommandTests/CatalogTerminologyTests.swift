/// The Russian and Chinese texts speak one vocabulary: no variant a glossary
/// rejects (`docs/glossary/ru.md`, `zh.md`, the "Rejected" column) appears
/// in a translation, and the values a file writes (colours, roles, kinds,
/// screen names) reach a Russian or Chinese reader marked as code, never as
/// bare English inside a sentence.
import Foundation
import ViewStrings
import ViewTestSupport
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

    static func glossary(_ file: String) throws -> String {
        try String(contentsOf: CommandRunner.repository.appendingPathComponent("docs/glossary/\(file)"), encoding: .utf8)
    }
}
