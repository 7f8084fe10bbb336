/// The kinds of tokens and nodes in a `.view` syntax tree.
///
/// Tokens are the leaves (they carry text); nodes group tokens and other nodes.
/// Trivia kinds (whitespace, comments, the byte-order mark) are tokens that the
/// parser keeps in the tree but never looks at, except to see line breaks.
public enum SyntaxKind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    // MARK: Trivia tokens
    /// Spaces, tabs and line breaks (`\n`, `\r\n`, `\r`), in one run.
    case whitespace
    case lineComment
    case blockComment
    /// U+FEFF at offset 0 only.
    case byteOrderMark

    // MARK: Significant tokens
    case identifier
    case trueKeyword
    case falseKeyword
    case string
    case number
    case leftBrace
    case rightBrace
    case leftBracket
    case rightBracket
    case colon
    case semicolon
    case comma
    case dot
    /// A run of characters that start no token, or of bytes that are not UTF-8.
    case errorToken
    /// Never stored in a tree: what the parser sees past the last token.
    case endOfFile

    // MARK: Nodes
    case file
    case object
    case block
    case binding
    case path
    case list
    case stringLiteral
    case numberLiteral
    case boolLiteral
    /// Tokens and nodes that the parser skipped while recovering from an error.
    case error
    /// A run of a wide block's members (`MemberChunks`): storage only, never
    /// seen through red cursors, dumps or the grammar.
    case memberChunk

    public var isTrivia: Bool {
        switch self {
        case .whitespace, .lineComment, .blockComment, .byteOrderMark: return true
        default: return false
        }
    }

    public var isToken: Bool { rawValue <= SyntaxKind.endOfFile.rawValue }
    public var isNode: Bool { !isToken }

    /// The name used in tree dumps and in `grammar/view.ungram`.
    public var description: String {
        switch self {
        case .whitespace: return "Whitespace"
        case .lineComment: return "LineComment"
        case .blockComment: return "BlockComment"
        case .byteOrderMark: return "ByteOrderMark"
        case .identifier: return "Ident"
        case .trueKeyword: return "True"
        case .falseKeyword: return "False"
        case .string: return "String"
        case .number: return "Number"
        case .leftBrace: return "LBrace"
        case .rightBrace: return "RBrace"
        case .leftBracket: return "LBracket"
        case .rightBracket: return "RBracket"
        case .colon: return "Colon"
        case .semicolon: return "Semicolon"
        case .comma: return "Comma"
        case .dot: return "Dot"
        case .errorToken: return "ErrorToken"
        case .endOfFile: return "EndOfFile"
        case .file: return "File"
        case .object: return "Object"
        case .block: return "Block"
        case .binding: return "Binding"
        case .path: return "Path"
        case .list: return "List"
        case .stringLiteral: return "StringLiteral"
        case .numberLiteral: return "NumberLiteral"
        case .boolLiteral: return "BoolLiteral"
        case .error: return "Error"
        case .memberChunk: return "MemberChunk"
        }
    }

    /// The fixed text of punctuation and keyword tokens, as people write it.
    public var fixedText: String? {
        switch self {
        case .trueKeyword: return "true"
        case .falseKeyword: return "false"
        case .leftBrace: return "{"
        case .rightBrace: return "}"
        case .leftBracket: return "["
        case .rightBracket: return "]"
        case .colon: return ":"
        case .semicolon: return ";"
        case .comma: return ","
        case .dot: return "."
        default: return nil
        }
    }
}
