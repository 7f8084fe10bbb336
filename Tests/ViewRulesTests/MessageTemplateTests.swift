/// A template cut into pieces fills exactly as scanning the template does:
/// for every text of every language, with all, some or none of its
/// arguments, and for hand-made templates with stray braces, unknown names
/// and word forms that hold braces.
import ViewSamples
@testable import ViewModel
@testable import ViewRules
import XCTest
import ViewStrings

final class MessageTemplateTests: XCTestCase {
    static let values = ["1", "3", "5", "21", "12", "2.5", "", "`Cell`", "{name}", "x}y{", "Настройки", "设置"]

    func testEveryCatalogTextFillsAsScanning() {
        var random = SeededRandom(seed: 11)
        var compared = 0
        for language in MessageLanguage.allCases {
            for (key, text) in MessageCatalog.rules(.english).texts(of: language).sorted(by: { $0.key < $1.key }) {
                let names = MessageCatalog.placeholders(in: text).sorted() + ["unused"]
                let all = Dictionary(uniqueKeysWithValues: names.map { ($0, Self.values.randomElement(using: &random)!) })
                let some = all.filter { _ in Bool.random(using: &random) }
                for arguments in [all, some, [:], ["unused": "1"]] {
                    XCTAssertEqual(MessageTemplate(text).filled(arguments), MessageCatalog.scanningFill(text, arguments),
                                   "\(language) \(key) \(arguments)")
                    compared += 1
                }
                XCTAssertEqual(MessageCatalog.rules(language).text(key, all), MessageCatalog.scanningFill(text, all), "\(key)")
            }
        }
        XCTAssertGreaterThan(compared, 6_000)
    }

    func testHandMadeTemplatesFillAsScanning() {
        let templates = [
            "", "{", "}", "{}", "{#}", "{a", "{a}", "{a}{b}", "{a{b}", "{a#}", "{a#x|y", "{a#x|y}", "{a#x|y|z} left",
            "{count#{b}|y}", "{count#x|{b}} and {b}", "`{` {a} `}`", "`Screen { … }` {a#b|c} {x-y} {}", "{{a}}", "{a}}",
            "{ a }", "{a b}", "{_9}", "{Ä}", "Настройки {a}: {count#файл|файла|файлов}", "{a}设置{b}",
        ]
        let argumentSets: [[String: String]] = [
            [:], ["a": "A"], ["b": "B"], ["a": "A", "b": "B", "count": "1"], ["count": "3", "b": "{a}"],
            ["count": "22", "a": "{b}"], ["_9": "nine", "x-y": "no", "count": "x"],
        ]
        for template in templates {
            for arguments in argumentSets {
                XCTAssertEqual(MessageTemplate(template).filled(arguments), MessageCatalog.scanningFill(template, arguments),
                               "\(template.debugDescription) \(arguments)")
            }
        }
        // The two that cannot be cut are filled by scanning; the others are cut.
        XCTAssertNil(MessageTemplate("{count#{b}|y}").pieces)
        XCTAssertNotNil(MessageTemplate("{a#x|y} `{`").pieces)
        XCTAssertEqual(MessageTemplate("{n#file|files} in {a}").filled(["n": "2", "a": "`Home`"]), "files in `Home`")
    }
}
