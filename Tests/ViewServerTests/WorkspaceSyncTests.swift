/// The workspace around the open documents: indexing with progress and a
/// log line, settings from the editor over `.viewls.json`, files changed on
/// disk, and the dynamic registration that asks for them.
import Foundation
@testable import ViewServer
import XCTest

final class WorkspaceSyncTests: XCTestCase {
    let hidden = "Screen {\n    StatusBar { hidden: true }\n}\n"

    private func codes(_ messages: [Message], _ url: URL) -> [String]? {
        ServerHarness.published(messages, uri: url.absoluteString).first?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }
    }

    private func severities(_ messages: [Message], _ url: URL) -> [Int]? {
        ServerHarness.published(messages, uri: url.absoluteString).first?["diagnostics"]?.arrayValue?.compactMap { $0["severity"]?.intValue }
    }

    func testIndexingReportsProgressAndLogs() throws {
        let folder = try TemporaryWorkspace(["A.view": "Screen {}\n", "B.view": "Screen {}\n", "C.view": "Screen {}\n"])
        let client = ServerHarness(progressAnswer: .accept)
        _ = client.initialize(root: folder.url, capabilities: ["window": .object(["workDoneProgress": true])])
        let messages = client.drain()
        let requests = ServerHarness.serverRequests(messages)
        XCTAssertEqual(requests.first?.method, "window/workDoneProgress/create")
        XCTAssertEqual(requests.first?.params?["token"]?.stringValue, "viewls/indexing")
        let progress = messages.compactMap { message -> JSONValue? in
            guard case .notification("$/progress", let params?) = message else { return nil }
            return params["value"]
        }
        XCTAssertEqual(progress.map { $0["kind"]?.stringValue }, ["begin", "report", "report", "report", "end"])
        XCTAssertEqual(progress.compactMap { $0["percentage"]?.intValue }, [0, 33, 66, 100])
        XCTAssertEqual(progress.last?["message"]?.stringValue, "3 files indexed")
        let logs = messages.compactMap { message -> String? in
            guard case .notification("window/logMessage", let params?) = message else { return nil }
            return params["message"]?.stringValue
        }
        XCTAssertTrue(logs.contains { $0.hasPrefix("indexed 3 files below \(folder.url.path)") }, "\(logs)")
        // A client that does not show progress gets none.
        let quiet = ServerHarness()
        _ = quiet.initialize(root: folder.url)
        XCTAssertFalse(quiet.drain().contains { if case .notification("$/progress", _) = $0 { return true } else { return false } })
    }

    /// `$/progress` only after the client accepted the token: one that refuses it, or has not answered
    /// by the time indexing ends, hears none (JSON-RPC: the token is not the client's until then).
    func testProgressWaitsForTheClientToAcceptTheToken() throws {
        let folder = try TemporaryWorkspace(["A.view": "Screen {}\n", "B.view": "Screen {}\n"])
        func progress(_ messages: [Message]) -> [String] {
            messages.compactMap { message in
                guard case .notification("$/progress", let params?) = message else { return nil }
                return params["value"]?["kind"]?.stringValue
            }
        }
        let refusing = ServerHarness(progressAnswer: .refuse)
        _ = refusing.initialize(root: folder.url, capabilities: ["window": .object(["workDoneProgress": true])])
        let refused = refusing.drain()
        XCTAssertEqual(ServerHarness.serverRequests(refused).first?.method, "window/workDoneProgress/create")
        XCTAssertEqual(progress(refused), [])
        let silent = ServerHarness()
        _ = silent.initialize(root: folder.url, capabilities: ["window": .object(["workDoneProgress": true])])
        let unanswered = silent.drain()
        let create = try XCTUnwrap(ServerHarness.serverRequests(unanswered).first)
        XCTAssertEqual(progress(unanswered), [], "nothing before the answer")
        silent.answer(create.id, .null)
        XCTAssertEqual(progress(silent.drain()), [], "an answer after the indexing ended starts nothing")
    }

    func testInitializationOptionsOverrideTheConfigurationFile() throws {
        let folder = try TemporaryWorkspace([".viewls.json": #"{"rules": {"status-bar/hidden": "error"}}"#])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url, options: .object(["rules": .object(["status-bar/hidden": "hint"])]))
        client.open(folder.file("Home.view"), hidden)
        XCTAssertEqual(severities(client.drain(), folder.file("Home.view")), [4])
    }

    func testSettingsComeFromWorkspaceConfigurationAndAreReadAgainOnChange() throws {
        let folder = try TemporaryWorkspace([:])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url, capabilities: ["workspace": .object(["configuration": true])])
        let ask = try XCTUnwrap(ServerHarness.serverRequests(client.drain()).first)
        XCTAssertEqual(ask.method, "workspace/configuration")
        XCTAssertEqual(ask.params?["items"], .array([.object(["section": "viewls"])]))
        let home = folder.file("Home.view")
        client.open(home, hidden)
        XCTAssertEqual(codes(client.drain(), home), ["status-bar/hidden"])
        client.answer(ask.id, .array([.object(["rules": .object(["status-bar/hidden": "off"])])]))
        XCTAssertEqual(codes(client.drain(), home), [], "the answer re-checks the open documents")
        // A change notification without the settings makes the server ask again.
        client.notify("workspace/didChangeConfiguration", .object(["settings": .null]))
        let again = try XCTUnwrap(ServerHarness.serverRequests(client.drain()).first)
        XCTAssertEqual(again.method, "workspace/configuration")
        client.answer(again.id, .array([.object([:])]))
        XCTAssertEqual(codes(client.drain(), home), ["status-bar/hidden"])
        // One that carries them is applied at once.
        client.notify("workspace/didChangeConfiguration", .object(["settings": .object(["viewls": .object(["rules": .object(["status-bar/hidden": "info"])])])]))
        XCTAssertEqual(severities(client.drain(), home), [3])
    }

    func testBadSettingsAreLoggedAndTheRestApplies() throws {
        let folder = try TemporaryWorkspace([:])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        _ = client.drain()
        let settings = JSONValue.object(["rulez": true, "rules": .object(["status-bar/hidden": "off"])])
        client.notify("workspace/didChangeConfiguration", .object(["settings": .object(["viewls": settings])]))
        let logs = client.drain().compactMap { message -> JSONValue? in
            guard case .notification("window/logMessage", let params?) = message else { return nil }
            return params
        }
        XCTAssertTrue(logs.contains { $0["type"] == .integer(2) && ($0["message"]?.stringValue?.contains("rulez") ?? false) }, "\(logs)")
        client.open(folder.file("Home.view"), hidden)
        XCTAssertEqual(codes(client.drain(), folder.file("Home.view")), [])
    }

    func testWatchedFilesAreRegisteredAndKeepClosedFilesCurrent() throws {
        let folder = try TemporaryWorkspace([:])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url, capabilities: ["workspace": .object(["didChangeWatchedFiles": .object(["dynamicRegistration": true])])])
        let registration = try XCTUnwrap(ServerHarness.serverRequests(client.drain()).first)
        XCTAssertEqual(registration.method, "client/registerCapability")
        let entry = registration.params?["registrations"]?.arrayValue?.first
        XCTAssertEqual(entry?["method"]?.stringValue, "workspace/didChangeWatchedFiles")
        XCTAssertEqual(entry?["registerOptions"]?["watchers"]?.arrayValue?.compactMap { $0["globPattern"]?.stringValue },
                       ["**/*.view", "**/.viewls.json"])
        client.answer(registration.id, .null)

        let home = folder.file("Home.view")
        client.open(home, "Screen {\n    Button { title: \"More\"; push: Details }\n}\n")
        XCTAssertEqual(codes(client.drain(), home), ["unresolved-screen"])
        // The screen appears on disk: the open document is checked again.
        try "Screen { title: \"Details\" }\n".write(to: folder.file("Details.view"), atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", .object(["changes": .array([
            .object(["uri": .string(folder.file("Details.view").absoluteString), "type": 1]),
        ])]))
        XCTAssertEqual(codes(client.drain(), home), [])
        // A configuration file appears: severities follow it.
        try #"{"rules": {"unresolved-screen": "warning"}}"#.write(to: folder.file(".viewls.json"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.file("Details.view"))
        client.notify("workspace/didChangeWatchedFiles", .object(["changes": .array([
            .object(["uri": .string(folder.file(".viewls.json").absoluteString), "type": 1]),
            .object(["uri": .string(folder.file("Details.view").absoluteString), "type": 3]),
        ])]))
        XCTAssertEqual(severities(client.drain(), home), [2])
    }

    func testAWatchedChangeToAnOpenDocumentKeepsTheEditorsText() throws {
        let folder = try TemporaryWorkspace(["Home.view": "Screen {}\n"])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        let home = folder.file("Home.view")
        client.open(home, hidden)
        _ = client.drain()
        client.notify("workspace/didChangeWatchedFiles", .object(["changes": .array([.object(["uri": .string(home.absoluteString), "type": 2])])]))
        XCTAssertEqual(client.server.folders[0].files[home.path]?.tree.text, hidden)
    }
}
