/// Document synchronisation: open, change (full or by ranges), save, close.

public struct DidOpenTextDocumentParams: Decodable, Sendable {
    public var textDocument: TextDocumentItem
}

public struct DidChangeTextDocumentParams: Decodable, Sendable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [ContentChange]

    /// A range and its new text, or (without a range) the whole new text.
    public struct ContentChange: Decodable, Sendable {
        public var range: LSPRange?
        public var text: String
    }
}

public struct DidCloseTextDocumentParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
}

public struct DidSaveTextDocumentParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var text: String?
}
