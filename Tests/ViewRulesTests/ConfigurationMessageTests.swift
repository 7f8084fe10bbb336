/// Problems in `.viewls.json` worded in each language: found once, rendered
/// when shown, with every placeholder filled, fixes titled in the same
/// language, and English exactly as before.
import ViewModel
import ViewRules
import XCTest
import ViewStrings

final class ConfigurationMessageTests: XCTestCase {
    let ruleIDs: Set<String> = ["tab-bar/too-many-tabs", "status-bar/hidden"]

    func load(_ text: String) -> LoadedConfiguration {
        ConfigurationLoader.load(Array(text.utf8), knownRuleIDs: ruleIDs)
    }

    func testProblemsInEachLanguage() {
        let loaded = load(#"{"devise": "iphone", "device": "ipda", "rules": {"tab-bar/too-many-tab": "warning", "status-bar/hidden": 3}}"#)
        let expected: [MessageLanguage: [String]] = [
            .english: [
                "unknown key 'devise'; did you mean 'device' or 'devices'?",
                "invalid device 'ipda'; expected 'iphone' or 'ipad'; did you mean 'ipad'?",
                "unknown rule 'tab-bar/too-many-tab'; did you mean 'tab-bar/too-many-tabs'?",
                "invalid setting for rule 'status-bar/hidden'; expected 'error', 'warning', 'info', 'hint', or 'off' as a string, or an object with 'severity' and the rule's options, found a number",
            ],
            .russian: [
                "неизвестный ключ 'devise'; может быть, имелся в виду 'device' или 'devices'?",
                "недопустимое устройство 'ipda'; ожидается 'iphone' или 'ipad'; может быть, имелось в виду 'ipad'?",
                "неизвестное правило 'tab-bar/too-many-tab'; может быть, имелось в виду 'tab-bar/too-many-tabs'?",
                "недопустимая настройка для правила 'status-bar/hidden'; ожидается строка 'error', 'warning', 'info', 'hint' или 'off' или объект с 'severity' и параметрами правила, а здесь число",
            ],
            .chinese: [
                "未知的键 'devise'；你是不是想用 'device'或'devices'？",
                "无效的设备 'ipda'；应为 'iphone'或'ipad'；你是不是想用 'ipad'？",
                "未知的规则 'tab-bar/too-many-tab'；你是不是想用 'tab-bar/too-many-tabs'？",
                "规则 'status-bar/hidden' 的设置无效；应为字符串 'error'、'warning'、'info'、'hint'或'off'，或含 'severity' 和规则选项的对象，但这里是数字",
            ],
        ]
        for (language, messages) in expected {
            let diagnostics = loaded.diagnostics(in: MessageCatalog.rules(language))
            XCTAssertEqual(diagnostics.map(\.message), messages, "\(language)")
            XCTAssertEqual(diagnostics.map(\.code), ["config/unknown-key", "config/invalid-value", "config/unknown-rule", "config/invalid-value"])
        }
        XCTAssertEqual(loaded.diagnostics(in: .rules(.russian))[0].fixes.map(\.title), ["Заменить 'devise' на 'device'", "Заменить 'devise' на 'devices'"])
        XCTAssertEqual(loaded.diagnostics(in: .rules(.chinese))[1].fixes.map(\.title), ["替换为 'ipad'"])
        XCTAssertEqual(loaded.diagnostics, loaded.diagnostics(in: .rules(.english)))
    }

    func testJSONSyntaxErrorsInEachLanguage() {
        let loaded = load("{\"device\": 'ipad'}")
        XCTAssertEqual(loaded.diagnostics.map(\.message), ["expected a value after ':', found a single quote; JSON strings use double quotes"])
        XCTAssertEqual(loaded.diagnostics(in: .rules(.russian)).map(\.message),
                       ["ожидается значение после ':', а здесь одинарная кавычка; строки JSON пишутся в двойных кавычках"])
        XCTAssertEqual(loaded.diagnostics(in: .rules(.chinese)).map(\.message), ["应为 ':' 之后的值，但遇到了单引号；JSON 字符串使用双引号"])
        XCTAssertEqual(loaded.diagnostics(in: .rules(.chinese)).map(\.code), ["config/invalid-json"])
    }

    /// Every kind of problem, in every language: all placeholders filled, and
    /// each translation differs from the English.
    func testEveryProblemRendersFully() {
        let texts = [
            "[]", #"{"device": "ipad", "device": null}"#, #"{"locale": "ru_RU"}"#, #"{"locale": "r u"}"#, #"{"locale": 5}"#,
            #"{"productNames": "Acme"}"#, #"{"productNames": ["", 3]}"#, #"{"exclude": "x/**"}"#, #"{"exclude": [1]}"#, #"{"docsBaseURL": "docs/rules"}"#, #"{"docsBaseURL": 1}"#,
            #"{"docsBaseURL": "javascript:alert(1)//"}"#, #"{"rules": []}"#, #"{"rules": {"x": "off"}}"#,
            #"{"rules": {"status-bar/hidden": "of"}}"#, #"{"rules": {"status-bar/hidden": "loud"}}"#, #"{"device": true}"#,
            #"{"colour": 1}"#, #"{"rules": {"status-bar/hidden": "off", "status-bar/hidden": "info"}}"#,
            "{", "{\"a\" 1}", "{\"a\": 01}", "[1,]", "{\"a\": 1,}", "\"\\q\"", "\"\\u12\"", "\"\\uD800\"", "\"\\uDC00\"",
            "\"a\nb\"", "\"\u{01}\"", "\"abc", "// c\n{}", "{} x", "[1 2]", "{\"a\": 1 \"b\": 2}", "-x", "1.", "1e", "\"\\",
            String(repeating: "[", count: 600), "\u{00A0}", "tru",
        ]
        var codes: Set<String> = []
        for text in texts {
            let loaded = load(text)
            XCTAssertFalse(loaded.problems.isEmpty, text)
            let english = loaded.diagnostics
            codes.formUnion(english.map(\.code))
            for language in [MessageLanguage.russian, .chinese] {
                let translated = loaded.diagnostics(in: MessageCatalog.rules(language))
                for (diagnostic, original) in zip(translated, english) {
                    XCTAssertFalse(MessageCatalogTests.hasUnfilledPlaceholder(diagnostic.message), "\(language) \(text): \(diagnostic.message)")
                    XCTAssertNotEqual(diagnostic.message, original.message, "\(language) \(text)")
                    for (fix, englishFix) in zip(diagnostic.fixes, original.fixes) {
                        XCTAssertNotEqual(fix.title, englishFix.title, "\(language) \(text)")
                    }
                }
            }
        }
        XCTAssertEqual(codes, ["config/invalid-json", "config/unknown-key", "config/unknown-rule", "config/invalid-value", "config/duplicate-key"])
    }
}
