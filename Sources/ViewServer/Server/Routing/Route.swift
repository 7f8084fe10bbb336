/// A route from an LSP method to its handler, with the piece of
/// `ServerCapabilities` the handler answers for declared beside it, and the
/// folder a message is about, handed to the handler as a value: a request
/// reads an immutable `FolderSnapshot`, a notification that changes a folder
/// is told which one (`FolderID`). No "current folder" is kept on the server.
import ViewModel

/// A workspace folder, by its place in `LanguageServer.folders`, resolved from the message's URI.
struct FolderID: Hashable, Sendable {
    let index: Int
    /// The first folder: where `untitled:` buffers, documents outside every folder and messages
    /// that name no document belong.
    static let first = FolderID(index: 0)
}

/// One folder's workspace as it is when a request is answered. `Workspace` is a value whose
/// storage (files, indexes) is shared copy-on-write, so taking a snapshot copies no file; it is
/// dropped when the answer is sent, before the next edit changes the folder.
struct FolderSnapshot: Sendable {
    let id: FolderID
    let workspace: Workspace
    /// The revision it was taken at (`Revisions`): an answer made beside the queue is stale when its
    /// document changed after it.
    let revision: Int

    /// The path a document is checked at: a `file:` URI's own, or an `untitled:` buffer's name below
    /// the root (untitled buffers belong to the first folder, which this then is).
    func documentPath(_ uri: String) -> String? {
        FileURI.path(uri) ?? FileURI.untitledPath(uri, root: workspace.root)
    }

    /// The file a request names (open, or read from disk); -32602 when there is none.
    func file(_ uri: String) throws -> SourceFile {
        guard let path = documentPath(uri), let file = workspace.files[path] else {
            throw ResponseError(code: ResponseError.invalidParams, message: "no document at \(uri)")
        }
        return file
    }
}

/// How a route advertises itself in `initialize`'s answer: it fills in its piece of the
/// capabilities, given what the client said it can do.
typealias Advertisement = @Sendable (inout ServerCapabilities, ClientFeatures) -> Void

/// A request the server answers.
struct RequestRoute: Sendable {
    /// When a request waits for the workspace read under way (`LanguageServer+Indexing`).
    enum IndexWait: Sendable {
        /// Never: the answer does not depend on other files (or the request is not about one).
        case never
        /// While the document it names is neither open nor read yet.
        case untilDocumentRead
        /// Also while the files read so far give an empty (`null`) answer (a definition: a screen's
        /// file is found by its name once it is read).
        case untilAnswered
        /// Always: the answer is a search of every file, or diagnostics that need them all.
        case always
    }

    let method: String
    let advertise: Advertisement?
    let indexWait: IndexWait
    /// Answered even when a later edit of its document is queued (completion, as clients expect);
    /// otherwise such a request is stale (-32801).
    let answersStale: Bool
    /// `initialize`: the one request answered before the session starts (and refused after).
    let opensSession: Bool
    /// `shutdown`: taken as it arrives, before its turn, so the long work under way stops
    /// (`LanguageServer.shutdownArrived`) and it is answered at once.
    let stopsLongWork: Bool
    let answer: @Sendable (LanguageServer, JSONValue?, FolderSnapshot) throws -> RouteAnswer

    /// A route whose params decode as `Params` (a decoding failure is -32602, said by the dispatcher).
    init<Params: Decodable & Sendable>(_ method: String, _ params: Params.Type, advertise: Advertisement? = nil,
                                       indexWait: IndexWait = .never, answersStale: Bool = false, opensSession: Bool = false,
                                       stopsLongWork: Bool = false,
                                       answer: @escaping @Sendable (LanguageServer, Params, FolderSnapshot) throws -> JSONValue) {
        self.method = method
        self.advertise = advertise
        self.indexWait = indexWait
        self.answersStale = answersStale
        self.opensSession = opensSession
        self.stopsLongWork = stopsLongWork
        self.answer = { server, params, folder in .now(try answer(server, try server.decode(Params.self, params), folder)) }
    }

    /// A route whose long part is made beside the server's queue (a drawing): the method of the server
    /// takes what it needs from the snapshot and returns the work (`BackgroundAnswer`).
    init<Params: Decodable & Sendable>(_ method: String,
                                       inBackground handler: @escaping @Sendable (LanguageServer) -> (Params, FolderSnapshot) throws -> BackgroundAnswer,
                                       advertise: Advertisement? = nil) {
        self.method = method
        self.advertise = advertise
        indexWait = .never
        answersStale = false
        opensSession = false
        stopsLongWork = false
        answer = { server, params, folder in .later(try handler(server)(try server.decode(Params.self, params), folder)) }
    }

    /// A route answered by a method of the server, `func name(_ params: Params, in folder: FolderSnapshot) throws -> JSONValue`,
    /// advertised by the trailing closure.
    init<Params: Decodable & Sendable>(_ method: String, _ handler: @escaping @Sendable (LanguageServer) -> (Params, FolderSnapshot) throws -> JSONValue,
                                       indexWait: IndexWait = .never, answersStale: Bool = false, advertise: Advertisement? = nil) {
        self.init(method, Params.self, advertise: advertise, indexWait: indexWait, answersStale: answersStale) { server, params, folder in
            try handler(server)(params, folder)
        }
    }
}

/// A notification the server takes.
struct NotificationRoute: Sendable {
    let method: String
    let advertise: Advertisement?
    /// Taken before `initialize` and after `shutdown` too (`exit`); the others only while running.
    let takenInEveryState: Bool
    let take: @Sendable (LanguageServer, JSONValue?, FolderID) throws -> Void

    init<Params: Decodable & Sendable>(_ method: String, _ params: Params.Type, advertise: Advertisement? = nil,
                                       takenInEveryState: Bool = false,
                                       take: @escaping @Sendable (LanguageServer, Params, FolderID) throws -> Void) {
        self.method = method
        self.advertise = advertise
        self.takenInEveryState = takenInEveryState
        self.take = { server, params, folder in try take(server, try server.decode(Params.self, params), folder) }
    }

    /// A notification taken by a method of the server, `func name(_ params: Params, in folder: FolderID) throws`,
    /// advertised by the trailing closure.
    init<Params: Decodable & Sendable>(_ method: String, _ handler: @escaping @Sendable (LanguageServer) -> (Params, FolderID) throws -> Void,
                                       advertise: Advertisement? = nil) {
        self.init(method, Params.self, advertise: advertise) { server, params, folder in try handler(server)(params, folder) }
    }
}

/// Params that are not read: `shutdown`'s, `exit`'s, `initialized`'s, `didSave`'s (whatever they hold).
struct IgnoredParams: Decodable, JSONReadable, Sendable {
    init(from decoder: any Decoder) throws {}
    init(json: JSONValue) {}
}
