/// Syntax errors: their codes, and the diagnostic that lives beside a tree.
///
/// Parsing never fails; each fault the lexer or parser meets becomes one
/// `SyntaxDiagnostic` with a byte range and a message that names what was
/// expected and what was found. The message is English; beside it the
/// diagnostic keeps its shape (`variant`) and named `arguments`, so a layer
/// above can word it in another language. This layer knows no catalog and no
/// language but the English of `message`.

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

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// What the code means, in one sentence (for `viewls help` and docs).
    public var summary: String {
        switch self {
        case .invalidUTF8: return "Bytes that are not valid UTF-8."
        case .unexpectedCharacter: return "A character that starts no token, such as `@` or a full-width space."
        case .unterminatedString: return "A string literal with no closing quote on its line."
        case .unterminatedComment: return "A `/*` comment with no `*/` before the end of the file."
        case .invalidEscape: return "A backslash escape other than \\\\ \\\" \\' \\n \\r \\t \\uXXXX."
        case .missingRoot: return "A file with no root component."
        case .missingName: return "A `{` with no component name before it, or a `.` with no name after it."
        case .missingColon: return "A property name not followed by `:`."
        case .missingValue: return "A `:` not followed by a value on the same line."
        case .missingSeparator: return "Two members, or two list elements, with nothing between them."
        case .unclosedBlock: return "A `{` with no matching `}`."
        case .unclosedList: return "A `[` with no matching `]`."
        case .unexpectedToken: return "A token that cannot stand where it is."
        case .trailingContent: return "Anything after the root component."
        case .tooDeep: return "Blocks or lists nested deeper than the parser follows."
        }
    }
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

    /// The argument as the English `message` shows it.
    public var english: String {
        switch self {
        case .text(let text): return text
        case .phrase(let kind, let text):
            switch kind {
            case "found.end-of-file": return "end of file"
            case "found.end-of-line": return "end of line"
            case "found.string": return "string `\(text)`"
            case "found.number": return "number `\(text)`"
            case "hint.none": return ""
            case "hint.looks-like": return ", which looks like `\(text)`"
            case "hint.space": return ", which looks like a space"
            default: return "`\(text)`"
            }
        }
    }
}

/// A syntax error at a byte range of the file.
public struct SyntaxDiagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Byte offsets into the file's UTF-8 text.
    public var range: Range<Int>
    public var code: SyntaxErrorCode
    /// The message in English.
    public var message: String
    /// Which of the code's messages this is (empty when the code has one):
    /// with the code, it names the message's text in a catalog
    /// (`syntax.<code>.<variant>`).
    public var variant: String
    /// The values the message names, by placeholder name.
    public var arguments: [String: SyntaxArgument]

    public init(range: Range<Int>, code: SyntaxErrorCode, variant: String = "",
                arguments: [String: SyntaxArgument] = [:], message: String) {
        self.range = range
        self.code = code
        self.variant = variant
        self.arguments = arguments
        self.message = message
    }

    /// Diagnostics are kept sorted by position, then by code, message, variant
    /// and arguments, so the list for a text is the same however the tree was built.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.range.lowerBound != rhs.range.lowerBound { return lhs.range.lowerBound < rhs.range.lowerBound }
        if lhs.range.upperBound != rhs.range.upperBound { return lhs.range.upperBound < rhs.range.upperBound }
        if lhs.code != rhs.code { return lhs.code < rhs.code }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        if lhs.variant != rhs.variant { return lhs.variant < rhs.variant }
        return lhs.sortedArguments.lexicographicallyPrecedes(rhs.sortedArguments) { $0.key != $1.key ? $0.key < $1.key : $0.value < $1.value }
    }

    private var sortedArguments: [(key: String, value: SyntaxArgument)] {
        arguments.sorted { $0.key < $1.key }
    }

    public var description: String {
        "\(code.rawValue)@\(range.lowerBound)..\(range.upperBound): \(message)"
    }

    func shifted(by delta: Int) -> SyntaxDiagnostic {
        SyntaxDiagnostic(range: (range.lowerBound + delta)..<(range.upperBound + delta), code: code, variant: variant,
                         arguments: arguments, message: message)
    }
}
