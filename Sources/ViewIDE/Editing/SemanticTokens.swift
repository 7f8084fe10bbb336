/// `SemanticTokens.tokens`: every token an editor may colour by meaning —
/// component types (built-in ones marked `defaultLibrary`), screens and
/// components named as values, properties, ids (marked `declaration` where
/// `id:` gives them), enum members and palette colours, strings, numbers,
/// `true`/`false` and comments — as byte ranges in order.
public import ViewModel
import ViewRules
import ViewSyntax

/// Token types, in the order of the server's legend; LSP's standard names.
public enum SemanticTokenType: Int, Sendable, CaseIterable {
    case `class`, type, property, enumMember, variable, string, number, keyword, comment

    public var name: String {
        switch self {
        case .class: return "class"
        case .type: return "type"
        case .property: return "property"
        case .enumMember: return "enumMember"
        case .variable: return "variable"
        case .string: return "string"
        case .number: return "number"
        case .keyword: return "keyword"
        case .comment: return "comment"
        }
    }
}

/// Token modifiers, bit `rawValue` in LSP's bit set.
public enum SemanticTokenModifier: Int, Sendable, CaseIterable {
    case declaration, defaultLibrary

    public var name: String { self == .declaration ? "declaration" : "defaultLibrary" }
}

public struct SemanticToken: Sendable, Equatable {
    public let range: Range<Int>
    public let type: SemanticTokenType
    public let modifiers: [SemanticTokenModifier]
}

public enum SemanticTokens {
    /// The file's tokens with a meaning, in order, never overlapping. A comment may span lines.
    public static func tokens(_ file: SourceFile, in workspace: Workspace) -> [SemanticToken] {
        let classifier = NameClassifier(workspace: workspace)
        var result: [SemanticToken] = []
        for token in file.tree.rootNode.tokens where !token.range.isEmpty {
            let typed: (SemanticTokenType, [SemanticTokenModifier])?
            switch token.kind {
            case .string: typed = (.string, [])
            case .number: typed = (.number, [])
            case .trueKeyword, .falseKeyword: typed = (.keyword, [])
            case .lineComment, .blockComment: typed = (.comment, [])
            case .identifier: typed = classifier.meaning(of: token).flatMap(type(of:))
            default: typed = nil
            }
            if let (type, modifiers) = typed { result.append(SemanticToken(range: token.range, type: type, modifiers: modifiers)) }
        }
        return result
    }

    private static func type(of meaning: NameMeaning) -> (SemanticTokenType, [SemanticTokenModifier])? {
        switch meaning {
        case .component(_, let builtIn): return (.class, builtIn ? [.defaultLibrary] : [])
        case .typeReference: return (.type, [])
        case .property: return (.property, [])
        case .idDeclaration: return (.variable, [.declaration])
        case .idReference: return (.variable, [])
        case .enumMember: return (.enumMember, [])
        case .paletteColor: return (.enumMember, [.defaultLibrary])
        case .pathSegment: return nil
        }
    }
}
