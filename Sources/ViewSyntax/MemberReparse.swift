/// Reparsing a window of members: an edit in a block too large to reparse
/// whole (a wide block) parses again only the members around it, from a
/// member that starts a line before the edit to the member (or `}`) after it,
/// and splices them into the block (`MemberChunks` keeps the rest).
///
/// The window parses as the file would when both ends are places where the
/// parser is between members and nothing before the window looked into it:
///
/// - it starts at the block's first member, or at a member that begins after
///   a line break, is not a `;` (the only token whose parse depends on the
///   member before), and whose first two tokens lie well before the edit (the
///   most any earlier member looks ahead);
/// - it ends before a member that starts after the edit and is not a `;`, or
///   before the block's `}`; that first token is lexed and parsed with the
///   window (what the last member looks at), and the window is taken only if
///   it lexes to the same token and the members stop exactly there.
///
/// Old diagnostics on either end's first token could belong to either side,
/// so no window ends at such a token (one further out is tried).

extension SyntaxTree {
    /// The tree after `edit` with only a window of one block's members parsed again.
    /// On failure `reason` says what stopped the last window tried (it is
    /// left as it is when no block holds the edit).
    func reparseMembers(_ edit: TextEdit, reason: inout WholeFileReason) -> SyntaxTree? {
        var budget = Self.bytesTried
        for path in GreenPath.blocks(strictlyContaining: edit.range, in: root).prefix(3) {
            if let tree = reparseMembers(of: path, edit, budget: &budget, reason: &reason) { return tree }
            if budget <= 0 {
                reason = .budget
                return nil
            }
        }
        return nil
    }

    /// The bytes all windows tried for one edit may lex: past that, parsing the
    /// file with its unchanged blocks adopted is the cheaper way.
    private static let bytesTried = 3 * 1024
    private static let membersSearched = 24

    private func reparseMembers(of path: GreenPath, _ edit: TextEdit, budget: inout Int,
                                reason: inout WholeFileReason) -> SyntaxTree? {
        reason = .noWindow
        // A block left open to the end of the file (a brace lost before it)
        // takes windows too, only none that ends at its end.
        guard case .node(let block) = path.element, path.nestingDepth < Parser.maximumDepth else { return nil }
        let total = block.memberTotal
        guard total > 0 else { return nil }
        let blockStart = path.range.lowerBound
        let containing = block.memberIndex(containing: edit.range.lowerBound - blockStart)
        guard let start = windowStart(in: block, at: blockStart, from: containing, before: edit.range.lowerBound) else {
            return nil
        }
        // A window whose last token runs into the member after it (a line
        // joined, a comment opened) is tried again up to a later member.
        var after = edit.range.upperBound
        for _ in 0..<Self.endsTried {
            guard let end = windowEnd(in: block, at: blockStart, total: total, after: after) else { return nil }
            budget -= end.offset - start.offset
            guard budget >= 0 else {
                reason = .budget
                return nil
            }
            switch reparse(path: path, block: block, from: start, to: end, edit) {
            case .parsed(let tree): return tree
            case .ranIntoEnd:
                reason = .changesWhatFollows
                guard end.member < total else { return nil }
                after = end.offset
            }
        }
        return nil
    }

    private static let endsTried = 4

    private enum WindowOutcome {
        case parsed(SyntaxTree)
        /// The window's text runs into the member after it: a later end may do.
        case ranIntoEnd
    }

    private func reparse(path: GreenPath, block: GreenNode, from start: WindowStart, to end: WindowEnd,
                         _ edit: TextEdit) -> WindowOutcome {
        let newEnd = end.offset + edit.delta
        let lookahead = end.tokens[end.tokens.count - 1].range.upperBound
        var text = GreenPath.bytes(in: start.offset..<lookahead, of: root)
        text.replaceSubrange((edit.range.lowerBound - start.offset)..<(edit.range.upperBound - start.offset),
                             with: edit.replacement)
        return text.withUnsafeBufferPointer { buffer -> WindowOutcome in
            let lexed = Lexer.lex(buffer, baseOffset: start.offset)
            // The tokens after the window must lex as they did: the end's first token where it was.
            var offset = start.offset
            var index = 0
            while index < lexed.tokens.count, offset < newEnd {
                offset += Int(lexed.tokens[index].length)
                index += 1
            }
            guard offset == newEnd, index < lexed.tokens.count, lexed.tokens[index].kind == end.tokens[0].kind,
                  Int(lexed.tokens[index].length) == end.tokens[0].range.count,
                  lexed.tokens.last?.kind == end.tokens[end.tokens.count - 1].kind,
                  Int(lexed.tokens[lexed.tokens.count - 1].length) == end.tokens[end.tokens.count - 1].range.count
            else { return .ranIntoEnd }
            var parser = Parser(text: buffer, tokens: lexed.tokens, baseOffset: start.offset, depth: path.nestingDepth + 1)
            guard parser.parseMembers(stoppingAt: newEnd) else { return .ranIntoEnd }
            let members = parser.finishRoot(.error).children
            let newBlock = block.replacingMembers(start.member..<end.member, with: members)
            let fresh = merge(lexed.diagnostics.filter { $0.range.lowerBound < newEnd }, parser.diagnostics)
            let oldWindow = start.offset..<end.offset
            let spliced = splicing(around: start.offset..<end.tokens[0].range.upperBound, shiftingFrom: end.offset,
                                   by: edit.delta, inserting: fresh) { oldWindow.contains($0.range.lowerBound) }
            return .parsed(SyntaxTree(root: path.rebuild(with: .node(newBlock)), diagnostics: spliced))
        }
    }

    /// Where a window starts: a member index, its file offset and the range of its first token.
    private struct WindowStart {
        let member: Int
        let offset: Int
        let firstToken: Range<Int>?
    }

    private func windowStart(in block: GreenNode, at blockStart: Int, from containing: Int, before limit: Int) -> WindowStart? {
        var index = containing
        var searched = 0
        while index >= 0, searched < Self.membersSearched {
            let (element, relative) = block.member(at: index)
            let offset = blockStart + relative
            if index == 0 { return offset <= limit ? WindowStart(member: 0, offset: offset, firstToken: nil) : nil }
            searched += 1
            defer { index -= 1 }
            guard !element.kind.isTrivia, offset < limit, case let tokens = Self.firstSignificantTokens(of: element, at: offset),
                  tokens.count == 2, tokens[0].kind != .semicolon, tokens[1].range.upperBound + 4 <= limit else { continue }
            let (before, _) = block.member(at: index - 1)
            guard case .token(let trivia) = before, trivia.kind.isTrivia, trivia.containsLineBreak,
                  !hasDiagnostic(at: tokens[0].range) else { continue }
            return WindowStart(member: index, offset: offset, firstToken: tokens[0].range)
        }
        return nil
    }

    /// Where a window ends: the member after it (or `total` for the `}`), its
    /// offset, and its first two tokens (what the window's last member may look at).
    private struct WindowEnd {
        let member: Int
        let offset: Int
        let tokens: [GreenPath.TokenSpan]
    }

    private func windowEnd(in block: GreenNode, at blockStart: Int, total: Int, after limit: Int) -> WindowEnd? {
        var index = block.memberIndex(containing: limit - blockStart)
        var searched = 0
        while index < total, searched < Self.membersSearched {
            let (element, relative) = block.member(at: index)
            let offset = blockStart + relative
            index += 1
            guard !element.kind.isTrivia, offset > limit else { continue }
            searched += 1
            let tokens = Self.firstSignificantTokens(of: element, at: offset)
            guard let first = tokens.first, first.kind != .semicolon, !hasDiagnostic(at: first.range) else { continue }
            return WindowEnd(member: index - 1, offset: offset, tokens: tokens)
        }
        guard index == total, block.isClosingBrace(at: block.childCount - 1) else { return nil }
        let closing = blockStart + block.textLength - 1
        guard !hasDiagnostic(at: closing..<(closing + 1)) else { return nil }
        return WindowEnd(member: total, offset: closing, tokens: [.init(kind: .rightBrace, range: closing..<(closing + 1))])
    }

    /// Whether an old diagnostic starts on `token` (or at its end): such a
    /// diagnostic could belong to the member before or after the boundary, so
    /// no window ends there.
    func hasDiagnostic(at token: Range<Int>) -> Bool {
        let first = firstDiagnostic { $0 >= token.lowerBound }
        return first < diagnostics.count && diagnostics[first].range.lowerBound <= token.upperBound
    }

    /// The first two significant tokens of a member (fewer when it has fewer).
    static func firstSignificantTokens(of element: GreenElement, at offset: Int) -> [GreenPath.TokenSpan] {
        var result: [GreenPath.TokenSpan] = []
        var pending: [(GreenElement, Int)] = [(element, offset)]
        while result.count < 2, let (next, start) = pending.popLast() {
            switch next {
            case .token(let token):
                if !token.kind.isTrivia { result.append(.init(kind: token.kind, range: start..<(start + token.textLength))) }
            case .node(let node):
                var children: [(GreenElement, Int)] = []
                node.visitChildren { child, childOffset, _ in
                    children.append((child, start + childOffset))
                    return children.count < 3
                }
                pending.append(contentsOf: children.reversed())
            }
        }
        return result
    }
}
