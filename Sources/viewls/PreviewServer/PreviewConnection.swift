/// One accepted connection, served on its own thread: the request head is
/// read under one deadline for the whole head (a client that trickles bytes
/// gets 408 when it runs out, however often it sends), up to the size limit
/// (431), parsed (400, 505), given a place to be answered (none free: 503),
/// answered by the router, and the connection is
/// closed — one request per connection. An event stream stays open until
/// the client goes, the server stops or a write stalls past the send
/// timeout; a comment line every heartbeat finds clients that vanished.
import Foundation

struct PreviewConnection {
    let descriptor: Int32
    let limits: PreviewServer.Limits
    let router: PreviewRouter
    let hub: PreviewEventHub

    /// Serves the connection and closes it, calling `beforeClose` just before; `takePlace` says,
    /// once the head is read, whether a place to answer it is free.
    func serve(takePlace: () -> Bool = { true }, beforeClose: () -> Void = {}) {
        defer { SocketIO.closeGracefully(descriptor, beforeClose: beforeClose) }
        switch readHead() {
        case .success(let head):
            guard takePlace() else {
                SocketIO.sendAll(descriptor, HTTPResponse.status(.serviceUnavailable).serialized(includingBody: true))
                return
            }
            answer(head)
        case .failure(let problem):
            if let status = problem.status {
                SocketIO.sendAll(descriptor, HTTPResponse.status(status).serialized(includingBody: true))
            }
        }
    }

    /// The parsed head, or the status to refuse it with (nil: the client is gone, say nothing).
    private func readHead() -> Result<HTTPRequestHead, HeadFailure> {
        let deadline = ContinuousClock.now + limits.headTimeout
        var buffer = HTTPHeadBuffer(limit: limits.maximumHeadBytes)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            switch SocketIO.receive(descriptor, into: &chunk, until: deadline) {
            case .data(let count):
                switch buffer.append(chunk[..<count]) {
                case .incomplete: continue
                case .complete(let bytes): return HTTPRequestHead.parse(bytes).mapError { HeadFailure($0.status) }
                case .tooLarge: return .failure(HeadFailure(.headerFieldsTooLarge))
                }
            case .timedOut:
                return .failure(HeadFailure(.requestTimeout))
            case .closed, .failed:
                return .failure(HeadFailure(nil))
            }
        }
    }

    private struct HeadFailure: Error {
        let status: HTTPStatus?
        init(_ status: HTTPStatus?) { self.status = status }
    }

    private func answer(_ head: HTTPRequestHead) {
        switch router.answer(head) {
        case .response(let response):
            SocketIO.sendAll(descriptor, response.serialized(includingBody: head.method != "HEAD"))
        case .events(let since):
            if head.method == "HEAD" {
                SocketIO.sendAll(descriptor, Self.streamHead)
            } else {
                stream(since: since)
            }
        }
    }

    /// The head of an event stream: no length, the body ends when the connection does.
    static let streamHead: [UInt8] = {
        var head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n"
        for field in PreviewSecurity.fields(scriptNonce: nil) { head += "\(field.name): \(field.value)\r\n" }
        return Array((head + "Connection: close\r\n\r\n").utf8)
    }()

    /// Sends an event whenever the generation passes what the page has seen:
    /// `update` with the screens changed since, or `reload` when everything did.
    private func stream(since: Int?) {
        guard hub.open() else {
            SocketIO.sendAll(descriptor, HTTPResponse.status(.serviceUnavailable).serialized(includingBody: true))
            return
        }
        defer { hub.close() }
        guard SocketIO.sendAll(descriptor, Self.streamHead + Array(LiveReloadScript.streamPreamble.utf8)) else { return }
        // A page drawn before the latest reload hears of it at once.
        var seen = min(since ?? hub.current, hub.current)
        var lastWrite = ContinuousClock.now
        while true {
            switch hub.wait(after: seen, timeout: limits.streamCheckInterval) {
            case .changed(let generation, let change):
                guard SocketIO.sendAll(descriptor, Array(LiveReloadScript.event(generation: generation, change).utf8)) else { return }
                seen = generation
                lastWrite = .now
            case .timedOut:
                if SocketIO.peerHasClosed(descriptor) { return }
                if lastWrite.duration(to: .now) >= limits.heartbeatInterval {
                    guard SocketIO.sendAll(descriptor, Array(LiveReloadScript.heartbeat.utf8)) else { return }
                    lastWrite = .now
                }
            case .stopped:
                return
            }
        }
    }
}
