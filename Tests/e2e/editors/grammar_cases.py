"""grammar_cases.py — owns the table of snippets and the scopes the TextMate
grammar must give their tokens. Each case lists every token that is not blank,
in order, as (text, scopes): the text without surrounding blanks, the scopes
outermost first and without `source.view`; "" is text no rule scopes."""

STR = "string.quoted.double.view"
SQ = "string.quoted.single.view"
BEGIN = f"{STR} punctuation.definition.string.begin.view"
END = f"{STR} punctuation.definition.string.end.view"
TYPE = "entity.name.type.view"
PROP = "variable.other.property.view"
COLON = "punctuation.separator.key-value.view"
ENUM = "variable.other.enummember.view"
OPEN = "punctuation.section.block.begin.view"
CLOSE = "punctuation.section.block.end.view"
SEMI = "punctuation.terminator.statement.view"
LINE = "comment.line.double-slash.view"
BLOCK = "comment.block.view"
NUM = "constant.numeric.view"
BAD = "invalid.illegal.character.view"

CASES = [
    ("component and binding on one line", 'Screen { title: "Settings" }', [
        ("Screen", TYPE), ("{", OPEN), ("title", PROP), (":", COLON),
        ('"', BEGIN), ("Settings", STR), ('"', END), ("}", CLOSE),
    ]),
    ("Allman braces: a capitalized name alone on its line is a component", "Screen\n{\n    Toolbar // bottom\n    {}\n}", [
        ("Screen", TYPE), ("{", OPEN),
        ("Toolbar", TYPE), ("//", f"{LINE} punctuation.definition.comment.view"), ("bottom", LINE),
        ("{", OPEN), ("}", CLOSE), ("}", CLOSE),
    ]),
    ("inline object value and separators", "BarButton { system: action; presents: Popover { kind: task } }", [
        ("BarButton", TYPE), ("{", OPEN), ("system", PROP), (":", COLON), ("action", ENUM), (";", SEMI),
        ("presents", PROP), (":", COLON), ("Popover", TYPE), ("{", OPEN),
        ("kind", PROP), (":", COLON), ("task", ENUM), ("}", CLOSE), ("}", CLOSE),
    ]),
    ("enum member list", "activities: [copy, print,]", [
        ("activities", PROP), (":", COLON), ("[", "punctuation.definition.list.begin.view"),
        ("copy", ENUM), (",", "punctuation.separator.comma.view"), ("print", ENUM),
        (",", "punctuation.separator.comma.view"), ("]", "punctuation.definition.list.end.view"),
    ]),
    ("a screen name as a value is a type name", "push: WifiSettings", [
        ("push", PROP), (":", COLON), ("WifiSettings", TYPE),
    ]),
    ("id binding names the element", "id: share", [
        ("id", PROP), (":", COLON), ("share", "entity.name.variable.id.view"),
    ]),
    ("system image path", "icon: system.gear", [
        ("icon", PROP), (":", COLON), ("system", "variable.language.system.view"),
        (".", "punctuation.accessor.view"), ("gear", "variable.other.constant.view"),
    ]),
    ("path with blanks and a comment inside, then a separator", "image: system . person /* x */ . fill; a: 1", [
        ("image", PROP), (":", COLON), ("system", "variable.language.system.view"),
        (".", "punctuation.accessor.view"), ("person", "variable.other.constant.view"),
        ("/*", f"{BLOCK} punctuation.definition.comment.begin.view"), ("x", BLOCK),
        ("*/", f"{BLOCK} punctuation.definition.comment.end.view"),
        (".", "punctuation.accessor.view"), ("fill", "variable.other.constant.view"),
        (";", SEMI), ("a", PROP), (":", COLON), ("1", NUM),
    ]),
    ("other dotted paths", "x: a.b.c", [
        ("x", PROP), (":", COLON), ("a", "variable.other.object.view"), (".", "punctuation.accessor.view"),
        ("b", "variable.other.constant.view"), (".", "punctuation.accessor.view"), ("c", "variable.other.constant.view"),
    ]),
    ("numbers", "width: 44; minZoom: 0.5; x: -1; y: -12.25", [
        ("width", PROP), (":", COLON), ("44", NUM), (";", SEMI),
        ("minZoom", PROP), (":", COLON), ("0.5", NUM), (";", SEMI),
        ("x", PROP), (":", COLON), ("-1", NUM), (";", SEMI),
        ("y", PROP), (":", COLON), ("-12.25", NUM),
    ]),
    ("booleans", "hidden: true; paging: false", [
        ("hidden", PROP), (":", COLON), ("true", "constant.language.boolean.view"), (";", SEMI),
        ("paging", PROP), (":", COLON), ("false", "constant.language.boolean.view"),
    ]),
    ("colors: named and hex strings", "tint: blue; background: \"#FF8800\"; color: '#11223344'", [
        ("tint", PROP), (":", COLON), ("blue", "support.constant.color.view"), (";", SEMI),
        ("background", PROP), (":", COLON), ('"', BEGIN), ("#FF8800", f"{STR} constant.other.color.rgb-value.view"),
        ('"', END), (";", SEMI),
        ("color", PROP), (":", COLON), ("'", f"{SQ} punctuation.definition.string.begin.view"),
        ("#11223344", f"{SQ} constant.other.color.rgb-value.view"), ("'", f"{SQ} punctuation.definition.string.end.view"),
    ]),
    ("a hex color inside other text is text", 'title: "#1 #FF8800"', [
        ("title", PROP), (":", COLON), ('"', BEGIN), ("#1 #FF8800", STR), ('"', END),
    ]),
    # Adjacent tokens with the same scopes read as one (as in VS Code), so
    # letters separate the escapes here.
    ("escapes, valid and not", r'title: "a\"b\\c\nd\u00e9e\qf\u12"', [
        ("title", PROP), (":", COLON), ('"', BEGIN), ("a", STR),
        (r"\"", f"{STR} constant.character.escape.view"), ("b", STR),
        (r"\\", f"{STR} constant.character.escape.view"), ("c", STR),
        (r"\n", f"{STR} constant.character.escape.view"), ("d", STR),
        (r"\u00e9", f"{STR} constant.character.escape.view"), ("e", STR),
        (r"\q", f"{STR} invalid.illegal.escape.view"), ("f", STR),
        (r"\u12", f"{STR} invalid.illegal.escape.view"), ('"', END),
    ]),
    ("a comment marker inside a string is text", "url: \"https://example.com/a\" // the site\nx: '/* no */'", [
        ("url", PROP), (":", COLON), ('"', BEGIN), ("https://example.com/a", STR), ('"', END),
        ("//", f"{LINE} punctuation.definition.comment.view"), ("the site", LINE),
        ("x", PROP), (":", COLON), ("'", f"{SQ} punctuation.definition.string.begin.view"),
        ("/* no */", SQ), ("'", f"{SQ} punctuation.definition.string.end.view"),
    ]),
    ("single quotes hold double quotes", "title: 'say \"hi\" \\''", [
        ("title", PROP), (":", COLON), ("'", f"{SQ} punctuation.definition.string.begin.view"),
        ('say "hi"', SQ), ("\\'", f"{SQ} constant.character.escape.view"),
        ("'", f"{SQ} punctuation.definition.string.end.view"),
    ]),
    ("Cyrillic and CJK strings", 'Label { text: "Анна Аркадьевна" }\nCell { title: "设置"; detail: \'书架 📚\' }', [
        ("Label", TYPE), ("{", OPEN), ("text", PROP), (":", COLON),
        ('"', BEGIN), ("Анна Аркадьевна", STR), ('"', END), ("}", CLOSE),
        ("Cell", TYPE), ("{", OPEN), ("title", PROP), (":", COLON),
        ('"', BEGIN), ("设置", STR), ('"', END), (";", SEMI),
        ("detail", PROP), (":", COLON), ("'", f"{SQ} punctuation.definition.string.begin.view"),
        ("书架 📚", SQ), ("'", f"{SQ} punctuation.definition.string.end.view"), ("}", CLOSE),
    ]),
    ("an unterminated string ends at the line break; the next line is code", 'title: "Настройки\nprompt: \'设\\\nx: 1', [
        ("title", PROP), (":", COLON), ('"', BEGIN), ("Настройк", STR),
        ("и", f"{STR} invalid.illegal.unterminated-string.view"),
        ("prompt", PROP), (":", COLON), ("'", f"{SQ} punctuation.definition.string.begin.view"),
        ("设", SQ), ("\\", f"{SQ} invalid.illegal.unterminated-string.view"),
        ("x", PROP), (":", COLON), ("1", NUM),
    ]),
    ("a lone quote at the end of a line", 'title: "\nx: 1', [
        ("title", PROP), (":", COLON), ('"', BEGIN), ("x", PROP), (":", COLON), ("1", NUM),
    ]),
    ("a block comment spanning lines, then code on its last line", "/* first\n   второй 第三\n*/ Screen {}", [
        ("/*", f"{BLOCK} punctuation.definition.comment.begin.view"), ("first", BLOCK),
        ("второй 第三", BLOCK), ("*/", f"{BLOCK} punctuation.definition.comment.end.view"),
        ("Screen", TYPE), ("{", OPEN), ("}", CLOSE),
    ]),
    ("code inside a block comment is comment; an unterminated one runs to the end", 'a: 1 /* b: "x" */ /* c {\nd: 2', [
        ("a", PROP), (":", COLON), ("1", NUM),
        ("/*", f"{BLOCK} punctuation.definition.comment.begin.view"), ('b: "x"', BLOCK),
        ("*/", f"{BLOCK} punctuation.definition.comment.end.view"),
        ("/*", f"{BLOCK} punctuation.definition.comment.begin.view"), ("c {", BLOCK), ("d: 2", BLOCK),
    ]),
    ("a comment between a name and its colon", "title /* why */ : \"A\"", [
        ("title", PROP), ("/*", f"{BLOCK} punctuation.definition.comment.begin.view"), ("why", BLOCK),
        ("*/", f"{BLOCK} punctuation.definition.comment.end.view"), (":", COLON),
        ('"', BEGIN), ("A", STR), ('"', END),
    ]),
    ("suppression comments name their directive and rule ids", "// viewls-disable-next-line tab-bar/too-many-tabs, status-bar/hidden -- on purpose", [
        ("//", f"{LINE} punctuation.definition.comment.view"),
        ("viewls-disable-next-line", f"{LINE} keyword.control.directive.suppression.view"),
        ("tab-bar/too-many-tabs", f"{LINE} constant.other.rule-id.view"), (",", f"{LINE} punctuation.separator.comma.view"),
        ("status-bar/hidden", f"{LINE} constant.other.rule-id.view"), ("-- on purpose", LINE),
    ]),
    ("a comment that only mentions the word is a plain comment", "// viewls-disabled here\n//viewls-disable", [
        ("//", f"{LINE} punctuation.definition.comment.view"), ("viewls-disabled here", LINE),
        ("//", f"{LINE} punctuation.definition.comment.view"),
        ("viewls-disable", f"{LINE} keyword.control.directive.suppression.view"),
    ]),
    ("full-width punctuation and text outside strings are errors", "title：\"A\"\nзаголовок: 1; - 2 / 3", [
        ("title", ENUM), ("：", BAD), ('"', BEGIN), ("A", STR), ('"', END),
        ("заголовок", BAD), (":", COLON), ("1", NUM), (";", SEMI), ("-", BAD), ("2", NUM), ("/", BAD), ("3", NUM),
    ]),
    ("keywords are values, not names", "enabled: true\ntrueish: falsey", [
        ("enabled", PROP), (":", COLON), ("true", "constant.language.boolean.view"),
        ("trueish", PROP), (":", COLON), ("falsey", ENUM),
    ]),
]
