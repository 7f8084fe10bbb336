/// `SelectionRanges.ranges`: what "expand selection" steps through from an
/// offset — the word or literal (a string's text inside its quotes first),
/// then each enclosing value, list, binding, element and block, out to the
/// whole file. Each range holds the one before it; trivia at the edges of a
/// node is left out.
public import ViewModel
import ViewRules
import ViewSyntax

public enum SelectionRanges {
    /// The ranges around `offset`, innermost first, each strictly larger than the one before.
    public static func ranges(at offset: Int, in file: SourceFile) -> [Range<Int>] {
        let root = file.tree.rootNode
        let clamped = min(max(offset, 0), file.bytes.count)
        var result: [Range<Int>] = []
        func add(_ range: Range<Int>) {
            if let last = result.last, !(range.lowerBound <= last.lowerBound && last.upperBound <= range.upperBound) || range == last {
                return
            }
            result.append(range)
        }
        guard var token = root.token(at: clamped) ?? root.token(at: clamped - 1) else { return [0..<file.bytes.count] }
        // Between two tokens, the one that ends at the cursor when it is a word or literal and the
        // one after is not (trivia, punctuation): `"two"‸]` selects the string.
        if !isWordLike(token.kind), clamped > 0, let before = root.token(at: clamped - 1), before.range.upperBound == clamped,
           isWordLike(before.kind) || (token.kind.isTrivia && !before.kind.isTrivia) {
            token = before
        }
        if token.kind == .string, token.range.count >= 2, token.range.lowerBound < clamped, clamped < token.range.upperBound {
            add((token.range.lowerBound + 1)..<(token.range.upperBound - (isTerminated(token) ? 1 : 0)))
        }
        add(token.range)
        var node: SyntaxNode? = token.parent
        while let current = node {
            if current.kind == .block, let inside = insideBraces(current) { add(inside) }
            if let trimmed = trimmedRange(current) { add(trimmed) }
            node = current.parent
        }
        add(0..<file.bytes.count)
        return result
    }

    /// A node's range from its first significant token to its last.
    static func trimmedRange(_ node: SyntaxNode) -> Range<Int>? {
        significantRange(of: node.green, at: node.offset) { _ in true }
    }

    /// The significant text between a block's braces.
    static func insideBraces(_ block: SyntaxNode) -> Range<Int>? {
        let green = block.green
        guard green.childCount > 0, green[child: 0].kind == .leftBrace else { return nil }
        let closing = green[child: green.childCount - 1].kind == .rightBrace && green.childCount > 1
        let length = green.textLength
        return significantRange(of: green, at: block.offset) { range in
            range != 0..<1 && !(closing && range == (length - 1)..<length)
        }
    }

    /// From the first significant token of `green` (at `offset`) that `accepts` takes, by its range in
    /// the node, to the last one: found from each side, so the cost is the depth and the trivia passed,
    /// not the width of the node (a block of 39,000 rows answers as fast as one of three).
    static func significantRange(of green: GreenNode, at offset: Int, accepts: (Range<Int>) -> Bool) -> Range<Int>? {
        func significant(_ token: GreenToken, _ range: Range<Int>) -> Bool {
            !token.kind.isTrivia && !range.isEmpty && accepts(range)
        }
        guard let first = green.edgeTokenRange(last: false, where: significant),
              let last = green.edgeTokenRange(last: true, where: significant) else { return nil }
        return (offset + first.lowerBound)..<(offset + last.upperBound)
    }

    private static func isWordLike(_ kind: SyntaxKind) -> Bool {
        kind == .identifier || kind == .string || kind == .number || kind == .trueKeyword || kind == .falseKeyword
    }

    private static func isTerminated(_ token: SyntaxToken) -> Bool {
        let text = token.text
        return text.count >= 2 && text.last == text.first
    }
}
