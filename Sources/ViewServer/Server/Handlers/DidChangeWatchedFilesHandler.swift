/// `workspace/didChangeWatchedFiles`: each folder takes the changes below
/// it (`LanguageServer+Workspace`); registered dynamically after
/// `initialized` when the client allows, so nothing is announced here.
extension NotificationRoute {
    static let didChangeWatchedFiles = NotificationRoute("workspace/didChangeWatchedFiles", LanguageServer.watchedFilesChanged)
}

extension LanguageServer {
    func watchedFilesChanged(_ params: DidChangeWatchedFilesParams, in _: FolderID) {
        filesChanged(params.changes)
    }
}
