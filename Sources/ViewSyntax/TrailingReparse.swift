/// Reparsing a window of trailing content: once a brace closes the root
/// object early, the rest of the file is one error node of objects and
/// tokens after it, and an edit there would otherwise parse the whole file.
///
/// Trailing content is parsed item by item, each alike wherever it stands (an
/// object when a name and `{` or a `{` start it, else one token), so a window
/// of items parses as the file would when, as for a block's members
/// (`MemberReparse`), it starts at an item after a line break whose first two
/// tokens lie well before the edit (what the item before it looked at), and
/// its parse stops exactly at an item after the edit, whose first two tokens
/// are lexed with it and must come out as they were. Old diagnostics on either
/// boundary could belong to either side, so no window ends at one.

extension SyntaxTree {
    /// The tree after `edit` with only a window of the trailing content around it parsed again.
    func reparseTrailingContent(_ edit: TextEdit) -> SyntaxTree? {
        guard let (index, nodeStart, node) = trailingContent(containing: edit.range) else { return nil }
        var items: [(element: GreenElement, offset: Int)] = []
        items.reserveCapacity(node.childCount)
        var offset = nodeStart
        node.withChildren { children in
            for child in children {
                items.append((child, offset))
                offset += child.textLength
            }
        }
        guard let containing = items.lastIndex(where: { $0.offset <= edit.range.lowerBound }),
              let start = trailingWindowStart(items, from: containing, before: edit.range.lowerBound) else { return nil }
        var after = edit.range.upperBound
        var budget = Self.trailingBytesTried
        for _ in 0..<4 {
            guard let end = trailingWindowEnd(items, after: after) else { return nil }
            budget -= items[end].offset - items[start].offset
            guard budget >= 0 else { return nil }
            if let tree = reparseTrailing(node: node, at: index, items: items, from: start, to: end, edit) { return tree }
            after = items[end].offset
        }
        return nil
    }

    private static let trailingBytesTried = 16 * 1024

    /// The file's trailing-content node (an error node after the root object) that holds `range` strictly.
    private func trailingContent(containing range: Range<Int>) -> (index: Int, start: Int, node: GreenNode)? {
        var offset = 0
        var afterObject = false
        var found: (Int, Int, GreenNode)?
        root.withChildren { children in
            for (index, child) in children.enumerated() {
                let end = offset + child.textLength
                if child.kind == .object { afterObject = true }
                if afterObject, case .node(let node) = child, node.kind == .error,
                   offset < range.lowerBound, range.upperBound < end {
                    found = (index, offset, node)
                    return
                }
                offset = end
            }
        }
        return found
    }

    private func trailingWindowStart(_ items: [(element: GreenElement, offset: Int)], from containing: Int,
                                     before limit: Int) -> Int? {
        var index = containing
        var searched = 0
        while index >= 1, searched < 24 {
            defer { index -= 1 }
            let (element, offset) = items[index]
            guard !element.kind.isTrivia, offset < limit else { continue }
            searched += 1
            let tokens = Self.firstSignificantTokens(of: element, at: offset)
            guard tokens.count == 2, tokens[1].range.upperBound + 4 <= limit,
                  case .token(let trivia) = items[index - 1].element, trivia.kind.isTrivia, trivia.containsLineBreak,
                  !hasDiagnostic(at: tokens[0].range) else { continue }
            return index
        }
        return nil
    }

    /// The first item after `limit` a window may end before: not trivia, two
    /// tokens to look at, and no old diagnostic on its first.
    private func trailingWindowEnd(_ items: [(element: GreenElement, offset: Int)], after limit: Int) -> Int? {
        guard var index = items.firstIndex(where: { $0.offset > limit }) else { return nil }
        var searched = 0
        while index < items.count, searched < 24 {
            defer { index += 1 }
            let (element, offset) = items[index]
            guard !element.kind.isTrivia else { continue }
            searched += 1
            let tokens = Self.firstSignificantTokens(of: element, at: offset)
            guard tokens.count == 2, !hasDiagnostic(at: tokens[0].range) else { continue }
            return index
        }
        return nil
    }

    private func reparseTrailing(node: GreenNode, at nodeIndex: Int, items: [(element: GreenElement, offset: Int)],
                                 from start: Int, to end: Int, _ edit: TextEdit) -> SyntaxTree? {
        let startOffset = items[start].offset
        let endOffset = items[end].offset
        let endTokens = Self.firstSignificantTokens(of: items[end].element, at: endOffset)
        let newEnd = endOffset + edit.delta
        var text = GreenPath.bytes(in: startOffset..<endTokens[1].range.upperBound, of: root)
        text.replaceSubrange((edit.range.lowerBound - startOffset)..<(edit.range.upperBound - startOffset),
                             with: edit.replacement)
        return text.withUnsafeBufferPointer { buffer -> SyntaxTree? in
            let lexed = Lexer.lex(buffer, baseOffset: startOffset)
            // The end item's two tokens must lex as they did, where they were.
            var offset = startOffset
            var index = 0
            while index < lexed.tokens.count, offset < newEnd {
                offset += Int(lexed.tokens[index].length)
                index += 1
            }
            guard offset == newEnd, index < lexed.tokens.count, lexed.tokens[index].kind == endTokens[0].kind,
                  Int(lexed.tokens[index].length) == endTokens[0].range.count,
                  lexed.tokens[lexed.tokens.count - 1].kind == endTokens[1].kind,
                  Int(lexed.tokens[lexed.tokens.count - 1].length) == endTokens[1].range.count else { return nil }
            var parser = Parser(text: buffer, tokens: lexed.tokens, baseOffset: startOffset, depth: 0)
            guard parser.parseTrailingItems(stoppingAt: newEnd) else { return nil }
            let parsed = parser.finishRoot(.error).children
            let newNode = node.withChildren { children in
                let spliced = Array(children[..<start]) + parsed + Array(children[end...])
                return spliced.withUnsafeBufferPointer { GreenNode.make(kind: .error, copyingFrom: $0) }
            }
            let fresh = merge(lexed.diagnostics.filter { $0.range.lowerBound < newEnd }, parser.diagnostics)
            let oldWindow = startOffset..<endOffset
            let spliced = splicing(around: startOffset..<endTokens[0].range.upperBound, shiftingFrom: endOffset,
                                   by: edit.delta, inserting: fresh) { oldWindow.contains($0.range.lowerBound) }
            return SyntaxTree(root: root.replacingChild(at: nodeIndex, with: .node(newNode)), diagnostics: spliced)
        }
    }
}
