/// `FormatEntry`: what a block, a list or the file holds, as the formatter sees
/// it — members and comments in source order, each with the number of line
/// breaks before it — plus the comments that sit inside an object's or a
/// binding's head.
import ViewSyntax

/// A member (a binding, an object or a list element) or a comment, with the
/// line breaks the source had between it and the entry (or opening bracket) before it.
struct FormatEntry {
    enum Content {
        case member(SyntaxNode)
        case comment(SyntaxToken)
    }

    var content: Content
    var breaksBefore: Int
    /// A `;` or `,` stands between this entry and the one before.
    var afterSeparator = false
}

enum FormatEntries {
    /// The entries of a block, a list or the file: every child except brackets,
    /// braces, separators, whitespace and the byte-order mark.
    static func of(_ container: SyntaxNode) -> [FormatEntry] {
        var entries: [FormatEntry] = []
        var breaks = 0
        var separator = false
        for child in container.children {
            switch child {
            case .node(let node):
                entries.append(FormatEntry(content: .member(node), breaksBefore: breaks, afterSeparator: separator))
                breaks = 0
                separator = false
            case .token(let token):
                switch token.kind {
                case .whitespace:
                    breaks += lineBreaks(in: token)
                case .lineComment, .blockComment:
                    entries.append(FormatEntry(content: .comment(token), breaksBefore: breaks, afterSeparator: separator))
                    breaks = 0
                    separator = false
                case .semicolon, .comma:
                    separator = true
                default:
                    break
                }
            }
        }
        return entries
    }

    /// An object's block, and the entries its block shows: the comments between
    /// the object's name and `{` (which move inside the block, after `{`) and then
    /// the block's own entries.
    static func ofObject(_ object: SyntaxNode) -> (block: SyntaxNode?, entries: [FormatEntry]) {
        var head: [FormatEntry] = []
        var breaks = 0
        var block: SyntaxNode?
        for child in object.children {
            switch child {
            case .node(let node) where node.kind == .block:
                block = node
            case .token(let token) where token.kind == .whitespace:
                breaks += lineBreaks(in: token)
            case .token(let token) where token.kind == .lineComment || token.kind == .blockComment:
                head.append(FormatEntry(content: .comment(token), breaksBefore: breaks))
                breaks = 0
            default:
                break
            }
        }
        return (block, head + (block.map(of) ?? []))
    }

    /// The comments of a binding's head: between its name and `:`, and between `:` and its value.
    static func headComments(ofBinding binding: SyntaxNode) -> (beforeColon: [SyntaxToken], afterColon: [SyntaxToken]) {
        var before: [SyntaxToken] = []
        var after: [SyntaxToken] = []
        var seenColon = false
        for case .token(let token) in binding.children {
            switch token.kind {
            case .colon: seenColon = true
            case .lineComment, .blockComment:
                if seenColon { after.append(token) } else { before.append(token) }
            default: break
            }
        }
        return (before, after)
    }

    /// Whether a binding's head comments are written in place, on the binding's
    /// line: only when each is a block comment without a line break. Otherwise
    /// they all move to their own lines before the binding.
    static func headCommentsStayInline(_ comments: (beforeColon: [SyntaxToken], afterColon: [SyntaxToken])) -> Bool {
        (comments.beforeColon + comments.afterColon).allSatisfy { $0.kind == .blockComment && lineBreaks(in: $0) == 0 }
    }

    /// The entries with each binding whose head comments cannot stay inline split
    /// into those comments, each on its own line, and then the binding on the next line.
    static func hoistingHeadComments(_ entries: [FormatEntry]) -> [FormatEntry] {
        var result: [FormatEntry] = []
        result.reserveCapacity(entries.count)
        for entry in entries {
            guard case .member(let node) = entry.content, node.kind == .binding else {
                result.append(entry)
                continue
            }
            let comments = headComments(ofBinding: node)
            if headCommentsStayInline(comments) {
                result.append(entry)
                continue
            }
            for (index, comment) in (comments.beforeColon + comments.afterColon).enumerated() {
                result.append(FormatEntry(content: .comment(comment), breaksBefore: index == 0 ? max(1, entry.breaksBefore) : 1))
            }
            result.append(FormatEntry(content: entry.content, breaksBefore: 1))
        }
        return result
    }

    /// Line breaks in a token: `\n`, `\r\n` and a lone `\r` count one each.
    static func lineBreaks(in token: SyntaxToken) -> Int {
        var count = 0
        var previousWasCR = false
        token.green.withBytes { bytes in
            for byte in bytes {
                if byte == UInt8(ascii: "\r") {
                    count += 1
                } else if byte == UInt8(ascii: "\n") && !previousWasCR {
                    count += 1
                }
                previousWasCR = byte == UInt8(ascii: "\r")
            }
        }
        return count
    }
}
