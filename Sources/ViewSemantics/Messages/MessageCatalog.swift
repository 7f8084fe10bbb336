/// The one message catalog: every user-facing text by key, per language,
/// with named placeholders (`{count}`). English is written beside the code
/// that uses it; the Russian and Chinese tables live in `Russian/` and
/// `Chinese/` under the same keys. A key missing from a translation falls
/// back to English (and a key missing everywhere shows as itself);
/// `MessageCatalogCompletenessTests` keeps both from happening.

/// A language of messages.
public enum MessageLanguage: String, Sendable, CaseIterable {
    case english = "en"
    case russian = "ru"
    case chinese = "zh"

    /// The language for a locale name: a BCP 47 tag (`ru-RU`, `zh-Hans`) or a
    /// POSIX locale (`zh_CN.UTF-8`, `ru_RU.UTF-8@euro`). Russian for `ru`;
    /// Simplified Chinese for `zh` unless the name asks for Traditional
    /// script (`Hant`) or a Traditional region (`TW`, `HK`, `MO`); English for
    /// anything else, including `C` and `POSIX`.
    public init(localeName: String) {
        var name = Substring(localeName)
        if let cut = name.firstIndex(where: { $0 == "." || $0 == "@" }) { name = name[..<cut] }
        let parts = name.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        switch parts.first {
        case "ru":
            self = .russian
        case "zh":
            let traditional: Set<String> = ["hant", "tw", "hk", "mo"]
            self = parts.dropFirst().contains(where: traditional.contains) ? .english : .chinese
        default:
            self = .english
        }
    }

    /// The language of the first locale name that is set and not empty, in
    /// order of precedence; nil when none is.
    public static func first(of names: [String?]) -> MessageLanguage? {
        guard let name = names.lazy.compactMap({ $0 }).first(where: { !$0.isEmpty }) else { return nil }
        return MessageLanguage(localeName: name)
    }
}

public struct MessageCatalog: Sendable {
    public let language: MessageLanguage

    public init(language: MessageLanguage = .english) {
        self.language = language
    }

    public static let english = MessageCatalog(language: .english)
    public static let russian = MessageCatalog(language: .russian)
    public static let chinese = MessageCatalog(language: .chinese)

    /// Every English text: checking codes, component documentation, command
    /// line wording, editor features, and each rule's summary, messages,
    /// explanation and fix titles.
    public static let englishTexts: [String: String] = {
        var table = CheckingMessages.english
        table.merge(ComponentDocumentation.english) { first, _ in first }
        table.merge(CommandLineMessages.english) { first, _ in first }
        table.merge(IDEMessages.english) { first, _ in first }
        table.merge(SyntaxMessages.english) { first, _ in first }
        table.merge(ConfigurationMessages.english) { first, _ in first }
        table.merge(UsageMessages.english) { first, _ in first }
        for rule in RuleRegistry.all {
            table.merge(rule.description.englishTexts) { first, _ in first }
        }
        return table
    }()

    /// The translations, by language; English is `englishTexts`.
    public static let translations: [MessageLanguage: [String: String]] = [
        .russian: RussianTexts.all,
        .chinese: ChineseTexts.all,
    ]

    /// Every text of a language under its key (English for `.english`).
    public static func texts(of language: MessageLanguage) -> [String: String] {
        language == .english ? englishTexts : translations[language] ?? [:]
    }

    /// The text for `key` in the catalog's language with `{name}` placeholders
    /// replaced. A key the language lacks falls back to English, and a key
    /// no language has shows as itself (a test keeps both from happening).
    public func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
        template(key).filled(arguments)
    }

    /// The template for `key`, for callers that fill it many times: as `text` finds it.
    func template(_ key: String) -> MessageTemplate {
        let translated: MessageTemplate? = switch language {
        case .english: nil
        case .russian: Self.russianTemplates[key]
        case .chinese: Self.chineseTemplates[key]
        }
        return translated ?? Self.englishTemplates[key] ?? MessageTemplate(key)
    }

    /// Each language's texts, cut into pieces once, when the language is first used.
    static let englishTemplates = englishTexts.mapValues(MessageTemplate.init)
    static let russianTemplates = (translations[.russian] ?? [:]).mapValues(MessageTemplate.init)
    static let chineseTemplates = (translations[.chinese] ?? [:]).mapValues(MessageTemplate.init)

    public func hasText(_ key: String) -> Bool { Self.englishTexts[key] != nil }

    /// `a`, `a or b`, `a, b or c` in this language: backquoted names for messages.
    public func quotedList(_ names: [String]) -> String {
        list(names.map { "`\($0)`" })
    }

    /// `a`, `a or b`, `a, b or c` in this language, for items already written out.
    public func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return text("list.or", ["head": items.dropLast().joined(separator: text("list.separator")), "last": items[items.count - 1]])
    }

    /// Replaces each `{name}` and `{name#form|form…}` that has an argument.
    /// A placeholder's name is letters, digits and `_`; any other `{` is text,
    /// so code such as `` `{` `` or `` `Screen { … }` `` may stand beside placeholders.
    static func fill(_ template: String, _ arguments: [String: String]) -> String {
        MessageTemplate(template).filled(arguments)
    }

    /// `fill` by scanning the template from its start: what `MessageTemplate` does
    /// with pieces cut in advance, and what it falls back to for templates it cannot cut.
    static func scanningFill(_ template: String, _ arguments: [String: String]) -> String {
        guard !arguments.isEmpty else { return template }
        // Works on UTF-8 bytes: `{` and `}` never occur inside a multi-byte character.
        let bytes = Array(template.utf8)
        guard bytes.contains(UInt8(ascii: "{")) else { return template }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 32)
        var index = 0
        while index < bytes.count {
            // Text up to the next `{` is copied as it is, in one piece.
            let open = bytes[index...].firstIndex(of: UInt8(ascii: "{")) ?? bytes.count
            if open > index {
                result.append(contentsOf: bytes[index..<open])
                index = open
                continue
            }
            guard let placeholder = placeholder(in: bytes, at: index),
                  let value = arguments[placeholder.name] else {
                result.append(bytes[index])
                index += 1
                continue
            }
            if let forms = placeholder.forms {
                result.append(contentsOf: pluralForm(forms.split(separator: "|", omittingEmptySubsequences: false), for: value).utf8)
            } else {
                result.append(contentsOf: value.utf8)
            }
            index = placeholder.end
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The placeholder that starts at `index` (a `{`), if one does: its name,
    /// its word forms after `#`, and the offset just past its `}`.
    static func placeholder(in bytes: [UInt8], at index: Int) -> (name: String, forms: Substring?, end: Int)? {
        guard bytes[index] == UInt8(ascii: "{") else { return nil }
        var cursor = index + 1
        while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
        guard cursor > index + 1, cursor < bytes.count else { return nil }
        let name = String(decoding: bytes[(index + 1)..<cursor], as: UTF8.self)
        if bytes[cursor] == UInt8(ascii: "}") { return (name, nil, cursor + 1) }
        guard bytes[cursor] == UInt8(ascii: "#"),
              let close = bytes[cursor...].firstIndex(of: UInt8(ascii: "}")) else { return nil }
        return (name, Substring(String(decoding: bytes[(cursor + 1)..<close], as: UTF8.self)), close + 1)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_")
    }

    /// The word form for a number in `{count#form|form…}`: with two forms,
    /// the first for 1 and the second otherwise (English); with three, the
    /// Russian forms for 1, 21, 31… / 2–4, 22–24… / the rest. A value that is
    /// not a whole number takes the last form.
    static func pluralForm<Form: StringProtocol>(_ forms: [Form], for value: String) -> String {
        guard let last = forms.last else { return "" }
        guard let number = Int(value) else { return String(last) }
        let (ones, tens) = (abs(number) % 10, abs(number) % 100)
        switch forms.count {
        case 2: return String(number == 1 ? forms[0] : forms[1])
        case 3:
            if ones == 1, tens != 11 { return String(forms[0]) }
            if (2...4).contains(ones), !(12...14).contains(tens) { return String(forms[1]) }
            return String(forms[2])
        default: return String(last)
        }
    }

    /// The placeholder names a template uses (`count` for `{count#…}` too), for tests.
    public static func placeholders(in template: String) -> Set<String> {
        let bytes = Array(template.utf8)
        var names: Set<String> = []
        var index = 0
        while index < bytes.count {
            if let placeholder = placeholder(in: bytes, at: index) {
                names.insert(placeholder.name)
                index = placeholder.end
            } else {
                index += 1
            }
        }
        return names
    }
}
