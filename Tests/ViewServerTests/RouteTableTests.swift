/// The route table: the methods the server answers and the capabilities it
/// announces are the ones `docs/server.md` lists (literals here), every
/// announced capability comes from a route, and every routed method is
/// answered (not -32601) while an unknown one is not.
import Foundation
@testable import ViewServer
import XCTest

final class RouteTableTests: XCTestCase {
    /// docs/server.md, "Requests and notifications".
    static let documentedRequests = [
        "initialize", "shutdown",
        "textDocument/hover", "textDocument/completion", "textDocument/codeAction", "textDocument/diagnostic", "workspace/diagnostic",
        "textDocument/definition", "textDocument/references", "textDocument/prepareRename", "textDocument/rename",
        "textDocument/documentSymbol", "workspace/symbol",
        "textDocument/prepareCallHierarchy", "callHierarchy/incomingCalls", "callHierarchy/outgoingCalls",
        "textDocument/documentLink", "textDocument/codeLens", "viewls/preview",
        "textDocument/formatting", "textDocument/foldingRange", "textDocument/selectionRange", "textDocument/semanticTokens/full",
        "textDocument/documentColor", "textDocument/colorPresentation",
    ]
    static let documentedNotifications = [
        "initialized", "exit", "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose", "textDocument/didSave",
        "workspace/didChangeConfiguration", "workspace/didChangeWatchedFiles", "workspace/didChangeWorkspaceFolders",
    ]
    /// docs/server.md: what `initialize` announces to every client…
    static let documentedCapabilities: Set<String> = [
        "positionEncoding", "textDocumentSync", "hoverProvider", "completionProvider", "codeActionProvider", "definitionProvider",
        "referencesProvider", "renameProvider", "documentSymbolProvider", "workspaceSymbolProvider", "documentFormattingProvider",
        "foldingRangeProvider", "selectionRangeProvider", "colorProvider", "callHierarchyProvider", "documentLinkProvider",
        "codeLensProvider", "experimental", "workspace", "semanticTokensProvider",
    ]
    /// …and to clients that pull diagnostics.
    static let pullingCapabilities = documentedCapabilities.union(["diagnosticProvider"])

    static let pulling: [String: JSONValue] = [
        "textDocument": .object(["diagnostic": .object([:]), "rename": .object(["prepareSupport": .bool(true)])]),
    ]

    func testTheTableHoldsTheDocumentedMethodsOnceEach() {
        XCTAssertEqual(RouteTable.requests.map(\.method), Self.documentedRequests)
        XCTAssertEqual(RouteTable.notifications.map(\.method), Self.documentedNotifications)
        for method in Self.documentedRequests + Self.documentedNotifications {
            XCTAssertTrue(RouteTable.request(method) != nil || RouteTable.notification(method) != nil, method)
        }
        let text = (try? String(contentsOf: Self.repository.appendingPathComponent("docs/server.md"), encoding: .utf8)) ?? ""
        for method in Self.documentedRequests + Self.documentedNotifications {
            XCTAssertTrue(text.contains("`\(method)`"), "docs/server.md does not list \(method)")
        }
        for name in Self.pullingCapabilities {
            XCTAssertTrue(text.contains("`\(name)"), "docs/server.md does not list the capability \(name)")
        }
    }

    func testInitializeAnnouncesExactlyTheDocumentedCapabilities() throws {
        let plain = ServerHarness().initialize(root: nil)?["capabilities"]?.objectValue
        XCTAssertEqual(Set((plain ?? [:]).keys), Self.documentedCapabilities)
        XCTAssertEqual(plain?["renameProvider"], .bool(true))
        XCTAssertEqual(plain?["textDocumentSync"], .object(["openClose": .bool(true), "change": .integer(2), "save": .bool(true)]))
        let pulling = ServerHarness().initialize(root: nil, capabilities: Self.pulling)?["capabilities"]?.objectValue
        XCTAssertEqual(Set((pulling ?? [:]).keys), Self.pullingCapabilities)
        XCTAssertEqual(pulling?["renameProvider"], .object(["prepareProvider": .bool(true)]))
        XCTAssertEqual(pulling?["diagnosticProvider"], .object(["identifier": .string("viewls"), "interFileDependencies": .bool(true),
                                                                "workspaceDiagnostics": .bool(true)]))
    }

    /// Nothing is announced but by a route: capabilities made without the table hold only the
    /// encoding, and the routes' pieces, one route at a time, add up to the whole announcement.
    func testEveryAnnouncedCapabilityComesFromARoute() throws {
        let client = ClientFeatures(try JSONValue.object(Self.pulling).decode(ClientCapabilities.self))
        func keys(_ capabilities: ServerCapabilities) throws -> Set<String> {
            Set((try JSONValue(encoding: capabilities).objectValue ?? [:]).keys)
        }
        XCTAssertEqual(try keys(ServerCapabilities(positionEncoding: "utf-16")), ["positionEncoding"])
        var fromRoutes: Set<String> = ["positionEncoding"]
        for advertise in RouteTable.requests.map(\.advertise) + RouteTable.notifications.map(\.advertise) {
            guard let advertise else { continue }
            var alone = ServerCapabilities(positionEncoding: "utf-16")
            advertise(&alone, client)
            let added = try keys(alone).subtracting(["positionEncoding"])
            XCTAssertFalse(added.isEmpty, "a route that advertises adds a capability")
            fromRoutes.formUnion(added)
        }
        XCTAssertEqual(fromRoutes, Self.pullingCapabilities)
        XCTAssertEqual(try keys(RouteTable.capabilities(positionEncoding: "utf-16", client: client)), Self.pullingCapabilities)
    }

    func testEveryRoutedRequestIsAnsweredAndOthersAreNotFound() {
        let client = ServerHarness()
        _ = client.initialize(root: nil)
        for method in Self.documentedRequests where method != "initialize" && method != "shutdown" {
            let error = client.request(method, .object([:])).error
            XCTAssertNotEqual(error?.code, -32601, method)
        }
        XCTAssertEqual(client.request("textDocument/implementation", .object([:])).error?.code, -32601)
        XCTAssertEqual(client.request("$/someRequest", .object([:])).error?.code, -32601)
        client.notify("$/setTrace", .object(["value": .string("off")]))
        client.notify("textDocument/willSave", .object([:]))
        XCTAssertTrue(client.drain().isEmpty, "`$/` and unknown notifications are ignored")
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
