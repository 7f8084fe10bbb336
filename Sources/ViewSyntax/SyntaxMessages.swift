/// Syntax errors in words: the catalog of this layer (`ViewSyntax.xcstrings`
/// beside this file, compiled into `ViewSyntaxStrings.table`), holding the
/// message of every code and variant (`syntax.<code>.<variant>`, the code
/// without its `syntax/` prefix) and the phrases its arguments name
/// (`syntax.found.…`, `syntax.hint.…`), and the rendering of a
/// `SyntaxDiagnostic` in a catalog's language.
public import ViewStrings

extension MessageCatalog {
    /// The catalog of the syntax layer: the syntax errors' texts.
    public static func syntax(_ language: MessageLanguage) -> MessageCatalog {
        MessageCatalog(language: language, tables: [ViewSyntaxStrings.table])
    }

    static let syntaxEnglish = MessageCatalog.syntax(.english)
}

extension SyntaxDiagnostic {
    /// The catalog key of the message.
    public var messageKey: String {
        let code = code.rawValue.dropFirst("syntax/".count)
        return variant.isEmpty ? "syntax.\(code)" : "syntax.\(code).\(variant)"
    }

    /// The message in the catalog's language: its text, with text arguments
    /// as they are and phrases worded by their own keys.
    public func message(in catalog: MessageCatalog) -> String {
        let arguments = arguments.mapValues { argument -> String in
            switch argument {
            case .text(let text): return text
            case .phrase(let kind, let text): return catalog.text("syntax.\(kind)", ["text": text])
            }
        }
        return catalog.text(messageKey, arguments)
    }

    /// The message in English.
    public var message: String { message(in: MessageCatalog.syntaxEnglish) }
}
