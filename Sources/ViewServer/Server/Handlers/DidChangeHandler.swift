/// `textDocument/didChange`: a document's changes, applied in order and
/// reparsed incrementally, make a new revision (`Revisions`: an answer still
/// being made about the document is stale); the folder that holds it learns the new file and
/// drops from its model cache what the change can alter. Queued changes are
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
        let (file, isPrivate) = try documents.change(path: path, version: change.textDocument.version,
                                                     changes: change.contentChanges, encoding: encoding)
        revisions.newRevision(changing: path)
        let index = folder.index
        let old = folders[index].files[path]
        let affected = isPrivate ? folders[index].replaceScreenAfterPrivateEdit(file) : folders[index].setFile(file)
        // A screen's model is its own: the screens that push it or show it only name it. A component's is
        // expanded into its users', so their models go too.
        if old?.isScreen == true, file.isScreen {
            folders[index].modelCache?.invalidate(edited: [path], named: file.referencedTypeNames.union(old?.referencedTypeNames ?? []))
        } else {
            folders[index].modelCache?.invalidate(affected.union([path]))
        }
        update(affected.union([path]), in: folder, edited: path, cacheInvalidated: true)
    }
}
