/// Definition, references, rename and symbols: requests and results, and the
/// workspace edit with `documentChanges` (text edits on versioned documents,
/// file renames) that a rename answers with.

public struct ReferenceParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var context: Context?

    public struct Context: Decodable, Sendable {
        public var includeDeclaration: Bool
    }
}

public struct RenameParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var newName: String
}

public struct PrepareRenameResult: Encodable, Sendable {
    public var range: LSPRange
    public var placeholder: String
}

/// Params that name only a document (symbols, formatting, folding, tokens, colours); other members are ignored.
public struct DocumentParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
}

public struct WorkspaceSymbolParams: Decodable, Sendable {
    public var query: String
}

/// A hierarchical symbol (for clients with `hierarchicalDocumentSymbolSupport`).
public struct LSPDocumentSymbol: Encodable, Sendable {
    public var name: String
    /// LSP `SymbolKind`.
    public var kind: Int
    public var range: LSPRange
    public var selectionRange: LSPRange
    public var children: [LSPDocumentSymbol]
}

/// A flat symbol: document symbols for other clients, and workspace symbols.
public struct SymbolInformation: Encodable, Sendable {
    public var name: String
    public var kind: Int
    public var location: Location
    public var containerName: String?
}

/// A workspace edit as `documentChanges`: applied in order, so the text edits
/// of a renamed file come before its move.
public struct DocumentChangesEdit: Encodable, Sendable {
    public var documentChanges: [DocumentChange]
}

public enum DocumentChange: Encodable, Sendable {
    case edit(TextDocumentEdit)
    case rename(RenameFile)

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .edit(let edit): try edit.encode(to: encoder)
        case .rename(let rename): try rename.encode(to: encoder)
        }
    }
}

public struct TextDocumentEdit: Encodable, Sendable {
    public var textDocument: OptionalVersionedTextDocumentIdentifier
    public var edits: [LSPTextEdit]
}

public struct OptionalVersionedTextDocumentIdentifier: Encodable, Sendable {
    public var uri: String
    /// The open document's version; null for a file that is not open.
    public var version: Int?

    enum CodingKeys: String, CodingKey { case uri, version }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uri, forKey: .uri)
        try container.encode(version, forKey: .version)  // null, not absent: the protocol requires the member
    }
}

public struct RenameFile: Encodable, Sendable {
    public var kind = "rename"
    public var oldUri: String
    public var newUri: String
}
