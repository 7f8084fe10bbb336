/// Generates the typed AST (`SyntaxNodes.generated.swift`) from the ungrammar:
/// a struct per node rule with an accessor per labeled field, an enum per
/// union rule.
import ViewSyntax

struct AstGenerator {
    let grammar: Ungrammar

    private struct Field {
        enum Kind: Equatable {
            case node(String)
            case tokens([String])
        }

        let name: String
        var kind: Kind
        var many: Bool
    }

    func generate() throws -> String {
        var output = """
            // Generated from grammar/view.ungram by `GrammarTests`; do not edit.
            // Regenerate with: UPDATE_EXPECT=1 swift test --filter GrammarTests

            /// Typed views of the syntax tree's nodes, one per rule of `grammar/view.ungram`.
            /// Every accessor returns an optional or a possibly empty array: the tree is
            /// never assumed to be well formed.

            """
        for rule in grammar.rules {
            output += "\n"
            if let cases = rule.enumCases {
                output += enumDeclaration(rule.name, cases)
            } else {
                output += try structDeclaration(rule)
            }
        }
        return output
    }

    private func typeName(_ rule: String) -> String { rule + "Syntax" }

    private func lowerCamel(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }

    private func enumDeclaration(_ name: String, _ cases: [String]) -> String {
        var text = "public enum \(typeName(name)): SyntaxNodeType, Hashable {\n"
        for option in cases { text += "    case \(lowerCamel(option))(\(typeName(option)))\n" }
        text += "\n    public init?(_ syntax: SyntaxNode) {\n"
        for option in cases {
            text += "        if let node = \(typeName(option))(syntax) {\n"
            text += "            self = .\(lowerCamel(option))(node)\n            return\n        }\n"
        }
        text += "        return nil\n    }\n\n    public var syntax: SyntaxNode {\n        switch self {\n"
        for option in cases { text += "        case .\(lowerCamel(option))(let node): return node.syntax\n" }
        text += "        }\n    }\n}\n"
        return text
    }

    private func structDeclaration(_ rule: GrammarRule) throws -> String {
        guard Ungrammar.nodeKind(rule.name) != nil else {
            throw UngramError(message: "rule \(rule.name) has no SyntaxKind case named \(rule.name)")
        }
        var fields: [Field] = []
        try collectFields(rule.expression, many: false, into: &fields)
        var text = "public struct \(typeName(rule.name)): SyntaxNodeType, Hashable {\n"
        text += "    public let syntax: SyntaxNode\n\n"
        text += "    public init?(_ syntax: SyntaxNode) {\n"
        text += "        guard syntax.kind == .\(lowerCamel(rule.name)) else { return nil }\n"
        text += "        self.syntax = syntax\n    }\n"
        for field in fields {
            text += "\n" + accessor(field)
        }
        return text + "}\n"
    }

    private func accessor(_ field: Field) -> String {
        switch (field.kind, field.many) {
        case (.node(let node), false):
            return "    public var \(field.name): \(typeName(node))? { syntax.child(\(typeName(node)).self) }\n"
        case (.node(let node), true):
            return "    public var \(field.name): [\(typeName(node))] { syntax.children(\(typeName(node)).self) }\n"
        case (.tokens(let tokens), false):
            return "    public var \(field.name): SyntaxToken? { syntax.childToken([\(tokenSet(tokens))]) }\n"
        case (.tokens(let tokens), true):
            return "    public var \(field.name): [SyntaxToken] { syntax.childTokens([\(tokenSet(tokens))]) }\n"
        }
    }

    private func tokenSet(_ tokens: [String]) -> String {
        tokens.map { "." + (Ungrammar.tokenCaseNames[$0] ?? "unknown_\($0)") }.joined(separator: ", ")
    }

    private func collectFields(_ expression: GrammarExpression, many: Bool, into fields: inout [Field]) throws {
        switch expression {
        case .token:
            return
        case .node(let name):
            add(Field(name: lowerCamel(name), kind: .node(name), many: many), to: &fields)
        case .labeled(let label, let inner):
            switch inner {
            case .node(let name):
                add(Field(name: label, kind: .node(name), many: many), to: &fields)
            case .token(let token):
                add(Field(name: label, kind: .tokens([token]), many: many), to: &fields)
            case .alternatives(let options):
                let tokens = options.compactMap { option -> String? in
                    if case .token(let token) = option { return token }
                    return nil
                }
                guard tokens.count == options.count else { throw UngramError(message: "label \(label) mixes nodes and tokens") }
                add(Field(name: label, kind: .tokens(tokens), many: many), to: &fields)
            default:
                throw UngramError(message: "label \(label) must name a token, a node or token alternatives")
            }
        case .sequence(let parts), .alternatives(let parts):
            for part in parts { try collectFields(part, many: many, into: &fields) }
        case .optional(let inner):
            try collectFields(inner, many: many, into: &fields)
        case .repeated(let inner):
            try collectFields(inner, many: true, into: &fields)
        }
    }

    private func add(_ field: Field, to fields: inout [Field]) {
        if let index = fields.firstIndex(where: { $0.name == field.name }) {
            fields[index].many = true
        } else {
            fields.append(field)
        }
    }
}
