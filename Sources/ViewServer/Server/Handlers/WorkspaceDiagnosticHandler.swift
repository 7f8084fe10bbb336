/// `workspace/diagnostic`: every file of every folder, open or not, each
/// `unchanged` when the client quotes its current result id.
extension RequestRoute {
    static let workspaceDiagnostic = RequestRoute("workspace/diagnostic", LanguageServer.workspaceDiagnostics, indexWait: .always) { capabilities, client in
        guard client.pullsDiagnostics else { return }
        capabilities.diagnosticProvider = capabilities.diagnosticProvider ?? .viewls
        capabilities.diagnosticProvider?.workspaceDiagnostics = true
    }
}

extension LanguageServer {
    /// Every folder's files, whichever folder the request came in (it names none).
    func workspaceDiagnostics(_ params: WorkspaceDiagnosticParams, in _: FolderSnapshot) throws -> JSONValue {
        var previous: [String: String] = [:]
        for entry in params.previousResultIds ?? [] {
            if let path = documentPath(entry.uri) { previous[path] = entry.value }
        }
        // Every folder's files; a file two nested folders hold is reported once, by the innermost.
        let paths = allFilePaths.sorted()
        let items = try paths.map { path -> WorkspaceDocumentDiagnosticReport in
            let report = try report(for: path)
            let version = documents.document(at: path)?.version
            if previous[path] == report.resultID {
                return WorkspaceDocumentDiagnosticReport(uri: uri(for: path), version: version, kind: "unchanged",
                                                         resultId: report.resultID, items: nil)
            }
            return WorkspaceDocumentDiagnosticReport(uri: uri(for: path), version: version, kind: "full",
                                                     resultId: report.resultID,
                                                     items: converted(report.diagnostics, in: path, workspace: workspace(holding: path)))
        }
        return try JSONValue(encoding: WorkspaceDiagnosticReport(items: items))
    }
}
