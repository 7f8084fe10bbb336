/// Requests whose answer is a search of the workspace, asked while it is
/// still being read: a definition the files read so far answer is answered
/// at once, one they do not waits for the index, and references, rename,
/// call hierarchy, document links, code lenses and workspace symbols wait —
/// never a wrong `null` or empty list from a half-read workspace.
import Foundation
@testable import ViewServer
import XCTest

final class IndexedAnswerTests: XCTestCase {
    private let home = "Screen {\n    title: \"Home\"\n    TableView { Cell { title: \"General\"; push: General } }\n}\n"

    /// A server whose workspace read waits at `gate`, with `Home.view` (`home`) open; returns its URL.
    private func heldServer(_ folder: TemporaryWorkspace) -> (ServerHarness, DispatchSemaphore, URL) {
        let client = ServerHarness()
        let gate = DispatchSemaphore(value: 0)
        client.server.indexingGate = gate
        _ = client.request("initialize", .object(["rootUri": .string(folder.url.absoluteString), "capabilities": .object([:])]))
        client.server.receive(.notification(method: "initialized", params: .object([:])))
        let url = folder.file("Home.view")
        client.server.receive(.notification(method: "textDocument/didOpen", params: .object(["textDocument": .object([
            "uri": .string(url.absoluteString), "languageId": .string("view"), "version": .integer(1), "text": .string(home)])])))
        return (client, gate, url)
    }

    private func handled(_ client: ServerHarness) -> [Message] {
        client.server.queue.sync {}
        return client.output.take()
    }

    private func response(_ id: Int, in messages: [Message]) -> JSONValue? {
        for case .response(let responseID, let result, _) in messages where responseID == .number(id) { return result ?? .null }
        return nil
    }

    /// `push: General` on line 2, at `General`'s first letter (character 47).
    private func onGeneral(_ url: URL) -> JSONValue {
        .object(["textDocument": .object(["uri": .string(url.absoluteString)]),
                 "position": .object(["line": .integer(2), "character": .integer(47)])])
    }

    private let workspace = ["General.view": "Screen { title: \"General\" }\n",
                             "Settings.view": "Screen {\n    TableView { Cell { title: \"General\"; push: General } }\n}\n",
                             "About.view": "Screen { title: \"About\" }\n"]

    func testADefinitionInAFileNotReadYetWaitsForTheIndexInsteadOfAnsweringNull() throws {
        let folder = try TemporaryWorkspace(workspace)
        let (client, gate, url) = heldServer(folder)
        client.server.receive(.request(id: .number(70), method: "textDocument/definition", params: onGeneral(url)))
        XCTAssertNil(response(70, in: handled(client)), "not null: General.view is not read yet")
        gate.signal()
        let answer = try XCTUnwrap(response(70, in: client.drain()))
        XCTAssertEqual(answer.arrayValue?.compactMap { $0["uri"]?.stringValue }, [folder.file("General.view").absoluteString])
    }

    func testADefinitionTheReadFilesAnswerIsAnsweredAtOnce() throws {
        let folder = try TemporaryWorkspace(workspace)
        let (client, gate, url) = heldServer(folder)
        let general = folder.file("General.view")
        client.server.receive(.notification(method: "textDocument/didOpen", params: .object(["textDocument": .object([
            "uri": .string(general.absoluteString), "languageId": .string("view"), "version": .integer(1),
            "text": .string(workspace["General.view"]!)])])))
        client.server.receive(.request(id: .number(71), method: "textDocument/definition", params: onGeneral(url)))
        let during = handled(client)
        XCTAssertTrue(client.server.queue.sync { client.server.isIndexing })
        let answer = try XCTUnwrap(response(71, in: during), "General.view is open: its file is found by its name")
        XCTAssertEqual(answer.arrayValue?.compactMap { $0["uri"]?.stringValue }, [general.absoluteString])
        gate.signal()
        _ = client.drain()
    }

    func testSearchesOfTheWorkspaceWaitForTheIndex() throws {
        let folder = try TemporaryWorkspace(workspace)
        let (client, gate, url) = heldServer(folder)
        let document = JSONValue.object(["textDocument": .object(["uri": .string(url.absoluteString)])])
        var rename = onGeneral(url).objectValue!
        rename["newName"] = .string("Preferences")
        client.server.receive(.request(id: .number(72), method: "textDocument/references", params: onGeneral(url)))
        client.server.receive(.request(id: .number(73), method: "textDocument/prepareRename", params: onGeneral(url)))
        client.server.receive(.request(id: .number(74), method: "textDocument/rename", params: .object(rename)))
        client.server.receive(.request(id: .number(75), method: "textDocument/documentLink", params: document))
        client.server.receive(.request(id: .number(76), method: "textDocument/codeLens", params: document))
        client.server.receive(.request(id: .number(77), method: "workspace/symbol", params: .object(["query": .string("About")])))
        client.server.receive(.request(id: .number(78), method: "textDocument/prepareCallHierarchy", params: onGeneral(url)))
        let during = handled(client)
        for id in 72...78 { XCTAssertNil(response(id, in: during), "request \(id) waits for the index") }
        gate.signal()
        let after = client.drain()
        let references = try XCTUnwrap(response(72, in: after)?.arrayValue)
        XCTAssertEqual(Set(references.compactMap { $0["uri"]?.stringValue }),
                       [url.absoluteString, folder.file("Settings.view").absoluteString, folder.file("General.view").absoluteString])
        XCTAssertEqual(response(73, in: after)?["placeholder"]?.stringValue, "General")
        // A screen's rename moves its file, which this client cannot take: -32803 (RequestFailed), said after the read.
        let renameRefused = after.contains { message in
            if case .response(.number(74), nil, let error?) = message { return error.code == -32803 }
            return false
        }
        XCTAssertTrue(renameRefused, "\(after)")
        let links = try XCTUnwrap(response(75, in: after)?.arrayValue)
        XCTAssertEqual(links.compactMap { $0["target"]?.stringValue }, [folder.file("General.view").absoluteString])
        XCTAssertNotNil(response(76, in: after)?.arrayValue)
        let symbols = try XCTUnwrap(response(77, in: after)?.arrayValue)
        XCTAssertTrue(symbols.contains { $0["location"]?["uri"]?.stringValue == folder.file("About.view").absoluteString }, "\(symbols)")
        let items = try XCTUnwrap(response(78, in: after)?.arrayValue)
        XCTAssertEqual(items.compactMap { $0["uri"]?.stringValue }, [folder.file("General.view").absoluteString])
    }
}
