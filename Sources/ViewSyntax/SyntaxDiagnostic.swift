/// Syntax errors: their codes, and the diagnostic that lives beside a tree.
///
/// Parsing never fails; each fault the lexer or parser meets becomes one
/// `SyntaxDiagnostic` with a byte range and a message that names what was
/// expected and what was found.

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

/// A syntax error at a byte range of the file.
public struct SyntaxDiagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Byte offsets into the file's UTF-8 text.
    public var range: Range<Int>
    public var code: SyntaxErrorCode
    public var message: String

    public init(range: Range<Int>, code: SyntaxErrorCode, message: String) {
        self.range = range
        self.code = code
        self.message = message
    }

    /// Diagnostics are kept sorted by position, then by code and message, so the
    /// list for a text is the same however the tree was built.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.range.lowerBound != rhs.range.lowerBound { return lhs.range.lowerBound < rhs.range.lowerBound }
        if lhs.range.upperBound != rhs.range.upperBound { return lhs.range.upperBound < rhs.range.upperBound }
        if lhs.code != rhs.code { return lhs.code < rhs.code }
        return lhs.message < rhs.message
    }

    public var description: String {
        "\(code.rawValue)@\(range.lowerBound)..\(range.upperBound): \(message)"
    }

    func shifted(by delta: Int) -> SyntaxDiagnostic {
        SyntaxDiagnostic(range: (range.lowerBound + delta)..<(range.upperBound + delta), code: code, message: message)
    }
}
