/// `textDocument/completion`: components, properties, values and screens at
/// the cursor. Answered even when a later edit is queued, as clients expect.
import ViewIDE

extension RequestRoute {
    static let completion = RequestRoute("textDocument/completion", LanguageServer.completion, indexWait: .untilDocumentRead, answersStale: true) { capabilities, _ in
        capabilities.completionProvider = .init(triggerCharacters: [":", " ", "."])
    }
}

extension LanguageServer {
    func completion(_ params: TextDocumentPositionParams, in folder: FolderSnapshot) throws -> JSONValue {
        let workspace = folder.workspace
        let file = try folder.file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        let items = Completion.items(at: converter.offset(params.position), path: file.path, in: workspace, snippets: client.snippets,
                                     catalog: catalog(for: file.path, in: workspace), model: currentModel(of: file.path))
        let converted = items.map { item in
            LSPCompletionItem(label: item.label, kind: item.kind.lspKind, detail: item.detail,
                              documentation: client.markdownCompletion ? item.documentation.map { MarkupContent(kind: "markdown", value: $0) }
                                                                : item.plainDocumentation.map { MarkupContent(kind: "plaintext", value: $0) },
                              insertTextFormat: item.isSnippet ? 2 : 1,
                              textEdit: LSPTextEdit(range: converter.range(item.replaceRange), newText: item.insertText))
        }
        return try JSONValue(encoding: CompletionList(isIncomplete: false, items: converted))
    }
}

extension CompletionKind {
    /// LSP's `CompletionItemKind`.
    var lspKind: Int {
        switch self {
        case .component: return 7  // Class
        case .property: return 10  // Property
        case .enumMember: return 20  // EnumMember
        case .reference: return 18  // Reference
        case .screen: return 17  // File
        case .value: return 12  // Value
        case .keyword: return 14  // Keyword
        }
    }
}
