/// The syntax errors in words: English templates of every message the parser
/// makes (`syntax.<code>.<variant>`, the code without its `syntax/` prefix)
/// and of the phrases its arguments name (`syntax.found.…`, `syntax.hint.…`),
/// and the rendering of a `SyntaxDiagnostic` in a catalog's language.
/// `ViewSyntax` keeps building its English `message` itself; the English here
/// must equal it, which `SyntaxMessageTests` checks over every parser fixture.
package import ViewSyntax

package enum SyntaxMessages {
    static let english: [String: String] = [
        "syntax.invalid-utf8.byte": "expected UTF-8 text, found the byte {bytes}",
        "syntax.invalid-utf8.bytes": "expected UTF-8 text, found the bytes {bytes}",
        "syntax.invalid-utf8.more": "expected UTF-8 text, found the bytes {bytes} …",
        "syntax.unexpected-character.word": "expected a name in ASCII letters, digits and `_` (text belongs in quotes), "
            + "found the {count#character|characters} `{text}` ({scalars}{hint})",
        "syntax.unexpected-character.other":
            "expected a name, value or punctuation, found the {count#character|characters} `{text}` ({scalars}{hint})",
        "syntax.unterminated-string": "expected `{closing}` to close this string, found {found}",
        "syntax.unterminated-comment": "expected `*/` to close this comment, found end of file",
        "syntax.invalid-escape.unicode": "expected four hexadecimal digits after `\\u`, found {count}",
        "syntax.invalid-escape.other": "expected one of \\\\ \\\" \\' \\n \\r \\t \\uXXXX, found `{text}`",
        "syntax.missing-root": "expected a root component such as `Screen { … }`, found end of file",
        "syntax.missing-name.component": "expected a component name before `{`",
        "syntax.missing-name.path": "expected a name after `.`, found {found}",
        "syntax.missing-colon.value": "expected `:` after `{name}`, found {found}",
        "syntax.missing-colon.other": "expected `:` or `{` after `{name}`, found {found}",
        "syntax.missing-value": "expected a value after `{name}:`, found {found}",
        "syntax.missing-separator.member": "expected `;` or a line break before {found}",
        "syntax.missing-separator.list": "expected `,` between list elements, found {found}",
        "syntax.unclosed-block": "expected `}` to close this block, found end of file",
        "syntax.unclosed-list": "expected `]` to close the list, found {found}",
        "syntax.unexpected-token.root": "expected a root component such as `Screen { … }`, found {found}",
        "syntax.unexpected-token.member": "expected a property or a component, found {found}",
        "syntax.unexpected-token.list": "expected a value or `]` in the list, found {found}",
        "syntax.trailing-content": "expected end of file after the root component, found {found}",
        "syntax.too-deep": "expected at most {maximum} nested blocks and lists, found more; "
            + "the content here is kept but not analysed",
        "syntax.found.end-of-file": "end of file",
        "syntax.found.end-of-line": "end of line",
        "syntax.found.string": "string `{text}`",
        "syntax.found.number": "number `{text}`",
        "syntax.found.token": "`{text}`",
        "syntax.hint.none": "",
        "syntax.hint.looks-like": ", which looks like `{text}`",
        "syntax.hint.space": ", which looks like a space",
    ]

    /// The catalog key of a diagnostic's message.
    static func key(of diagnostic: SyntaxDiagnostic) -> String {
        let code = diagnostic.code.rawValue.dropFirst("syntax/".count)
        return diagnostic.variant.isEmpty ? "syntax.\(code)" : "syntax.\(code).\(diagnostic.variant)"
    }

    /// The diagnostic's message in the catalog's language: its template, with
    /// text arguments as they are and phrases worded by their own keys.
    package static func message(of diagnostic: SyntaxDiagnostic, catalog: MessageCatalog) -> String {
        let key = key(of: diagnostic)
        guard catalog.hasText(key) else { return diagnostic.message }
        let arguments = diagnostic.arguments.mapValues { argument -> String in
            switch argument {
            case .text(let text): return text
            case .phrase(let kind, let text): return catalog.text("syntax.\(kind)", ["text": text])
            }
        }
        return catalog.text(key, arguments)
    }
}
