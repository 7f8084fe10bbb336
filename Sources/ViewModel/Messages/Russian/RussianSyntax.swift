/// Russian texts of the syntax errors and of the phrases they name (what
/// was found, what a stray character resembles). Phrases are in the
/// nominative, as they follow «а здесь».
enum RussianSyntax {
    static let texts: [String: String] = [
        "syntax.invalid-utf8.byte": "ожидался текст в UTF-8, а здесь байт {bytes}",
        "syntax.invalid-utf8.bytes": "ожидался текст в UTF-8, а здесь байты {bytes}",
        "syntax.invalid-utf8.more": "ожидался текст в UTF-8, а здесь байты {bytes} …",
        "syntax.unexpected-character.word": "ожидалось имя из латинских букв, цифр и `_` (текст пишется в кавычках), "
            + "а здесь {count#символ|символы|символы} `{text}` ({scalars}{hint})",
        "syntax.unexpected-character.other":
            "ожидалось имя, значение или знак препинания, а здесь {count#символ|символы|символы} `{text}` ({scalars}{hint})",
        "syntax.unterminated-string": "строка не закрыта: ожидалась `{closing}`, а здесь {found}",
        "syntax.unterminated-comment": "комментарий не закрыт: ожидалось `*/`, а здесь конец файла",
        "syntax.invalid-escape.unicode": "после `\\u` нужны четыре шестнадцатеричные цифры, а здесь их {count}",
        "syntax.invalid-escape.other": "допустимы только \\\\ \\\" \\' \\n \\r \\t \\uXXXX, а здесь `{text}`",
        "syntax.missing-root": "ожидался корневой компонент, например `Screen { … }`, а здесь конец файла",
        "syntax.missing-name.component": "перед `{` не хватает имени компонента",
        "syntax.missing-name.path": "после `.` ожидалось имя, а здесь {found}",
        "syntax.missing-colon.value": "после `{name}` ожидалось `:`, а здесь {found}",
        "syntax.missing-colon.other": "после `{name}` ожидалось `:` или `{`, а здесь {found}",
        "syntax.missing-value": "после `{name}:` ожидалось значение, а здесь {found}",
        "syntax.missing-separator.member": "ожидалась `;` или перевод строки, а здесь сразу {found}",
        "syntax.missing-separator.list": "между элементами списка ожидалась `,`, а здесь {found}",
        "syntax.unclosed-block": "блок не закрыт: ожидалась `}`, а здесь конец файла",
        "syntax.unclosed-list": "список не закрыт: ожидалась `]`, а здесь {found}",
        "syntax.unexpected-token.root": "ожидался корневой компонент, например `Screen { … }`, а здесь {found}",
        "syntax.unexpected-token.member": "ожидалось свойство или компонент, а здесь {found}",
        "syntax.unexpected-token.list": "в списке ожидалось значение или `]`, а здесь {found}",
        "syntax.trailing-content": "после корневого компонента ожидался конец файла, а здесь {found}",
        "syntax.too-deep": "блоки и списки вкладываются не глубже {maximum} уровней, а здесь глубже; "
            + "это содержимое сохранено, но не проверяется",
        "syntax.found.end-of-file": "конец файла",
        "syntax.found.end-of-line": "конец строки",
        "syntax.found.string": "строка `{text}`",
        "syntax.found.number": "число `{text}`",
        "syntax.found.token": "`{text}`",
        "syntax.hint.none": "",
        "syntax.hint.looks-like": ", похоже на `{text}`",
        "syntax.hint.space": ", похоже на пробел",
    ]
}
