/// `textDocument/didClose`: a closed file is read back from disk (an
/// `untitled:` buffer, which has none, goes); a pushing client hears that it
/// has no diagnostics left.
import ViewModel

extension NotificationRoute {
    static let didClose = NotificationRoute("textDocument/didClose", LanguageServer.didClose) { capabilities, _ in
        capabilities.textDocumentSync = capabilities.textDocumentSync ?? .init()
        capabilities.textDocumentSync?.openClose = true
    }
}

extension LanguageServer {
    func didClose(_ params: DidCloseTextDocumentParams, in folder: FolderID) {
        let identifier = params.textDocument
        guard let path = documentPath(identifier.uri) else { return }
        documents.close(path: path)
        revisions.newRevision(changing: path)
        checks[path] = nil
        publishedDiagnostics[path] = nil
        unpublished.remove(path)
        let onDisk = FileURI.path(identifier.uri) == nil ? nil : WorkspaceFolder.file(at: path, in: folders[folder.index])
        let affected = onDisk.map { folders[folder.index].setFile($0) } ?? folders[folder.index].removeFile(path: path)
        if !client.pullsDiagnostics { publish(path: path, diagnostics: [], version: nil, uri: identifier.uri) }
        update(affected.union([path]), in: folder)
    }
}
