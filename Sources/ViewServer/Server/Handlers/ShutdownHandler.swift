/// `shutdown`: taken as it arrives (`stopsLongWork`), so the check, drawing
/// or workspace read under way stops and it is answered at once; the requests
/// waiting for the read, or stopped by it, are answered `RequestCancelled`
/// (`stopIndexing`, `LanguageServer.report(for:)`).
extension RequestRoute {
    static let shutdown = RequestRoute("shutdown", IgnoredParams.self, stopsLongWork: true) { server, _, _ in
        server.state = .shutDown
        server.stopIndexing()
        return .null
    }
}
