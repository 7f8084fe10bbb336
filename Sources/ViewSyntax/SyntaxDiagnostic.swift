/// Syntax errors: their codes, and the diagnostic that lives beside a tree.
///
/// Parsing never fails; each fault the lexer or parser meets becomes one
/// `SyntaxDiagnostic` with a byte range, its shape (`variant`) and named
/// `arguments`: no words. Nearly all are errors; a deprecated spelling that
/// is still read (`keyboard: default`) is a warning (`severity`). Its message, which names what was expected and
/// what was found, is worded from this module's String Catalog in any
/// language (`SyntaxMessages.swift`); `message` is the English.

/// One kind of syntax fault. The raw value is the diagnostic code users see.
public enum SyntaxErrorCode: String, Sendable, CaseIterable, Comparable {
    case invalidUTF8 = "syntax/invalid-utf8"
    case unexpectedCharacter = "syntax/unexpected-character"
    case unterminatedString = "syntax/unterminated-string"
    case unterminatedComment = "syntax/unterminated-comment"
    case invalidEscape = "syntax/invalid-escape"
    case missingRoot = "syntax/missing-root"
    case missingName = "syntax/missing-name"
    case missingColon = "syntax/missing-colon"
    case missingValue = "syntax/missing-value"
    case missingSeparator = "syntax/missing-separator"
    case unclosedBlock = "syntax/unclosed-block"
    case unclosedList = "syntax/unclosed-list"
    case unexpectedToken = "syntax/unexpected-token"
    case trailingContent = "syntax/trailing-content"
    case tooDeep = "syntax/too-deep"
    case straySemicolon = "syntax/stray-semicolon"
    case objectList = "syntax/object-list"
    case reservedWord = "syntax/reserved-word"

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A value named in a syntax message: text shown as it is (source text, a
/// count, a character), or a phrase in words, which each language words its
/// own way. Phrase kinds, each taking the phrase's `text`:
/// `found.end-of-file`, `found.end-of-line`, `found.string`, `found.number`,
/// `found.token` (what stood where something else was expected), and
/// `hint.none`, `hint.looks-like`, `hint.space` (what an unexpected
/// character resembles).
public enum SyntaxArgument: Hashable, Sendable, Comparable {
    case text(String)
    case phrase(String, text: String)
}

/// How bad a syntax fault is: an error (the text is not the language), or a
/// warning (a deprecated form the parser still reads as its new one).
public enum SyntaxSeverity: Hashable, Sendable {
    case error
    case warning
}

/// A syntax error (or warning) at a byte range of the file.
public struct SyntaxDiagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Byte offsets into the file's UTF-8 text.
    public var range: Range<Int>
    public var code: SyntaxErrorCode
    /// Which of the code's messages this is (empty when the code has one):
    /// with the code, it names the message's text in a catalog
    /// (`syntax.<code>.<variant>`).
    public var variant: String
    /// The values the message names, by placeholder name.
    public var arguments: [String: SyntaxArgument]
    public var severity: SyntaxSeverity

    public init(range: Range<Int>, code: SyntaxErrorCode, variant: String = "",
                arguments: [String: SyntaxArgument] = [:], severity: SyntaxSeverity = .error) {
        self.range = range
        self.code = code
        self.variant = variant
        self.arguments = arguments
        self.severity = severity
    }

    public var isError: Bool { severity == .error }

    /// Diagnostics are kept sorted by position, then by code, variant and
    /// arguments, so the list for a text is the same however the tree was built.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.range.lowerBound != rhs.range.lowerBound { return lhs.range.lowerBound < rhs.range.lowerBound }
        if lhs.range.upperBound != rhs.range.upperBound { return lhs.range.upperBound < rhs.range.upperBound }
        if lhs.code != rhs.code { return lhs.code < rhs.code }
        if lhs.variant != rhs.variant { return lhs.variant < rhs.variant }
        return lhs.sortedArguments.lexicographicallyPrecedes(rhs.sortedArguments) { $0.key != $1.key ? $0.key < $1.key : $0.value < $1.value }
    }

    private var sortedArguments: [(key: String, value: SyntaxArgument)] {
        arguments.sorted { $0.key < $1.key }
    }

    public var description: String {
        "\(severity == .warning ? "warning " : "")\(code.rawValue)@\(range.lowerBound)..\(range.upperBound): \(message)"
    }

    func shifted(by delta: Int) -> SyntaxDiagnostic {
        SyntaxDiagnostic(range: (range.lowerBound + delta)..<(range.upperBound + delta), code: code, variant: variant,
                         arguments: arguments, severity: severity)
    }
}
