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

    /// The reserved words that were enum members before language version 3,
    /// by their new spelling: `keyboard: default` and `Cell.style: default`
    /// are `standard`, `Cell.editing: delete` is `remove`.
    static let deprecatedValues: [String: String] = ["default": "standard", "delete": "remove"]

    /// Reserved words that are whole values in QML (JavaScript literals), so a
    /// file using one as a value is still QML; the checker finds it no member.
    static let qmlValues: Set<String> = ["null", "this"]

    /// Whether an identifier's bytes spell a reserved word. All of them are
    /// lower-case ASCII of 2 to 12 bytes, so most names are rejected at once;
    /// the rest are packed into integers (little-endian, so a shorter word has
    /// zero high bytes and cannot equal a longer one) and compared with
    /// constants: no allocation, no hashing. `ReservedWordsTests` checks the
    /// constants against `all`.
    static func contains(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count >= 2, name.count <= 12, let first = name.first,
              first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        var head: UInt64 = 0
        var tail: UInt32 = 0
        for index in 0..<min(name.count, 8) { head |= UInt64(name[index]) << (8 * UInt64(index)) }
        for index in 8..<max(name.count, 8) { tail |= UInt32(name[index]) << (8 * UInt32(index - 8)) }
        if name.count <= 8 {
            switch head {
            case 0x0000000000006F64: return true // do
            case 0x0000000000006669: return true // if
            case 0x0000000000006E69: return true // in
            case 0x0000000000726F66: return true // for
            case 0x0000000000746E69: return true // int
            case 0x000000000074656C: return true // let
            case 0x000000000077656E: return true // new
            case 0x0000000000797274: return true // try
            case 0x0000000000726176: return true // var
            case 0x0000000065747962: return true // byte
            case 0x0000000065736163: return true // case
            case 0x0000000072616863: return true // char
            case 0x0000000065736C65: return true // else
            case 0x000000006D756E65: return true // enum
            case 0x000000006F746F67: return true // goto
            case 0x00000000676E6F6C: return true // long
            case 0x000000006C6C756E: return true // null
            case 0x0000000073696874: return true // this
            case 0x0000000064696F76: return true // void
            case 0x0000000068746977: return true // with
            case 0x0000006B61657262: return true // break
            case 0x0000006863746163: return true // catch
            case 0x0000007373616C63: return true // class
            case 0x00000074736E6F63: return true // const
            case 0x0000006C616E6966: return true // final
            case 0x00000074616F6C66: return true // float
            case 0x00000074726F6873: return true // short
            case 0x0000007265707573: return true // super
            case 0x000000776F726874: return true // throw
            case 0x000000656C696877: return true // while
            case 0x00006574656C6564: return true // delete
            case 0x0000656C62756F64: return true // double
            case 0x000074726F707865: return true // export
            case 0x000074726F706D69: return true // import
            case 0x000065766974616E: return true // native
            case 0x0000616D67617270: return true // pragma
            case 0x000063696C627570: return true // public
            case 0x00006E7275746572: return true // return
            case 0x0000686374697773: return true // switch
            case 0x000073776F726874: return true // throws
            case 0x0000666F65707974: return true // typeof
            case 0x006E61656C6F6F62: return true // boolean
            case 0x00746C7561666564: return true // default
            case 0x0073646E65747865: return true // extends
            case 0x00796C6C616E6966: return true // finally
            case 0x006567616B636170: return true // package
            case 0x0065746176697270: return true // private
            case 0x7463617274736261: return true // abstract
            case 0x65756E69746E6F63: return true // continue
            case 0x7265676775626564: return true // debugger
            case 0x6E6F6974636E7566: return true // function
            case 0x656C6974616C6F76: return true // volatile
            default: return false
            }
        }
        switch (head, tail) {
        case (0x6E656D656C706D69, 0x00007374): return true // implements
        case (0x65636E6174736E69, 0x0000666F): return true // instanceof
        case (0x6361667265746E69, 0x00000065): return true // interface
        case (0x65746365746F7270, 0x00000064): return true // protected
        case (0x6E6F7268636E7973, 0x64657A69): return true // synchronized
        case (0x6E6569736E617274, 0x00000074): return true // transient
        default: return false
        }
    }
}
