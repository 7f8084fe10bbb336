/// The plain data of completion: what kind of thing an item is and what it
/// inserts where. `ViewServer` turns these into LSP completion items.

public enum CompletionKind: String, Sendable {
    case component, property, enumMember, reference, screen, value, keyword
}

public struct CompletionItem: Sendable, Equatable {
    public let label: String
    public let kind: CompletionKind
    /// A short note beside the label: the property's type, `component · Cell`, `screen`.
    public let detail: String?
    /// Markdown.
    public let documentation: String?
    /// The documentation without Markdown's markers, for clients that show plain text.
    public var plainDocumentation: String? { documentation.map(RichText.strip) }
    /// Plain text, or a snippet when `isSnippet` (LSP snippet syntax: `Cell {\n\t$0\n}`).
    public let insertText: String
    public let isSnippet: Bool
    /// The bytes the item replaces: the partial word at the cursor, maybe empty.
    public let replaceRange: Range<Int>

    public init(label: String, kind: CompletionKind, detail: String?, documentation: String?, insertText: String,
                isSnippet: Bool, replaceRange: Range<Int>) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.insertText = insertText
        self.isSnippet = isSnippet
        self.replaceRange = replaceRange
    }
}
