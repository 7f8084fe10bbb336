/// A reader for `grammar/view.ungram` (rust-analyzer's ungrammar notation), and
/// a matcher that checks a node's children against its rule.
import ViewSyntax

indirect enum GrammarExpression: Equatable {
    case token(String)
    case node(String)
    case labeled(String, GrammarExpression)
    case sequence([GrammarExpression])
    case alternatives([GrammarExpression])
    case optional(GrammarExpression)
    case repeated(GrammarExpression)
}

struct GrammarRule {
    let name: String
    let expression: GrammarExpression

    /// An enum rule lists node names only, as alternatives.
    var enumCases: [String]? {
        guard case .alternatives(let options) = expression else { return nil }
        let names = options.compactMap { option -> String? in
            if case .node(let name) = option { return name }
            return nil
        }
        return names.count == options.count ? names : nil
    }
}

struct Ungrammar {
    let rules: [GrammarRule]

    func rule(_ name: String) -> GrammarRule? { rules.first { $0.name == name } }

    /// The tree token kind each quoted grammar token stands for.
    static let tokenKinds: [String: SyntaxKind] = [
        "ident": .identifier, "string": .string, "number": .number, "true": .trueKeyword, "false": .falseKeyword,
        "{": .leftBrace, "}": .rightBrace, "[": .leftBracket, "]": .rightBracket,
        ":": .colon, ";": .semicolon, ",": .comma, ".": .dot,
    ]

    /// The `SyntaxKind` case name of each quoted grammar token, for generated code.
    static let tokenCaseNames: [String: String] = [
        "ident": "identifier", "string": "string", "number": "number", "true": "trueKeyword", "false": "falseKeyword",
        "{": "leftBrace", "}": "rightBrace", "[": "leftBracket", "]": "rightBracket",
        ":": "colon", ";": "semicolon", ",": "comma", ".": "dot",
    ]

    /// The tree node kind of a node rule: `StringLiteral` → `.stringLiteral`.
    static func nodeKind(_ name: String) -> SyntaxKind? {
        SyntaxKind.allCases.first { $0.isNode && $0.description == name }
    }

    init(parsing text: String) throws {
        var lexer = UngramLexer(text)
        let tokens = lexer.tokens()
        var rules: [GrammarRule] = []
        var index = 0
        while index < tokens.count {
            guard case .name(let name) = tokens[index], index + 1 < tokens.count, tokens[index + 1] == .equals else {
                throw UngramError(message: "expected `Name =` at token \(index)")
            }
            var end = index + 2
            while end < tokens.count {
                if case .name = tokens[end], end + 1 < tokens.count, tokens[end + 1] == .equals { break }
                end += 1
            }
            var parser = UngramParser(tokens: Array(tokens[(index + 2)..<end]))
            rules.append(GrammarRule(name: name, expression: try parser.parseAlternatives()))
            guard parser.atEnd else { throw UngramError(message: "unexpected tokens in rule \(name)") }
            index = end
        }
        self.rules = rules
    }

    /// Whether the significant children (kinds, in order) of a node match its rule.
    func matches(_ kinds: [SyntaxKind], rule: GrammarRule) -> Bool {
        ends(of: rule.expression, in: kinds, from: [0]).contains(kinds.count)
    }

    private func ends(of expression: GrammarExpression, in kinds: [SyntaxKind], from starts: Set<Int>) -> Set<Int> {
        switch expression {
        case .token(let token):
            return Set(starts.filter { $0 < kinds.count && kinds[$0] == Ungrammar.tokenKinds[token] }.map { $0 + 1 })
        case .node(let name):
            if let cases = rule(name)?.enumCases {
                return cases.reduce(into: Set<Int>()) { $0.formUnion(ends(of: .node($1), in: kinds, from: starts)) }
            }
            return Set(starts.filter { $0 < kinds.count && kinds[$0] == Ungrammar.nodeKind(name) }.map { $0 + 1 })
        case .labeled(_, let inner):
            return ends(of: inner, in: kinds, from: starts)
        case .sequence(let parts):
            return parts.reduce(starts) { ends(of: $1, in: kinds, from: $0) }
        case .alternatives(let options):
            return options.reduce(into: Set<Int>()) { $0.formUnion(ends(of: $1, in: kinds, from: starts)) }
        case .optional(let inner):
            return starts.union(ends(of: inner, in: kinds, from: starts))
        case .repeated(let inner):
            var reached = starts
            var frontier = starts
            while !frontier.isEmpty {
                frontier = ends(of: inner, in: kinds, from: frontier).subtracting(reached)
                reached.formUnion(frontier)
            }
            return reached
        }
    }
}

struct UngramError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

private enum UngramToken: Equatable {
    case name(String)
    case quoted(String)
    case equals, bar, star, question, colon, open, close
}

private struct UngramLexer {
    private let characters: [Character]
    private var index = 0

    init(_ text: String) { characters = Array(text) }

    mutating func tokens() -> [UngramToken] {
        var result: [UngramToken] = []
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace { index += 1; continue }
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            if character == "'" {
                var text = ""
                index += 1
                while index < characters.count, characters[index] != "'" { text.append(characters[index]); index += 1 }
                index += 1
                result.append(.quoted(text))
                continue
            }
            if character.isLetter || character == "_" {
                var text = ""
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                    text.append(characters[index]); index += 1
                }
                result.append(.name(text))
                continue
            }
            let punctuation: [Character: UngramToken] = ["=": .equals, "|": .bar, "*": .star, "?": .question,
                                                         ":": .colon, "(": .open, ")": .close]
            if let token = punctuation[character] { result.append(token) }
            index += 1
        }
        return result
    }
}

private struct UngramParser {
    let tokens: [UngramToken]
    var index = 0

    var atEnd: Bool { index >= tokens.count }

    mutating func parseAlternatives() throws -> GrammarExpression {
        var options = [try parseSequence()]
        while !atEnd, tokens[index] == .bar {
            index += 1
            options.append(try parseSequence())
        }
        return options.count == 1 ? options[0] : .alternatives(options)
    }

    private mutating func parseSequence() throws -> GrammarExpression {
        var parts: [GrammarExpression] = []
        while !atEnd, tokens[index] != .bar, tokens[index] != .close {
            parts.append(try parsePostfix())
        }
        guard !parts.isEmpty else { throw UngramError(message: "empty sequence at token \(index)") }
        return parts.count == 1 ? parts[0] : .sequence(parts)
    }

    private mutating func parsePostfix() throws -> GrammarExpression {
        var expression = try parseAtom()
        while !atEnd {
            if tokens[index] == .star { expression = .repeated(expression) } else if tokens[index] == .question {
                expression = .optional(expression)
            } else { break }
            index += 1
        }
        return expression
    }

    private mutating func parseAtom() throws -> GrammarExpression {
        let token = tokens[index]
        index += 1
        switch token {
        case .quoted(let text):
            return .token(text)
        case .name(let name):
            if !atEnd, tokens[index] == .colon {
                index += 1
                return .labeled(name, try parseAtomWithPostfixFreeInner())
            }
            return .node(name)
        case .open:
            let inner = try parseAlternatives()
            guard !atEnd, tokens[index] == .close else { throw UngramError(message: "expected )") }
            index += 1
            return inner
        default:
            throw UngramError(message: "unexpected \(token) at token \(index - 1)")
        }
    }

    /// The thing a label names: one token, node or parenthesized group.
    private mutating func parseAtomWithPostfixFreeInner() throws -> GrammarExpression {
        try parseAtom()
    }
}
