/// The old blocks that parsing an edited file may take over whole: every
/// closed block whose text the edit left alone, found by its new offset.
///
/// The lexer asks at each `{` it meets at a token boundary; when an old block
/// starts there, the block becomes one token, and the parser adopts the old
/// node (and its diagnostics) if nesting allows. This is what keeps a
/// keystroke that unbalances braces (a `"` that swallows a `}`) from costing a
/// parse of the whole file: only the tokens on the path from the root to the
/// edit are lexed and parsed again.
final class BlockReuse {
    struct Candidate {
        let node: GreenNode
        let oldOffset: Int
        /// How many blocks and lists enclosed it in the old tree.
        let oldDepth: Int
    }

    private let oldRoot: GreenNode?
    private let oldDiagnostics: [SyntaxDiagnostic]
    /// For blocks parsed ahead (`ParallelParse`): each block's own tokens, by
    /// offset, so a block the parser does not adopt is expanded into exactly
    /// the tokens the file's lexing gave, not lexed again.
    private var preparedTokens: [Int: ArraySlice<RawToken>] = [:]
    /// Text before `editStart` is unchanged and in place; text from
    /// `oldEditEnd` in the old file is unchanged and starts at `newEditEnd`.
    private let editStart: Int
    private let oldEditEnd: Int
    private let newEditEnd: Int
    private var candidates: [Int: Candidate] = [:]

    /// Blocks parsed ahead, each at depth 0 from its file offset: the
    /// candidates, their diagnostics (sorted) and their tokens.
    init(prepared: [Int: (candidate: Candidate, tokens: ArraySlice<RawToken>)], diagnostics: [SyntaxDiagnostic]) {
        oldRoot = nil
        oldDiagnostics = diagnostics
        editStart = 0
        oldEditEnd = 0
        newEditEnd = 0
        for (position, entry) in prepared {
            candidates[position] = entry.candidate
            preparedTokens[position] = entry.tokens
        }
    }

    /// The tokens of the block prepared at `position`, if it was.
    func tokens(ofBlockAt position: Int) -> ArraySlice<RawToken>? {
        preparedTokens[position]
    }

    init(old: SyntaxTree, edit: TextEdit) {
        oldRoot = old.root
        oldDiagnostics = old.diagnostics
        editStart = edit.range.lowerBound
        oldEditEnd = edit.range.upperBound
        newEditEnd = edit.range.lowerBound + edit.replacement.count
    }

    /// The length of the unchanged old block whose `{` is at new offset `position`.
    func blockLength(at position: Int) -> Int? {
        let oldOffset: Int
        if position < editStart {
            oldOffset = position
        } else if position >= newEditEnd {
            oldOffset = position - newEditEnd + oldEditEnd
        } else {
            return nil
        }
        guard let (node, depth) = closedBlock(startingAt: oldOffset) else { return nil }
        if oldOffset < editStart && oldOffset + node.textLength > editStart { return nil }
        candidates[position] = Candidate(node: node, oldOffset: oldOffset, oldDepth: depth)
        return node.textLength
    }

    func candidate(at position: Int) -> Candidate? {
        candidates[position]
    }

    /// The old diagnostics strictly inside the candidate, moved to `position`.
    func diagnostics(of candidate: Candidate, at position: Int) -> [SyntaxDiagnostic] {
        let range = candidate.oldOffset..<(candidate.oldOffset + candidate.node.textLength)
        var low = 0
        var high = oldDiagnostics.count
        while low < high {
            let middle = (low + high) / 2
            if oldDiagnostics[middle].range.lowerBound <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var result: [SyntaxDiagnostic] = []
        while low < oldDiagnostics.count, oldDiagnostics[low].range.lowerBound < range.upperBound {
            result.append(oldDiagnostics[low].shifted(by: position - range.lowerBound))
            low += 1
        }
        return result
    }

    /// A step of the path from the old root to the last offset looked up: a
    /// node, the child the path goes through, and the depth of its children.
    private struct Frame {
        let node: GreenNode
        let end: Int
        var childIndex: Int
        var childOffset: Int
        let childDepth: Int
    }

    private lazy var path: [Frame] = oldRoot.map {
        [Frame(node: $0, end: $0.textLength, childIndex: 0, childOffset: 0, childDepth: 0)]
    } ?? []

    /// The closed block node of the old tree whose `{` is at `offset`, and its
    /// depth. Offsets must not decrease from call to call (the lexer only moves
    /// forward), so the path is walked forward, never again from the root.
    private func closedBlock(startingAt offset: Int) -> (GreenNode, Int)? {
        while let top = path.last, offset >= top.end { path.removeLast() }
        while var frame = path.last {
            let count = frame.node.childCount
            while frame.childIndex < count {
                let length = frame.node[child: frame.childIndex].textLength
                if frame.childOffset + length > offset { break }
                frame.childOffset += length
                frame.childIndex += 1
            }
            path[path.count - 1] = frame
            guard frame.childIndex < count, frame.childOffset <= offset,
                  case .node(let child) = frame.node[child: frame.childIndex],
                  child.nestingHeight > 0 else { return nil }
            if child.kind == .block && frame.childOffset == offset {
                guard case .token(let last) = child[child: child.childCount - 1], last.kind == .rightBrace else {
                    return nil
                }
                return (child, frame.childDepth)
            }
            let opensLevel = child.kind == .block || child.kind == .list
            path.append(Frame(node: child, end: frame.childOffset + child.textLength, childIndex: 0,
                              childOffset: frame.childOffset, childDepth: frame.childDepth + (opensLevel ? 1 : 0)))
        }
        return nil
    }
}
