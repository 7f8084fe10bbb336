/// Where the cursor stands, read from the syntax tree alone: at the root of
/// an empty file, among a block's members, after `name:` (or inside a list
/// value), or nowhere completion can help (in a comment or string, after a
/// value on the same line). Works on broken input: unclosed blocks, missing
/// values, a half-typed word.
import ViewModel
import ViewRules
import ViewSyntax

enum CompletionPosition {
    /// The file's root element (the file has none yet, or the word is its name).
    case fileRoot
    /// Among the members of a block; the node is the block.
    case member(SyntaxNode)
    /// The value of a binding; `inList` when inside its `[ … ]`.
    case value(BindingSyntax, inList: Bool)
    /// After `system.` in a binding's value: a system image's name.
    case systemImage(BindingSyntax)
    case nowhere
}

/// The cursor's position and the partial word before it.
struct CompletionSite {
    let position: CompletionPosition
    /// The partial word before the cursor (possibly empty) and the bytes it spans.
    let prefix: String
    let prefixRange: Range<Int>
    /// The whole word token the cursor is in, when there is one.
    let word: SyntaxToken?

    init(offset: Int, in file: SourceFile) {
        let root = file.tree.rootNode
        let bytes = file.bytes
        var word: SyntaxToken?
        var insideLiteral = false
        if offset > 0, let before = root.token(at: offset - 1) {
            switch before.kind {
            case .identifier, .trueKeyword, .falseKeyword:
                word = before
            case .lineComment:
                insideLiteral = true
            case .blockComment:
                insideLiteral = offset < before.range.upperBound || !Self.isClosedBlockComment(before)
            case .string:
                let terminated = StringLiteralSyntax(before.parent)?.isTerminated ?? false
                insideLiteral = offset < before.range.upperBound || !terminated
            default:
                break
            }
        }
        let start = word?.range.lowerBound ?? offset
        self.word = word
        self.prefixRange = start..<offset
        self.prefix = String(decoding: bytes[start..<offset], as: UTF8.self)
        self.position = insideLiteral ? .nowhere : Self.position(before: start, word: word, in: file)
    }

    static func isClosedBlockComment(_ token: SyntaxToken) -> Bool {
        let bytes = token.green.bytes
        return bytes.count >= 4 && bytes[bytes.count - 2] == UInt8(ascii: "*") && bytes[bytes.count - 1] == UInt8(ascii: "/")
    }

    /// What the last significant token before the word says about the cursor.
    static func position(before start: Int, word: SyntaxToken?, in file: SourceFile) -> CompletionPosition {
        let root = file.tree.rootNode
        guard let previous = root.lastSignificantToken(endingBy: start) else {
            let isRootName = word != nil && file.root?.name?.range == word?.range
            return file.root == nil || isRootName ? .fileRoot : .nowhere
        }
        let newLine = file.bytes[previous.range.upperBound..<start].contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        let parent = previous.parent
        switch previous.kind {
        case .leftBrace where parent.kind == .block:
            return .member(parent)
        case .semicolon:
            return memberPosition(in: parent)
        case .rightBrace where parent.kind == .block:
            // After a block: a member object ends at its `}`; an object value needs a line break.
            guard let object = parent.parent, object.kind == .object, let holder = object.parent else { return .nowhere }
            if holder.kind == .block { return .member(holder) }
            return newLine ? memberPosition(in: holder) : .nowhere
        case .colon where parent.kind == .binding:
            if newLine { return memberPosition(in: parent) }
            return BindingSyntax(parent).map { .value($0, inList: false) } ?? .nowhere
        case .leftBracket where parent.kind == .list, .comma where parent.kind == .list:
            guard parent.parent?.kind == .binding, let binding = parent.parent.flatMap(BindingSyntax.init) else { return .nowhere }
            return .value(binding, inList: true)
        case .dot:
            // `system.` in a value: the name of a system image follows.
            guard parent.kind == .path, PathSyntax(parent)?.names.first == "system",
                  let binding = parent.selfOrAncestor(.binding).flatMap(BindingSyntax.init) else { return .nowhere }
            return .systemImage(binding)
        default:
            // After a value, a name or an error: a new member only on a new line.
            return newLine ? memberPosition(in: parent) : .nowhere
        }
    }

    /// Member position in the block around `node`.
    static func memberPosition(in node: SyntaxNode) -> CompletionPosition {
        guard let block = node.selfOrAncestor(.block) else { return .nowhere }
        return .member(block)
    }
}
