/// Reading and replacing a block's members through its chunks: the walks
/// that look through `memberChunk` nodes, and member lookup by index or
/// offset in O(log width).

extension GreenNode {
    /// Whether this is a block that keeps its members in chunks.
    @inline(__always) var hasMemberChunks: Bool {
        guard kind == .block, childCount > 1, case .node(let second) = self[child: 1] else { return false }
        return second.kind == .memberChunk
    }

    /// Calls `body` with each child (a wide block's member chunks looked
    /// through), its offset from this node's start and its index among those
    /// children, until `body` returns false.
    @inline(__always) func visitChildren(_ body: (GreenElement, Int, Int) -> Bool) {
        var offset = 0
        var index = 0
        guard hasMemberChunks else {
            withChildren { children in
                for child in children {
                    if !body(child, offset, index) { return }
                    offset += child.textLength
                    index += 1
                }
            }
            return
        }
        _ = Self.visit(self, &offset, &index, body)
    }

    private static func visit(_ node: GreenNode, _ offset: inout Int, _ index: inout Int,
                              _ body: (GreenElement, Int, Int) -> Bool) -> Bool {
        node.withChildren { children in
            for child in children {
                if case .node(let inner) = child, inner.kind == .memberChunk {
                    if !visit(inner, &offset, &index, body) { return false }
                    continue
                }
                if !body(child, offset, index) { return false }
                offset += child.textLength
                index += 1
            }
            return true
        }
    }

    /// Calls `body` with each child in order, a wide block's member chunks
    /// looked through: what a walk over a block's members should use.
    public func forEachChild(_ body: (GreenElement) -> Void) {
        visitChildren { child, _, _ in
            body(child)
            return true
        }
    }
}

extension GreenNode {
    /// Whether child `index` is this block's closing `}`.
    func isClosingBrace(at index: Int) -> Bool {
        guard index == childCount - 1, index > 0, case .token(let token) = self[child: index] else { return false }
        return token.kind == .rightBrace
    }

    /// The members of a block: the children between its braces.
    var memberBounds: Range<Int> {
        var end = childCount
        if end > 1, case .token(let last) = self[child: end - 1], last.kind == .rightBrace { end -= 1 }
        return 1..<max(1, end)
    }

    /// This block with its members at `range` replaced, chunked as a full parse would.
    func replacingMembers(_ range: Range<Int>, with replacement: [GreenElement]) -> GreenNode {
        let bounds = memberBounds
        return withChildren { children in
            let top = Array(children[bounds])
            var result: [GreenElement] = [children[0]]
            result += MemberChunks.replacing(range, with: replacement, in: top)
            result += children[bounds.upperBound...]
            return result.withUnsafeBufferPointer { GreenNode.make(kind: kind, copyingFrom: $0) }
        }
    }
}

extension GreenNode {
    /// How many members this block has.
    var memberTotal: Int {
        withChildren { children in children[memberBounds].reduce(0) { $0 + Int(memberCount(of: $1)) } }
    }

    /// Member `index` of this block and its offset from the block's start,
    /// found through the chunks in O(log width).
    func member(at index: Int) -> (element: GreenElement, start: Int) {
        var offset = 0
        var remaining = index
        var node = self
        var bounds = memberBounds
        offset = self[child: 0].textLength
        while true {
            var next: GreenElement?
            node.withChildren { children in
                for child in children[bounds] {
                    let count = Int(memberCount(of: child))
                    if remaining < count {
                        next = child
                        return
                    }
                    remaining -= count
                    offset += child.textLength
                }
            }
            guard let child = next else { preconditionFailure("member index out of range") }
            guard case .node(let chunk) = child, chunk.kind == .memberChunk else { return (child, offset) }
            node = chunk
            bounds = 0..<chunk.childCount
        }
    }

    /// The index of the member of this block that holds `offset` (from the
    /// block's start), or of the last one when `offset` is past them.
    func memberIndex(containing offset: Int) -> Int {
        var index = 0
        var position = self[child: 0].textLength
        var node = self
        var bounds = memberBounds
        while true {
            var next: GreenNode?
            var last = false
            node.withChildren { children in
                for (position2, child) in zip(bounds, children[bounds]) {
                    let end = position + child.textLength
                    last = position2 == bounds.upperBound - 1
                    if offset < end || last {
                        if case .node(let chunk) = child, chunk.kind == .memberChunk { next = chunk }
                        return
                    }
                    index += Int(memberCount(of: child))
                    position = end
                }
            }
            guard let chunk = next else { return index }
            node = chunk
            bounds = 0..<chunk.childCount
        }
    }
}

extension GreenNode {
    /// The first child (a wide block's chunks looked through) whose bytes
    /// hold `offset` (from this node's start), its start and its index among
    /// the children; nil when none does.
    func child(containing offset: Int) -> (element: GreenElement, start: Int, index: Int)? {
        guard hasMemberChunks else {
            var found: (GreenElement, Int, Int)?
            visitChildren { child, start, index in
                guard start <= offset, offset < start + child.textLength else { return start <= offset }
                found = (child, start, index)
                return false
            }
            return found
        }
        let opening = self[child: 0]
        if offset < opening.textLength { return (opening, 0, 0) }
        let total = memberTotal
        if total > 0 {
            let index = memberIndex(containing: offset)
            let (member, start) = member(at: index)
            if start <= offset, offset < start + member.textLength { return (member, start, index + 1) }
        }
        guard isClosingBrace(at: childCount - 1), offset >= textLength - 1, offset < textLength else { return nil }
        return (self[child: childCount - 1], textLength - 1, total + 1)
    }
}

extension GreenNode {
    /// The range, from this node's start, of its first (or, `last`, its last)
    /// token that `accepts` (given the token and that range), found by
    /// descending from that side through every node, chunks included: the
    /// cost is the depth and the tokens passed over, not the node's width.
    public func edgeTokenRange(last: Bool, where accepts: (GreenToken, Range<Int>) -> Bool) -> Range<Int>? {
        // Each frame: a node, the next child to look at, and that child's start (or, from the end, its end).
        var stack: [(node: GreenNode, index: Int, edge: Int)] = [(self, last ? childCount - 1 : 0, last ? textLength : 0)]
        while let top = stack.last {
            guard last ? top.index >= 0 : top.index < top.node.childCount else {
                stack.removeLast()
                continue
            }
            let child = top.node[child: top.index]
            let start = last ? top.edge - child.textLength : top.edge
            let end = start + child.textLength
            stack[stack.count - 1] = (top.node, last ? top.index - 1 : top.index + 1, last ? start : end)
            switch child {
            case .token(let token):
                if accepts(token, start..<end) { return start..<end }
            case .node(let node):
                stack.append((node, last ? node.childCount - 1 : 0, last ? end : start))
            }
        }
        return nil
    }
}
