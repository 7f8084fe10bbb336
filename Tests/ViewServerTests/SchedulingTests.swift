/// Ordering under load: edits queued behind one another are published once,
/// for the last version; a request about a document with a newer edit
/// queued is answered -32801, except completion.
import Foundation
@testable import ViewServer
import XCTest

final class SchedulingTests: XCTestCase {
    /// A session with `Home.view` open and its first diagnostics drained.
    private func session(_ text: String) throws -> (ServerHarness, URL, TemporaryWorkspace) {
        let folder = try TemporaryWorkspace([:])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        let home = folder.file("Home.view")
        client.open(home, text)
        _ = client.drain()
        return (client, home, folder)
    }

    func testQueuedEditsArePublishedOnceForTheLastVersion() throws {
        let (client, home, _) = try session("Screen {\n}\n")
        client.server.suspendHandling()
        for version in 2...4 {
            let change = JSONValue.object(["range": ServerHarness.range(1, 0, 1, 0), "text": .string("StatusBar { hidden: true }\n")])
            client.server.receive(.notification(method: "textDocument/didChange", params: .object([
                "textDocument": .object(["uri": .string(home.absoluteString), "version": .integer(version)]),
                "contentChanges": .array([change]),
            ])))
        }
        client.server.resumeHandling()
        let published = ServerHarness.published(client.drain(), uri: home.absoluteString)
        XCTAssertEqual(published.map { $0["version"]?.intValue }, [4])
        XCTAssertEqual(published.first?["diagnostics"]?.arrayValue?.count, 3)
    }

    func testRequestsMadeStaleByAQueuedEditAreContentModifiedButCompletionIsAnswered() throws {
        let (client, home, _) = try session("Screen {\n    \n}\n")
        let position = JSONValue.object(["textDocument": .object(["uri": .string(home.absoluteString)]),
                                         "position": .object(["line": 1, "character": 4])])
        client.server.suspendHandling()
        client.server.receive(.request(id: .number(1), method: "textDocument/hover", params: position))
        client.server.receive(.request(id: .number(2), method: "textDocument/completion", params: position))
        client.server.receive(.notification(method: "textDocument/didChange", params: .object([
            "textDocument": .object(["uri": .string(home.absoluteString), "version": 2]),
            "contentChanges": .array([.object(["range": ServerHarness.range(1, 4, 1, 4), "text": "T"])]),
        ])))
        client.server.receive(.request(id: .number(3), method: "textDocument/hover", params: position))
        client.server.resumeHandling()
        var answers: [RequestID: ResponseError?] = [:]
        for case .response(let id?, _, let error) in client.drain() { answers[id] = error }
        XCTAssertEqual(answers[.number(1)]??.code, -32801)
        XCTAssertEqual(answers[.number(2)].map { $0 == nil }, true, "completion is answered even when stale")
        XCTAssertEqual(answers[.number(3)].map { $0 == nil }, true, "a request after the edit is current")
    }
}
