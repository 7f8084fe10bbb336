/// The workspace is read in the background: requests about open documents
/// are answered while it is read, diagnostics wait for the complete index
/// (without the other files a screen's links would look broken), and files
/// changed on disk meanwhile are not lost when the read is taken.
import Foundation
@testable import ViewServer
import XCTest

final class BackgroundIndexingTests: XCTestCase {
    private let home = "Screen {\n    title: \"Home\"\n    TableView { Cell { title: \"Next\"; push: Details } }\n}\n"

    /// A server whose workspace read waits at `gate` until the test opens it.
    private func heldServer(_ folder: TemporaryWorkspace, pulls: Bool) -> (ServerHarness, DispatchSemaphore) {
        let client = ServerHarness()
        let gate = DispatchSemaphore(value: 0)
        client.server.indexingGate = gate
        var capabilities: [String: JSONValue] = [:]
        if pulls { capabilities["textDocument"] = .object(["diagnostic": .object([:])]) }
        _ = client.request("initialize", .object(["rootUri": .string(folder.url.absoluteString),
                                                  "capabilities": .object(capabilities)]))
        client.server.receive(.notification(method: "initialized", params: .object([:])))
        return (client, gate)
    }

    /// Opens `Home.view` (`home`) without waiting for the read; returns its URL.
    private func openHome(_ client: ServerHarness, _ folder: TemporaryWorkspace) -> URL {
        let url = folder.file("Home.view")
        client.server.receive(.notification(method: "textDocument/didOpen", params: .object(["textDocument": .object([
            "uri": .string(url.absoluteString), "languageId": .string("view"), "version": .integer(1), "text": .string(home)])])))
        return url
    }

    /// Messages sent once the queue has handled everything so far, without waiting for the read.
    private func handled(_ client: ServerHarness) -> [Message] {
        client.server.queue.sync {}
        return client.output.take()
    }

    private func response(_ id: Int, in messages: [Message]) -> JSONValue? {
        for case .response(let responseID, let result, _) in messages where responseID == .number(id) { return result ?? .null }
        return nil
    }

    func testHoverIsAnsweredWhileTheWorkspaceIsRead() throws {
        let folder = try TemporaryWorkspace(["Details.view": "Screen { title: \"Details\" }\n"])
        let (client, gate) = heldServer(folder, pulls: false)
        let url = openHome(client, folder)
        client.server.receive(.request(id: .number(90), method: "textDocument/hover", params: .object([
            "textDocument": .object(["uri": .string(url.absoluteString)]),
            "position": .object(["line": .integer(2), "character": .integer(8)])])))
        let during = handled(client)
        XCTAssertTrue(client.server.queue.sync { client.server.isIndexing })
        XCTAssertNotNil(response(90, in: during), "hover answered before the read ends")
        XCTAssertEqual(ServerHarness.published(during, uri: url.absoluteString).count, 0,
                       "no diagnostics from a half-read workspace: `Details` would look missing")
        gate.signal()
        let after = client.drain()
        let published = try XCTUnwrap(ServerHarness.published(after, uri: url.absoluteString).first)
        XCTAssertEqual(published["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, [],
                       "once read, `Details` is known")
    }

    func testAPullWaitsForTheIndexAndACancelledOneIsAnsweredAsCancelled() throws {
        let folder = try TemporaryWorkspace(["Details.view": "Screen { title: \"Details\" }\n"])
        let (client, gate) = heldServer(folder, pulls: true)
        let url = openHome(client, folder)
        let pull = JSONValue.object(["textDocument": .object(["uri": .string(url.absoluteString)])])
        client.server.receive(.request(id: .number(91), method: "textDocument/diagnostic", params: pull))
        client.server.receive(.request(id: .number(92), method: "textDocument/diagnostic", params: pull))
        client.server.receive(.notification(method: "$/cancelRequest", params: .object(["id": .integer(92)])))
        let during = handled(client)
        XCTAssertNil(response(91, in: during), "the pull waits for the index")
        gate.signal()
        let after = during + client.drain()
        let report = try XCTUnwrap(response(91, in: after))
        XCTAssertEqual(report["items"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, [])
        let cancelled = after.contains { message in
            if case .response(.number(92), nil, let error?) = message { return error.code == -32800 }
            return false
        }
        XCTAssertTrue(cancelled, "\(after)")
    }

    func testAFileChangedOnDiskDuringTheReadIsReadAgainAfterIt() throws {
        let folder = try TemporaryWorkspace(["Details.view": "Screen { title: \"Details\" }\n"])
        let (client, gate) = heldServer(folder, pulls: false)
        let url = openHome(client, folder)
        _ = handled(client)
        // Details.view goes away while the read is held: the read may still have seen it.
        try FileManager.default.removeItem(at: folder.file("Details.view"))
        client.server.receive(.notification(method: "workspace/didChangeWatchedFiles", params: .object(["changes": .array([
            .object(["uri": .string(folder.file("Details.view").absoluteString), "type": .integer(3)])])])))
        _ = handled(client)
        gate.signal()
        let published = try XCTUnwrap(ServerHarness.published(client.drain(), uri: url.absoluteString).first)
        XCTAssertEqual(published["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, ["unresolved-screen"])
    }

    /// `shutdown` is answered at once, while the read is held, not after it (an editor restarting the
    /// server on a large workspace gave up waiting); a pull parked behind the read is cancelled, `exit`
    /// then ends with status 0, and the read, once let go, is dropped: nothing is published or logged.
    func testShutdownIsAnsweredAtOnceAndDropsTheRead() throws {
        let folder = try TemporaryWorkspace(["Details.view": "Screen { title: \"Details\" }\n"])
        let (client, gate) = heldServer(folder, pulls: true)
        let url = openHome(client, folder)
        client.server.receive(.request(id: .number(92), method: "textDocument/diagnostic", params: .object([
            "textDocument": .object(["uri": .string(url.absoluteString)])])))
        XCTAssertNil(response(92, in: handled(client)), "the pull waits for the read")
        client.server.receive(.request(id: .number(93), method: "shutdown", params: nil))
        let answered = handled(client)
        XCTAssertEqual(response(93, in: answered), .null, "shutdown answered while the read is held")
        let cancelled = answered.compactMap { message -> Int? in
            guard case .response(.number(92), nil, let error?) = message else { return nil }
            return error.code
        }
        XCTAssertEqual(cancelled, [-32800])
        client.server.receive(.notification(method: "exit", params: nil))
        _ = handled(client)
        XCTAssertEqual(client.exits, [0])
        gate.signal()
        let after = client.drain()
        XCTAssertEqual(ServerHarness.published(after, uri: url.absoluteString).count, 0)
        let logs = after.compactMap { message -> String? in
            guard case .notification("window/logMessage", let params?) = message else { return nil }
            return params["message"]?.stringValue
        }
        XCTAssertFalse(logs.contains { $0.hasPrefix("indexed") }, "\(logs)")
    }

    func testARequestAboutAFileNotReadYetWaitsForTheRead() throws {
        let folder = try TemporaryWorkspace(["Details.view": "Screen {\n    StatusBar { hidden: true }\n}\n"])
        let (client, gate) = heldServer(folder, pulls: false)
        client.server.receive(.request(id: .number(94), method: "textDocument/hover", params: .object([
            "textDocument": .object(["uri": .string(folder.file("Details.view").absoluteString)]),
            "position": .object(["line": .integer(1), "character": .integer(6)])])))
        XCTAssertNil(response(94, in: handled(client)), "not \"no document\": the file is not read yet")
        gate.signal()
        let hover = try XCTUnwrap(response(94, in: client.drain()))
        XCTAssertNotNil(hover["contents"])
    }
}
