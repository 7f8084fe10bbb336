/// Red cursors over the green tree: `SyntaxNode` and `SyntaxToken` add a parent
/// and an absolute byte offset, made on demand while walking.

/// A node of a parsed file, with its parent and offset.
public final class SyntaxNode: @unchecked Sendable, Hashable, CustomStringConvertible {
    public let green: GreenNode
    public let parent: SyntaxNode?
    /// The byte offset of the node's first byte in the file.
    public let offset: Int

    public init(root: GreenNode) {
        green = root
        parent = nil
        offset = 0
    }

    /// A cursor is three words (40 bytes with the object header, a 48-byte
    /// allocation): the model keeps one for every element and binding, so
    /// the index among the parent's children is found again when asked
    /// rather than stored (nothing hot asks).
    init(green: GreenNode, parent: SyntaxNode, offset: Int, indexInParent: Int) {
        self.green = green
        self.parent = parent
        self.offset = offset
    }

    /// The node's index among its parent's children (a wide block's chunks looked through).
    public var indexInParent: Int {
        guard let parent else { return 0 }
        var found = 0
        parent.green.visitChildren { child, childOffset, index in
            let start = parent.offset + childOffset
            if start == offset, case .node(let node) = child, node === green {
                found = index
                return false
            }
            return start <= offset
        }
        return found
    }

    public var kind: SyntaxKind { green.kind }
    public var range: Range<Int> { offset..<(offset + green.textLength) }
    public var text: String { String(decoding: green.bytes, as: UTF8.self) }

    public static func == (lhs: SyntaxNode, rhs: SyntaxNode) -> Bool {
        lhs.green === rhs.green && lhs.offset == rhs.offset && lhs.root.green === rhs.root.green
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(green))
        hasher.combine(offset)
    }

    public var description: String { "\(kind)@\(range.lowerBound)..\(range.upperBound)" }

    public var root: SyntaxNode {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }

    /// Every child, tokens included, in order (a wide block's member chunks looked through).
    public var children: [SyntaxElement] {
        var result: [SyntaxElement] = []
        result.reserveCapacity(green.childCount)
        green.visitChildren { child, childOffset, index in
            switch child {
            case .node(let node):
                result.append(.node(SyntaxNode(green: node, parent: self, offset: offset + childOffset, indexInParent: index)))
            case .token(let token):
                result.append(.token(SyntaxToken(green: token, parent: self, offset: offset + childOffset, indexInParent: index)))
            }
            return true
        }
        return result
    }

    public var childNodes: [SyntaxNode] { children.compactMap(\.node) }
    public var childTokens: [SyntaxToken] { children.compactMap(\.token) }

    /// The first child node of a type; red cursors are made only for node children.
    public func child<Node: SyntaxNodeType>(_ type: Node.Type) -> Node? {
        var found: Node?
        green.visitChildren { child, childOffset, index in
            if case .node(let node) = child,
               let typed = Node(SyntaxNode(green: node, parent: self, offset: offset + childOffset, indexInParent: index)) {
                found = typed
                return false
            }
            return true
        }
        return found
    }

    /// The child nodes of a type; red cursors are made only for node children.
    public func children<Node: SyntaxNodeType>(_ type: Node.Type) -> [Node] {
        var result: [Node] = []
        result.reserveCapacity(green.childCount)
        green.visitChildren { child, childOffset, index in
            if case .node(let node) = child,
               let typed = Node(SyntaxNode(green: node, parent: self, offset: offset + childOffset, indexInParent: index)) {
                result.append(typed)
            }
            return true
        }
        return result
    }

    /// The first child token of one of `kinds`, without making cursors for the others.
    public func childToken(_ kinds: [SyntaxKind]) -> SyntaxToken? {
        var found: SyntaxToken?
        green.visitChildren { child, childOffset, index in
            if case .token(let token) = child, kinds.contains(token.kind) {
                found = SyntaxToken(green: token, parent: self, offset: offset + childOffset, indexInParent: index)
                return false
            }
            return true
        }
        return found
    }

    /// The child tokens of `kinds`, without making cursors for the other children.
    public func childTokens(_ kinds: [SyntaxKind]) -> [SyntaxToken] {
        var result: [SyntaxToken] = []
        green.visitChildren { child, childOffset, index in
            if case .token(let token) = child, kinds.contains(token.kind) {
                result.append(SyntaxToken(green: token, parent: self, offset: offset + childOffset, indexInParent: index))
            }
            return true
        }
        return result
    }

    /// The node and its ancestors, innermost first.
    public var ancestorsAndSelf: [SyntaxNode] {
        var result: [SyntaxNode] = [self]
        while let parent = result.last!.parent { result.append(parent) }
        return result
    }

    /// Every node below this one (and itself), in document order. Iterative, so
    /// no depth of tree can exhaust the stack.
    public var descendantsAndSelf: [SyntaxNode] {
        var result: [SyntaxNode] = []
        var pending: [SyntaxNode] = [self]
        while let node = pending.popLast() {
            result.append(node)
            pending.append(contentsOf: node.childNodes.reversed())
        }
        return result
    }

    /// Every token below this node, in document order.
    public var tokens: [SyntaxToken] {
        var result: [SyntaxToken] = []
        var pending: [SyntaxElement] = [.node(self)]
        while let element = pending.popLast() {
            switch element {
            case .token(let token): result.append(token)
            case .node(let node): pending.append(contentsOf: node.children.reversed())
            }
        }
        return result
    }

    /// The token that holds `offset` (the one that starts there when two touch),
    /// or nil when `offset` is outside the node.
    /// Only the cursors on the way down are made, and a wide block's member
    /// is found through its chunks, so this is O(depth × log width).
    public func token(at offset: Int) -> SyntaxToken? {
        guard range.contains(offset) else { return nil }
        var node = self
        while true {
            guard let (child, start, index) = node.green.child(containing: offset - node.offset) else { return nil }
            switch child {
            case .token(let token):
                return SyntaxToken(green: token, parent: node, offset: node.offset + start, indexInParent: index)
            case .node(let inner):
                node = SyntaxNode(green: inner, parent: node, offset: node.offset + start, indexInParent: index)
            }
        }
    }
}

/// A token of a parsed file, with its parent and offset.
public struct SyntaxToken: @unchecked Sendable, Hashable, CustomStringConvertible {
    public let green: GreenToken
    public let parent: SyntaxNode
    public let offset: Int
    public let indexInParent: Int

    public var kind: SyntaxKind { green.kind }
    public var range: Range<Int> { offset..<(offset + green.textLength) }
    public var text: String { green.text }

    public static func == (lhs: SyntaxToken, rhs: SyntaxToken) -> Bool {
        lhs.parent == rhs.parent && lhs.indexInParent == rhs.indexInParent
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(parent)
        hasher.combine(indexInParent)
    }

    public var description: String { "\(kind)@\(range.lowerBound)..\(range.upperBound) \(text.debugDescription)" }
}

/// A child of a node: a node or a token.
public enum SyntaxElement: Sendable, Hashable {
    case node(SyntaxNode)
    case token(SyntaxToken)

    public var kind: SyntaxKind {
        switch self {
        case .node(let node): return node.kind
        case .token(let token): return token.kind
        }
    }

    public var range: Range<Int> {
        switch self {
        case .node(let node): return node.range
        case .token(let token): return token.range
        }
    }

    public var node: SyntaxNode? {
        if case .node(let node) = self { return node }
        return nil
    }

    public var token: SyntaxToken? {
        if case .token(let token) = self { return token }
        return nil
    }
}

/// A typed view of a node (generated from `grammar/view.ungram`).
public protocol SyntaxNodeType: Sendable {
    init?(_ syntax: SyntaxNode)
    var syntax: SyntaxNode { get }
}
