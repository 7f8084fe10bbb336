/// Builds green trees bottom-up: tokens are pushed on a stack, and finishing a
/// node moves the elements since a checkpoint into it.
///
/// Equal short tokens (punctuation, keywords, indentation, common names) are
/// interned, so a file holds one `GreenToken` per distinct spelling and most
/// tokens cost no allocation.

/// A position in the builder's stack, taken before a node's first child.
struct BuilderCheckpoint {
    fileprivate let depth: Int
}

final class GreenBuilder {
    private var stack: UnsafeMutablePointer<GreenElement>
    private var capacity: Int
    private var count = 0
    private var interner = TokenInterner()

    init() {
        capacity = 256
        stack = .allocate(capacity: capacity)
    }

    deinit {
        stack.deinitialize(count: count)
        stack.deallocate()
    }

    var checkpoint: BuilderCheckpoint { BuilderCheckpoint(depth: count) }

    func token(_ kind: SyntaxKind, _ bytes: UnsafeBufferPointer<UInt8>) {
        push(.token(interner.token(kind, bytes)))
    }

    func node(_ node: GreenNode) {
        push(.node(node))
    }

    /// Wraps every element pushed since `checkpoint` into a node of `kind`.
    func finishNode(_ kind: SyntaxKind, from checkpoint: BuilderCheckpoint) {
        let childCount = count - checkpoint.depth
        let node = GreenNode.make(kind: kind, movingFrom: stack + checkpoint.depth, count: childCount)
        count = checkpoint.depth
        push(.node(node))
    }

    /// Finishes the one node left on the stack and returns it.
    func finishRoot(_ kind: SyntaxKind) -> GreenNode {
        finishNode(kind, from: BuilderCheckpoint(depth: 0))
        count = 0
        guard case .node(let root) = (stack).move() else { preconditionFailure("root is a node") }
        return root
    }

    private func push(_ element: GreenElement) {
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

/// An open-addressing table from (kind, bytes) to a shared `GreenToken`.
struct TokenInterner {
    private static let longestInterned = 24
    private var slots: [GreenToken?] = Array(repeating: nil, count: 1024)
    private var used = 0

    mutating func token(_ kind: SyntaxKind, _ bytes: UnsafeBufferPointer<UInt8>) -> GreenToken {
        if let fixed = FixedTokens.shared.token(kind, bytes.count) { return fixed }
        guard bytes.count <= Self.longestInterned else { return GreenToken.make(kind: kind, bytes: bytes) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(kind.rawValue)
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while let candidate = slots[index] {
            if candidate.kind == kind, candidate.textLength == bytes.count,
               candidate.withBytes({ $0.elementsEqual(bytes) }) {
                return candidate
            }
            index = (index + 1) & mask
        }
        let token = GreenToken.make(kind: kind, bytes: bytes)
        slots[index] = token
        used += 1
        if used * 2 > slots.count { rehash() }
        return token
    }

    private mutating func rehash() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        used = 0
        let mask = slots.count - 1
        for case let token? in old {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(token.kind.rawValue)
            token.withBytes { bytes in
                for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            }
            var index = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
            while slots[index] != nil { index = (index + 1) & mask }
            slots[index] = token
            used += 1
        }
    }
}

/// One shared token for each punctuation mark and keyword, for every parse.
final class FixedTokens: @unchecked Sendable {
    static let shared = FixedTokens()
    private let tokens: [GreenToken?]

    private init() {
        var tokens = [GreenToken?](repeating: nil, count: Int(SyntaxKind.endOfFile.rawValue) + 1)
        for kind in SyntaxKind.allCases where kind.isToken {
            if let text = kind.fixedText { tokens[Int(kind.rawValue)] = GreenToken.make(kind: kind, text: text) }
        }
        self.tokens = tokens
    }

    /// The shared token when `kind` has fixed text of `length` bytes.
    func token(_ kind: SyntaxKind, _ length: Int) -> GreenToken? {
        let index = Int(kind.rawValue)
        guard index < tokens.count, let token = tokens[index], token.textLength == length else { return nil }
        return token
    }
}
