/// Pulled diagnostics: one document's (`textDocument/diagnostic`) or every
/// workspace file's (`workspace/diagnostic`), `unchanged` when the client
/// quotes the result id of what it already has.
import ViewModel
import ViewRules

extension LanguageServer {
    func documentDiagnostics(_ params: DocumentDiagnosticParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        let report = report(for: file.path)
        if params.previousResultId == report.resultID {
            return try JSONValue(encoding: DocumentDiagnosticReport.unchanged(report.resultID))
        }
        return try JSONValue(encoding: DocumentDiagnosticReport.full(report.resultID, converted(report.diagnostics, in: file.path)))
    }

    func workspaceDiagnostics(_ params: WorkspaceDiagnosticParams) throws -> JSONValue {
        var previous: [String: String] = [:]
        for entry in params.previousResultIds ?? [] {
            if let path = documentPath(entry.uri) { previous[path] = entry.value }
        }
        // Every folder's files; a file two nested folders hold is reported once, by the innermost.
        let paths = allFilePaths.sorted()
        let items = paths.map { path -> WorkspaceDocumentDiagnosticReport in
            let report = report(for: path)
            let version = documents.document(at: path)?.version
            if previous[path] == report.resultID {
                return WorkspaceDocumentDiagnosticReport(uri: uri(for: path), version: version, kind: "unchanged",
                                                         resultId: report.resultID, items: nil)
            }
            return WorkspaceDocumentDiagnosticReport(uri: uri(for: path), version: version, kind: "full",
                                                     resultId: report.resultID,
                                                     items: inFolder(of: path) { converted(report.diagnostics, in: path) })
        }
        return try JSONValue(encoding: WorkspaceDiagnosticReport(items: items))
    }
}
