/// Builds green trees bottom-up: tokens are pushed on a stack, and finishing a
/// node moves the elements since a checkpoint into it.
///
/// Equal short tokens (punctuation, keywords, indentation, common names) are
/// interned, so a file holds one `GreenToken` per distinct spelling and most
/// tokens cost no allocation.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A position in the builder's stack, taken before a node's first child.
struct BuilderCheckpoint {
    fileprivate let depth: Int
}

final class GreenBuilder {
    // The builder belongs to one parser on one thread; skipping the dynamic
    // exclusivity checks on its hot fields saves a quarter of a parse's time.
    @exclusivity(unchecked) private var stack: UnsafeMutablePointer<GreenElement>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var interner: TokenInterner
    @exclusivity(unchecked) private var leaves: LeafNodeCache

    /// A builder for about `inputLength` bytes: its tables start small for the
    /// small blocks that keystrokes reparse, since making and dropping them is
    /// a fixed cost of every parse.
    init(inputLength: Int) {
        // A large input (a job of a large file's parse) starts with room for
        // about one distinct token in 64 bytes, instead of growing to it.
        let tableSize = inputLength >= GreenBuilder.largeInput
            ? min(1 << 17, (inputLength / 32).roundedUpToPowerOfTwo)
            : max(64, min(1024, (inputLength / 16).roundedUpToPowerOfTwo))
        interner = TokenInterner(slots: tableSize, privateFixedTokens: inputLength >= GreenBuilder.largeInput)
        leaves = LeafNodeCache(size: 2 * tableSize)
        capacity = 256
        stack = .allocate(capacity: capacity)
    }

    deinit {
        stack.deinitialize(count: count)
        stack.deallocate()
    }

    /// From this many bytes, a builder makes its own punctuation tokens (see `TokenInterner`).
    static let largeInput = 64 * 1024

    var checkpoint: BuilderCheckpoint { BuilderCheckpoint(depth: count) }

    func token(_ kind: SyntaxKind, _ bytes: UnsafeBufferPointer<UInt8>) {
        push(.token(interner.token(kind, bytes)))
    }

    func node(_ node: GreenNode) {
        push(.node(node))
    }

    /// Pushes a node of `kind` holding one token: a literal or a one-name path.
    /// The same value written again shares the node.
    func leaf(_ kind: SyntaxKind, token tokenKind: SyntaxKind, _ bytes: UnsafeBufferPointer<UInt8>) {
        let token = interner.token(tokenKind, bytes)
        if let shared = leaves.node(kind, token) {
            push(.node(shared))
            return
        }
        let node = GreenNode.make(kind: kind, onlyChild: .token(token))
        leaves.insert(node, kind, token)
        push(.node(node))
    }

    /// Wraps every element pushed since `checkpoint` into a node of `kind`.
    ///
    /// Apart from one-token leaves (`leaf(_:token:_:)`), nodes are not shared
    /// the way tokens are: a cache of small nodes keyed by their children (as
    /// rust-analyzer has) was measured here and made parsing a 10 MB file 25%
    /// slower — its lookups miss the processor's cache.
    func finishNode(_ kind: SyntaxKind, from checkpoint: BuilderCheckpoint) {
        let childCount = count - checkpoint.depth
        let node = GreenNode.make(kind: kind, movingFrom: stack + checkpoint.depth, count: childCount)
        count = checkpoint.depth
        push(.node(node))
    }

    /// Wraps a block (its `{`, members and `}` pushed since `checkpoint`),
    /// its members in chunks when there are more than `MemberChunks.flatLimit`.
    /// `text` starts with the block's bytes, its `{` first.
    func finishBlock(from checkpoint: BuilderCheckpoint, text: UnsafeBufferPointer<UInt8>) {
        let first = checkpoint.depth + 1
        var end = count
        if end > first, case .token(let last) = stack[end - 1], last.kind == .rightBrace { end -= 1 }
        if end - first > MemberChunks.flatLimit {
            let closing: GreenElement? = end < count ? (stack + end).move() : nil
            let opening = stack[checkpoint.depth].textLength
            let members = opening <= text.count ? UnsafeBufferPointer(rebasing: text[opening...]) : UnsafeBufferPointer(start: nil, count: 0)
            count = first + MemberChunks.chunkInPlace(stack + first, count: end - first, text: members)
            if let closing { push(closing) }
        }
        finishNode(.block, from: checkpoint)
    }

    /// Finishes the one node left on the stack and returns it.
    func finishRoot(_ kind: SyntaxKind) -> GreenNode {
        finishNode(kind, from: BuilderCheckpoint(depth: 0))
        forgetSharedElements()
        count = 0
        guard case .node(let root) = (stack).move() else { preconditionFailure("root is a node") }
        return root
    }

    /// Hands over every element on the stack (a run of members parsed
    /// ahead) without copying them; the builder is left empty.
    func takeElements() -> PreparedMembers {
        forgetSharedElements()
        let taken = PreparedMembers(elements: stack, count: count)
        count = 0
        capacity = 16
        stack = .allocate(capacity: capacity)
        return taken
    }

    /// Empties the interner and the leaf cache, which hold their elements
    /// unowned: once the builder hands its elements over, they may be freed.
    private func forgetSharedElements() {
        interner = TokenInterner(slots: 64)
        leaves = LeafNodeCache(size: 128)
    }

    /// Pushes the elements of `prepared`, moving them out of it.
    func moveElements(from prepared: PreparedMembers) {
        prepared.moveOut { elements, taken in
            while count + taken > capacity { grow() }
            (stack + count).moveInitialize(from: elements, count: taken)
            count += taken
        }
    }

    private func push(_ element: consuming GreenElement) {
        if count == capacity { grow() }
        (stack + count).initialize(to: element)
        count += 1
    }

    private func grow() {
        let larger = UnsafeMutablePointer<GreenElement>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: stack, count: count)
        stack.deallocate()
        stack = larger
        capacity *= 2
    }
}

/// A run of members parsed ahead (`ParallelMembers`), owned until the
/// file's parse moves them into its own stack: handing them over costs no
/// reference counting, which across 4,000 members and two threads showed.
final class PreparedMembers: @unchecked Sendable {
    private let elements: UnsafeMutablePointer<GreenElement>
    private var count: Int
    private var taken = false
    /// How many blocks and lists nest in the deepest member.
    let nestingHeight: UInt16

    init(elements: UnsafeMutablePointer<GreenElement>, count: Int) {
        self.elements = elements
        self.count = count
        var height: UInt16 = 0
        for index in 0..<count { height = max(height, elements[index].nestingHeight) }
        nestingHeight = height
    }

    /// Calls `body` with the members to move out of; afterwards this holds none.
    func moveOut(_ body: (UnsafeMutablePointer<GreenElement>, Int) -> Void) {
        precondition(!taken, "a run's members are taken once")
        taken = true
        body(elements, count)
        count = 0
    }

    deinit {
        elements.deinitialize(count: count)
        elements.deallocate()
    }
}

/// An open-addressing table from (kind, bytes) to a shared `GreenToken`.
///
/// It holds its tokens unowned: every token it hands out is pushed on the
/// builder's stack, and nothing leaves the stack but into a node on it, until
/// the builder hands everything over and empties the table
/// (`forgetSharedElements`). A table of strong references cost a release of
/// each distinct token, each on a cold cache line, when the builder was freed.
/// Each slot keeps its token's hash beside it, so a probe reads a token only
/// when the hashes agree and growing the table reads no token at all: most
/// of a large file's short tokens are distinct (names and strings that
/// number their rows), and reading each candidate missed the cache.
///
/// Punctuation and keywords come from a table of fixed tokens, the one all
/// parses share, or, for a large input, the builder's own: the jobs of a
/// large file's parse run on every processor, and each retain of a shared
/// `{` moved its reference count's cache line from one processor to the other.
struct TokenInterner {
    private static let longestInterned = 24
    private var slots: [Unmanaged<GreenToken>?]
    /// The hash of each slot's token (`hash(_:_:)` with its top bit set); 0 when empty.
    private var hashes: [UInt64]
    /// The fixed token of each kind that has one (`FixedTokens`).
    private let fixed: [GreenToken?]

    init(slots count: Int, privateFixedTokens: Bool = false) {
        slots = Array(repeating: nil, count: count)
        hashes = Array(repeating: 0, count: count)
        fixed = privateFixedTokens ? FixedTokens.makeTable() : FixedTokens.shared.tokens
    }
    private var used = 0

    /// Indentation, with and without a line break before it, by its width: half
    /// of all tokens are whitespace, and nearly all of it has this shape.
    private var indentation: [GreenToken?] = Array(repeating: nil, count: 2 * TokenInterner.widestIndentation)
    private static let widestIndentation = 64

    mutating func token(_ kind: SyntaxKind, _ bytes: UnsafeBufferPointer<UInt8>) -> GreenToken {
        if kind == .whitespace, let slot = Self.indentationSlot(bytes) {
            if let token = indentation[slot] { return token }
            let token = GreenToken.make(kind: kind, bytes: bytes)
            indentation[slot] = token
            return token
        }
        let kindIndex = Int(kind.rawValue)
        if kindIndex < fixed.count, let token = fixed[kindIndex], token.textLength == bytes.count { return token }
        guard bytes.count <= Self.longestInterned, let base = bytes.baseAddress else {
            return GreenToken.make(kind: kind, bytes: bytes)
        }
        let mask = slots.count - 1
        let hash = Self.hash(kind, bytes) | 1 << 63
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = hashes.withUnsafeBufferPointer { $0[index] }
            if stored == 0 { break }
            if stored == hash, let candidate = slots.withUnsafeBufferPointer({ $0[index] })?.takeUnretainedValue(),
               candidate.kind == kind,
               candidate.textLength == bytes.count,
               candidate.withBytes({ memcmp($0.baseAddress!, base, bytes.count) == 0 }) {
                return candidate
            }
            index = (index + 1) & mask
        }
        let token = GreenToken.make(kind: kind, bytes: bytes)
        slots[index] = Unmanaged.passUnretained(token)
        hashes[index] = hash
        used += 1
        if used * 2 > slots.count { rehash() }
        return token
    }

    /// The slot of `"\n" + spaces` or of spaces alone, or nil for other whitespace.
    private static func indentationSlot(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count < widestIndentation, let first = bytes.first else { return nil }
        let lineBreak = first == UInt8(ascii: "\n")
        guard lineBreak || first == UInt8(ascii: " ") else { return nil }
        var index = 1
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: " ") else { return nil }
            index += 1
        }
        return bytes.count + (lineBreak ? widestIndentation : 0)
    }

    /// The hash of a token: the bytes read eight at a time, each word mixed
    /// in with a multiply and a shift (short tokens are most of a file); its
    /// low bits pick the first slot to probe.
    private static func hash(_ kind: SyntaxKind, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = UInt64(kind.rawValue) &+ UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            offset += 8
        }
        if offset < bytes.count {
            var tail: UInt64 = 0
            for index in offset..<bytes.count { tail = tail << 8 | UInt64(base[index]) }
            hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            hash ^= hash >> 29
        }
        return hash
    }

    /// Doubles the table.
    private mutating func rehash() {
        var oldSlots: [Unmanaged<GreenToken>?] = Array(repeating: nil, count: slots.count * 2)
        swap(&oldSlots, &slots)
        let oldHashes = hashes
        hashes = Array(repeating: 0, count: slots.count)
        let mask = slots.count - 1
        for position in oldSlots.indices where oldHashes[position] != 0 {
            var index = Int(truncatingIfNeeded: oldHashes[position]) & mask
            while hashes[index] != 0 { index = (index + 1) & mask }
            slots[index] = oldSlots[position]
            hashes[index] = oldHashes[position]
        }
    }
}

/// Literal and one-name path nodes by their (interned) token, direct-mapped:
/// the key is the token's address, so a lookup never reads a node. Like the
/// interner, it holds its nodes unowned (each is on the builder's stack).
struct LeafNodeCache {
    private let mask: Int
    private var keys: [UInt]
    private var nodes: [Unmanaged<GreenNode>?]

    /// `size` must be a power of two.
    init(size: Int) {
        mask = size - 1
        keys = Array(repeating: 0, count: size)
        nodes = Array(repeating: nil, count: size)
    }

    private static func key(_ kind: SyntaxKind, _ token: GreenToken) -> UInt {
        UInt(bitPattern: ObjectIdentifier(token).hashValueBits) | UInt(kind.rawValue & 7)
    }

    func node(_ kind: SyntaxKind, _ token: GreenToken) -> GreenNode? {
        let key = Self.key(kind, token)
        let slot = Int(truncatingIfNeeded: (key >> 4) ^ (key >> 15)) & mask
        return keys[slot] == key ? nodes[slot]?.takeUnretainedValue() : nil
    }

    mutating func insert(_ node: GreenNode, _ kind: SyntaxKind, _ token: GreenToken) {
        let key = Self.key(kind, token)
        let slot = Int(truncatingIfNeeded: (key >> 4) ^ (key >> 15)) & mask
        keys[slot] = key
        nodes[slot] = Unmanaged.passUnretained(node)
    }
}

extension Int {
    /// The least power of two at or above this number (1 for numbers below 1).
    var roundedUpToPowerOfTwo: Int {
        self <= 1 ? 1 : 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount)
    }
}

extension ObjectIdentifier {
    /// The object's address (objects are 16-byte aligned, so the low bits are free).
    var hashValueBits: Int { Int(bitPattern: UInt(bitPattern: self)) }
}

/// One shared token for each punctuation mark and keyword, for every parse.
final class FixedTokens: @unchecked Sendable {
    static let shared = FixedTokens()
    /// By kind: the token of each kind that has fixed text.
    let tokens: [GreenToken?]

    private init() {
        tokens = Self.makeTable()
    }

    /// A new token for each punctuation mark and keyword, by kind.
    static func makeTable() -> [GreenToken?] {
        var tokens = [GreenToken?](repeating: nil, count: Int(SyntaxKind.endOfFile.rawValue) + 1)
        for kind in SyntaxKind.allCases where kind.isToken {
            if let text = kind.fixedText { tokens[Int(kind.rawValue)] = GreenToken.make(kind: kind, text: text) }
        }
        return tokens
    }
}
