/// Turns a parsed `.viewls.json` value into a `Configuration` and warnings: each
/// key and value is checked on its own, so one mistake does not discard the rest.
import ViewSyntax

struct ConfigurationReader {
    let knownRuleIDs: Set<String>
    let retiredRuleIDs: Set<String>
    /// Rule id → the options its object form may set.
    let ruleOptions: [String: [RuleOption]]
    var configuration = Configuration.default
    var problems: [ConfigurationProblem] = []

    init(knownRuleIDs: Set<String>, retiredRuleIDs: Set<String> = [], ruleOptions: [String: [RuleOption]] = [:]) {
        self.knownRuleIDs = knownRuleIDs
        self.retiredRuleIDs = retiredRuleIDs
        self.ruleOptions = ruleOptions
    }

    private typealias Code = ConfigurationLoader.Code

    mutating func read(_ root: JSONValue) {
        guard let members = root.objectMembers else {
            warn(root.range, Code.invalidValue, DeferredMessage("config.not-object", ["kind": root.kindArgument]))
            return
        }
        var seen = Set<String>()
        for member in members {
            let isKnown = member.key == "$schema" || ConfigurationLoader.knownKeys.contains(member.key)
            if isKnown, !seen.insert(member.key).inserted {
                warn(member.keyRange, Code.duplicateKey, DeferredMessage("config.duplicate-key", ["key": .text(member.key)]))
            }
            switch member.key {
            case "device": readDevice(member.value)
            case "devices": readDevices(member.value)
            case "textSizes": readTextSizes(member.value)
            case "locale": readLocale(member.value)
            case "productNames": readProductNames(member.value)
            case "rules": readRules(member.value)
            case "exclude": readExclude(member.value)
            case "docsBaseURL": readDocsBaseURL(member.value)
            case "$schema": break
            default:
                reportUnknown(member, code: Code.unknownKey, key: "config.unknown-key", candidates: ConfigurationLoader.knownKeys,
                              arguments: ["known": .all(ConfigurationLoader.knownKeys)])
            }
        }
    }

    // MARK: Keys

    private mutating func readDevice(_ value: JSONValue) {
        if value.isNull {
            configuration.device = nil
        } else if let name = value.stringValue, let device = Device(rawValue: name) {
            configuration.device = device
        } else {
            reportInvalidChoice(value, key: "config.invalid-device", allowed: Device.allCases.map(\.rawValue))
        }
    }

    /// `devices`: catalogue names (any case); an unknown one is a problem with did-you-mean fixes and left out.
    private mutating func readDevices(_ value: JSONValue) {
        guard !value.isNull else { configuration.devices = nil; return }
        configuration.devices = readDeviceNames(value)
    }

    /// A list of catalogue device names, in the catalogue's order (at the top level and in a rule's object).
    private mutating func readDeviceNames(_ value: JSONValue) -> [DeviceModel] {
        let names = readNames(value, invalid: "config.invalid-devices", invalidEntry: "config.invalid-device-name",
                              unknown: "config.unknown-device", allowed: DeviceCatalogue.names) { DeviceCatalogue.named($0) != nil }
        let models = Set(names.compactMap(DeviceCatalogue.named))
        return DeviceCatalogue.all.filter(models.contains)
    }

    /// `textSizes`: Dynamic Type size names (any case), as `readDevices` reads device names.
    private mutating func readTextSizes(_ value: JSONValue) {
        guard !value.isNull else { configuration.textSizes = nil; return }
        configuration.textSizes = readTextSizeNames(value)
    }

    /// A list of Dynamic Type size names, smallest first (at the top level and in a rule's object).
    private mutating func readTextSizeNames(_ value: JSONValue) -> [TextSize] {
        let names = readNames(value, invalid: "config.invalid-text-sizes", invalidEntry: "config.invalid-text-size",
                              unknown: "config.unknown-text-size", allowed: TextSize.allCases.map(\.rawValue)) { TextSize.named($0) != nil }
        return Set(names.compactMap(TextSize.named)).sorted()
    }

    /// A list of names from `allowed` (`isKnown` says which are): the known ones, in order; an unknown one is
    /// a problem (`unknown`, `unknown.suggest` with did-you-mean fixes) and left out.
    private mutating func readNames(_ value: JSONValue, invalid: String, invalidEntry: String, unknown: String, allowed: [String],
                                    isKnown: (String) -> Bool) -> [String] {
        guard let elements = value.arrayValue else {
            var fixes: [ConfigurationProblem.Suggestion] = []
            if let text = value.stringValue {
                fixes.append(.init(title: DeferredMessage("config.fix.wrap-in-array", ["value": .text(text)]),
                                   edits: [TextEdit(range: value.range, replacement: "[\(JSONValue.quoted(text))]")], isSafe: false))
            }
            warn(value.range, Code.invalidValue, DeferredMessage(invalid, ["kind": value.kindArgument, "allowed": .all(allowed)]),
                 fixes: fixes)
            return []
        }
        var names: [String] = []
        for element in elements {
            guard let text = element.stringValue else {
                warn(element.range, Code.invalidValue, DeferredMessage(invalidEntry, ["kind": element.kindArgument]))
                continue
            }
            if isKnown(text) {
                names.append(text)
            } else {
                reportInvalidChoice(element, key: unknown, allowed: allowed)
            }
        }
        return names
    }

    private mutating func readLocale(_ value: JSONValue) {
        if value.isNull {
            configuration.locale = nil
        } else if let tag = value.stringValue {
            if Configuration.isValidLocaleTag(tag) {
                configuration.locale = tag
                return
            }
            let repaired = tag.trimmingWhitespace().replacingUnderscores()
            if repaired != tag, Configuration.isValidLocaleTag(repaired) {
                warn(value.range, Code.invalidValue,
                     DeferredMessage("config.invalid-locale.suggest", ["value": .text(tag), "suggestion": .text(repaired)]),
                     fixes: [replacement(of: value.range, with: repaired, title: DeferredMessage("config.fix.replace", ["value": .text(repaired)]))])
            } else {
                warn(value.range, Code.invalidValue, DeferredMessage("config.invalid-locale", ["value": .text(tag)]))
            }
        } else {
            warn(value.range, Code.invalidValue, DeferredMessage("config.invalid-locale.kind", ["kind": value.kindArgument]))
        }
    }

    private mutating func readDocsBaseURL(_ value: JSONValue) {
        if value.isNull {
            configuration.docsBaseURL = nil
        } else if let text = value.stringValue {
            if Configuration.isURL(text), !Configuration.isDocumentAddress(text) {
                // `javascript:`, `data:` and the like would land in reports' links and editors' hrefs.
                warn(value.range, Code.invalidValue, DeferredMessage("config.invalid-docs-base-url.scheme", ["value": .text(text)]))
            } else if Configuration.isURL(text) {
                configuration.docsBaseURL = text
            } else {
                warn(value.range, Code.invalidValue, DeferredMessage("config.invalid-docs-base-url", ["value": .text(text)]))
            }
        } else {
            warn(value.range, Code.invalidValue, DeferredMessage("config.invalid-docs-base-url.kind", ["kind": value.kindArgument]))
        }
    }

    private mutating func readProductNames(_ value: JSONValue) {
        configuration.productNames = readStrings(value, invalid: "config.invalid-product-names", invalidEntry: "config.invalid-product-name",
                                                 emptyEntry: "config.empty-product-name")
    }

    private mutating func readExclude(_ value: JSONValue) {
        configuration.exclude = readStrings(value, invalid: "config.invalid-exclude", invalidEntry: "config.invalid-exclude-pattern")
    }

    /// A list of strings (`null` is the empty list): a lone string is a problem with a fix that wraps it in
    /// `[…]`, and an entry that is not a string (or, with `emptyEntry`, only white space) is a problem and left out.
    private mutating func readStrings(_ value: JSONValue, invalid: String, invalidEntry: String, emptyEntry: String? = nil) -> [String] {
        if value.isNull { return [] }
        guard let elements = value.arrayValue else {
            var fixes: [ConfigurationProblem.Suggestion] = []
            if let text = value.stringValue {
                fixes.append(.init(title: DeferredMessage("config.fix.wrap-in-array", ["value": .text(text)]),
                                   edits: [TextEdit(range: value.range, replacement: "[\(JSONValue.quoted(text))]")], isSafe: false))
            }
            warn(value.range, Code.invalidValue, DeferredMessage(invalid, ["kind": value.kindArgument]), fixes: fixes)
            return []
        }
        var strings: [String] = []
        for element in elements {
            guard let text = element.stringValue else {
                warn(element.range, Code.invalidValue, DeferredMessage(invalidEntry, ["kind": element.kindArgument]))
                continue
            }
            if let emptyEntry, text.trimmingWhitespace().isEmpty {
                warn(element.range, Code.invalidValue, DeferredMessage(emptyEntry))
            } else {
                strings.append(text)
            }
        }
        return strings
    }

    private mutating func readRules(_ value: JSONValue) {
        if value.isNull {
            configuration.ruleSeverities = [:]
            configuration.ruleOptions = [:]
            return
        }
        guard let members = value.objectMembers else {
            warn(value.range, Code.invalidValue, DeferredMessage("config.invalid-rules",
                                                                 ["allowed": .alternatives(RuleSetting.names), "kind": value.kindArgument]))
            return
        }
        var settings: [String: RuleSetting] = [:]
        var options: [String: [String: Double]] = [:]
        var variants: [String: RuleVariants] = [:]
        var seen = Set<String>()
        for member in members {
            let isKnown = knownRuleIDs.contains(member.key)
            if retiredRuleIDs.contains(member.key) {
                problems.append(ConfigurationProblem(range: member.keyRange, severity: .info, code: Code.retiredRule,
                                                     message: DeferredMessage("config.retired-rule", ["key": .text(member.key)])))
                continue
            }
            if !isKnown {
                reportUnknown(member, code: Code.unknownRule, key: "config.unknown-rule", candidates: knownRuleIDs, arguments: [:])
            } else if !seen.insert(member.key).inserted {
                warn(member.keyRange, Code.duplicateKey, DeferredMessage("config.duplicate-rule", ["key": .text(member.key)]))
            }
            if let name = member.value.stringValue, let setting = RuleSetting(name: name) {
                if isKnown { settings[member.key] = setting }
            } else if let entries = member.value.objectMembers {
                let (setting, values, restriction) = readRuleObject(entries, rule: member.key, isKnown: isKnown)
                if isKnown {
                    if let setting { settings[member.key] = setting }
                    if !values.isEmpty { options[member.key] = values }
                    if let restriction { variants[member.key] = restriction }
                }
            } else {
                reportInvalidChoice(member.value, key: "config.invalid-setting", rule: member.key, allowed: RuleSetting.names)
            }
        }
        configuration.ruleSeverities = settings
        configuration.ruleOptions = options
        configuration.ruleVariants = variants
    }

    /// The keys a rule's object form takes besides its options.
    static let ruleObjectKeys = ["severity", "devices", "textSizes"]

    /// A rule's object form: `severity` (optional, as the string form), the variants it is judged on (`devices`
    /// and `textSizes`, read as the top-level keys are) and the options the rule declares, each a number in its
    /// range. Returns what is valid.
    private mutating func readRuleObject(_ entries: [JSONMember], rule: String,
                                         isKnown: Bool) -> (RuleSetting?, [String: Double], RuleVariants?) {
        let declared = ruleOptions[rule] ?? []
        var setting: RuleSetting?
        var values: [String: Double] = [:]
        var restriction: RuleVariants?
        var seen = Set<String>()
        for entry in entries {
            if !seen.insert(entry.key).inserted {
                warn(entry.keyRange, Code.duplicateKey, DeferredMessage("config.duplicate-key", ["key": .text(entry.key)]))
            }
            if entry.key == "severity" {
                if let name = entry.value.stringValue, let parsed = RuleSetting(name: name) {
                    setting = parsed
                } else {
                    reportInvalidChoice(entry.value, key: "config.invalid-setting", rule: rule, allowed: RuleSetting.names)
                }
                continue
            }
            if entry.key == "devices" {
                var variants = restriction ?? RuleVariants(devices: nil, textSizes: nil)
                variants.devices = entry.value.isNull ? nil : readDeviceNames(entry.value)
                restriction = variants
                continue
            }
            if entry.key == "textSizes" {
                var variants = restriction ?? RuleVariants(devices: nil, textSizes: nil)
                variants.textSizes = entry.value.isNull ? nil : readTextSizeNames(entry.value)
                restriction = variants
                continue
            }
            guard let option = declared.first(where: { $0.name == entry.key }) else {
                // An unknown rule's keys cannot be judged: its id is already reported.
                guard isKnown else { continue }
                let names = Self.ruleObjectKeys + declared.map(\.name)
                reportUnknown(entry, code: Code.unknownKey, key: declared.isEmpty ? "config.unknown-option.none" : "config.unknown-option",
                              candidates: names, arguments: ["rule": .text(rule), "known": .all(names)])
                continue
            }
            var arguments: [String: MessageArgument] = [
                "rule": .text(rule), "option": .text(option.name),
                "minimum": .text(RuleOption.text(option.range.lowerBound)), "maximum": .text(RuleOption.text(option.range.upperBound)),
            ]
            guard let number = entry.value.numberValue else {
                arguments["kind"] = entry.value.kindArgument
                warn(entry.value.range, Code.invalidValue, DeferredMessage("config.invalid-option.kind", arguments))
                continue
            }
            guard option.accepts(number) else {
                arguments["value"] = .text(RuleOption.text(number))
                warn(entry.value.range, Code.invalidValue,
                     DeferredMessage(option.isInteger ? "config.invalid-option.integer" : "config.invalid-option", arguments))
                continue
            }
            values[option.name] = number
        }
        return (setting, values, restriction)
    }

    // MARK: Reporting

    private mutating func warn(_ range: Range<Int>, _ code: String, _ message: DeferredMessage,
                               fixes: [ConfigurationProblem.Suggestion] = []) {
        problems.append(ConfigurationProblem(range: range, severity: .warning, code: code, message: message, fixes: fixes))
    }

    /// An unknown key or rule id, on the key, with did-you-mean fixes: `key`
    /// for the message, `key.suggest` when there are suggestions.
    private mutating func reportUnknown(_ member: JSONMember, code: String, key: String,
                                        candidates: some Sequence<String>, arguments: [String: MessageArgument]) {
        let suggestions = EditDistance.suggestions(for: member.key, among: candidates)
        var arguments = arguments
        arguments["key"] = .text(member.key)
        if !suggestions.isEmpty { arguments["suggestions"] = .alternatives(suggestions) }
        let fixes = suggestions.map { suggestion in
            replacement(of: member.keyRange, with: suggestion,
                        title: DeferredMessage("config.fix.replace-name", ["key": .text(member.key), "suggestion": .text(suggestion)]))
        }
        warn(member.keyRange, code, DeferredMessage(suggestions.isEmpty ? key : key + ".suggest", arguments), fixes: fixes)
    }

    /// A value that must be one of `allowed`, on the value, with did-you-mean
    /// fixes: `key` (`key.kind` when it is not a string, `key.suggest` with suggestions).
    private mutating func reportInvalidChoice(_ value: JSONValue, key: String, rule: String? = nil, allowed: [String]) {
        var arguments: [String: MessageArgument] = ["allowed": .alternatives(allowed)]
        if let rule { arguments["rule"] = .text(rule) }
        guard let text = value.stringValue else {
            arguments["kind"] = value.kindArgument
            warn(value.range, Code.invalidValue, DeferredMessage(key + ".kind", arguments))
            return
        }
        arguments["value"] = .text(text)
        let suggestions = EditDistance.suggestions(for: text, among: allowed)
        if !suggestions.isEmpty { arguments["suggestions"] = .alternatives(suggestions) }
        let fixes = suggestions.map {
            replacement(of: value.range, with: $0, title: DeferredMessage("config.fix.replace", ["value": .text($0)]))
        }
        warn(value.range, Code.invalidValue, DeferredMessage(suggestions.isEmpty ? key : key + ".suggest", arguments), fixes: fixes)
    }

    /// An unsafe fix that replaces a JSON string (quotes included) with `text` in quotes.
    private func replacement(of range: Range<Int>, with text: String, title: DeferredMessage) -> ConfigurationProblem.Suggestion {
        .init(title: title, edits: [TextEdit(range: range, replacement: JSONValue.quoted(text))], isSafe: false)
    }
}

private extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
