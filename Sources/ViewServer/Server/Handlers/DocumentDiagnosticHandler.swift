/// `textDocument/diagnostic`: one document's pulled diagnostics, `unchanged`
/// when the client quotes the result id of what it already has. Announced
/// (`diagnosticProvider`) only to clients that pull; the others get them pushed.
extension RequestRoute {
    static let documentDiagnostic = RequestRoute("textDocument/diagnostic", LanguageServer.documentDiagnostics, indexWait: .always) { capabilities, client in
        guard client.pullsDiagnostics else { return }
        capabilities.diagnosticProvider = capabilities.diagnosticProvider ?? .viewls
    }
}

extension LanguageServer {
    func documentDiagnostics(_ params: DocumentDiagnosticParams, in folder: FolderSnapshot) throws -> JSONValue {
        let file = try folder.file(params.textDocument.uri)
        let report = try report(for: file.path)
        if params.previousResultId == report.resultID {
            return try JSONValue(encoding: DocumentDiagnosticReport.unchanged(report.resultID))
        }
        return try JSONValue(encoding: DocumentDiagnosticReport.full(report.resultID, converted(report.diagnostics, in: file.path,
                                                                                  workspace: folder.workspace)))
    }
}
