/// The one table from LSP method to handler, and the dispatch through it.
/// Each handler lives in its own file under `Handlers/` with the piece of
/// `ServerCapabilities` it answers for beside it; `initialize` announces
/// exactly what the table's routes advertise. A request for a method not in
/// the table is -32601 (MethodNotFound); a notification not in it (`$/…`
/// included) is ignored. To add a request: write its handler file (a
/// `RequestRoute` and the code that answers), then add it here.
enum RouteTable {
    /// Every request the server answers, in the order `docs/server.md` lists them.
    static let requests: [RequestRoute] = [
        .initialize, .shutdown,
        .hover, .completion, .codeAction, .documentDiagnostic, .workspaceDiagnostic,
        .definition, .references, .prepareRename, .rename, .documentSymbol, .workspaceSymbol,
        .prepareCallHierarchy, .incomingCalls, .outgoingCalls, .documentLink, .codeLens, .preview,
        .formatting, .foldingRange, .selectionRange, .semanticTokens, .documentColor, .colorPresentation,
    ]

    /// Every notification the server takes (`$/cancelRequest` is taken as it arrives: see `LanguageServer.receive`).
    static let notifications: [NotificationRoute] = [
        .initialized, .exit, .didOpen, .didChange, .didClose, .didSave,
        .didChangeConfiguration, .didChangeWatchedFiles, .didChangeWorkspaceFolders,
    ]

    private static let requestsByMethod = Dictionary(requests.map { ($0.method, $0) }) { first, _ in first }
    private static let notificationsByMethod = Dictionary(notifications.map { ($0.method, $0) }) { first, _ in first }

    static func request(_ method: String) -> RequestRoute? { requestsByMethod[method] }
    static func notification(_ method: String) -> NotificationRoute? { notificationsByMethod[method] }

    /// What `initialize` announces to this client: each route's piece, in table order.
    static func capabilities(positionEncoding: String, client: ClientFeatures) -> ServerCapabilities {
        var capabilities = ServerCapabilities(positionEncoding: positionEncoding)
        for advertise in requests.map(\.advertise) + notifications.map(\.advertise) { advertise?(&capabilities, client) }
        return capabilities
    }
}

extension LanguageServer {
    /// The folder a message is about: the one holding the document it names (`textDocument.uri`, or a
    /// call hierarchy `item.uri`), else the first.
    func folder(for params: JSONValue?) -> FolderID {
        guard folders.count > 1 else { return .first }
        let uri = params?["textDocument"]?["uri"]?.stringValue ?? params?["item"]?["uri"]?.stringValue
        return uri.flatMap(FileURI.path).map(folder(holding:)) ?? .first
    }

    /// A snapshot of a folder's workspace for a request to read.
    func snapshot(of folder: FolderID) -> FolderSnapshot {
        FolderSnapshot(id: folder, workspace: folders[folder.index], revision: revisions.latest)
    }

    /// The answer to a request, through the table; the lifecycle decides first.
    func respond(to method: String, params: JSONValue?, in folder: FolderID) throws -> RouteAnswer {
        try route(for: method).answer(self, params, snapshot(of: folder))
    }

    /// The route of a request the server takes in its state: before `initialize`, only `initialize`;
    /// after `shutdown`, none; in between, any in the table but `initialize`.
    private func route(for method: String) throws -> RequestRoute {
        let route = RouteTable.request(method)
        switch state {
        case .uninitialized:
            guard let route, route.opensSession else {
                throw ResponseError(code: ResponseError.serverNotInitialized, message: "the server is not initialized yet")
            }
            return route
        case .shutDown:
            throw ResponseError(code: ResponseError.invalidRequest, message: "the server is shutting down")
        case .running:
            guard let route else { throw ResponseError(code: ResponseError.methodNotFound, message: "unknown method \(method)") }
            if route.opensSession { throw ResponseError(code: ResponseError.invalidRequest, message: "the server is already initialized") }
            return route
        }
    }

    /// Takes a notification through the table: unknown ones are ignored, and only `exit` before
    /// `initialize` or after `shutdown`.
    func notify(_ method: String, params: JSONValue?, in folder: FolderID) throws {
        guard let route = RouteTable.notification(method), state == .running || route.takenInEveryState else { return }
        try route.take(self, params, folder)
    }

    /// Whether a request about a document has a later edit of that document
    /// still queued: its answer would be about text the client no longer has.
    /// Completion is answered anyway, as clients expect.
    func isStale(_ method: String, _ params: JSONValue?) -> Bool {
        guard let route = RouteTable.request(method), !route.answersStale,
              let uri = params?["textDocument"]?["uri"]?.stringValue else { return false }
        return hasQueuedChanges(uri)
    }

    /// Whether a request must wait for the read under way (see `RequestRoute.IndexWait`).
    func waitsForTheIndex(_ method: String, _ params: JSONValue?, in folder: FolderID) -> Bool {
        guard let route = RouteTable.request(method) else { return false }
        switch route.indexWait {
        case .never: return false
        case .always: return true
        case .untilDocumentRead, .untilAnswered:
            let snapshot = snapshot(of: folder)
            guard let uri = params?["textDocument"]?["uri"]?.stringValue, let path = snapshot.documentPath(uri) else { return false }
            if snapshot.workspace.files[path] == nil { return true }
            guard route.indexWait == .untilAnswered, case .now(let answer)? = try? route.answer(self, params, snapshot) else { return false }
            return answer == .null
        }
    }
}
