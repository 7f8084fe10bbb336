/// Incremental reparsing: a new tree from an old one and an edit, reusing every
/// green node the edit does not touch.
///
/// Four strategies, cheapest first: relex the one token the edit falls in when
/// its kind (and line breaks) hold; else reparse the innermost closed block whose
/// braces still balance; else reparse a window of a large block's members
/// around the edit (`MemberReparse`), or of the content after a root object
/// that closed early (`TrailingReparse`); else reparse the file, adopting every old block whose
/// text the edit left alone (`BlockReuse`). Each must give exactly the tree and
/// diagnostics that a full parse of the new text gives — the randomized tests
/// in `IncrementalReparseTests` check that.

public enum ReparseStrategy: String, Sendable {
    case relexedToken
    case reparsedBlock
    case reparsedMembers
    case reparsedFile
}

/// Why an edit was reparsed with the whole file (its unchanged blocks adopted).
public enum WholeFileReason: String, Sendable, CaseIterable {
    /// No block holds the edit: it touches the root object's name or braces, or what lies outside them.
    case outsideBlocks
    /// The edit changes how the text after it reads: a brace unbalanced, or a
    /// string, comment or member that runs on past every member end tried.
    case changesWhatFollows
    /// No member boundary near the edit to start or end a window at (a
    /// member too long, or old diagnostics on every boundary in reach).
    case noWindow
    /// The windows tried grew past the bytes a local reparse may read.
    case budget
}

/// An incremental reparse: the tree, the strategy that built it, and why the
/// whole file was parsed when it was.
public struct Reparse: Sendable {
    public let tree: SyntaxTree
    public let strategy: ReparseStrategy
    public let wholeFileReason: WholeFileReason?
}

extension SyntaxTree {
    /// The tree of the text after `edit`, built incrementally.
    public func applying(_ edit: TextEdit) -> SyntaxTree {
        reparse(edit).tree
    }

    /// The tree after `edit`, and which strategy built it.
    public func reparse(_ edit: TextEdit) -> (tree: SyntaxTree, strategy: ReparseStrategy) {
        reparse(edit, newText: nil)
    }

    /// The tree after `edit`, given the text after it too (an editor has it),
    /// which spares rebuilding that text from the tree when the whole file must
    /// be parsed again.
    public func reparse(_ edit: TextEdit, newText: [UInt8]?) -> (tree: SyntaxTree, strategy: ReparseStrategy) {
        let result = reparseExplained(edit, newText: newText)
        return (result.tree, result.strategy)
    }

    /// The tree after `edit`, the strategy that built it and, for a whole-file
    /// parse, why no local one would do (what `viewls-bench edit` counts).
    public func reparseExplained(_ edit: TextEdit, newText: [UInt8]? = nil) -> Reparse {
        let length = root.textLength
        let lower = min(max(0, edit.range.lowerBound), length)
        let edit = TextEdit(range: lower..<min(max(lower, edit.range.upperBound), length), replacement: edit.replacement)
        if let tree = relexToken(edit) { return Reparse(tree: tree, strategy: .relexedToken, wholeFileReason: nil) }
        if let tree = reparseBlock(edit) { return Reparse(tree: tree, strategy: .reparsedBlock, wholeFileReason: nil) }
        var reason = WholeFileReason.outsideBlocks
        if let tree = reparseMembers(edit, reason: &reason) {
            return Reparse(tree: tree, strategy: .reparsedMembers, wholeFileReason: nil)
        }
        if reason == .outsideBlocks, let tree = reparseTrailingContent(edit) {
            return Reparse(tree: tree, strategy: .reparsedMembers, wholeFileReason: nil)
        }
        let text = newText ?? edit.apply(to: bytes)
        let reuse = BlockReuse(old: self, edit: edit)
        let tree = text.withUnsafeBufferPointer { SyntaxTree.parse($0, reusing: reuse) }
        return Reparse(tree: tree, strategy: .reparsedFile, wholeFileReason: reason)
    }

    // MARK: Relexing one token

    private func relexToken(_ edit: TextEdit) -> SyntaxTree? {
        for path in GreenPath.tokens(around: edit.range, in: root) {
            if let tree = relex(path, edit) { return tree }
        }
        return nil
    }

    private func relex(_ path: GreenPath, _ edit: TextEdit) -> SyntaxTree? {
        guard case .token(let old) = path.element, old.kind != .byteOrderMark else { return nil }
        let tokenRange = path.range
        guard diagnosticsAllowRelex(of: old, at: tokenRange, path: path) else { return nil }

        // Lex a window from a few bytes before the edit to past the next token,
        // and accept only if every boundary but the edited token's end holds.
        let windowStart = GreenPath.tokenStart(containing: max(0, edit.range.lowerBound - 4), in: root)
        let oldTokens = GreenPath.tokenSpans(from: windowStart, through: tokenRange.upperBound, in: root)
        guard let editedIndex = oldTokens.firstIndex(where: { $0.range == tokenRange }) else { return nil }
        let windowEnd = min(root.textLength, oldTokens[oldTokens.count - 1].range.upperBound + 4)
        var window = GreenPath.bytes(in: windowStart..<windowEnd, of: root)
        window.replaceSubrange((edit.range.lowerBound - windowStart)..<(edit.range.upperBound - windowStart),
                               with: edit.replacement)
        let relexed = window.withUnsafeBufferPointer { Lexer.lex($0, baseOffset: windowStart) }
        let isLastToken = editedIndex == oldTokens.count - 1
        guard isLastToken ? relexed.tokens.count == oldTokens.count : relexed.tokens.count >= oldTokens.count else {
            return nil
        }
        for (index, span) in oldTokens.enumerated() where index != editedIndex {
            guard relexed.tokens[index].kind == span.kind, Int(relexed.tokens[index].length) == span.range.count else {
                return nil
            }
        }
        let edited = relexed.tokens[editedIndex]
        guard edited.kind == old.kind, Int(edited.length) == tokenRange.count + edit.delta else { return nil }
        // Line breaks in whitespace separate members; in a block comment they do not.
        if old.kind.isTrivia && old.kind != .blockComment {
            guard edited.containsLineBreak == old.containsLineBreak else { return nil }
        }
        let newStart = tokenRange.lowerBound - windowStart
        let newLength = tokenRange.count + edit.delta
        let token = window.withUnsafeBufferPointer {
            GreenToken.make(kind: old.kind, bytes: UnsafeBufferPointer(rebasing: $0[newStart..<(newStart + newLength)]))
        }
        // A name that becomes a reserved word gains a diagnostic only the parser gives.
        if old.kind == .identifier && token.withBytes({ ReservedWords.contains($0) }) { return nil }
        let newRange = tokenRange.lowerBound..<(tokenRange.lowerBound + newLength)
        let lexical = relexed.diagnostics.filter { newRange.contains($0.range.lowerBound) }
        let spliced = splicing(around: tokenRange, shiftingFrom: tokenRange.upperBound, by: edit.delta, inserting: lexical) {
            !$0.range.isEmpty && tokenRange.lowerBound <= $0.range.lowerBound && $0.range.upperBound <= tokenRange.upperBound
        }
        return SyntaxTree(root: path.rebuild(with: .token(token)), diagnostics: spliced)
    }

    /// Whether no diagnostic could change when the token's text changes: trivia
    /// is never named in messages; a significant token is, by diagnostics on its
    /// member, so none may touch that member.
    private func diagnosticsAllowRelex(of token: GreenToken, at range: Range<Int>, path: GreenPath) -> Bool {
        if token.kind.isTrivia {
            return !diagnostics.contains { diagnostic in
                let r = diagnostic.range
                let inside = r.lowerBound >= range.lowerBound && r.upperBound <= range.upperBound && !r.isEmpty
                let crosses = r.lowerBound < range.upperBound && r.upperBound > range.lowerBound && !inside
                let straddles = r.lowerBound < range.lowerBound && r.upperBound > range.lowerBound
                return crosses || straddles
            }
        }
        let member = path.memberRange
        return !diagnostics.contains { $0.range.lowerBound <= member.upperBound && $0.range.upperBound >= member.lowerBound }
    }

    // MARK: Reparsing one block

    /// Tries the enclosing blocks innermost first, while the bytes tried stay
    /// under 8 KiB: past that, parsing the file with its unchanged blocks
    /// reused is cheaper.
    private func reparseBlock(_ edit: TextEdit) -> SyntaxTree? {
        var budget = min(root.textLength, 8 * 1024)
        for path in GreenPath.blocks(strictlyContaining: edit.range, in: root) {
            budget -= path.range.count
            guard budget >= 0 else { return nil }
            if let tree = reparse(path, edit) { return tree }
        }
        return nil
    }

    private func reparse(_ path: GreenPath, _ edit: TextEdit) -> SyntaxTree? {
        guard case .node(let block) = path.element, block.childCount > 0,
              case .token(let last) = block[child: block.childCount - 1], last.kind == .rightBrace else { return nil }
        let blockRange = path.range
        var text = block.bytes
        text.replaceSubrange((edit.range.lowerBound - blockRange.lowerBound)..<(edit.range.upperBound - blockRange.lowerBound),
                             with: edit.replacement)
        return text.withUnsafeBufferPointer { buffer -> SyntaxTree? in
            let lexed = Lexer.lex(buffer, baseOffset: blockRange.lowerBound)
            guard Self.isOneBalancedBlock(lexed.tokens) else { return nil }
            var parser = Parser(text: buffer, tokens: lexed.tokens, baseOffset: blockRange.lowerBound, depth: path.nestingDepth)
            parser.parseBlock()
            guard parser.atEnd else { return nil }
            let newBlock = parser.finishRoot(.block)
            guard case .node(let reparsed) = newBlock[child: 0], newBlock.childCount == 1 else { return nil }
            let inner = diagnostics.filter { $0.range.lowerBound > blockRange.lowerBound && $0.range.lowerBound < blockRange.upperBound }
            guard inner.allSatisfy({ $0.range.upperBound <= blockRange.upperBound }) else { return nil }
            let fresh = merge(lexed.diagnostics, parser.diagnostics)
            let spliced = splicing(around: blockRange, shiftingFrom: blockRange.upperBound, by: edit.delta, inserting: fresh) {
                $0.range.lowerBound > blockRange.lowerBound && $0.range.lowerBound < blockRange.upperBound
            }
            return SyntaxTree(root: path.rebuild(with: .node(reparsed)), diagnostics: spliced)
        }
    }

    /// Whether `tokens` are a `{`, anything with balanced braces, and its `}`.
    private static func isOneBalancedBlock(_ tokens: [RawToken]) -> Bool {
        guard tokens.first?.kind == .leftBrace, tokens.last?.kind == .rightBrace else { return false }
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if token.kind == .leftBrace { depth += 1 }
            if token.kind == .rightBrace {
                depth -= 1
                if depth == 0 && index != tokens.count - 1 { return false }
            }
        }
        return depth == 0
    }

    /// The diagnostics after an edit, in order, without sorting them all
    /// (a file may carry thousands): those whose start lies in `affected` and
    /// that `removes` are dropped, those starting at or after `shiftFrom` move
    /// by `delta`, and `inserted` (the reparsed part's, which start in the
    /// affected range's new place) join them.
    func splicing(around affected: Range<Int>, shiftingFrom shiftFrom: Int, by delta: Int,
                  inserting inserted: [SyntaxDiagnostic], removes: (SyntaxDiagnostic) -> Bool) -> [SyntaxDiagnostic] {
        if diagnostics.isEmpty && inserted.isEmpty { return [] }
        let low = firstDiagnostic { $0 >= affected.lowerBound }
        let high = firstDiagnostic { $0 > affected.upperBound }
        let move = { (diagnostic: SyntaxDiagnostic) in
            diagnostic.range.lowerBound >= shiftFrom ? diagnostic.shifted(by: delta) : diagnostic
        }
        let middle = (diagnostics[low..<high].filter { !removes($0) }.map(move) + inserted).sorted()
        var result = Array(diagnostics[..<low])
        result.reserveCapacity(diagnostics.count + inserted.count)
        result += middle
        result += diagnostics[high...].map(move)
        // The parts meet in order unless a reparsed part reported past its end; then sort.
        let joins = [low, low + middle.count].filter { $0 > 0 && $0 < result.count }
        return joins.allSatisfy({ !(result[$0] < result[$0 - 1]) }) ? result : result.sorted()
    }

    /// The index of the first diagnostic whose start satisfies `isPast` (which must hold from some index on).
    func firstDiagnostic(_ isPast: (Int) -> Bool) -> Int {
        var low = 0
        var high = diagnostics.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(diagnostics[middle].range.lowerBound) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
