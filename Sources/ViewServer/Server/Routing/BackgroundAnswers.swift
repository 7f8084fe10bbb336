/// Revisions, and the answers made beside the server's queue. Each change
/// of a document (`didOpen`, `didChange`, `didClose`) makes a new revision;
/// a request's `FolderSnapshot` carries the revision it was taken at. Long
/// work a handler hands off (a drawing: `BackgroundAnswer`) runs on what it
/// took from that snapshot, on `backgroundQueue`, so edits are handled — and
/// their diagnostics published — while it runs; when it ends, the answer is
/// sent only if the document it is about did not change meanwhile. Otherwise
/// the request is answered `ContentModified` (-32801): its positions and
/// picture are of text the client no longer has (as rust-analyzer answers a
/// request a write made stale), and the client asks again. A request
/// cancelled meanwhile, or cut short by `shutdown`, is answered
/// `RequestCancelled` (-32800).
import Foundation

/// The workspace's revision counter and the revision each document last changed at. Thread-safe:
/// asked from the background queue too.
final class Revisions: @unchecked Sendable {
    private let lock = NSLock()
    private var current = 0
    private var changedAt: [String: Int] = [:]

    /// The revision the workspace is at now.
    var latest: Int { lock.withLock { current } }

    /// A change of the document at `path`: a new revision.
    func newRevision(changing path: String) {
        lock.withLock {
            current += 1
            changedAt[path] = current
        }
    }

    /// Whether the document at `path` changed after `revision`.
    func hasChanged(_ path: String, since revision: Int) -> Bool {
        lock.withLock { (changedAt[path] ?? 0) > revision }
    }
}

/// The long part of an answer, made beside the server's queue on what the handler took from its
/// snapshot: `run` makes it and returns what finishes the answer back on the queue.
struct BackgroundAnswer: Sendable {
    /// The document the answer is about, and the revision of the snapshot it is made on.
    let path: String
    let revision: Int
    let run: @Sendable () -> @Sendable (LanguageServer) throws -> JSONValue
}

/// What a route's handler gives back: the answer, or the work that makes it beside the queue.
enum RouteAnswer {
    case now(JSONValue)
    case later(BackgroundAnswer)
}

extension LanguageServer {
    /// Where long answers are made: one at a time, beside the server's queue and below it in priority.
    static let backgroundQueue = DispatchQueue(label: "viewls.background", qos: .utility)

    /// Makes `work` on the background queue and answers `id` with it on the server's queue, unless
    /// its document changed meanwhile (-32801), or it was cancelled or `shutdown` arrived (-32800).
    func answerInBackground(_ id: RequestID, _ work: BackgroundAnswer) {
        backgroundAnswersUnderWay += 1
        Self.backgroundQueue.async { [self] in
            // Not even started when it is already stale: a newer request asks for the current text.
            let skipped = shutdownArrived || isCancelled(id) || revisions.hasChanged(work.path, since: work.revision)
            let finish = skipped ? nil : work.run()
            queue.async { [self] in
                backgroundAnswersUnderWay -= 1
                if takeCancellation(of: id) || state != .running || shutdownArrived {
                    return reply(id, error: ResponseError(code: ResponseError.requestCancelled, message: "the request was cancelled"))
                }
                guard let finish, !revisions.hasChanged(work.path, since: work.revision) else {
                    return reply(id, error: ResponseError(code: ResponseError.contentModified,
                                                          message: "the document changed while the answer was made; ask again"))
                }
                do {
                    reply(id, result: try finish(self))
                } catch let error as ResponseError {
                    reply(id, error: error)
                } catch {
                    reply(id, error: ResponseError(code: ResponseError.internalError, message: String(describing: error).prefix(240).description))
                }
            }
        }
    }
}
