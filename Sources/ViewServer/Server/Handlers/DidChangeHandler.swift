/// `textDocument/didChange`: a document's changes, applied in order and
/// reparsed incrementally, make a new revision (`Revisions`: an answer still
/// being made about the document is stale); the folder that holds it learns the
/// new file, and its queries name the files whose kept checks read what changed. Queued changes are
/// counted as they arrive (`LanguageServer.receive`), so requests about the
/// document and publications know an edit is waiting.
extension NotificationRoute {
    static let didChange = NotificationRoute("textDocument/didChange", LanguageServer.didChange) { capabilities, _ in
        capabilities.textDocumentSync = capabilities.textDocumentSync ?? .init()
        capabilities.textDocumentSync?.change = 2  // incremental
    }
}

extension LanguageServer {
    func didChange(_ change: DidChangeTextDocumentParams, in folder: FolderID) throws {
        guard let path = documentPath(change.textDocument.uri) else { return }
        let file = try documents.change(path: path, version: change.textDocument.version,
                                        changes: change.contentChanges, encoding: encoding)
        revisions.newRevision(changing: path)
        // What else the new text affects is the folder's queries' to work out: they know what each check read.
        update(folders[folder.index].setFile(file).union([path]), in: folder, edited: path)
    }
}
