/// Loading `.viewls.json`: valid files, every diagnostic with its exact range,
/// did-you-mean fixes applied, partial application and overriding.
import XCTest
import ViewSyntax
import ViewTestSupport
@testable import ViewModel
@testable import ViewRules

final class ConfigurationLoaderTests: XCTestCase {
    private let ruleIDs: Set<String> = [
        "tab-bar/too-many-tabs", "collection-view/dynamic-layout", "unknown-property", "navigation/title-too-long",
    ]

    func testTheSpecExampleLoadsCleanly() {
        let loaded = load("""
            { "device": "iphone", "locale": "en",
              "productNames": ["Acme"],
              "rules": { "tab-bar/too-many-tabs": "warning", "collection-view/dynamic-layout": "off" } }
            """)
        XCTAssertEqual(loaded.diagnostics, [])
        XCTAssertEqual(loaded.configuration, Configuration(
            device: .iphone, locale: "en", productNames: ["Acme"],
            ruleSeverities: ["tab-bar/too-many-tabs": .severity(.warning), "collection-view/dynamic-layout": .off]))
    }

    func testEmptyObjectAndNullsAreTheDefault() {
        XCTAssertEqual(load("{}").configuration, .default)
        XCTAssertEqual(load("{}").diagnostics, [])
        let nulls = load(#"{"device": null, "locale": null, "productNames": null, "rules": null, "$schema": "x.json"}"#)
        XCTAssertEqual(nulls.configuration, .default)
        XCTAssertEqual(nulls.diagnostics, [])
    }

    func testEverySettingNameAndLocaleShape() {
        let loaded = load("""
            {"device": "ipad", "locale": "zh-Hans-CN",
             "rules": {"tab-bar/too-many-tabs": "error", "unknown-property": "info",
                       "navigation/title-too-long": "hint", "collection-view/dynamic-layout": "information"}}
            """)
        XCTAssertEqual(loaded.diagnostics, [])
        XCTAssertEqual(loaded.configuration.device, .ipad)
        XCTAssertEqual(loaded.configuration.locale, "zh-Hans-CN")
        XCTAssertEqual(loaded.configuration.ruleSeverities, [
            "tab-bar/too-many-tabs": .severity(.error), "unknown-property": .severity(.info),
            "navigation/title-too-long": .severity(.hint), "collection-view/dynamic-layout": .severity(.info),
        ])
    }

    func testLocaleTags() {
        for tag in ["en", "ru", "zh", "ru-RU", "zh-CN", "zh-Hans", "es-419", "sr-Latn-RS", "EN-us"] {
            XCTAssertTrue(Configuration.isValidLocaleTag(tag), tag)
        }
        for tag in ["", "e", "ru_RU", "ru-", "-ru", "ru--RU", "1en", "en-toolongsubtag", "ру", "en US", "zh-Hans!"] {
            XCTAssertFalse(Configuration.isValidLocaleTag(tag), tag)
        }
    }

    func testMalformedJSONIsOneErrorAndTheDefault() throws {
        let text = #"{"device": "ipad",, "locale": "ru"}"#
        let loaded = load(text)
        XCTAssertEqual(loaded.configuration, .default)
        let diagnostic = try XCTUnwrap(loaded.diagnostics.first)
        XCTAssertEqual(loaded.diagnostics.count, 1)
        XCTAssertEqual(diagnostic.code, "config/invalid-json")
        XCTAssertEqual(diagnostic.severity, .error)
        XCTAssertEqual(diagnostic.range.lowerBound, 18)
        XCTAssertEqual(slice(text, diagnostic.range), ",")
        XCTAssertEqual(diagnostic.message, "expected a member name in double quotes after ',', found ','")
    }

    func testTheRootMustBeAnObject() {
        let loaded = load(#"["device"]"#)
        XCTAssertEqual(loaded.configuration, .default)
        XCTAssertEqual(loaded.diagnostics.map(\.code), ["config/invalid-value"])
        XCTAssertEqual(loaded.diagnostics.first?.range, 0..<10)
        XCTAssertEqual(loaded.diagnostics.first?.message, "the configuration must be a JSON object, found an array")
        XCTAssertEqual(loaded.diagnostics.first?.severity, .warning)
    }

    func testUnknownKeyWithSuggestionAndFix() throws {
        let text = #"{ "devise": "ipad", "locale": "ru" }"#
        let loaded = load(text)
        XCTAssertEqual(loaded.configuration, Configuration(locale: "ru"))
        let diagnostic = try only(loaded, code: "config/unknown-key")
        XCTAssertEqual(slice(text, diagnostic.range), #""devise""#)
        XCTAssertEqual(diagnostic.severity, .warning)
        XCTAssertEqual(diagnostic.message, "unknown key 'devise'; did you mean 'device' or 'devices'?")
        let fix = try XCTUnwrap(diagnostic.fixes.first)
        XCTAssertFalse(fix.isSafe)
        let fixed = apply(fix, to: text)
        XCTAssertEqual(fixed, #"{ "device": "ipad", "locale": "ru" }"#)
        let reloaded = load(fixed)
        XCTAssertEqual(reloaded.diagnostics, [])
        XCTAssertEqual(reloaded.configuration, Configuration(device: .ipad, locale: "ru"))
    }

    func testUnknownKeyWithoutSuggestion() throws {
        let text = #"{"theme": "dark"}"#
        let diagnostic = try only(load(text), code: "config/unknown-key")
        XCTAssertEqual(slice(text, diagnostic.range), #""theme""#)
        XCTAssertEqual(diagnostic.message,
                       "unknown key 'theme'; the known keys are 'device', 'devices', 'textSizes', 'locale', 'productNames', 'rules', 'exclude', and 'docsBaseURL'")
        XCTAssertEqual(diagnostic.fixes, [])
    }

    func testNonASCIIUnknownKeyRange() throws {
        let text = #"{"устройство": "ipad", "设备": 1}"#
        let loaded = load(text)
        XCTAssertEqual(loaded.diagnostics.map(\.code), ["config/unknown-key", "config/unknown-key"])
        XCTAssertEqual(loaded.diagnostics.map { slice(text, $0.range) }, [#""устройство""#, #""设备""#])
        XCTAssertEqual(loaded.diagnostics[1].range, 33..<41)   // 2 + 20 + 11 bytes before it
    }

    func testUnknownRuleWithSuggestionAndFix() throws {
        let text = #"{"rules": {"tab-bar/too-many-tab": "error", "unknown-property": "off"}}"#
        let loaded = load(text)
        XCTAssertEqual(loaded.configuration.ruleSeverities, ["unknown-property": .off])
        let diagnostic = try only(loaded, code: "config/unknown-rule")
        XCTAssertEqual(slice(text, diagnostic.range), #""tab-bar/too-many-tab""#)
        XCTAssertEqual(diagnostic.message, "unknown rule 'tab-bar/too-many-tab'; did you mean 'tab-bar/too-many-tabs'?")
        let fixed = apply(try XCTUnwrap(diagnostic.fixes.first), to: text)
        XCTAssertEqual(load(fixed).configuration.ruleSeverities,
                       ["tab-bar/too-many-tabs": .severity(.error), "unknown-property": .off])
        let unrelated = #"{"rules": {"zzz": "off"}}"#
        let other = try only(load(unrelated), code: "config/unknown-rule")
        XCTAssertEqual(other.message, "unknown rule 'zzz'; no rule or checking code has this id")
        XCTAssertEqual(other.fixes, [])
    }

    func testBadDevice() throws {
        let text = #"{"device": "ipod"}"#
        let diagnostic = try only(load(text), code: "config/invalid-value")
        XCTAssertEqual(slice(text, diagnostic.range), #""ipod""#)
        XCTAssertEqual(diagnostic.message, "invalid device 'ipod'; expected 'iphone' or 'ipad'; did you mean 'ipad'?")
        let cased = #"{"device": "iPhone"}"#
        let fix = try XCTUnwrap(try only(load(cased), code: "config/invalid-value").fixes.first)
        XCTAssertEqual(apply(fix, to: cased), #"{"device": "iphone"}"#)
        let number = #"{"device": 3}"#
        let numberDiagnostic = try only(load(number), code: "config/invalid-value")
        XCTAssertEqual(slice(number, numberDiagnostic.range), "3")
        XCTAssertEqual(numberDiagnostic.message, "invalid device; expected 'iphone' or 'ipad' as a string, found a number")
    }

    func testBadLocale() throws {
        let text = #"{"locale": "ru_RU"}"#
        let loaded = load(text)
        XCTAssertNil(loaded.configuration.locale)
        let diagnostic = try only(loaded, code: "config/invalid-value")
        XCTAssertEqual(slice(text, diagnostic.range), #""ru_RU""#)
        XCTAssertEqual(diagnostic.message, "invalid locale 'ru_RU'; expected a language tag of letters, digits and hyphens "
                       + "such as 'en', 'ru-RU' or 'zh-Hans'; did you mean 'ru-RU'?")
        let fixed = apply(try XCTUnwrap(diagnostic.fixes.first), to: text)
        XCTAssertEqual(load(fixed).configuration.locale, "ru-RU")
        let array = #"{"locale": ["en"]}"#
        let arrayDiagnostic = try only(load(array), code: "config/invalid-value")
        XCTAssertEqual(slice(array, arrayDiagnostic.range), #"["en"]"#)
        XCTAssertEqual(arrayDiagnostic.message,
                       "invalid locale; expected a language tag string such as 'en', 'ru-RU' or 'zh-Hans', found an array")
        XCTAssertEqual(try only(load(#"{"locale": "english language"}"#), code: "config/invalid-value").fixes, [])
    }

    func testProductNamesSkipOnlyBadElements() throws {
        let text = #"{"productNames": ["Acme", 3, "", "Beta", null]}"#
        let loaded = load(text)
        XCTAssertEqual(loaded.configuration.productNames, ["Acme", "Beta"])
        XCTAssertEqual(loaded.diagnostics.map(\.code), Array(repeating: "config/invalid-value", count: 3))
        XCTAssertEqual(loaded.diagnostics.map { slice(text, $0.range) }, ["3", #""""#, "null"])
        XCTAssertEqual(loaded.diagnostics.map(\.message), [
            "invalid product name; expected a string, found a number; this element is ignored",
            "a product name cannot be empty; this element is ignored",
            "invalid product name; expected a string, found null; this element is ignored",
        ])
    }

    func testExcludeIsAListOfPatternsAndSkipsOnlyBadElements() throws {
        let text = #"{"exclude": ["Tests/**/Fixtures/**", 3, "Экраны/*.view", null]}"#
        let loaded = load(text)
        XCTAssertEqual(loaded.configuration.exclude, ["Tests/**/Fixtures/**", "Экраны/*.view"])
        XCTAssertEqual(loaded.diagnostics.map { slice(text, $0.range) }, ["3", "null"])
        XCTAssertEqual(loaded.diagnostics.map(\.message), [
            "invalid exclude pattern; expected a string, found a number; this element is ignored",
            "invalid exclude pattern; expected a string, found null; this element is ignored",
        ])
        XCTAssertEqual(load(#"{"exclude": null}"#).configuration.exclude, [])
        XCTAssertTrue(load(#"{"exclude": null}"#).problems.isEmpty)
    }

    func testExcludeMustBeAnArray() throws {
        let text = #"{"exclude": "Tests/**"}"#
        let loaded = load(text)
        XCTAssertEqual(loaded.configuration.exclude, [])
        let diagnostic = try only(loaded, code: "config/invalid-value")
        XCTAssertEqual(diagnostic.message, #"invalid exclude; expected an array of glob patterns such as ["Tests/**/Fixtures/**"], found a string"#)
        let fixed = apply(try XCTUnwrap(diagnostic.fixes.first), to: text)
        XCTAssertEqual(fixed, #"{"exclude": ["Tests/**"]}"#)
        XCTAssertEqual(load(fixed).configuration.exclude, ["Tests/**"])
        XCTAssertEqual(try only(load(#"{"exclude": {"a": 1}}"#), code: "config/invalid-value").message,
                       #"invalid exclude; expected an array of glob patterns such as ["Tests/**/Fixtures/**"], found an object"#)
    }

    func testProductNamesMustBeAnArray() throws {
        let text = #"{"productNames": "Acme"}"#
        let loaded = load(text)
        XCTAssertEqual(loaded.configuration.productNames, [])
        let diagnostic = try only(loaded, code: "config/invalid-value")
        XCTAssertEqual(slice(text, diagnostic.range), #""Acme""#)
        XCTAssertEqual(diagnostic.message, #"invalid productNames; expected an array of strings such as ["Acme"], found a string"#)
        let fixed = apply(try XCTUnwrap(diagnostic.fixes.first), to: text)
        XCTAssertEqual(fixed, #"{"productNames": ["Acme"]}"#)
        XCTAssertEqual(load(fixed).configuration.productNames, ["Acme"])
        XCTAssertEqual(try only(load(#"{"productNames": 1}"#), code: "config/invalid-value").fixes, [])
    }

    func testBadRuleSettings() throws {
        let text = #"{"rules": {"tab-bar/too-many-tabs": "warn", "unknown-property": false, "navigation/title-too-long": "hint"}}"#
        let loaded = load(text)
        XCTAssertEqual(loaded.configuration.ruleSeverities, ["navigation/title-too-long": .severity(.hint)])
        XCTAssertEqual(loaded.diagnostics.map { slice(text, $0.range) }, [#""warn""#, "false"])
        XCTAssertEqual(loaded.diagnostics.map(\.message), [
            "invalid setting 'warn' for rule 'tab-bar/too-many-tabs'; expected 'error', 'warning', 'info', 'hint', or 'off'; "
                + "did you mean 'warning'?",
            "invalid setting for rule 'unknown-property'; expected 'error', 'warning', 'info', 'hint', or 'off' as a string, "
                + "or an object with 'severity' and the rule's options, found false",
        ])
        let fixed = apply(try XCTUnwrap(loaded.diagnostics[0].fixes.first), to: text)
        XCTAssertEqual(load(fixed).configuration.ruleSeverities["tab-bar/too-many-tabs"], .severity(.warning))
        let notObject = #"{"rules": ["tab-bar/too-many-tabs"]}"#
        let diagnostic = try only(load(notObject), code: "config/invalid-value")
        XCTAssertEqual(slice(notObject, diagnostic.range), #"["tab-bar/too-many-tabs"]"#)
        XCTAssertEqual(diagnostic.message, "invalid rules; expected an object mapping rule ids to "
                       + "'error', 'warning', 'info', 'hint', or 'off', found an array")
    }

    func testDuplicateKeysAndRules() throws {
        let text = #"{"device": "iphone", "rules": {"unknown-property": "off", "unknown-property": "bad"}, "device": "ipad"}"#
        let loaded = load(text)
        XCTAssertEqual(loaded.configuration.device, .ipad)                                    // the last wins
        XCTAssertEqual(loaded.configuration.ruleSeverities, ["unknown-property": .off])     // the last valid wins
        XCTAssertEqual(loaded.diagnostics.map(\.code), ["config/duplicate-key", "config/invalid-value", "config/duplicate-key"])
        XCTAssertEqual(loaded.diagnostics[0].range.lowerBound, 58)
        XCTAssertEqual(slice(text, loaded.diagnostics[0].range), #""unknown-property""#)
        XCTAssertEqual(loaded.diagnostics[0].message, "duplicate rule 'unknown-property'; the last valid setting is used")
        XCTAssertEqual(slice(text, loaded.diagnostics[2].range), #""device""#)
        XCTAssertEqual(loaded.diagnostics[2].range.lowerBound, 86)
        XCTAssertEqual(loaded.diagnostics[2].message, "duplicate key 'device'; the last valid value is used")
    }

    func testEverythingValidStillApplies() throws {
        let text = """
            {"devise": "ipad", "device": "ipad", "locale": "ru RU", "productNames": ["Acme", 7],
             "rules": {"tab-bar/too-many-tabs": "off", "nope": "error", "unknown-property": "loud"}, "extra": 1}
            """
        let loaded = load(text)
        XCTAssertEqual(loaded.configuration, Configuration(device: .ipad, locale: nil, productNames: ["Acme"],
                                                           ruleSeverities: ["tab-bar/too-many-tabs": .off]))
        XCTAssertEqual(loaded.diagnostics.map(\.code), [
            "config/unknown-key", "config/invalid-value", "config/invalid-value", "config/unknown-rule",
            "config/invalid-value", "config/unknown-key",
        ])
        XCTAssertEqual(loaded.diagnostics.map { slice(text, $0.range) },
                       [#""devise""#, #""ru RU""#, "7", #""nope""#, #""loud""#, #""extra""#])
        XCTAssertTrue(loaded.diagnostics.allSatisfy { $0.severity == .warning })
    }

    func testLoadingAParsedValueDirectly() throws {
        let value = try JSONParser.parse(#"{"device": "ipad", "rules": {"unknown-property": "hint"}}"#)
        let loaded = ConfigurationLoader.load(value, knownRuleIDs: ruleIDs)
        XCTAssertEqual(loaded.configuration, Configuration(device: .ipad, ruleSeverities: ["unknown-property": .severity(.hint)]))
    }

    func testOverridingAndRuleSeverities() {
        let file = Configuration(device: .iphone, locale: "en", productNames: ["Acme"],
                                 ruleSeverities: ["a": .off, "b": .severity(.warning)])
        let editor = Configuration(locale: "ru-RU", ruleSeverities: ["b": .severity(.error), "c": .off])
        let merged = file.overridden(by: editor)
        XCTAssertEqual(merged, Configuration(device: .iphone, locale: "ru-RU", productNames: ["Acme"],
                                             ruleSeverities: ["a": .off, "b": .severity(.error), "c": .off]))
        XCTAssertEqual(file.overridden(by: .default), file)
        XCTAssertEqual(Configuration.default.overridden(by: file), file)
        XCTAssertEqual(file.overridden(by: Configuration(device: .ipad, productNames: ["Beta"])).productNames, ["Beta"])
        XCTAssertNil(merged.severity(forRule: "a", default: .warning))
        XCTAssertEqual(merged.severity(forRule: "b", default: .hint), .error)
        XCTAssertEqual(merged.severity(forRule: "z", default: .hint), .hint)
        XCTAssertEqual(RuleSetting(name: "off"), .off)
        XCTAssertEqual(RuleSetting(name: "warning"), .severity(.warning))
        XCTAssertNil(RuleSetting(name: "Warning"))
        XCTAssertEqual(RuleSetting.severity(.info).description, "info")
    }

    // MARK: Helpers

    private func load(_ text: String) -> LoadedConfiguration {
        ConfigurationLoader.load(Array(text.utf8), knownRuleIDs: ruleIDs)
    }

    private func only(_ loaded: LoadedConfiguration, code: String) throws -> Diagnostic {
        XCTAssertEqual(loaded.diagnostics.map(\.code), [code])
        return try XCTUnwrap(loaded.diagnostics.first)
    }

    private func slice(_ text: String, _ range: Range<Int>) -> String {
        String(decoding: Array(text.utf8)[range], as: UTF8.self)
    }

    private func apply(_ fix: Fix, to text: String) -> String {
        TextEdit.apply(fix.edits, to: text)
    }
}
