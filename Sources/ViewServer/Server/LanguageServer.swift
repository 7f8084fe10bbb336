/// The language server's core: its state, the handling of each message
/// (dispatched through `RouteTable` to the handlers under `Handlers/`), and
/// what the reader thread notes as messages arrive. Messages are handled one at a time on a
/// serial queue, in arrival order, so a request sees every change sent
/// before it. Three things are looked at as soon as a message arrives, so
/// reading never waits for long work: `$/cancelRequest`; the count of
/// `didChange` notifications still queued per document — a request about a
/// document with a newer edit waiting is stale (-32801, except completion),
/// and diagnostics are published once no edit is waiting; and `shutdown`,
/// which stops the long work under way so it is answered at once. Drawings
/// are made beside the queue (`Routing/BackgroundAnswers`).
import Foundation
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax
import ViewStrings

public final class LanguageServer: @unchecked Sendable {
    enum State { case uninitialized, running, shutDown }

    let send: @Sendable (Message) -> Void
    let exit: @Sendable (Int32) -> Void
    /// Where rule pages are when no setting says (`docsBaseURL`): the
    /// checkout's pages when the executable runs from one, else nil (no links).
    let defaultDocsBaseURL: String?
    let queue = DispatchQueue(label: "viewls.server")
    private let arrivals = NSLock()
    // Guarded by `arrivals`: noted by the reader thread, read on `queue`.
    private var cancelled: Set<RequestID> = []
    /// Requests received and not yet answered: only these can be cancelled.
    private var unanswered: Set<RequestID> = []
    /// `didChange` notifications received and not yet handled, by URI (no entry when none).
    private var queuedChanges: [String: Int] = [:]
    /// Requests received and not yet taken up by `queue`.
    private var queuedRequests = 0
    /// Set as `shutdown` arrives (before its turn on `queue`): the workspace reads, the checks and
    /// the drawings under way stop, so it is answered at once.
    private var shuttingDown = false
    /// Whether `state` is `running`: only then is a `shutdown` accepted, and noted as it arrives.
    private var sessionRunning = false

    // State below is only touched on `queue`.
    var state = State.uninitialized { didSet { arrivals.withLock { sessionRunning = state == .running } } }
    var encoding = PositionEncoding.utf16
    /// One workspace per workspace folder, each its own namespace and configuration
    /// (`LanguageServer+Folders`). A message's handler is given the folder it is about
    /// (`folder(for:)`): a request a snapshot of it, a notification its `FolderID`.
    var folders = [Workspace(root: "")]
    var documents = OpenDocuments()
    var client = ClientFeatures()
    /// The language `initialize.locale` asked for; nil when it named none.
    var clientLanguage: MessageLanguage?
    /// Each file's latest diagnostics with their result id; dropped when a change may alter them.
    var reports: [String: DiagnosticReport] = [:]
    /// Files whose report a change may have altered since it was made.
    var staleReports: Set<String> = []
    var nextResultID = 1
    /// Open documents whose pushed diagnostics are out of date.
    var unpublished: Set<String> = []
    /// The last check of each open document; a replaced one waits in `retired`
    /// until its replacement is published, then is freed on another thread.
    var checks: [String: FileCheck] = [:]
    /// Each open document's last push as JSON, for the next to reuse (`PublishedDiagnostics`); dropped on close.
    var publishedDiagnostics: [String: PublishedDiagnostics] = [:]
    var publicationCounts = PublishedDiagnostics.Counts()  // how the pushes were written, for tests
    var keptPushLimit = PublishedDiagnostics.keptBodyLimit  // the largest push kept for the next (tests lower it)
    /// The drawings `viewls/preview` made and answered (`PreviewDrawings`).
    var previewDrawings = PreviewDrawings()
    var retired: [FileCheck] = []
    /// Our requests to the client, by id, with what to do with the answer.
    var outgoing: [RequestID: (JSONValue?) -> Void] = [:]
    var nextOutgoingID = 1
    /// `workspace/diagnostic/refresh`: at most one unanswered, none sooner than `refreshInterval` after the
    /// last; a refresh wanted meanwhile is sent once, when both allow.
    var refreshUnanswered = false
    var refreshWanted = false
    var refreshScheduled = false
    var lastRefresh: DispatchTime?
    var refreshInterval: DispatchTimeInterval = .milliseconds(250)
    /// After an edit, the other affected open documents are published this long after the last
    /// keystroke (`scheduleDependentsPublication`).
    var dependentsDelay: DispatchTimeInterval = .milliseconds(200)
    var dependentsDue = DispatchTime.now()
    var dependentsScheduled = false
    /// How many times in a row a pushed check gave way to a request (`publicationCancellation`).
    var yieldsToRequests = 0
    /// Publications that gave way and wait on `queue` to resume.
    var publicationsYielded = 0
    /// Called as a pushed check starts, so tests can send messages while it runs.
    var checkWillStart: (@Sendable () -> Void)?
    /// A workspace read under way in the background (`LanguageServer+Indexing`); each read has a
    /// generation, and only the newest one's result is taken.
    var readsUnderWay = 0
    var isIndexing: Bool { readsUnderWay > 0 }
    /// Each folder's latest read, by root: an older read's result is dropped.
    var indexingGenerations: [String: Int] = [:]
    var indexingProgress: [String: IndexingProgress] = [:]
    /// Entered for each read under way, so tests can wait for the reads to be taken.
    let indexingDone = DispatchGroup()
    var filesChangedWhileIndexing: [DidChangeWatchedFilesParams.FileEvent] = []
    /// Requests that wait for the index (their route's `indexWait`), handled once it is complete.
    var parkedRequests: [Message] = []
    /// Tests hold a workspace read here before it starts, to see the server while it indexes.
    var indexingGate: DispatchSemaphore?
    /// Each document change makes a new revision; snapshots carry theirs (`BackgroundAnswers`).
    let revisions = Revisions()
    /// Answers being made on the background queue (drawings), not yet sent.
    var backgroundAnswersUnderWay = 0

    public init(send: @escaping @Sendable (Message) -> Void, exit: @escaping @Sendable (Int32) -> Void, docsBaseURL: String? = nil) {
        self.send = send
        self.exit = exit
        self.defaultDocsBaseURL = docsBaseURL
    }

    // MARK: Input

    /// Called by the transport for each message, in arrival order.
    public func receive(_ message: Message) {
        switch message {
        case .notification(let method, let params) where method == Self.cancelRequest:
            if let id = try? params?.decode(CancelParams.self).id {
                arrivals.withLock { if unanswered.contains(id) { cancelled.insert(id) } }
            }
            return
        case .request(let id, let method, _):
            let stopsLongWork = RouteTable.request(method)?.stopsLongWork == true
            arrivals.withLock {
                unanswered.insert(id)
                queuedRequests += 1
                if stopsLongWork, sessionRunning { shuttingDown = true }
            }
            return queue.async {
                self.arrivals.withLock { self.queuedRequests -= 1 }
                self.handle(message)
            }
        case .notification(let method, let params) where method == NotificationRoute.didChange.method:
            if let uri = params?["textDocument"]?["uri"]?.stringValue {
                arrivals.withLock { queuedChanges[uri, default: 0] += 1 }
            }
        default:
            break
        }
        queue.async { self.handle(message) }
    }

    /// Taken as it arrives, never queued: the request it names is answered -32800 when its turn comes.
    static let cancelRequest = "$/cancelRequest"

    /// A body that was not a JSON-RPC message: answered with its error.
    public func receive(_ failure: MessageCoding.DecodingFailure) {
        send(.response(id: failure.id, result: nil, error: failure.error))
    }

    /// Input ended: exit, successfully only after `shutdown`.
    public func inputClosed() {
        queue.async { self.exit(self.state == .shutDown ? 0 : 1) }
    }

    /// Whether `shutdown` has arrived, handled or not: long work (a workspace read, a check, a
    /// drawing) stops. Asked from any thread.
    var shutdownArrived: Bool { arrivals.withLock { shuttingDown } }

    /// Stops every workspace read under way at its next file (see `stopIndexing`).
    func cancelReads() { arrivals.withLock { shuttingDown = true } }

    // MARK: Dispatch

    func handle(_ message: Message) {
        switch message {
        case .request(let id, let method, let params):
            let folder = folder(for: params)
            if state == .running, isIndexing, waitsForTheIndex(method, params, in: folder), !isCancelled(id) {
                return parkedRequests.append(message)
            }
            if takeCancellation(of: id) {
                return reply(id, error: ResponseError(code: ResponseError.requestCancelled, message: "the request was cancelled"))
            }
            if state == .running, isStale(method, params) {
                return reply(id, error: ResponseError(code: ResponseError.contentModified,
                                                      message: "the document changed after the request; ask again"))
            }
            do {
                let answer = try respond(to: method, params: params, in: folder)
                switch answer {
                case .now(let result): reply(id, result: result)
                case .later(let work): answerInBackground(id, work)
                }
            } catch let error as ResponseError {
                reply(id, error: error)
            } catch {
                // Short, whatever the error holds (a decoding error can describe a whole value).
                reply(id, error: ResponseError(code: ResponseError.invalidParams,
                                               message: "invalid params for \(method): \(String(describing: error).prefix(240))"))
            }
        case .notification(let method, let params):
            if method == NotificationRoute.didChange.method, let uri = params?["textDocument"]?["uri"]?.stringValue {
                arrivals.withLock {
                    let remaining = queuedChanges[uri, default: 1] - 1
                    queuedChanges[uri] = remaining > 0 ? remaining : nil
                }
            }
            do {
                try notify(method, params: params, in: folder(for: params))
            } catch {
                log("invalid params for \(method): \(error)", type: .warning)
            }
        case .response(let id?, let result, let error):
            guard let answer = outgoing.removeValue(forKey: id) else { return }
            if let error { log("the client answered our request \(id) with error \(error.code): \(error.message)", type: .warning) }
            answer(error == nil ? result : nil)
        case .response(nil, _, let error):
            log("the client could not read one of our messages: \(error?.message ?? "no detail")", type: .warning)
        }
    }

    /// Whether an edit of the document is queued, not yet handled.
    func hasQueuedChanges(_ uri: String) -> Bool {
        arrivals.withLock { (queuedChanges[uri] ?? 0) > 0 }
    }

    /// Whether any document has an edit still queued.
    var editsQueued: Bool {
        arrivals.withLock { !queuedChanges.isEmpty }
    }

    /// Whether an edit or `shutdown` (or, `includingRequests`, any request) waits to be handled: asked from any thread.
    func messagesWaiting(includingRequests: Bool) -> Bool {
        arrivals.withLock { !queuedChanges.isEmpty || shuttingDown || (includingRequests && queuedRequests > 0) }
    }

    func decode<T: Decodable>(_ type: T.Type, _ params: JSONValue?) throws -> T {
        if let readable = type as? any JSONReadable.Type, let value = try readable.init(json: params ?? .null) as? T {
            return value
        }
        return try (params ?? .null).decode(type)
    }

    func isCancelled(_ id: RequestID) -> Bool {
        arrivals.withLock { cancelled.contains(id) }
    }

    func takeCancellation(of id: RequestID) -> Bool {
        arrivals.withLock { cancelled.remove(id) != nil }
    }

    func reply(_ id: RequestID, result: JSONValue) {
        answered(id)
        send(.response(id: id, result: result, error: nil))
    }

    func reply(_ id: RequestID, error: ResponseError) {
        answered(id)
        send(.response(id: id, result: nil, error: error))
    }

    /// A late `$/cancelRequest` for an answered request is ignored, so the id can be used again.
    private func answered(_ id: RequestID) {
        arrivals.withLock {
            unanswered.remove(id)
            cancelled.remove(id)
        }
    }

    /// The path a document is checked at: a `file:` URI's own, or an `untitled:` buffer's name below
    /// the first folder's root (untitled buffers belong to the first folder).
    func documentPath(_ uri: String) -> String? {
        FileURI.path(uri) ?? FileURI.untitledPath(uri, root: folders[0].root)
    }

    /// The URI the client uses for a path: an open document's own, else the canonical `file:` URI.
    func uri(for path: String) -> String {
        documents.document(at: path)?.uri ?? FileURI.uri(path)
    }

    /// Sends a request to the client; `answer` gets its result (nil on error) on the queue.
    func request(_ method: String, _ params: some Encodable, answer: @escaping (JSONValue?) -> Void = { _ in }) {
        request(method, params: try? JSONValue(encoding: params), answer: answer)
    }

    /// Sends a request with `params` as given; nil leaves the member out, as JSON-RPC 2.0 wants for none.
    func request(_ method: String, params: JSONValue?, answer: @escaping (JSONValue?) -> Void = { _ in }) {
        let id = RequestID.string("viewls-\(nextOutgoingID)")
        nextOutgoingID += 1
        outgoing[id] = answer
        send(.request(id: id, method: method, params: params))
    }

    /// Asks a pulling client to pull diagnostics again, coalesced: while one refresh is unanswered, or
    /// sooner than `refreshInterval` after the last, the wish is kept and sent once when allowed.
    func requestDiagnosticRefresh() {
        if refreshUnanswered {
            refreshWanted = true
            return
        }
        let now = DispatchTime.now()
        if let lastRefresh, now < lastRefresh + refreshInterval {
            refreshWanted = true
            guard !refreshScheduled else { return }
            refreshScheduled = true
            queue.asyncAfter(deadline: lastRefresh + refreshInterval) { [self] in
                refreshScheduled = false
                guard refreshWanted, state == .running else { return }
                refreshWanted = false
                requestDiagnosticRefresh()
            }
            return
        }
        refreshWanted = false
        refreshUnanswered = true
        lastRefresh = now
        request("workspace/diagnostic/refresh", params: nil) { [self] _ in
            refreshUnanswered = false
            if refreshWanted {
                refreshWanted = false
                requestDiagnosticRefresh()
            }
        }
    }

    enum LogType: Int { case error = 1, warning, info, log }

    /// A log line for the client's log and for standard error.
    func log(_ text: String, type: LogType = .log) {
        FileHandle.standardError.write(Data("viewls: \(text)\n".utf8))
        send(.notification(method: "window/logMessage", params: .object(["type": .integer(type.rawValue), "message": .string(text)])))
    }
}
