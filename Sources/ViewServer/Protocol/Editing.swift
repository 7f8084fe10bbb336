/// Folding ranges, selection ranges, semantic tokens and colours: requests,
/// results and the options announced for them.

public struct LSPFoldingRange: Encodable, Sendable {
    public var startLine: Int
    public var endLine: Int
    /// `comment` for comments; absent for blocks and lists.
    public var kind: String?
}

public struct SelectionRangeParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var positions: [Position]
}

/// A range and the ones around it, innermost first, as a chain of parents.
public final class LSPSelectionRange: Encodable, Sendable {
    public let range: LSPRange
    public let parent: LSPSelectionRange?

    public init(range: LSPRange, parent: LSPSelectionRange?) {
        self.range = range
        self.parent = parent
    }
}

public struct SemanticTokensOptions: Encodable, Sendable {
    public var legend: Legend
    public var full: Bool

    public struct Legend: Encodable, Sendable {
        public var tokenTypes: [String]
        public var tokenModifiers: [String]
    }
}

public struct SemanticTokensResult: Encodable, Sendable {
    /// Five integers per token: line delta, start delta, length, type, modifier bits.
    public var data: [Int]
}

public struct LSPColor: Codable, Sendable, Equatable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
}

public struct ColorInformation: Encodable, Sendable {
    public var range: LSPRange
    public var color: LSPColor
}

public struct ColorPresentationParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var color: LSPColor
    public var range: LSPRange
}

public struct LSPColorPresentation: Encodable, Sendable {
    public var label: String
    public var textEdit: LSPTextEdit
}
