/// Wide blocks: the members of a block wider than `flatLimit` kept in a
/// balanced tree of `memberChunk` nodes, so that an edit rebuilds O(log width)
/// nodes instead of copying the block's member list.
///
/// The shape is a function of the members alone (content-defined chunking, as
/// rsync and prolly trees cut data): at each level a chunk ends after an
/// element whose hash has that level's bits clear (and holds two or more), or
/// when it holds `capacity`. A full parse and any sequence of edits therefore
/// give the same chunks — an incremental tree is exactly the full parse's —
/// and an edit changes only the chunks around it: the chunking after the
/// edit realigns with the old one at the first boundary the two share.
///
/// Chunks are storage: red cursors, dumps and the typed tree look through
/// them (a block's children are its members). A run of identical members
/// longer than `capacity` is cut by count; an edit inside it re-chunks to the
/// end of the run (still correct, slower).

enum MemberChunks {
    /// A block with at most this many members (and a chunk list at most this
    /// long) is not chunked further.
    static let flatLimit = 64
    /// The average chunk holds 2^bitsPerLevel elements.
    static let bitsPerLevel: UInt64 = 4
    static let capacity = 64

    // MARK: Building

    /// The block children between the braces for `items`, chunked as a full parse does.
    static func canonical(_ items: [GreenElement]) -> [GreenElement] {
        guard items.count > flatLimit else { return items }
        var list = items.map { Hashed(element: $0, hash: hash(of: $0)) }
        var level = 0
        while list.count > flatLimit {
            list = group(list, level: level)
            level += 1
        }
        return list.map(\.element)
    }

    /// Chunks the `count` members at `elements` in place, as `canonical`
    /// chunks them: the members move into chunks, the top list is written
    /// from `elements[0]`, and its length is returned. `text` starts with the
    /// members' bytes: a member's hash reads them there instead of walking its
    /// tree (the walk missed the processor's cache on most nodes of a
    /// 4,000-member screen, a sixth of its parse on one thread).
    static func chunkInPlace(_ elements: UnsafeMutablePointer<GreenElement>, count: Int,
                             text: UnsafeBufferPointer<UInt8>) -> Int {
        guard count > flatLimit else { return count }
        let hashes = UnsafeMutablePointer<UInt64>.allocate(capacity: count)
        defer { hashes.deallocate() }
        // First each member's kind and length alone: a short loop whose reads
        // of headers (most of them out of the cache) overlap.
        for index in 0..<count {
            let (kind, length): (SyntaxKind, Int)
            switch elements[index] {
            case .node(let node): (kind, length) = node.withUnsafeMutablePointerToHeader { ($0.pointee.kind, $0.pointee.textLength) }
            case .token(let token): (kind, length) = token.withUnsafeMutablePointerToHeader { ($0.pointee.kind, $0.pointee.length) }
            }
            hashes[index] = UInt64(length) << 8 | UInt64(kind.rawValue)
        }
        var offset = 0
        for index in 0..<count {
            let length = Int(hashes[index] >> 8)
            let kind = SyntaxKind(rawValue: UInt8(truncatingIfNeeded: hashes[index])) ?? .errorToken
            let prefix = min(hashedPrefix, length)
            if offset + prefix <= text.count {
                hashes[index] = hash(kind: kind, length: length, prefix: UnsafeBufferPointer(rebasing: text[offset..<(offset + prefix)]))
            } else {
                hashes[index] = hash(of: elements[index])
            }
            offset += length
        }
        var top = count
        var level = 0
        while top > flatLimit {
            var written = 0
            var start = 0
            for index in 0..<top where index == top - 1 || closes(hash: hashes[index], count: index - start + 1, level: level) {
                let node = GreenNode.make(kind: .memberChunk, movingFrom: elements + start, count: index - start + 1)
                // Slots before `start` were moved out already; `written` <= `start`.
                (elements + written).initialize(to: .node(consume node))
                hashes[written] = hashes[index]
                written += 1
                start = index + 1
            }
            top = written
            level += 1
        }
        return top
    }

    /// An element and its hash (a chunk's is its last member's), computed once.
    private struct Hashed {
        let element: GreenElement
        let hash: UInt64
    }

    /// `elements` cut into chunks one level up.
    private static func group(_ elements: [Hashed], level: Int) -> [Hashed] {
        var result: [Hashed] = []
        result.reserveCapacity(elements.count >> Int(bitsPerLevel) + 1)
        var current: [GreenElement] = []
        current.reserveCapacity(capacity)
        for element in elements {
            current.append(element.element)
            if closes(hash: element.hash, count: current.count, level: level) {
                result.append(Hashed(element: chunk(current), hash: element.hash))
                current.removeAll(keepingCapacity: true)
            }
        }
        if let last = elements.last, !current.isEmpty { result.append(Hashed(element: chunk(current), hash: last.hash)) }
        return result
    }

    /// `elements` cut into chunks one level up (hashes computed here).
    private static func group(_ elements: [GreenElement], level: Int) -> [GreenElement] {
        group(elements.map { Hashed(element: $0, hash: hash(of: $0)) }, level: level).map(\.element)
    }

    private static func chunk(_ elements: [GreenElement]) -> GreenElement {
        .node(elements.withUnsafeBufferPointer { GreenNode.make(kind: .memberChunk, copyingFrom: $0) })
    }

    /// Whether a chunk of `level` that holds `count` elements, `element` last, ends there.
    @inline(__always) private static func closes(after element: GreenElement, count: Int, level: Int) -> Bool {
        count >= capacity || (count >= 2 && closes(hash: hash(of: element), count: count, level: level))
    }

    @inline(__always) private static func closes(hash: UInt64, count: Int, level: Int) -> Bool {
        if count >= capacity { return true }
        guard count >= 2, hash != 0 else { return false }
        return mix(hash ^ (UInt64(level) &* 0x9E37_79B9_7F4A_7C15)) & ((1 << bitsPerLevel) - 1) == 0
    }

    /// A member's hash: its kind, length and first `hashedPrefix` bytes. A
    /// chunk's is its last member's. Trivia hashes to 0, which never ends a
    /// chunk by hash (indentation repeats).
    private static func hash(of element: GreenElement) -> UInt64 {
        var element = element
        while case .node(let node) = element, node.kind == .memberChunk {
            element = node[child: node.childCount - 1]
        }
        if element.kind.isTrivia { return 0 }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: hashedPrefix) { buffer in
            var count = 0
            gather(element, into: buffer, count: &count)
            return hash(kind: element.kind, length: element.textLength, prefix: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Copies the first bytes of `element` into `buffer` until it is full.
    private static func gather(_ element: GreenElement, into buffer: UnsafeMutableBufferPointer<UInt8>, count: inout Int) {
        switch element {
        case .token(let token):
            token.withBytes { source in
                for byte in source.prefix(buffer.count - count) {
                    buffer[count] = byte
                    count += 1
                }
            }
        case .node(let node):
            node.withChildren { children in
                for child in children where count < buffer.count { gather(child, into: buffer, count: &count) }
            }
        }
    }

    static let hashedPrefix = 48

    /// The hash of a member of `kind` and `length` whose first bytes (at most
    /// `hashedPrefix`) are `prefix`: what `hash(of:)` gives for it, computed
    /// from the file's bytes when they are at hand (a tree is lossless, so its
    /// bytes are the member's text).
    @inline(__always) static func hash(kind: SyntaxKind, length: Int, prefix: UnsafeBufferPointer<UInt8>) -> UInt64 {
        if kind.isTrivia { return 0 }
        var value: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(kind.rawValue) ^ (UInt64(length) << 8)
        guard let base = prefix.baseAddress else { return value }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= prefix.count {
            value = (value ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x100_0000_01B3
            value ^= value >> 29
            offset += 8
        }
        if offset < prefix.count {
            var tail: UInt64 = 0
            for index in offset..<prefix.count { tail = tail << 8 | UInt64(base[index]) }
            value = (value ^ tail) &* 0x100_0000_01B3
            value ^= value >> 29
        }
        return value
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    // MARK: Reading

    /// Whether `children` (a block's, between its braces) are chunks.
    static func isChunked(_ top: [GreenElement]) -> Bool {
        if case .node(let node)? = top.first, node.kind == .memberChunk { return true }
        return false
    }

    /// How many levels of chunks `element` has below and including itself.
    private static func height(of element: GreenElement) -> Int {
        var height = 0
        var element = element
        while case .node(let node) = element, node.kind == .memberChunk {
            height += 1
            element = node[child: 0]
        }
        return height
    }

    // MARK: Editing

    /// `top` (a block's children between its braces) with the members at
    /// `range` replaced by `replacement`, chunked exactly as `canonical` would
    /// chunk the whole new list, rebuilding only chunks near the edit.
    static func replacing(_ range: Range<Int>, with replacement: [GreenElement], in top: [GreenElement]) -> [GreenElement] {
        guard isChunked(top) else {
            var items = top
            items.replaceSubrange(range, with: replacement)
            return canonical(items)
        }
        let topHeight = height(of: top[0])
        let root = top.withUnsafeBufferPointer { GreenNode.make(kind: .memberChunk, copyingFrom: $0) }
        var lower = range.lowerBound
        var upper = range.upperBound
        var elements = replacement
        for level in 0..<topHeight {
            (lower, upper, elements) = regroup(root: root, rootHeight: topHeight + 1, level: level,
                                               lower: lower, upper: upper, with: elements)
        }
        // Splice the top list, then let it grow or lose levels as `canonical` would.
        var list: [GreenElement] = []
        var position = 0
        var inserted = false
        for element in top {
            let end = position + Int(memberCount(of: element))
            if end <= lower {
                list.append(element)
            } else if position >= upper {
                if !inserted { list.append(contentsOf: elements) }
                inserted = true
                list.append(element)
            }
            position = end
        }
        if !inserted { list.append(contentsOf: elements) }
        var level = topHeight
        while list.count > flatLimit {
            list = group(list, level: level)
            level += 1
        }
        while level > 0 {
            var below: [GreenElement] = []
            for case .node(let node) in list { below.append(contentsOf: node.children) }
            guard below.count <= flatLimit else { break }
            list = below
            level -= 1
        }
        return list
    }

    /// Re-cuts the elements of `level` around a replacement of the members
    /// `lower..<upper` (aligned to that level's elements) by `elements`, and
    /// says which chunks one level up that replaces: the members they cover
    /// and the new chunks.
    private static func regroup(root: GreenNode, rootHeight: Int, level: Int, lower: Int, upper: Int,
                                with elements: [GreenElement]) -> (Int, Int, [GreenElement]) {
        let total = root.itemCount
        let first = LevelCursor(root: root, rootHeight: rootHeight, height: level + 1,
                                containing: lower < total ? lower : total - 1)
        let start = first.start
        var output: [GreenElement] = []
        var current: [GreenElement] = []
        // The first chunk's elements before the edit: unchanged, and they did not end it.
        var position = start
        first.node.withChildren { children in
            for child in children where position < lower {
                current.append(child)
                position += Int(memberCount(of: child))
            }
        }
        func feed(_ element: GreenElement) {
            current.append(element)
            if closes(after: element, count: current.count, level: level) {
                output.append(chunk(current))
                current.removeAll(keepingCapacity: true)
            }
        }
        elements.forEach(feed)
        // The old elements after the edit, until a new chunk ends where an old one did.
        guard upper < total else {
            if !current.isEmpty { output.append(chunk(current)) }
            return (start, total, output)
        }
        var old = LevelCursor(root: root, rootHeight: rootHeight, height: level + 1, containing: upper)
        if old.start == upper && current.isEmpty { return (start, upper, output) }
        var index = 0
        position = old.start
        old.node.withChildren { children in
            while position < upper {
                position += Int(memberCount(of: children[index]))
                index += 1
            }
        }
        while true {
            let count = old.node.childCount
            while index < count {
                feed(old.node[child: index])
                index += 1
            }
            let end = old.start + old.node.itemCount
            if current.isEmpty { return (start, end, output) }
            guard old.advance() else {
                output.append(chunk(current))
                return (start, end, output)
            }
            index = 0
        }
    }
}

/// Walks the chunks of one height of a chunk tree in order.
private struct LevelCursor {
    private var frames: [(node: GreenNode, index: Int)] = []
    private let height: Int
    private let rootHeight: Int
    /// The chunk the cursor is on, and the index of its first member.
    private(set) var node: GreenNode
    private(set) var start: Int

    /// The cursor on the chunk of `height` that holds member `member`.
    init(root: GreenNode, rootHeight: Int, height: Int, containing member: Int) {
        self.height = height
        self.rootHeight = rootHeight
        var node = root
        var base = 0
        var level = rootHeight
        while level > height {
            var index = 0
            var chosen = node
            node.withChildren { children in
                for (position, child) in children.enumerated() {
                    guard case .node(let inner) = child else { continue }
                    index = position
                    chosen = inner
                    if base + inner.itemCount > member { return }
                    if position < children.count - 1 { base += inner.itemCount }
                }
            }
            frames.append((node, index))
            node = chosen
            level -= 1
        }
        self.node = node
        start = base
    }

    /// Moves to the next chunk of the same height; false at the end.
    mutating func advance() -> Bool {
        let passed = node.itemCount
        while let frame = frames.last {
            if frame.index + 1 < frame.node.childCount {
                frames[frames.count - 1].index += 1
                guard case .node(var inner) = frame.node[child: frame.index + 1] else { return false }
                var innerHeight = rootHeight - frames.count
                while innerHeight > height {
                    frames.append((inner, 0))
                    guard case .node(let next) = inner[child: 0] else { return false }
                    inner = next
                    innerHeight -= 1
                }
                node = inner
                start += passed
                return true
            }
            frames.removeLast()
        }
        return false
    }
}

