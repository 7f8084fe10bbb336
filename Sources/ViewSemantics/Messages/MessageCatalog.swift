/// The one message catalog: every user-facing text by key, per language,
/// with named placeholders (`{count}`). English is complete; Russian and
/// Chinese tables join later under the same keys.

/// A language of messages.
public enum MessageLanguage: String, Sendable, CaseIterable {
    case english = "en"
    case russian = "ru"
    case chinese = "zh"
}

public struct MessageCatalog: Sendable {
    public let language: MessageLanguage

    public init(language: MessageLanguage = .english) {
        self.language = language
    }

    public static let english = MessageCatalog(language: .english)

    /// Every English text: checking codes, component documentation, command
    /// line wording, editor features, and each rule's summary, messages,
    /// explanation and fix titles.
    public static let englishTexts: [String: String] = {
        var table = CheckingMessages.english
        table.merge(ComponentDocumentation.english) { first, _ in first }
        table.merge(CommandLineMessages.english) { first, _ in first }
        table.merge(IDEMessages.english) { first, _ in first }
        for rule in RuleRegistry.all {
            table.merge(rule.description.englishTexts) { first, _ in first }
        }
        return table
    }()

    /// The text for `key` with `{name}` placeholders replaced; the key itself
    /// when the catalog has no such text (a test keeps that from happening).
    public func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
        let template = Self.englishTexts[key] ?? key
        return Self.fill(template, arguments)
    }

    public func hasText(_ key: String) -> Bool { Self.englishTexts[key] != nil }

    static func fill(_ template: String, _ arguments: [String: String]) -> String {
        guard !arguments.isEmpty else { return template }
        // Works on UTF-8 bytes: `{` and `}` never occur inside a multi-byte character.
        let bytes = Array(template.utf8)
        guard bytes.contains(UInt8(ascii: "{")) else { return template }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 32)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"),
                  let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) else {
                result.append(bytes[index])
                index += 1
                continue
            }
            let name = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
            if let value = arguments[name] {
                result.append(contentsOf: value.utf8)
            } else {
                result.append(contentsOf: bytes[index...close])
            }
            index = close + 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The placeholder names a template uses, for tests.
    public static func placeholders(in template: String) -> Set<String> {
        var names: Set<String> = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}

extension Array where Element == String {
    /// `a`, `a or b`, `a, b or c`: backquoted names for messages.
    func quotedList(conjunction: String = "or") -> String {
        let quoted = map { "`\($0)`" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted[quoted.count - 1]
    }
}
