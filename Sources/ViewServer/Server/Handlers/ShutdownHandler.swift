/// `shutdown`: answered at once; the workspace reads under way stop and the
/// requests waiting for them are cancelled (`stopIndexing`).
import Foundation
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax

extension RequestRoute {
    static let shutdown = RequestRoute("shutdown", IgnoredParams.self) { server, _, _ in
        server.state = .shutDown
        server.stopIndexing()
        return .null
    }
}
