/// `textDocument/formatting`: the canonical layout of `viewls format`, as
/// small edits.
import ViewIDE

extension RequestRoute {
    static let formatting = RequestRoute("textDocument/formatting", LanguageServer.formatting, indexWait: .untilDocumentRead) { capabilities, _ in
        capabilities.documentFormattingProvider = true
    }
}

extension LanguageServer {
    /// Minimal edits to the canonical layout; none for a file with syntax errors, which
    /// `viewls format` leaves as it is too.
    func formatting(_ params: DocumentParams, in folder: FolderSnapshot) throws -> JSONValue {
        let file = try folder.file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        let edits = Formatter.edits(file.tree).map {
            LSPTextEdit(range: converter.range($0.range), newText: String(decoding: $0.replacement, as: UTF8.self))
        }
        return try JSONValue(encoding: edits)
    }
}
