/// Turns a parsed `.viewls.json` value into a `Configuration` and warnings: each
/// key and value is checked on its own, so one mistake does not discard the rest.
import ViewSyntax

struct ConfigurationReader {
    let knownRuleIDs: Set<String>
    var configuration = Configuration.default
    var diagnostics: [Diagnostic] = []

    init(knownRuleIDs: Set<String>) {
        self.knownRuleIDs = knownRuleIDs
    }

    private typealias Code = ConfigurationLoader.Code

    mutating func read(_ root: JSONValue) {
        guard let members = root.objectMembers else {
            warn(root.range, Code.invalidValue, "the configuration must be a JSON object, found \(root.kindDescription)")
            return
        }
        var seen = Set<String>()
        for member in members {
            let isKnown = member.key == "$schema" || ConfigurationLoader.knownKeys.contains(member.key)
            if isKnown, !seen.insert(member.key).inserted {
                warn(member.keyRange, Code.duplicateKey, "duplicate key '\(member.key)'; the last valid value is used")
            }
            switch member.key {
            case "device": readDevice(member.value)
            case "locale": readLocale(member.value)
            case "productNames": readProductNames(member.value)
            case "rules": readRules(member.value)
            case "$schema": break
            default:
                reportUnknown(member, code: Code.unknownKey, kind: "key", candidates: ConfigurationLoader.knownKeys,
                              otherwise: "the known keys are \(list(ConfigurationLoader.knownKeys, joinedBy: "and"))")
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
            reportInvalidChoice(value, subject: "device", allowed: Device.allCases.map(\.rawValue))
        }
    }

    private mutating func readLocale(_ value: JSONValue) {
        let examples = "such as 'en', 'ru-RU' or 'zh-Hans'"
        if value.isNull {
            configuration.locale = nil
        } else if let tag = value.stringValue {
            if Configuration.isValidLocaleTag(tag) {
                configuration.locale = tag
                return
            }
            var message = "invalid locale '\(tag)'; expected a language tag of letters, digits and hyphens \(examples)"
            var fixes: [Fix] = []
            let repaired = tag.trimmingWhitespace().replacingUnderscores()
            if repaired != tag, Configuration.isValidLocaleTag(repaired) {
                message += "; did you mean '\(repaired)'?"
                fixes.append(replacement(of: value.range, with: repaired, title: "Replace with '\(repaired)'"))
            }
            warn(value.range, Code.invalidValue, message, fixes: fixes)
        } else {
            warn(value.range, Code.invalidValue,
                 "invalid locale; expected a language tag string \(examples), found \(value.kindDescription)")
        }
    }

    private mutating func readProductNames(_ value: JSONValue) {
        if value.isNull {
            configuration.productNames = []
            return
        }
        guard let elements = value.arrayValue else {
            var fixes: [Fix] = []
            if let name = value.stringValue {
                let text = "[\(JSONValue.quoted(name))]"
                fixes.append(Fix(title: "Put '\(name)' in an array", edits: [TextEdit(range: value.range, replacement: text)],
                                 isSafe: false))
            }
            warn(value.range, Code.invalidValue,
                 "invalid productNames; expected an array of strings such as [\"Acme\"], found \(value.kindDescription)",
                 fixes: fixes)
            return
        }
        var names: [String] = []
        for element in elements {
            if let name = element.stringValue {
                if name.trimmingWhitespace().isEmpty {
                    warn(element.range, Code.invalidValue, "a product name cannot be empty; this element is ignored")
                } else {
                    names.append(name)
                }
            } else {
                warn(element.range, Code.invalidValue,
                     "invalid product name; expected a string, found \(element.kindDescription); this element is ignored")
            }
        }
        configuration.productNames = names
    }

    private mutating func readRules(_ value: JSONValue) {
        if value.isNull {
            configuration.ruleSeverities = [:]
            return
        }
        guard let members = value.objectMembers else {
            warn(value.range, Code.invalidValue, "invalid rules; expected an object mapping rule ids to "
                 + "\(list(RuleSetting.names, joinedBy: "or")), found \(value.kindDescription)")
            return
        }
        var settings: [String: RuleSetting] = [:]
        var seen = Set<String>()
        for member in members {
            let isKnown = knownRuleIDs.contains(member.key)
            if !isKnown {
                reportUnknown(member, code: Code.unknownRule, kind: "rule", candidates: knownRuleIDs,
                              otherwise: "no rule or checking code has this id")
            } else if !seen.insert(member.key).inserted {
                warn(member.keyRange, Code.duplicateKey, "duplicate rule '\(member.key)'; the last valid setting is used")
            }
            if let name = member.value.stringValue, let setting = RuleSetting(name: name) {
                if isKnown { settings[member.key] = setting }
            } else {
                reportInvalidChoice(member.value, subject: "setting", forRule: member.key, allowed: RuleSetting.names)
            }
        }
        configuration.ruleSeverities = settings
    }

    // MARK: Reporting

    private mutating func warn(_ range: Range<Int>, _ code: String, _ message: String, fixes: [Fix] = []) {
        diagnostics.append(Diagnostic(range: range, severity: .warning, code: code, message: message, fixes: fixes))
    }

    /// An unknown key or rule id, on the key, with did-you-mean fixes.
    private mutating func reportUnknown(_ member: JSONMember, code: String, kind: String,
                                        candidates: some Sequence<String>, otherwise: String) {
        let suggestions = EditDistance.suggestions(for: member.key, among: candidates)
        var message = "unknown \(kind) '\(member.key)'; "
        message += suggestions.isEmpty ? otherwise : "did you mean \(list(suggestions, joinedBy: "or"))?"
        let fixes = suggestions.map { suggestion in
            replacement(of: member.keyRange, with: suggestion, title: "Replace '\(member.key)' with '\(suggestion)'")
        }
        warn(member.keyRange, code, message, fixes: fixes)
    }

    /// A value that must be one of `allowed`, on the value, with did-you-mean fixes.
    private mutating func reportInvalidChoice(_ value: JSONValue, subject: String, forRule rule: String? = nil,
                                              allowed: [String]) {
        let about = rule.map { " for rule '\($0)'" } ?? ""
        let expected = "expected \(list(allowed, joinedBy: "or"))"
        guard let text = value.stringValue else {
            warn(value.range, Code.invalidValue,
                 "invalid \(subject)\(about); \(expected) as a string, found \(value.kindDescription)")
            return
        }
        let suggestions = EditDistance.suggestions(for: text, among: allowed)
        var message = "invalid \(subject) '\(text)'\(about); \(expected)"
        if !suggestions.isEmpty { message += "; did you mean \(list(suggestions, joinedBy: "or"))?" }
        let fixes = suggestions.map { replacement(of: value.range, with: $0, title: "Replace with '\($0)'") }
        warn(value.range, Code.invalidValue, message, fixes: fixes)
    }

    /// An unsafe fix that replaces a JSON string (quotes included) with `text` in quotes.
    private func replacement(of range: Range<Int>, with text: String, title: String) -> Fix {
        Fix(title: title, edits: [TextEdit(range: range, replacement: JSONValue.quoted(text))], isSafe: false)
    }

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
    private func list(_ names: [String], joinedBy conjunction: String) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted[quoted.count - 1]
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
