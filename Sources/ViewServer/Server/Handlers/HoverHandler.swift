/// `textDocument/hover`: what is under the cursor (an element, a property, a
/// value, a finding) in the file's language, Markdown or plain text as the
/// client reads.
import ViewIDE

extension RequestRoute {
    static let hover = RequestRoute("textDocument/hover", LanguageServer.hover, indexWait: .untilDocumentRead) { capabilities, _ in
        capabilities.hoverProvider = true
    }
}

extension LanguageServer {
    func hover(_ params: TextDocumentPositionParams, in folder: FolderSnapshot) throws -> JSONValue {
        let workspace = folder.workspace
        let file = try folder.file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        let found = try diagnostics(for: file.path)  // checks the file if a change made its diagnostics stale
        guard let content = Hover.content(at: converter.offset(params.position), path: file.path, in: workspace,
                                          diagnostics: found, catalog: catalog(for: file.path, in: workspace),
                                          model: currentModel(of: file.path)) else { return .null }
        let markup = client.markdownHover ? MarkupContent(kind: "markdown", value: content.markdown)
                                   : MarkupContent(kind: "plaintext", value: content.plainText)
        return try JSONValue(encoding: HoverResult(contents: markup, range: converter.range(content.range)))
    }
}
