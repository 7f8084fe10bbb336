/// The preview server in process, over real sockets with small bounds: it
/// binds 127.0.0.1 only, turns away connections and event streams past
/// their limits (503) while clients that trickle their head hold no place,
/// heads past the size limit (431) and heads that
/// trickle in past the deadline (408), pushes one `reload` event per change
/// to every open stream (and at once to a page drawn before the latest
/// change), survives fuzzed and abandoned requests, and stops cleanly.
import Foundation
import ViewSamples
import XCTest
@testable import viewls

/// A change source the test flips by hand.
final class ManualChangeSource: PreviewChangeSource, @unchecked Sendable {
    private let lock = NSLock()
    private var pending = false

    func change() { lock.withLock { pending = true } }

    func hasChanged() -> Bool {
        lock.withLock {
            defer { pending = false }
            return pending
        }
    }
}

final class PreviewServerTests: XCTestCase {
    private var servers: [PreviewServer] = []

    override func tearDown() {
        servers.forEach { $0.stop() }
        servers = []
    }

    private func start(_ configure: (inout PreviewServer.Limits) -> Void = { _ in }, site: any PreviewSite = StubPreviewSite(),
                       changes: (any PreviewChangeSource)? = nil) throws -> PreviewServer {
        var limits = PreviewServer.Limits.standard
        limits.watchInterval = .milliseconds(20)
        limits.streamCheckInterval = .milliseconds(100)
        configure(&limits)
        let server = try PreviewServer(port: 0, site: site, changes: changes, limits: limits)
        server.start()
        servers.append(server)
        return server
    }

    private func get(_ server: PreviewServer, _ path: String = "/") -> String {
        RawHTTPClient.request(port: server.port, path + (path.contains("?") ? "&" : "?") + "token=\(server.token)")
    }

    /// Waits until `condition` holds (at most `seconds`).
    private func eventually(_ seconds: Double = 3, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !condition() {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }

    func testServesOnLoopbackOnly() throws {
        let server = try start()
        XCTAssertTrue(server.url.hasPrefix("http://127.0.0.1:\(server.port)/?token=\(server.token)"))
        XCTAssertEqual(statusCode(get(server)), 200)
        let bound = try LoopbackListener.boundAddress(server.listener.descriptor)
        XCTAssertEqual(bound.address, LoopbackListener.loopbackAddress)
        XCTAssertEqual(bound.port, server.port)
        XCTAssertNil(RawHTTPClient(port: server.port, address: "127.0.0.2"), "another loopback address is not listened on")
        XCTAssertThrowsError(try PreviewServer(port: server.port, site: StubPreviewSite(), changes: nil)) { error in
            XCTAssertEqual((error as? SocketError)?.call, "bind")
        }
    }

    func testConnectionsPastTheLimitGet503() throws {
        let server = try start { $0.maximumConnections = 2 }
        var streams = (0..<2).compactMap { _ in RawHTTPClient(port: server.port) }
        for stream in streams {
            stream.send("GET /events?token=\(server.token) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
            _ = stream.read(until: { $0.hasSuffix("retry: 1000\n\n") })
        }
        XCTAssertEqual(statusCode(get(server)), 503, "both places are taken by pages listening")
        streams = []  // closed as they go
        XCTAssertTrue(eventually { server.connectionCount == 0 })
        XCTAssertEqual(statusCode(get(server)), 200)
    }

    /// Clients that trickle a head a byte at a time hold no place a page needs: more of them
    /// than the server has places, for over a second, and every request with its token is served.
    func testTricklingClientsDoNotKeepPagesOut() throws {
        let server = try start {
            $0.maximumConnections = 4
            $0.maximumPendingHeads = 6
        }
        let head = Array("GET /?token=nothing HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Slow: ".utf8)
        var tricklers = (0..<10).compactMap { _ in RawHTTPClient(port: server.port) }
        var statuses: [Int] = []
        for round in 0..<12 {
            for (number, trickler) in tricklers.enumerated() where !trickler.send([head[round % head.count]]) {
                // Cut (the server keeps only the newest six waiting): it comes back, as a slow client would.
                tricklers[number] = RawHTTPClient(port: server.port) ?? trickler
            }
            statuses.append(statusCode(get(server)))
            Thread.sleep(forTimeInterval: 0.1)
        }
        XCTAssertEqual(statuses, Array(repeating: 200, count: 12))
        tricklers = []
        XCTAssertTrue(eventually(5) { server.connectionCount == 0 })
    }

    func testAHeadPastTheLimitGets431() throws {
        let server = try start { $0.maximumHeadBytes = 1024 }
        let long = "X-Long: " + String(repeating: "a", count: 2000)
        XCTAssertEqual(statusCode(RawHTTPClient.request(port: server.port, "/?token=\(server.token)", fields: [long])), 431)
        let endless = try XCTUnwrap(RawHTTPClient(port: server.port))
        endless.send(String(repeating: "a", count: 4096))
        XCTAssertEqual(statusCode(endless.readAll()), 431, "no end of head within the limit")
        XCTAssertEqual(statusCode(get(server)), 200)
    }

    func testAHeadThatTricklesInTimesOut() throws {
        let server = try start { $0.headTimeout = .milliseconds(500) }
        let client = try XCTUnwrap(RawHTTPClient(port: server.port))
        let started = Date()
        var answer = ""
        for byte in "GET /?token=\(server.token) HTTP/1.1\r\nHost: x\r\n".utf8 {
            guard client.send([byte]) else { break }
            answer = client.read(until: { !$0.isEmpty }, seconds: 0.1)
            if !answer.isEmpty { break }
        }
        XCTAssertEqual(statusCode(answer + client.readAll(seconds: 2)), 408)
        XCTAssertLessThan(Date().timeIntervalSince(started), 2, "one deadline for the whole head, however often bytes come")
        XCTAssertTrue(eventually { server.connectionCount == 0 })
    }

    func testReloadsReachEveryStream() throws {
        let site = StubPreviewSite()
        let changes = ManualChangeSource()
        let server = try start(site: site, changes: changes)
        let streams = try (0..<2).map { _ in try XCTUnwrap(RawHTTPClient(port: server.port)) }
        for stream in streams {
            stream.send("GET /events?token=\(server.token) HTTP/1.1\r\nHost: localhost:\(server.port)\r\n\r\n")
            let head = stream.read(until: { $0.hasSuffix("retry: 1000\n\n") })
            XCTAssertEqual(statusCode(head), 200)
            XCTAssertTrue(head.contains("Content-Type: text/event-stream"), head)
        }
        XCTAssertTrue(eventually { server.hub.openStreams == 2 })
        changes.change()
        for stream in streams {
            XCTAssertEqual(stream.read(until: { $0.hasSuffix("\n\n") }), "id: 1\nevent: reload\ndata: 1\n\n")
        }
        XCTAssertEqual(site.reloadCount, 1, "the site reloaded before the pages were told")
        changes.change()
        for stream in streams { XCTAssertEqual(stream.read(until: { $0.hasSuffix("\n\n") }), "id: 2\nevent: reload\ndata: 2\n\n") }
        // A page drawn at generation 1 hears of generation 2 as soon as it subscribes; one drawn at 2 hears nothing.
        let late = try XCTUnwrap(RawHTTPClient(port: server.port))
        late.send("GET /events?since=1&token=\(server.token) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        XCTAssertTrue(late.read(until: { $0.hasSuffix("data: 2\n\n") }).hasSuffix("id: 2\nevent: reload\ndata: 2\n\n"))
        let current = try XCTUnwrap(RawHTTPClient(port: server.port))
        current.send("GET /events?since=2&token=\(server.token) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        XCTAssertTrue(current.read(until: { _ in false }, seconds: 0.3).hasSuffix("retry: 1000\n\n"))
        // A page's script subscribes with the generation it was drawn at.
        XCTAssertTrue(get(server).contains("&since=2\")"))
        // A reload that changed some screens names them; one that changed nothing shown is not announced.
        site.willChange([.screens([]), .screens(["Home", "A&B"])])
        changes.change()
        XCTAssertTrue(eventually { site.reloadCount == 3 })
        changes.change()
        XCTAssertEqual(current.read(until: { $0.hasSuffix("\n\n") }).components(separatedBy: "retry: 1000\n\n").last,
                       "id: 3\nevent: update\ndata: [\"A&B\",\"Home\"]\n\n")
    }

    func testAStreamHearsWhatChangedSinceItsGenerationOrEverythingWhenItMissedMore() {
        let hub = PreviewEventHub(maximumStreams: 1)
        hub.publish(.screens(["A"]))
        hub.publish(.screens(["B"]))
        XCTAssertEqual(hub.wait(after: 0, timeout: .zero), .changed(generation: 2, .screens(["A", "B"])))
        XCTAssertEqual(hub.wait(after: 1, timeout: .zero), .changed(generation: 2, .screens(["B"])))
        XCTAssertEqual(hub.wait(after: 2, timeout: .milliseconds(10)), .timedOut)
        for _ in 0..<PreviewEventHub.keptChanges { hub.publish(.screens(["C"])) }
        let latest = 2 + PreviewEventHub.keptChanges
        XCTAssertEqual(hub.wait(after: 1, timeout: .zero), .changed(generation: latest, .everything), "a change it missed is no longer kept")
        XCTAssertEqual(hub.wait(after: 2, timeout: .zero), .changed(generation: latest, .screens(["C"])))
        hub.publish(.everything)
        XCTAssertEqual(hub.wait(after: latest, timeout: .zero), .changed(generation: latest + 1, .everything))
    }

    func testStreamsPastTheLimitGet503AndGoneClientsFreeTheirPlace() throws {
        let server = try start { $0.maximumEventStreams = 1 }
        var first = RawHTTPClient(port: server.port)
        first?.send("GET /events?token=\(server.token) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        XCTAssertTrue(first?.read(until: { $0.hasSuffix("retry: 1000\n\n") }).hasSuffix("retry: 1000\n\n") == true)
        XCTAssertEqual(statusCode(get(server, "/events")), 503)
        XCTAssertEqual(statusCode(RawHTTPClient.request(port: server.port, "/events?token=\(server.token)", method: "HEAD")), 200,
                       "HEAD takes no place")
        first = nil  // the client goes away
        XCTAssertTrue(eventually { server.hub.openStreams == 0 }, "a vanished client is noticed")
        let second = try XCTUnwrap(RawHTTPClient(port: server.port))
        second.send("GET /events?token=\(server.token) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        XCTAssertEqual(statusCode(second.read(until: { $0.hasSuffix("retry: 1000\n\n") })), 200)
    }

    /// Random bytes, mutated heads, heads cut short and clients that vanish
    /// mid-request: every answer that comes is a well-formed error or page,
    /// and afterwards the server answers as before with no connection left.
    func testFuzzedAndAbandonedRequestsLeaveTheServerServing() throws {
        let server = try start { $0.headTimeout = .milliseconds(100) }
        var random = SeededRandom(seed: 7)
        let valid = Array("GET /screen/Home.svg?token=\(server.token) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n".utf8)
        let alphabet = Array(" \r\n:%?/.\u{0}".utf8) + [0xFF]
        var statuses: [Int: Int] = [:]
        for round in 0..<200 {
            guard let client = RawHTTPClient(port: server.port) else { return XCTFail("refused at round \(round)") }
            var bytes = valid
            switch round % 4 {
            case 0: random.mutate(&bytes, edits: 3, longestDeletion: 5, alphabet: alphabet)
            case 1: bytes = (0..<random.next(below: 300)).map { _ in UInt8(truncatingIfNeeded: random.next()) } + [13, 10, 13, 10]
            case 2: bytes = Array(bytes.prefix(random.next(below: bytes.count)))  // cut short: 408 unless abandoned
            default: break
            }
            client.send(bytes)
            if round % 4 == 2 && round % 20 != 2 || round % 7 == 6 { continue }  // gone without reading
            let answer = client.readAll(seconds: 2)
            statuses[statusCode(answer), default: 0] += 1
            if !answer.isEmpty { XCTAssertTrue(answer.hasPrefix("HTTP/1.1 ") && answer.contains("\r\n\r\n"), answer.debugDescription) }
        }
        XCTAssertTrue(Set(statuses.keys).isSuperset(of: [400, 200, 408]), "\(statuses)")
        XCTAssertEqual(statusCode(get(server, "/screen/Home")), 200)
        XCTAssertTrue(eventually(5) { server.connectionCount == 0 }, "every connection ended")
    }

    func testStopEndsStreamsAndOpenConnections() throws {
        let server = try start()
        let stream = try XCTUnwrap(RawHTTPClient(port: server.port))
        stream.send("GET /events?token=\(server.token) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        _ = stream.read(until: { $0.hasSuffix("retry: 1000\n\n") })
        let idle = try XCTUnwrap(RawHTTPClient(port: server.port))
        idle.send("GET / HT")
        XCTAssertTrue(eventually { server.connectionCount == 2 })
        let started = Date()
        server.stop()
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
        XCTAssertEqual(stream.readAll(seconds: 2), "", "the stream ended")
        XCTAssertEqual(server.connectionCount, 0)
        XCTAssertNil(RawHTTPClient(port: server.port), "nothing listens after a stop")
    }
}
