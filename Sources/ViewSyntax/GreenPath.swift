/// Paths from a green root down to one element, found by byte offset, and the
/// rebuilding of a root with that element replaced (the incremental parser's
/// tools). Every walk here is a loop, not a recursion.

struct GreenPath {
    struct Step {
        let node: GreenNode
        let offset: Int
        let childIndex: Int
    }

    /// The ancestors of `element`, root first.
    let steps: [Step]
    let element: GreenElement
    let range: Range<Int>

    /// The root with `element` replaced; every node off the path is shared.
    /// A wide block on the path is re-chunked around the member that changed
    /// (`MemberChunks`), as a full parse would chunk it.
    func rebuild(with replacement: GreenElement) -> GreenNode {
        rebuild(replacingMembers: 1, with: [replacement])
    }

    /// The root with `count` members from `element` on replaced by
    /// `replacement`: `element` must be a member of a block (or the one element
    /// replaced when `count` is 1).
    func rebuild(replacingMembers count: Int, with replacement: [GreenElement]) -> GreenNode {
        var current = replacement
        var replaced = count
        var index = steps.count - 1
        while index >= 0 {
            let step = steps[index]
            let isMember = step.node.kind == .memberChunk
                || (step.node.kind == .block && step.childIndex > 0 && !step.node.isClosingBrace(at: step.childIndex))
            guard isMember else {
                precondition(current.count == 1 && replaced == 1, "only a block's members are replaced in runs")
                current = [.node(step.node.replacingChild(at: step.childIndex, with: current[0]))]
                index -= 1
                continue
            }
            // A block, reached directly or through its chunks: count the members before the path.
            var blockIndex = index
            while blockIndex > 0, steps[blockIndex].node.kind == .memberChunk { blockIndex -= 1 }
            var member = 0
            for position in blockIndex...index {
                let node = steps[position].node
                for child in (position == blockIndex ? 1 : 0)..<steps[position].childIndex {
                    member += Int(memberCount(of: node[child: child]))
                }
            }
            current = [.node(steps[blockIndex].node.replacingMembers(member..<(member + replaced), with: current))]
            replaced = 1
            index = blockIndex - 1
        }
        guard current.count == 1, case .node(let root) = current[0] else { preconditionFailure("a path starts at a node") }
        return root
    }

    /// How many blocks and lists enclose the element.
    var nestingDepth: Int {
        steps.count { $0.node.kind == .block || $0.node.kind == .list }
    }

    /// The range of the innermost ancestor that is more than a literal or path:
    /// the binding, list, object or block whose diagnostics may name the element.
    var memberRange: Range<Int> {
        for step in steps.reversed() {
            switch step.node.kind {
            case .stringLiteral, .numberLiteral, .boolLiteral, .path, .memberChunk: continue
            default: return step.offset..<(step.offset + step.node.textLength)
            }
        }
        return range
    }

    /// The tokens that hold `range` whole: normally one; two when an insertion
    /// falls between two tokens (the left one first).
    static func tokens(around range: Range<Int>, in root: GreenNode) -> [GreenPath] {
        var result: [GreenPath] = []
        for preferLeft in [true, false] {
            guard let path = descend(in: root, containing: range, preferLeft: preferLeft),
                  !result.contains(where: { $0.range == path.range }) else { continue }
            result.append(path)
        }
        return result
    }

    private static func descend(in root: GreenNode, containing range: Range<Int>, preferLeft: Bool) -> GreenPath? {
        var steps: [Step] = []
        var node = root
        var offset = 0
        while true {
            var chosen: (index: Int, offset: Int, element: GreenElement)?
            var childOffset = offset
            node.withChildren { children in
                for (index, child) in children.enumerated() {
                    let end = childOffset + child.textLength
                    if childOffset <= range.lowerBound && range.upperBound <= end && child.textLength > 0 {
                        chosen = (index, childOffset, child)
                        if preferLeft { break }
                    }
                    if childOffset > range.lowerBound { break }
                    childOffset = end
                }
            }
            guard let (index, start, element) = chosen else { return nil }
            steps.append(Step(node: node, offset: offset, childIndex: index))
            switch element {
            case .token:
                return GreenPath(steps: steps, element: element, range: start..<(start + element.textLength))
            case .node(let child):
                node = child
                offset = start
            }
        }
    }

    /// The blocks whose braces lie strictly outside `range`, innermost first.
    static func blocks(strictlyContaining range: Range<Int>, in root: GreenNode) -> [GreenPath] {
        var result: [GreenPath] = []
        var steps: [Step] = []
        var node = root
        var offset = 0
        while true {
            var chosen: (index: Int, offset: Int, node: GreenNode)?
            var childOffset = offset
            node.withChildren { children in
                for (index, child) in children.enumerated() {
                    let end = childOffset + child.textLength
                    if case .node(let inner) = child, childOffset < range.lowerBound, range.upperBound < end {
                        chosen = (index, childOffset, inner)
                        break
                    }
                    if childOffset >= range.lowerBound { break }
                    childOffset = end
                }
            }
            guard let (index, start, child) = chosen else { return result.reversed() }
            steps.append(Step(node: node, offset: offset, childIndex: index))
            if child.kind == .block {
                result.append(GreenPath(steps: steps, element: .node(child), range: start..<(start + child.textLength)))
            }
            node = child
            offset = start
        }
    }

    /// A token's kind and range.
    struct TokenSpan {
        let kind: SyntaxKind
        let range: Range<Int>
    }

    /// Every token that starts at or after `start`'s token and at or before `end`, in order.
    static func tokenSpans(from start: Int, through end: Int, in root: GreenNode) -> [TokenSpan] {
        var result: [TokenSpan] = []
        forEachToken(in: root, overlapping: start...end) { token, offset in
            if offset <= end { result.append(TokenSpan(kind: token.kind, range: offset..<(offset + token.textLength))) }
        }
        return result
    }

    /// The start of the token that holds `offset` (or the file's end).
    static func tokenStart(containing offset: Int, in root: GreenNode) -> Int {
        var found = root.textLength
        forEachToken(in: root, overlapping: offset...offset) { token, start in
            if start <= offset && offset < start + token.textLength { found = min(found, start) }
        }
        return found
    }

    /// The bytes of `range`.
    static func bytes(in range: Range<Int>, of root: GreenNode) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(range.count)
        guard !range.isEmpty else { return result }
        forEachToken(in: root, overlapping: range.lowerBound...(range.upperBound - 1)) { token, start in
            token.withBytes { bytes in
                let lower = max(range.lowerBound, start) - start
                let upper = min(range.upperBound, start + bytes.count) - start
                if lower < upper { result.append(contentsOf: bytes[lower..<upper]) }
            }
        }
        return result
    }

    /// Calls `body` with every non-empty token whose range meets `bounds`
    /// (a token starting exactly at the upper bound included), in order.
    private static func forEachToken(in root: GreenNode, overlapping bounds: ClosedRange<Int>,
                                     _ body: (GreenToken, Int) -> Void) {
        var pending: [(GreenElement, Int)] = [(.node(root), 0)]
        var children: [(GreenElement, Int)] = []
        while let (element, offset) = pending.popLast() {
            switch element {
            case .token(let token):
                if token.textLength > 0 { body(token, offset) }
            case .node(let node):
                children.removeAll(keepingCapacity: true)
                var childOffset = offset
                node.withChildren { elements in
                    for child in elements {
                        let end = childOffset + child.textLength
                        if childOffset > bounds.upperBound { break }
                        if end > bounds.lowerBound || (child.textLength == 0 && childOffset >= bounds.lowerBound) {
                            children.append((child, childOffset))
                        }
                        childOffset = end
                    }
                }
                pending.append(contentsOf: children.reversed())
            }
        }
    }
}
