/// `workspace/didChangeWorkspaceFolders`: folders come and go; an added
/// one is read at once, a removed one's files are no longer reported.
/// Announced with `workspace.workspaceFolders`: every folder is served.
extension NotificationRoute {
    static let didChangeWorkspaceFolders = NotificationRoute("workspace/didChangeWorkspaceFolders",
                                                             LanguageServer.foldersChanged) { capabilities, _ in
        capabilities.workspace = .init()
    }
}

extension LanguageServer {
    /// `workspace/didChangeWorkspaceFolders`: a removed folder's reports are dropped (its open
    /// documents move to the folder now holding them); an added folder is read.
    func foldersChanged(_ params: DidChangeWorkspaceFoldersParams, in _: FolderID) {
        let removed = Set(params.event.removed.compactMap { FileURI.path($0.uri) })
        let added = params.event.added.compactMap { FileURI.path($0.uri) }
        var cleared: [String] = []
        for root in removed {
            guard let index = folders.firstIndex(where: { $0.root == root }) else { continue }
            cleared += folders[index].files.keys.filter { documents.document(at: $0) == nil }
            indexingGenerations[root] = nil
            folders.remove(at: index)
        }
        if folders.isEmpty { folders = [makeWorkspace(root: "")] }
        for root in added where !folders.contains(where: { $0.root == root }) {
            if folders.count == 1, folders[0].root.isEmpty { folders[0] = makeWorkspace(root: root) } else {
                folders.append(makeWorkspace(root: root))
            }
        }
        for path in cleared {
            reports[path] = nil
            staleReports.remove(path)
        }
        // Open documents go to the folder that now holds them (as at start-up, an outer folder's read
        // still holds a nested folder's files).
        for path in documents.paths {
            guard let document = documents.document(at: path) else { continue }
            folders[folder(holding: path).index].setFile(document.file)
        }
        for root in added { if let index = folders.firstIndex(where: { $0.root == root }) { indexFolder(FolderID(index: index)) } }
        updateEverywhere()
    }
}
