/// `shutdown`: answered at once; the workspace reads under way stop and the
/// requests waiting for them are cancelled (`stopIndexing`).
extension RequestRoute {
    static let shutdown = RequestRoute("shutdown", IgnoredParams.self) { server, _, _ in
        server.state = .shutDown
        server.stopIndexing()
        return .null
    }
}
