/// Simplified Chinese texts of the syntax errors and of the phrases they
/// name (what was found, what a stray character resembles).
enum ChineseSyntax {
    static let texts: [String: String] = [
        "syntax.invalid-utf8.byte": "应为 UTF-8 文本，但遇到了字节 {bytes}",
        "syntax.invalid-utf8.bytes": "应为 UTF-8 文本，但遇到了字节 {bytes}",
        "syntax.invalid-utf8.more": "应为 UTF-8 文本，但遇到了字节 {bytes} …",
        "syntax.unexpected-character.word": "应为由 ASCII 字母、数字和 `_` 组成的名称（文本要放在引号中），"
            + "但遇到了{count#字符} `{text}`（{scalars}{hint}）",
        "syntax.unexpected-character.other": "应为名称、值或标点，但遇到了{count#字符} `{text}`（{scalars}{hint}）",
        "syntax.unterminated-string": "字符串未结束：应有 `{closing}`，但遇到了{found}",
        "syntax.unterminated-comment": "注释未结束：应有 `*/`，但遇到了文件末尾",
        "syntax.invalid-escape.unicode": "`\\u` 后应有四位十六进制数字，这里只有 {count} 位",
        "syntax.invalid-escape.other": "转义只能是 \\\\ \\\" \\' \\n \\r \\t \\uXXXX 之一，但遇到了 `{text}`",
        "syntax.missing-root": "应有根组件，例如 `Screen { … }`，但遇到了文件末尾",
        "syntax.missing-name.component": "`{` 前缺少组件名称",
        "syntax.missing-name.path": "`.` 后应有名称，但遇到了{found}",
        "syntax.missing-colon.value": "`{name}` 后应有 `:`，但遇到了{found}",
        "syntax.missing-colon.other": "`{name}` 后应有 `:` 或 `{`，但遇到了{found}",
        "syntax.missing-value": "`{name}:` 后应有值，但遇到了{found}",
        "syntax.missing-separator.member": "应有 `;` 或换行，但紧接着是{found}",
        "syntax.missing-separator.list": "列表元素之间应有 `,`，但遇到了{found}",
        "syntax.unclosed-block": "代码块未结束：应有 `}`，但遇到了文件末尾",
        "syntax.unclosed-list": "列表未结束：应有 `]`，但遇到了{found}",
        "syntax.unexpected-token.root": "应有根组件，例如 `Screen { … }`，但遇到了{found}",
        "syntax.unexpected-token.member": "应为属性或组件，但遇到了{found}",
        "syntax.unexpected-token.list": "列表中应为值或 `]`，但遇到了{found}",
        "syntax.trailing-content": "根组件之后应为文件末尾，但遇到了{found}",
        "syntax.too-deep": "块和列表最多嵌套 {maximum} 层，这里超出了限制；其中的内容会保留，但不做分析",
        "syntax.found.end-of-file": "文件末尾",
        "syntax.found.end-of-line": "行尾",
        "syntax.found.string": "字符串 `{text}`",
        "syntax.found.number": "数字 `{text}`",
        "syntax.found.token": " `{text}`",
        "syntax.hint.none": "",
        "syntax.hint.looks-like": "，看起来像 `{text}`",
        "syntax.hint.space": "，看起来像空格",
    ]
}
