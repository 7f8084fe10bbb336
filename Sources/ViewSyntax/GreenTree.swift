/// The green tree: immutable, position-free nodes and tokens that versions of a
/// file share.
///
/// A `GreenNode` is one allocation holding its kind, text length, nesting
/// height and children; a `GreenToken` is one allocation holding its kind and
/// its bytes (any bytes, not only UTF-8, so that every input round-trips). Neither knows its parent
/// or offset: the red cursors (`SyntaxNode`, `SyntaxToken`) add those.

public struct GreenTokenHeader: Sendable {
    public let kind: SyntaxKind
    public let length: Int
}

/// A leaf of the green tree: a kind and its exact bytes.
public final class GreenToken: ManagedBuffer<GreenTokenHeader, UInt8> {
    static func make(kind: SyntaxKind, bytes: UnsafeBufferPointer<UInt8>) -> GreenToken {
        let buffer = GreenToken.create(minimumCapacity: bytes.count) { _ in
            GreenTokenHeader(kind: kind, length: bytes.count)
        }
        let token = unsafeDowncast(buffer, to: GreenToken.self)
        token.withUnsafeMutablePointerToElements { elements in
            if let base = bytes.baseAddress { elements.initialize(from: base, count: bytes.count) }
        }
        return token
    }

    static func make(kind: SyntaxKind, text: String) -> GreenToken {
        var text = text
        return text.withUTF8 { make(kind: kind, bytes: $0) }
    }

    // The header is read through its pointer: `ManagedBuffer.header` is a class
    // property, and each access to it would pay a dynamic exclusivity check.
    public var kind: SyntaxKind { withUnsafeMutablePointerToHeader { $0.pointee.kind } }
    public var textLength: Int { withUnsafeMutablePointerToHeader { $0.pointee.length } }

    public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try withUnsafeMutablePointers { header, bytes in
            try body(UnsafeBufferPointer(start: bytes, count: header.pointee.length))
        }
    }

    public var bytes: [UInt8] { withBytes { Array($0) } }

    /// Whether the token holds a line break (`\n` or `\r`).
    public var containsLineBreak: Bool {
        withBytes { $0.contains(UInt8(ascii: "\n")) || $0.contains(UInt8(ascii: "\r")) }
    }

    /// The text, with any invalid UTF-8 shown as U+FFFD.
    public var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    func hasSameContent(as other: GreenToken) -> Bool {
        if self === other { return true }
        guard kind == other.kind, textLength == other.textLength else { return false }
        return withBytes { mine in other.withBytes { theirs in mine.elementsEqual(theirs) } }
    }
}

public struct GreenNodeHeader: Sendable {
    public let kind: SyntaxKind
    /// How many blocks and lists nest in this node, itself included: what the
    /// incremental parser checks against the depth limit before reusing it.
    public let nestingHeight: UInt16
    /// For a member chunk, how many members (block children) it holds, in
    /// every chunk below it; 0 for other nodes. Fits in the header's padding.
    public let itemCount: UInt32
    public let textLength: Int
    public let childCount: Int
}

extension GreenElement {
    @inline(__always) var nestingHeight: UInt16 {
        if case .node(let node) = self { return node.nestingHeight }
        return 0
    }
}

/// The nesting height of a node of `kind` whose children reach `inner`.
@inline(__always) func nestingHeightOf(_ kind: SyntaxKind, over inner: UInt16) -> UInt16 {
    kind == .block || kind == .list ? inner + 1 : inner
}

/// How many block members `element` stands for: a chunk's count, else 1.
@inline(__always) func memberCount(of element: GreenElement) -> UInt32 {
    if case .node(let node) = element, node.kind == .memberChunk { return UInt32(node.itemCount) }
    return 1
}

private func memberCount(_ children: UnsafeBufferPointer<GreenElement>) -> UInt32 {
    var total: UInt32 = 0
    for child in children { total += memberCount(of: child) }
    return total
}

/// An inner node of the green tree. Its children are stored inline.
public final class GreenNode: ManagedBuffer<GreenNodeHeader, GreenElement> {
    /// Builds a node by moving `count` elements out of `children`.
    static func make(kind: SyntaxKind, movingFrom children: UnsafeMutablePointer<GreenElement>, count: Int) -> GreenNode {
        var length = 0
        var inner: UInt16 = 0
        for index in 0..<count {
            switch children[index] {
            case .node(let node):
                node.withUnsafeMutablePointerToHeader { header in
                    length += header.pointee.textLength
                    inner = max(inner, header.pointee.nestingHeight)
                }
            case .token(let token):
                length += token.textLength
            }
        }
        let height = nestingHeightOf(kind, over: inner)
        let items = kind == .memberChunk ? memberCount(UnsafeBufferPointer(start: children, count: count)) : 0
        let buffer = GreenNode.create(minimumCapacity: count) { _ in
            GreenNodeHeader(kind: kind, nestingHeight: height, itemCount: items, textLength: length, childCount: count)
        }
        let node = unsafeDowncast(buffer, to: GreenNode.self)
        node.withUnsafeMutablePointerToElements { $0.moveInitialize(from: children, count: count) }
        return node
    }

    /// A node with one child.
    static func make(kind: SyntaxKind, onlyChild child: GreenElement) -> GreenNode {
        let height = nestingHeightOf(kind, over: child.nestingHeight)
        let buffer = GreenNode.create(minimumCapacity: 1) { _ in
            GreenNodeHeader(kind: kind, nestingHeight: height, itemCount: kind == .memberChunk ? memberCount(of: child) : 0,
                            textLength: child.textLength, childCount: 1)
        }
        let node = unsafeDowncast(buffer, to: GreenNode.self)
        node.withUnsafeMutablePointerToElements { $0.initialize(to: child) }
        return node
    }

    public static func make(kind: SyntaxKind, children: [GreenElement]) -> GreenNode {
        var copy = children
        return copy.withUnsafeMutableBufferPointer { buffer in
            let node = GreenNode.make(kind: kind, copyingFrom: UnsafeBufferPointer(buffer))
            return node
        }
    }

    static func make(kind: SyntaxKind, copyingFrom children: UnsafeBufferPointer<GreenElement>) -> GreenNode {
        var length = 0
        var inner: UInt16 = 0
        for child in children {
            length += child.textLength
            inner = max(inner, child.nestingHeight)
        }
        let height = nestingHeightOf(kind, over: inner)
        let items = kind == .memberChunk ? memberCount(children) : 0
        let buffer = GreenNode.create(minimumCapacity: children.count) { _ in
            GreenNodeHeader(kind: kind, nestingHeight: height, itemCount: items, textLength: length, childCount: children.count)
        }
        let node = unsafeDowncast(buffer, to: GreenNode.self)
        node.withUnsafeMutablePointerToElements { elements in
            if let base = children.baseAddress { elements.initialize(from: base, count: children.count) }
        }
        return node
    }

    deinit {
        _ = withUnsafeMutablePointers { header, elements in
            elements.deinitialize(count: header.pointee.childCount)
        }
    }

    // Read through the pointer, as in `GreenToken`.
    public var kind: SyntaxKind { withUnsafeMutablePointerToHeader { $0.pointee.kind } }
    public var textLength: Int { withUnsafeMutablePointerToHeader { $0.pointee.textLength } }
    public var childCount: Int { withUnsafeMutablePointerToHeader { $0.pointee.childCount } }
    public var nestingHeight: UInt16 { withUnsafeMutablePointerToHeader { $0.pointee.nestingHeight } }
    public var itemCount: Int { withUnsafeMutablePointerToHeader { Int($0.pointee.itemCount) } }

    public subscript(child index: Int) -> GreenElement {
        withUnsafeMutablePointers { header, elements in
            precondition(index >= 0 && index < header.pointee.childCount, "child index out of range")
            return elements[index]
        }
    }

    public func withChildren<R>(_ body: (UnsafeBufferPointer<GreenElement>) throws -> R) rethrows -> R {
        try withUnsafeMutablePointers { header, elements in
            try body(UnsafeBufferPointer(start: elements, count: header.pointee.childCount))
        }
    }

    public var children: [GreenElement] { withChildren { Array($0) } }

    /// A copy of this node with the child at `index` replaced.
    func replacingChild(at index: Int, with element: GreenElement) -> GreenNode {
        withChildren { old in
            var copy = Array(old)
            copy[index] = element
            return copy.withUnsafeBufferPointer { GreenNode.make(kind: kind, copyingFrom: $0) }
        }
    }

    /// Structural equality: same kinds, same token bytes, same shape. Shared
    /// subtrees compare in constant time.
    public func isStructurallyEqual(to other: GreenNode) -> Bool {
        if self === other { return true }
        guard kind == other.kind, textLength == other.textLength, childCount == other.childCount else { return false }
        return withChildren { mine in
            other.withChildren { theirs in
                for index in 0..<mine.count where !mine[index].isStructurallyEqual(to: theirs[index]) {
                    return false
                }
                return true
            }
        }
    }

    /// Appends every byte of the subtree to `output`.
    public func write(to output: inout [UInt8]) {
        withChildren { children in
            for child in children {
                switch child {
                case .node(let node): node.write(to: &output)
                case .token(let token): token.withBytes { output.append(contentsOf: $0) }
                }
            }
        }
    }

    /// The exact bytes the subtree was built from.
    public var bytes: [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(textLength)
        write(to: &output)
        return output
    }
}

/// A child of a green node.
/// Green nodes and tokens are immutable after construction, so sharing them across
/// threads is safe even though `ManagedBuffer` cannot say so itself.
public enum GreenElement: @unchecked Sendable {
    case node(GreenNode)
    case token(GreenToken)

    public var kind: SyntaxKind {
        switch self {
        case .node(let node): return node.kind
        case .token(let token): return token.kind
        }
    }

    public var textLength: Int {
        switch self {
        case .node(let node): return node.textLength
        case .token(let token): return token.textLength
        }
    }

    public func isStructurallyEqual(to other: GreenElement) -> Bool {
        switch (self, other) {
        case (.node(let mine), .node(let theirs)): return mine.isStructurallyEqual(to: theirs)
        case (.token(let mine), .token(let theirs)): return mine.hasSameContent(as: theirs)
        default: return false
        }
    }
}
