/// What a file's whole-tree walks found in each member chunk of its wide
/// blocks (`MemberChunks`), kept with the file so that its next version
/// reuses the answer for every chunk an edit left alone. A keystroke in a
/// block of 39,000 rows then walks the members of the one chunk it changed
/// and the chunks above it, not the block. Each walk's answer for a chunk is
/// a function of the chunk's content alone, so a version built from its
/// previous one holds exactly what a walk from nothing finds.
import ViewSyntax

/// The answers of one version of a file, by chunk. Immutable once made.
final class ChunkSummaries: @unchecked Sendable {
    let typeNames: [ObjectIdentifier: ChunkMemo<Set<String>>.Entry]
    let bars: [ObjectIdentifier: ChunkMemo<WrittenBars.Part>.Entry]

    init(typeNames: [ObjectIdentifier: ChunkMemo<Set<String>>.Entry], bars: [ObjectIdentifier: ChunkMemo<WrittenBars.Part>.Entry]) {
        self.typeNames = typeNames
        self.bars = bars
    }

    static let none = ChunkSummaries(typeNames: [:], bars: [:])
}

/// One walk's answers by chunk while a version is made: those of the previous
/// version found again (the chunk is the same node), and new ones.
struct ChunkMemo<Value> {
    /// A chunk with the answer for it. The entry holds the node, so its
    /// identifier cannot name another node while the entry is kept.
    struct Entry {
        let chunk: GreenNode
        let value: Value
    }

    private let previous: [ObjectIdentifier: Entry]
    /// The answers for the chunks of the version being made.
    private(set) var current: [ObjectIdentifier: Entry] = [:]
    /// How many chunks were walked, not found again (tests read it).
    private(set) var computed = 0

    init(previous: [ObjectIdentifier: Entry]?) {
        self.previous = previous ?? [:]
    }

    /// The answer for `chunk`: the previous version's when it had this very
    /// node, else what `compute` finds (it may ask for the chunks inside).
    mutating func value(for chunk: GreenNode, compute: (inout ChunkMemo) -> Value) -> Value {
        let key = ObjectIdentifier(chunk)
        if let kept = previous[key], kept.chunk === chunk {
            keepInnerAnswers(of: chunk, entry: kept)
            return kept.value
        }
        let value = compute(&self)
        computed += 1
        current[key] = Entry(chunk: chunk, value: value)
        return value
    }

    /// A chunk found again brings the answers for the chunks inside it, which
    /// the walk does not visit, so that the next version finds them too: a
    /// dictionary entry per chunk (a 39,000-row block has about 2,600), no
    /// member read.
    private mutating func keepInnerAnswers(of chunk: GreenNode, entry: Entry) {
        var pending = [(chunk, entry)]
        while let (node, entry) = pending.popLast() {
            current[ObjectIdentifier(node)] = entry
            // A chunk holds chunks or members, never both: members are not looked through.
            guard case .node(let first)? = node.withChildren(\.first), first.kind == .memberChunk else { continue }
            node.withChildren { children in
                for case .node(let inner) in children {
                    if let kept = previous[ObjectIdentifier(inner)], kept.chunk === inner { pending.append((inner, kept)) }
                }
            }
        }
    }
}
