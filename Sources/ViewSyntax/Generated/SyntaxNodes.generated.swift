// Generated from grammar/view.ungram by `GrammarTests`; do not edit.
// Regenerate with: UPDATE_EXPECT=1 swift test --filter GrammarTests

/// Typed views of the syntax tree's nodes, one per rule of `grammar/view.ungram`.
/// Every accessor returns an optional or a possibly empty array: the tree is
/// never assumed to be well formed.

public struct FileSyntax: SyntaxNodeType, Hashable {
    public let syntax: SyntaxNode

    public init?(_ syntax: SyntaxNode) {
        guard syntax.kind == .file else { return nil }
        self.syntax = syntax
    }

    public var root: ObjectSyntax? { syntax.child(ObjectSyntax.self) }
}

public struct ObjectSyntax: SyntaxNodeType, Hashable {
    public let syntax: SyntaxNode

    public init?(_ syntax: SyntaxNode) {
        guard syntax.kind == .object else { return nil }
        self.syntax = syntax
    }

    public var name: SyntaxToken? { syntax.childToken([.identifier]) }

    public var body: BlockSyntax? { syntax.child(BlockSyntax.self) }
}

public struct BlockSyntax: SyntaxNodeType, Hashable {
    public let syntax: SyntaxNode

    public init?(_ syntax: SyntaxNode) {
        guard syntax.kind == .block else { return nil }
        self.syntax = syntax
    }

    public var members: [MemberSyntax] { syntax.children(MemberSyntax.self) }
}

public enum MemberSyntax: SyntaxNodeType, Hashable {
    case binding(BindingSyntax)
    case object(ObjectSyntax)

    public init?(_ syntax: SyntaxNode) {
        if let node = BindingSyntax(syntax) {
            self = .binding(node)
            return
        }
        if let node = ObjectSyntax(syntax) {
            self = .object(node)
            return
        }
        return nil
    }

    public var syntax: SyntaxNode {
        switch self {
        case .binding(let node): return node.syntax
        case .object(let node): return node.syntax
        }
    }
}

public struct BindingSyntax: SyntaxNodeType, Hashable {
    public let syntax: SyntaxNode

    public init?(_ syntax: SyntaxNode) {
        guard syntax.kind == .binding else { return nil }
        self.syntax = syntax
    }

    public var name: SyntaxToken? { syntax.childToken([.identifier]) }

    public var value: ValueSyntax? { syntax.child(ValueSyntax.self) }
}

public enum ValueSyntax: SyntaxNodeType, Hashable {
    case stringLiteral(StringLiteralSyntax)
    case numberLiteral(NumberLiteralSyntax)
    case boolLiteral(BoolLiteralSyntax)
    case path(PathSyntax)
    case list(ListSyntax)
    case object(ObjectSyntax)

    public init?(_ syntax: SyntaxNode) {
        if let node = StringLiteralSyntax(syntax) {
            self = .stringLiteral(node)
            return
        }
        if let node = NumberLiteralSyntax(syntax) {
            self = .numberLiteral(node)
            return
        }
        if let node = BoolLiteralSyntax(syntax) {
            self = .boolLiteral(node)
            return
        }
        if let node = PathSyntax(syntax) {
            self = .path(node)
            return
        }
        if let node = ListSyntax(syntax) {
            self = .list(node)
            return
        }
        if let node = ObjectSyntax(syntax) {
            self = .object(node)
            return
        }
        return nil
    }

    public var syntax: SyntaxNode {
        switch self {
        case .stringLiteral(let node): return node.syntax
        case .numberLiteral(let node): return node.syntax
        case .boolLiteral(let node): return node.syntax
        case .path(let node): return node.syntax
        case .list(let node): return node.syntax
        case .object(let node): return node.syntax
        }
    }
}

public struct StringLiteralSyntax: SyntaxNodeType, Hashable {
    public let syntax: SyntaxNode

    public init?(_ syntax: SyntaxNode) {
        guard syntax.kind == .stringLiteral else { return nil }
        self.syntax = syntax
    }

    public var token: SyntaxToken? { syntax.childToken([.string]) }
}

public struct NumberLiteralSyntax: SyntaxNodeType, Hashable {
    public let syntax: SyntaxNode

    public init?(_ syntax: SyntaxNode) {
        guard syntax.kind == .numberLiteral else { return nil }
        self.syntax = syntax
    }

    public var token: SyntaxToken? { syntax.childToken([.number]) }
}

public struct BoolLiteralSyntax: SyntaxNodeType, Hashable {
    public let syntax: SyntaxNode

    public init?(_ syntax: SyntaxNode) {
        guard syntax.kind == .boolLiteral else { return nil }
        self.syntax = syntax
    }

    public var token: SyntaxToken? { syntax.childToken([.trueKeyword, .falseKeyword]) }
}

public struct PathSyntax: SyntaxNodeType, Hashable {
    public let syntax: SyntaxNode

    public init?(_ syntax: SyntaxNode) {
        guard syntax.kind == .path else { return nil }
        self.syntax = syntax
    }

    public var segments: [SyntaxToken] { syntax.childTokens([.identifier]) }
}

public struct ListSyntax: SyntaxNodeType, Hashable {
    public let syntax: SyntaxNode

    public init?(_ syntax: SyntaxNode) {
        guard syntax.kind == .list else { return nil }
        self.syntax = syntax
    }

    public var elements: [ValueSyntax] { syntax.children(ValueSyntax.self) }
}
