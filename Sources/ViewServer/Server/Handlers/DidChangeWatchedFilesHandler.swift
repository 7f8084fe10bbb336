/// `workspace/didChangeWatchedFiles`: each folder takes the changes below
/// it (`LanguageServer+Workspace`); registered dynamically after
/// `initialized` when the client allows, so nothing is announced here.
import Foundation
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax

extension NotificationRoute {
    static let didChangeWatchedFiles = NotificationRoute("workspace/didChangeWatchedFiles",
                                                         DidChangeWatchedFilesParams.self) { server, params, _ in
        server.filesChanged(params.changes)
    }
}
