/// Hover, completion and code actions: requests and results.

public struct HoverResult: Encodable, Sendable {
    public var contents: MarkupContent
    public var range: LSPRange?
}

public struct CompletionList: Encodable, Sendable {
    public var isIncomplete: Bool
    public var items: [LSPCompletionItem]
}

public struct LSPCompletionItem: Encodable, Sendable {
    public var label: String
    /// LSP `CompletionItemKind`.
    public var kind: Int
    public var detail: String?
    public var documentation: MarkupContent?
    public var insertTextFormat: Int
    public var textEdit: LSPTextEdit
}

public struct CodeActionParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange
    public var context: Context

    public struct Context: Decodable, Sendable {
        public var only: [String]?
    }
}

public struct LSPCodeAction: Encodable, Sendable {
    public var title: String
    public var kind: String
    public var diagnostics: [LSPDiagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit
}

public struct CancelParams: Decodable, Sendable {
    public var id: RequestID
}
