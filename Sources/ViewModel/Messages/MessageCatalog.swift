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

/// A module's texts in every language, cut into templates the first time a
/// language is used. Each module with texts has one; a catalog searches the
/// tables of the layers it is built for.
public struct TextTable: Sendable {
    public let module: String
    /// Each language's templates, from a `static let` in the owning module (lazy, once per process).
    package let templates: @Sendable (MessageLanguage) -> [String: MessageTemplate]
    /// Each language's texts, for tests and tools.
    public let texts: @Sendable (MessageLanguage) -> [String: String]

    package init(module: String, templates: @escaping @Sendable (MessageLanguage) -> [String: MessageTemplate],
         texts: @escaping @Sendable (MessageLanguage) -> [String: String]) {
        self.module = module
        self.templates = templates
        self.texts = texts
    }
}

public struct MessageCatalog: Sendable {
    public let language: MessageLanguage
    /// The tables searched, upper layers first.
    public let tables: [TextTable]

    public init(language: MessageLanguage, tables: [TextTable]) {
        self.language = language
        self.tables = tables
    }

    /// The catalog of this layer's texts: checking codes, configuration,
    /// syntax errors, component documentation.
    public static func model(_ language: MessageLanguage) -> MessageCatalog {
        MessageCatalog(language: language, tables: [.model])
    }

    /// The same texts in another language.
    public func speaking(_ other: MessageLanguage) -> MessageCatalog {
        MessageCatalog(language: other, tables: tables)
    }

    /// Every text of a language under its key, over all the catalog's tables.
    public func texts(of language: MessageLanguage) -> [String: String] {
        var result: [String: String] = [:]
        for table in tables { result.merge(table.texts(language)) { first, _ in first } }
        return result
    }

    /// The text for `key` in the catalog's language with `{name}` placeholders
    /// replaced. A key the language lacks falls back to English, and a key
    /// no language has shows as itself (a test keeps both from happening).
    public func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
        template(key).filled(arguments)
    }

    /// The template for `key`, for callers that fill it many times: as `text` finds it.
    package func template(_ key: String) -> MessageTemplate {
        if language != .english {
            for table in tables { if let found = table.templates(language)[key] { return found } }
        }
        for table in tables { if let found = table.templates(.english)[key] { return found } }
        return MessageTemplate(key)
    }

    public func hasText(_ key: String) -> Bool { tables.contains { $0.templates(.english)[key] != nil } }

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

extension TextTable {
    /// The texts still kept as Swift tables in this module (until they move to String Catalogs).
    public static let model = TextTable(module: "ViewModel", templates: { ModelTexts.templates($0) }, texts: { ModelTexts.texts($0) })
}

/// This module's Swift tables of texts.
enum ModelTexts {
    static let english: [String: String] = {
        var table = CheckingMessages.english
        for part in [ComponentDocumentation.english, CommandLineMessages.english, IDEMessages.english, SyntaxMessages.english,
                     ConfigurationMessages.english, UsageMessages.english] {
            table.merge(part) { first, _ in first }
        }
        return table
    }()

    static func texts(_ language: MessageLanguage) -> [String: String] {
        switch language {
        case .english: english
        case .russian: RussianTexts.all
        case .chinese: ChineseTexts.all
        }
    }

    static let englishTemplates = english.mapValues(MessageTemplate.init)
    static let russianTemplates = RussianTexts.all.mapValues(MessageTemplate.init)
    static let chineseTemplates = ChineseTexts.all.mapValues(MessageTemplate.init)

    static func templates(_ language: MessageLanguage) -> [String: MessageTemplate] {
        switch language {
        case .english: englishTemplates
        case .russian: russianTemplates
        case .chinese: chineseTemplates
        }
    }
}
