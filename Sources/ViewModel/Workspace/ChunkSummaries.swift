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
        // Every chunk keeps its answer, a chunk of members (at most 64) too: an edit then walks the
        // members of the one chunk it changed. Keeping only chunks of chunks walked every chunk of
        // members under a changed one — in a table of 650 sections, all of them and their cells at
        // each keystroke. The next version copies about one entry per 64 members (a 39,000-row
        // block: about 620), a few microseconds.
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
    /// dictionary entry per chunk of chunks, no member read.
    private mutating func keepInnerAnswers(of chunk: GreenNode, entry: Entry) {
        if current.isEmpty { current.reserveCapacity(previous.count) }
        var pending = [(chunk, entry)]
        while let (node, entry) = pending.popLast() {
            current[ObjectIdentifier(node)] = entry
            guard Self.holdsChunks(node) else { continue }
            for index in 0..<node.childCount {
                guard case .node(let inner) = node[child: index], let kept = previous[ObjectIdentifier(inner)], kept.chunk === inner
                else { continue }
                pending.append((inner, kept))
            }
        }
    }

    /// Whether `chunk` holds chunks: a chunk holds chunks or members, never both.
    static func holdsChunks(_ chunk: GreenNode) -> Bool {
        guard chunk.childCount > 0, case .node(let first) = chunk[child: 0] else { return false }
        return first.kind == .memberChunk
    }
}
