/// Multi-root workspaces: each workspace folder its own namespace,
/// configuration and index, as `viewls check` would see it; folders added
/// and removed while the server runs.
import Foundation
@testable import ViewServer
import XCTest

final class MultiRootTests: XCTestCase {
    private let hidden = "Screen {\n    StatusBar { hidden: true }\n    TableView { Cell { title: \"Next\"; push: Details } }\n}\n"

    private func start(_ roots: [TemporaryWorkspace], pulls: Bool = true) -> ServerHarness {
        let client = ServerHarness()
        var capabilities: [String: JSONValue] = [:]
        if pulls { capabilities["textDocument"] = .object(["diagnostic": .object([:])]) }
        _ = client.request("initialize", .object([
            "rootUri": .string(roots[0].url.absoluteString),
            "workspaceFolders": .array(roots.map { .object(["uri": .string($0.url.absoluteString), "name": .string("f")]) }),
            "capabilities": .object(capabilities)]))
        client.notify("initialized", .object([:]))
        _ = client.drain()
        return client
    }

    /// `workspace/diagnostic`'s codes by file URI.
    private func workspaceCodes(_ client: ServerHarness) -> [String: [String]] {
        let items = client.request("workspace/diagnostic", .object(["previousResultIds": .array([])])).result?["items"]?.arrayValue ?? []
        var result: [String: [String]] = [:]
        for item in items {
            guard let uri = item["uri"]?.stringValue else { continue }
            result[uri] = (item["items"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }.sorted()
        }
        return result
    }

    func testEachFolderIsANamespaceWithItsOwnConfiguration() throws {
        let first = try TemporaryWorkspace([".viewls.json": #"{"rules": {"status-bar/hidden": "off"}}"#,
                                            "Home.view": hidden, "Details.view": "Screen { title: \"Details\" }\n"])
        let second = try TemporaryWorkspace(["Home.view": hidden])
        let client = start([first, second])
        let codes = workspaceCodes(client)
        XCTAssertEqual(codes[first.file("Home.view").absoluteString], [], "Details is in this folder; the rule is off here")
        XCTAssertEqual(codes[second.file("Home.view").absoluteString], ["status-bar/hidden", "unresolved-screen"],
                       "the other folder's Details is not this one's")
        XCTAssertNil(codes.keys.first { !$0.hasPrefix(first.url.absoluteString) && !$0.hasPrefix(second.url.absoluteString) })
        // Hover in the second folder is answered from it.
        let hover = client.request("textDocument/hover", .object([
            "textDocument": .object(["uri": .string(second.file("Home.view").absoluteString)]),
            "position": .object(["line": .integer(1), "character": .integer(6)])]))
        XCTAssertNil(hover.error)
        // Symbols come from every folder.
        let symbols = client.request("workspace/symbol", .object(["query": .string("Home")])).result?.arrayValue ?? []
        let uris = Set(symbols.compactMap { $0["location"]?["uri"]?.stringValue })
        XCTAssertTrue(uris.contains(first.file("Home.view").absoluteString) && uris.contains(second.file("Home.view").absoluteString),
                      "\(uris)")
    }

    func testFoldersComeAndGo() throws {
        let first = try TemporaryWorkspace(["Home.view": "Screen { title: \"Home\" }\n"])
        let second = try TemporaryWorkspace(["Other.view": hidden, "Details.view": "Screen {}\n"])
        let client = start([first])
        XCTAssertNil(workspaceCodes(client)[second.file("Other.view").absoluteString])
        client.notify("workspace/didChangeWorkspaceFolders", .object(["event": .object([
            "added": .array([.object(["uri": .string(second.url.absoluteString), "name": .string("second")])]),
            "removed": .array([])])]))
        _ = client.drain()
        XCTAssertEqual(workspaceCodes(client)[second.file("Other.view").absoluteString], ["status-bar/hidden"])
        client.notify("workspace/didChangeWorkspaceFolders", .object(["event": .object([
            "added": .array([]),
            "removed": .array([.object(["uri": .string(first.url.absoluteString), "name": .string("first")])])])]))
        let codes = workspaceCodes(client)
        XCTAssertNil(codes[first.file("Home.view").absoluteString], "a removed folder's files are not reported")
        XCTAssertEqual(codes[second.file("Other.view").absoluteString], ["status-bar/hidden"])
    }

    func testAnOpenDocumentIsCheckedInTheFolderThatHoldsIt() throws {
        let first = try TemporaryWorkspace(["Details.view": "Screen {}\n"])
        let second = try TemporaryWorkspace(["Details.view": "Screen {}\n"])
        let client = start([first, second], pulls: false)
        let url = second.file("Home.view")
        client.open(url, hidden)
        let published = try XCTUnwrap(ServerHarness.published(client.drain(), uri: url.absoluteString).first)
        XCTAssertEqual(published["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, ["status-bar/hidden"],
                       "Details resolves in its own folder, and no duplicate-type-name across folders")
    }
}
