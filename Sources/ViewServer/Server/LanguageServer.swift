/// The language server's core: the lifecycle, the workspace with the open
/// documents over it, diagnostics pushed after every change, and the
/// requests answered from ViewIDE. Messages arrive in order from the
/// transport's reader and are handled one at a time on a serial queue, so a
/// request sees every change sent before it; `$/cancelRequest` is looked at
/// as soon as it arrives, so reading never waits for long work.
import Foundation
import ViewIDE
import ViewSemantics
import ViewSyntax

public final class LanguageServer: @unchecked Sendable {
    enum State { case uninitialized, running, shutDown }

    let send: @Sendable (Message) -> Void
    let exit: @Sendable (Int32) -> Void
    private let queue = DispatchQueue(label: "viewls.server")
    private let cancellation = NSLock()
    private var cancelled: Set<RequestID> = []

    // State below is only touched on `queue`.
    var state = State.uninitialized
    var encoding = PositionEncoding.utf16
    var markdownHover = true
    var snippets = false
    var workspace = Workspace(root: "")
    var documents = OpenDocuments()
    var diagnostics: [String: [Diagnostic]] = [:]
    var checks: [String: FileCheck] = [:]

    public init(send: @escaping @Sendable (Message) -> Void, exit: @escaping @Sendable (Int32) -> Void) {
        self.send = send
        self.exit = exit
    }

    // MARK: Input

    /// Called by the transport for each message, in arrival order.
    public func receive(_ message: Message) {
        if case .notification("$/cancelRequest", let params) = message, let id = try? params?.decode(CancelParams.self).id {
            cancellation.lock()
            cancelled.insert(id)
            cancellation.unlock()
            return
        }
        queue.async { self.handle(message) }
    }

    /// A body that was not a JSON-RPC message: answered with its error.
    public func receive(_ failure: MessageCoding.DecodingFailure) {
        send(.response(id: failure.id, result: nil, error: failure.error))
    }

    /// Input ended: exit, successfully only after `shutdown`.
    public func inputClosed() {
        queue.async { self.exit(self.state == .shutDown ? 0 : 1) }
    }

    /// Waits until every message received so far is handled (for tests).
    public func waitUntilIdle() {
        queue.sync {}
    }

    /// Holds handling (not reading) until `resumeHandling`, so tests can line up messages.
    func suspendHandling() { queue.suspend() }
    func resumeHandling() { queue.resume() }

    // MARK: Dispatch

    func handle(_ message: Message) {
        switch message {
        case .request(let id, let method, let params):
            if takeCancellation(of: id) {
                return reply(id, error: ResponseError(code: ResponseError.requestCancelled, message: "the request was cancelled"))
            }
            do {
                reply(id, result: try respond(to: method, params: params))
            } catch let error as ResponseError {
                reply(id, error: error)
            } catch {
                reply(id, error: ResponseError(code: ResponseError.invalidParams, message: "invalid params for \(method): \(error)"))
            }
        case .notification(let method, let params):
            if method == "exit" { return exit(state == .shutDown ? 0 : 1) }
            guard state == .running else { return }
            do {
                try notify(method, params: params)
            } catch {
                log("invalid params for \(method): \(error)")
            }
        case .response:
            break  // answers to our own requests; none are pending yet
        }
    }

    func respond(to method: String, params: JSONValue?) throws -> JSONValue {
        switch (state, method) {
        case (.uninitialized, "initialize"):
            return try JSONValue(encoding: initialize(try decode(InitializeParams.self, params)))
        case (.uninitialized, _):
            throw ResponseError(code: ResponseError.serverNotInitialized, message: "the server is not initialized yet")
        case (.shutDown, _):
            throw ResponseError(code: ResponseError.invalidRequest, message: "the server is shutting down")
        case (.running, "initialize"):
            throw ResponseError(code: ResponseError.invalidRequest, message: "the server is already initialized")
        case (.running, "shutdown"):
            state = .shutDown
            return .null
        default:
            guard let result = try featureResponse(to: method, params: params) else {
                throw ResponseError(code: ResponseError.methodNotFound, message: "unknown method \(method)")
            }
            return result
        }
    }

    func notify(_ method: String, params: JSONValue?) throws {
        switch method {
        case "textDocument/didOpen":
            let item = try decode(DidOpenTextDocumentParams.self, params).textDocument
            guard let path = FileURI.path(item.uri) else { return }
            let file = documents.open(path: path, version: item.version, text: item.text)
            update(workspace.setFile(file))
        case "textDocument/didChange":
            let change = try decode(DidChangeTextDocumentParams.self, params)
            guard let path = FileURI.path(change.textDocument.uri) else { return }
            let file = try documents.change(path: path, version: change.textDocument.version, changes: change.contentChanges,
                                            encoding: encoding)
            update(workspace.setFile(file))
        case "textDocument/didClose":
            let identifier = try decode(DidCloseTextDocumentParams.self, params).textDocument
            guard let path = FileURI.path(identifier.uri) else { return }
            documents.close(path: path)
            checks[path] = nil
            let affected = WorkspaceFolder.file(at: path).map { workspace.setFile($0) } ?? workspace.removeFile(path: path)
            publish(path: path, diagnostics: [], version: nil)
            update(affected)
        default:
            break  // didSave, initialized, unknown notifications
        }
    }

    func decode<T: Decodable>(_ type: T.Type, _ params: JSONValue?) throws -> T {
        try (params ?? .null).decode(type)
    }

    private func takeCancellation(of id: RequestID) -> Bool {
        cancellation.lock()
        defer { cancellation.unlock() }
        return cancelled.remove(id) != nil
    }

    func reply(_ id: RequestID, result: JSONValue) {
        send(.response(id: id, result: result, error: nil))
    }

    func reply(_ id: RequestID, error: ResponseError) {
        send(.response(id: id, result: nil, error: error))
    }

    func log(_ text: String) {
        send(.notification(method: "window/logMessage", params: .object(["type": .integer(4), "message": .string(text)])))
    }
}
