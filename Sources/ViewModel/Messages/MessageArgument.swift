/// Values for a message whose words are chosen when it is shown, not when it
/// is found: the problems of a configuration are found before anyone knows
/// the language they will be read in (a `.viewls.json` may itself choose it),
/// so they keep their catalog key and these arguments, and each reader
/// renders them in its own language.
public import ViewStrings

/// One value for a placeholder: text as it is, a phrase (a catalog key,
/// optionally taking `{text}`), or a list of names quoted with `'…'`.
public enum MessageArgument: Hashable, Sendable {
    case text(String)
    case phrase(String, text: String = "")
    /// `'a'`, `'a' or 'b'`, `'a', 'b', or 'c'`: one of them (the language's CLDR "or" list).
    case alternatives([String])
    /// `'a'`, `'a' and 'b'`, `'a', 'b', and 'c'`: all of them (the language's CLDR "and" list).
    case all([String])
}

/// A message by key with its arguments, rendered in a catalog's language.
public struct DeferredMessage: Hashable, Sendable {
    public var key: String
    public var arguments: [String: MessageArgument]

    public init(_ key: String, _ arguments: [String: MessageArgument] = [:]) {
        self.key = key
        self.arguments = arguments
    }

    public func text(in catalog: MessageCatalog) -> String {
        catalog.text(key, arguments.mapValues { catalog.render($0) })
    }
}

extension MessageCatalog {
    /// An argument in this catalog's language.
    public func render(_ argument: MessageArgument) -> String {
        switch argument {
        case .text(let text): return text
        case .phrase(let key, let text): return self.text(key, ["text": text])
        case .alternatives(let names): return list(names.map { "'\($0)'" }, .or)
        case .all(let names): return list(names.map { "'\($0)'" }, .and)
        }
    }
}
