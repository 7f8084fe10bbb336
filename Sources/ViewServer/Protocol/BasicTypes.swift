/// LSP's basic structures: positions, ranges, locations, document
/// identifiers, text edits and markup, as Codable values.

public struct Position: Codable, Sendable, Equatable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

public struct LSPRange: Codable, Sendable, Equatable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

public struct Location: Codable, Sendable, Equatable {
    public var uri: String
    public var range: LSPRange

    public init(uri: String, range: LSPRange) {
        self.uri = uri
        self.range = range
    }
}

public struct TextDocumentIdentifier: Codable, Sendable, Equatable {
    public var uri: String
}

public struct VersionedTextDocumentIdentifier: Codable, Sendable, Equatable {
    public var uri: String
    public var version: Int
}

public struct TextDocumentItem: Codable, Sendable, Equatable {
    public var uri: String
    public var languageId: String?
    public var version: Int
    public var text: String
}

public struct TextDocumentPositionParams: Codable, Sendable, Equatable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
}

public struct LSPTextEdit: Codable, Sendable, Equatable {
    public var range: LSPRange
    public var newText: String

    public init(range: LSPRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

public struct WorkspaceEdit: Codable, Sendable, Equatable {
    public var changes: [String: [LSPTextEdit]]

    public init(changes: [String: [LSPTextEdit]]) {
        self.changes = changes
    }
}

public struct MarkupContent: Codable, Sendable, Equatable {
    /// `markdown` or `plaintext`.
    public var kind: String
    public var value: String

    public init(kind: String, value: String) {
        self.kind = kind
        self.value = value
    }
}
