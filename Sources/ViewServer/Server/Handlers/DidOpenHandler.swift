/// `textDocument/didOpen`: the editor's text of a document replaces the
/// file's in the folder that holds it.
extension NotificationRoute {
    static let didOpen = NotificationRoute("textDocument/didOpen", LanguageServer.didOpen) { capabilities, _ in
        capabilities.textDocumentSync = capabilities.textDocumentSync ?? .init()
        capabilities.textDocumentSync?.openClose = true
    }
}

extension LanguageServer {
    func didOpen(_ params: DidOpenTextDocumentParams, in folder: FolderID) {
        let item = params.textDocument
        guard let path = documentPath(item.uri) else { return }
        let file = documents.open(path: path, uri: item.uri, version: item.version, text: item.text)
        revisions.newRevision(changing: path)
        update(folders[folder.index].setFile(file).union([path]), in: folder)
    }
}
