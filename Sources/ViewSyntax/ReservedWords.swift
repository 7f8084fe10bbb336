/// The words QML keeps for itself, which a `.view` file may not use as a
/// property name, a component name or a value.
///
/// They are the words that Qt's QML lexer (in QML mode) turns into keyword
/// tokens which its grammar does not take as an identifier: JavaScript's
/// keywords and reserved words (`ReservedIdentifier` in Qt's `qqmljs.g`,
/// without `true` and `false`, which are our keywords too), plus the Java-era
/// reserved words that QML mode still reserves (`T_RESERVED_WORD`) and
/// `public` and `pragma`. Words that Qt's `JsIdentifier` accepts (`property`,
/// `signal`, `readonly`, `on`, `get`, `set`, `from`, `static`, `of`, `as`,
/// `required`, `component`) are ordinary names. After a `.` (`system.default`)
/// any word is a name, in QML as in JavaScript, so paths check their first
/// name only.
enum ReservedWords {
    static let all: [String] = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do",
        "else", "enum", "export", "extends", "finally", "for", "function", "if", "import", "in",
        "instanceof", "let", "new", "null", "return", "super", "switch", "this", "throw", "try",
        "typeof", "var", "void", "while", "with",
        "abstract", "boolean", "byte", "char", "double", "final", "float", "goto", "implements", "int",
        "interface", "long", "native", "package", "pragma", "private", "protected", "public", "short",
        "synchronized", "throws", "transient", "volatile",
    ]

    /// The words by length, as bytes, for a lookup that allocates nothing.
    private static let byLength: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 13)
        for word in all { table[word.utf8.count].append(Array(word.utf8)) }
        return table
    }()

    /// Whether an identifier's bytes spell a reserved word. All of them are
    /// lower-case ASCII, so a name that starts otherwise is rejected at once.
    static func contains(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = name.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
              name.count < byLength.count else { return false }
        for word in byLength[name.count] where word[0] == first && word.elementsEqual(name) {
            return true
        }
        return false
    }
}
