/// Pulled diagnostics: announced only to clients that pull, never pushed to
/// them; result ids that make an unchanged file `unchanged`; workspace
/// reports that cover files not open.
import Foundation
@testable import ViewServer
import XCTest

final class PullDiagnosticsTests: XCTestCase {
    static let pulling: [String: JSONValue] = ["textDocument": .object(["diagnostic": .object(["dynamicRegistration": false])])]
    let hidden = "Screen {\n    StatusBar { hidden: true }\n}\n"

    private func pull(_ client: ServerHarness, _ url: URL, previous: String? = nil) -> JSONValue? {
        var params: [String: JSONValue] = ["textDocument": .object(["uri": .string(url.absoluteString)])]
        if let previous { params["previousResultId"] = .string(previous) }
        return client.request("textDocument/diagnostic", .object(params)).result
    }

    func testOnlyPullingClientsAreOfferedPullAndTheyGetNothingPushed() throws {
        let folder = try TemporaryWorkspace([:])
        let pushed = ServerHarness()
        XCTAssertNil(pushed.initialize(root: folder.url)?["capabilities"]?["diagnosticProvider"])
        let client = ServerHarness()
        let provider = client.initialize(root: folder.url, capabilities: Self.pulling)?["capabilities"]?["diagnosticProvider"]
        XCTAssertEqual(provider?["interFileDependencies"], .bool(true))
        XCTAssertEqual(provider?["workspaceDiagnostics"], .bool(true))
        client.open(folder.file("Home.view"), hidden)
        XCTAssertTrue(ServerHarness.published(client.drain(), uri: folder.file("Home.view").absoluteString).isEmpty)
    }

    func testResultIDsMakeAnUnchangedFileUnchanged() throws {
        let folder = try TemporaryWorkspace([:])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url, capabilities: Self.pulling)
        let home = folder.file("Home.view")
        client.open(home, hidden)
        let first = try XCTUnwrap(pull(client, home))
        XCTAssertEqual(first["kind"]?.stringValue, "full")
        XCTAssertEqual(first["items"]?.arrayValue?.map { $0["code"]?.stringValue }, ["status-bar/hidden"])
        let resultID = try XCTUnwrap(first["resultId"]?.stringValue)
        XCTAssertEqual(pull(client, home, previous: resultID), .object(["kind": "unchanged", "resultId": .string(resultID)]))
        client.change(home, version: 2, [.object(["range": ServerHarness.range(1, 16, 1, 28), "text": ""])])
        let after = try XCTUnwrap(pull(client, home, previous: resultID))
        XCTAssertEqual(after["kind"]?.stringValue, "full")
        XCTAssertEqual(after["items"]?.arrayValue, [])
        XCTAssertNotEqual(after["resultId"]?.stringValue, resultID)
    }

    func testWorkspaceDiagnosticsCoverClosedFilesWithANullVersion() throws {
        let folder = try TemporaryWorkspace(["Closed.view": hidden, "Clean.view": "Screen { title: \"Clean\" }\n"])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url, capabilities: Self.pulling)
        client.open(folder.file("Clean.view"), "Screen { title: \"Clean\" }\n", version: 7)
        let report = try XCTUnwrap(client.request("workspace/diagnostic", .object(["previousResultIds": .array([])])).result)
        let items = try XCTUnwrap(report["items"]?.arrayValue)
        XCTAssertEqual(items.map { $0["uri"]?.stringValue }, [folder.file("Clean.view").absoluteString, folder.file("Closed.view").absoluteString])
        XCTAssertEqual(items[0]["version"], .integer(7))
        XCTAssertEqual(items[1]["version"], .null, "a closed file's version is null, not absent")
        XCTAssertEqual(items[1]["items"]?.arrayValue?.map { $0["code"]?.stringValue }, ["status-bar/hidden"])
        // Quoting the result ids back makes every report unchanged.
        let previous = items.map { JSONValue.object(["uri": $0["uri"]!, "value": $0["resultId"]!]) }
        let again = try XCTUnwrap(client.request("workspace/diagnostic", .object(["previousResultIds": .array(previous)])).result)
        XCTAssertEqual(again["items"]?.arrayValue?.map { $0["kind"]?.stringValue }, ["unchanged", "unchanged"])
    }

    func testAChangeThatAffectsOtherFilesAsksTheClientToPullAgain() throws {
        let folder = try TemporaryWorkspace(["Home.view": "Screen { Button { title: \"Go\"; push: Details } }\n"])
        let client = ServerHarness()
        let capabilities = Self.pulling.merging(["workspace": .object(["diagnostics": .object(["refreshSupport": true])])]) { $1 }
        _ = client.initialize(root: folder.url, capabilities: capabilities)
        client.server.refreshInterval = .milliseconds(50)
        answerEverything(client)
        Thread.sleep(forTimeInterval: 0.1)
        answerEverything(client)
        client.open(folder.file("Details.view"), "Screen { title: \"Details\" }\n")
        let requests = ServerHarness.serverRequests(client.drain())
        XCTAssertEqual(requests.map(\.method), ["workspace/diagnostic/refresh"], "Home.view pushes the new screen")
        guard requests.count == 1 else { return }
        XCTAssertNil(requests[0].params, "no params member: JSON-RPC 2.0 allows no null params")
        // While the client has not answered, further changes send nothing; the answer lets one more go.
        for version in 2...6 {
            client.change(folder.file("Details.view"), version: version, [.object(["range": ServerHarness.range(0, 17, 0, 17), "text": "x"])])
        }
        XCTAssertEqual(ServerHarness.serverRequests(client.drain()).map(\.method), [], "one refresh at a time")
        client.answer(requests[0].id, .null)
        Thread.sleep(forTimeInterval: 0.1)
        client.server.waitUntilIdle()
        let again = ServerHarness.serverRequests(client.drain())
        XCTAssertEqual(again.map(\.method), ["workspace/diagnostic/refresh"], "the five changes coalesce into one refresh")
    }

    func testRefreshesComeNoSoonerThanTheInterval() throws {
        let folder = try TemporaryWorkspace(["Home.view": "Screen { Button { title: \"Go\"; push: Details } }\n"])
        let client = ServerHarness()
        let capabilities = Self.pulling.merging(["workspace": .object(["diagnostics": .object(["refreshSupport": true])])]) { $1 }
        _ = client.initialize(root: folder.url, capabilities: capabilities)
        client.server.refreshInterval = .milliseconds(300)
        answerEverything(client)
        Thread.sleep(forTimeInterval: 0.35)
        answerEverything(client)
        Thread.sleep(forTimeInterval: 0.35)
        client.open(folder.file("Details.view"), "Screen { title: \"Details\" }\n")
        let first = ServerHarness.serverRequests(client.drain())
        XCTAssertEqual(first.count, 1)
        guard first.count == 1 else { return }
        client.answer(first[0].id, .null)
        client.change(folder.file("Details.view"), version: 2, [.object(["range": ServerHarness.range(0, 17, 0, 17), "text": "x"])])
        XCTAssertEqual(ServerHarness.serverRequests(client.drain()).count, 0, "answered, but within the interval")
        Thread.sleep(forTimeInterval: 0.45)
        client.server.waitUntilIdle()
        XCTAssertEqual(ServerHarness.serverRequests(client.drain()).map(\.method), ["workspace/diagnostic/refresh"])
    }

    /// Answers the requests the server sent so far (the settings, the file watcher, a refresh), as a client would.
    private func answerEverything(_ client: ServerHarness) {
        for request in ServerHarness.serverRequests(client.drain()) { client.answer(request.id, .null) }
    }
}
