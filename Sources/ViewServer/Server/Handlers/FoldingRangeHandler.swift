/// `textDocument/foldingRange`: blocks, lists and comments that fold.
import ViewIDE

extension RequestRoute {
    static let foldingRange = RequestRoute("textDocument/foldingRange", LanguageServer.foldingRanges, indexWait: .untilDocumentRead) { capabilities, _ in
        capabilities.foldingRangeProvider = true
    }
}

extension LanguageServer {
    func foldingRanges(_ params: DocumentParams, in folder: FolderSnapshot) throws -> JSONValue {
        let file = try folder.file(params.textDocument.uri)
        let ranges = Folding.regions(file).map {
            LSPFoldingRange(startLine: $0.startLine, endLine: $0.endLine, kind: $0.kind == .comment ? "comment" : nil)
        }
        return try JSONValue(encoding: ranges)
    }
}
