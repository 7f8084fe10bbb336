/// Hover, completion and code actions through the server: positions in the
/// negotiated encoding, markdown or plain text, snippets or not, quick fixes
/// and fix-all as workspace edits.
import Foundation
@testable import ViewServer
import XCTest

final class FeatureRequestTests: XCTestCase {
    private let source = "Screen {\n    title: \"Книги 📚\"\n    StatusBar { hidden: true }\n    NavigationBar {  }\n}\n"

    private func session(encodings: [String] = ["utf-16"]) throws -> (ServerHarness, URL, TemporaryWorkspace) {
        try ServerHarness.session(opening: source, encodings: encodings)
    }

    private func position(_ uri: URL, _ line: Int, _ character: Int) -> JSONValue {
        .object(["textDocument": .object(["uri": .string(uri.absoluteString)]),
                 "position": .object(["line": .integer(line), "character": .integer(character)])])
    }

    func testHoverOnADiagnosticExplainsTheRule() throws {
        let (client, home, _) = try session()
        let hover = try XCTUnwrap(client.request("textDocument/hover", position(home, 2, 20)).result)
        XCTAssertEqual(hover["contents"]?["kind"]?.stringValue, "markdown")
        XCTAssertTrue(hover["contents"]?["value"]?.stringValue?.contains("status-bar/hidden") ?? false, "\(hover)")
        XCTAssertEqual(hover["range"]?["start"]?["line"]?.intValue, 2)
    }

    func testHoverOnAComponentAfterAnEmojiLineUsesTheEncoding() throws {
        let (client, home, _) = try session()
        let hover = try XCTUnwrap(client.request("textDocument/hover", position(home, 3, 6)).result)
        XCTAssertTrue(hover["contents"]?["value"]?.stringValue?.contains("NavigationBar") ?? false, "\(hover)")
        XCTAssertEqual(client.request("textDocument/hover", position(home, 0, 8)).result, .null, "nothing on whitespace")
    }

    func testCompletionOffersOnlyWhatTheBlockMayHold() throws {
        let (client, home, _) = try session()
        let list = try XCTUnwrap(client.request("textDocument/completion", position(home, 3, 20)).result)
        let labels = Set(list["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? [])
        XCTAssertTrue(labels.contains("BackButton"), "\(labels)")
        XCTAssertTrue(labels.contains("title"), "\(labels)")
        XCTAssertFalse(labels.contains("Cell"), "\(labels)")
        let item = try XCTUnwrap(list["items"]?.arrayValue?.first { $0["label"]?.stringValue == "BackButton" })
        XCTAssertEqual(item["insertTextFormat"]?.intValue, 1, "no snippets unless the client supports them")
        XCTAssertEqual(item["textEdit"]?["range"]?["start"]?["line"]?.intValue, 3)
    }

    func testCodeActionsGiveTheFixAndTheDisableComment() throws {
        let (client, home, _) = try session()
        let params: JSONValue = .object(["textDocument": .object(["uri": .string(home.absoluteString)]),
                                         "range": ServerHarness.range(2, 20, 2, 20), "context": .object(["diagnostics": .array([])])])
        let actions = try XCTUnwrap(client.request("textDocument/codeAction", params).result?.arrayValue)
        let kinds = actions.compactMap { $0["kind"]?.stringValue }
        XCTAssertEqual(Set(kinds), ["quickfix"])
        let fix = try XCTUnwrap(actions.first { $0["isPreferred"]?.boolValue == true })
        let edits = try XCTUnwrap(fix["edit"]?["changes"]?[home.absoluteString]?.arrayValue)
        XCTAssertEqual(edits.first?["range"]?["start"]?["line"]?.intValue, 2)
        XCTAssertTrue(actions.contains { $0["title"]?.stringValue?.contains("status-bar/hidden") ?? false }, "a disable action")
    }

    func testFixAllIsOfferedWhenAsked() throws {
        let (client, home, _) = try session()
        let params: JSONValue = .object(["textDocument": .object(["uri": .string(home.absoluteString)]),
                                         "range": ServerHarness.range(0, 0, 0, 0),
                                         "context": .object(["diagnostics": .array([]), "only": .array([.string("source.fixAll")])])])
        let actions = try XCTUnwrap(client.request("textDocument/codeAction", params).result?.arrayValue)
        XCTAssertEqual(actions.compactMap { $0["kind"]?.stringValue }, ["source.fixAll.viewls"])
    }

    func testAnUnknownDocumentIsABadParameter() throws {
        let (client, _, folder) = try session()
        XCTAssertEqual(client.request("textDocument/hover", position(folder.file("Missing.view"), 0, 0)).error?.code,
                       -32602)
    }

    func testCodeActionKindsFollowTheDottedHierarchy() {
        XCTAssertTrue(LanguageServer.kind("source.fixAll.viewls", isWithin: "source"))
        XCTAssertTrue(LanguageServer.kind("source.fixAll.viewls", isWithin: "source.fixAll"))
        XCTAssertTrue(LanguageServer.kind("quickfix", isWithin: "quickfix"))
        XCTAssertFalse(LanguageServer.kind("source.fixAll.viewls", isWithin: "source.fix"))
        XCTAssertFalse(LanguageServer.kind("source.fixAll.viewls", isWithin: ""))
        XCTAssertFalse(LanguageServer.kind("quickfix", isWithin: "quickfix.extra"))
    }

    func testCompletionDocumentationIsPlainUnlessTheClientTakesMarkdown() throws {
        let (client, home, _) = try session()
        let plain = try XCTUnwrap(client.request("textDocument/completion", position(home, 3, 20)).result?["items"]?.arrayValue)
        let documented = try XCTUnwrap(plain.first { $0["documentation"] != nil }?["documentation"])
        XCTAssertEqual(documented["kind"]?.stringValue, "plaintext")
        XCTAssertFalse(documented["value"]?.stringValue?.contains("`") ?? true, "\(documented)")

        let folder = try TemporaryWorkspace([:])
        let markdownClient = ServerHarness()
        let completion: JSONValue = .object(["completionItem": .object(["documentationFormat": .array(["markdown", "plaintext"])])])
        _ = markdownClient.initialize(root: folder.url, capabilities: ["textDocument": .object(["completion": completion])])
        markdownClient.open(folder.file("Home.view"), source)
        let items = try XCTUnwrap(markdownClient.request("textDocument/completion", position(folder.file("Home.view"), 3, 20)).result?["items"]?.arrayValue)
        XCTAssertEqual(items.first { $0["documentation"] != nil }?["documentation"]?["kind"]?.stringValue, "markdown")
    }

    func testAnswersUseTheDocumentsURIAsTheClientWroteIt() throws {
        let folder = try TemporaryWorkspace([:])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        // The client escapes characters a canonical URI would leave alone.
        let written = folder.url.absoluteString + "/C%2B%2B%20Home.view"
        client.notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(written), "languageId": "view", "version": 1, "text": .string(source),
        ])]))
        let published = ServerHarness.published(client.drain(), uri: written)
        XCTAssertEqual(published.count, 1, "published under the URI the client used")
        let params: JSONValue = .object(["textDocument": .object(["uri": .string(written)]),
                                         "range": ServerHarness.range(2, 20, 2, 20), "context": .object(["diagnostics": .array([])])])
        let fix = try XCTUnwrap(client.request("textDocument/codeAction", params).result?.arrayValue?.first)
        XCTAssertNotNil(fix["edit"]?["changes"]?[written], "\(fix)")
    }

    /// Hover and completion reuse the last check's model only while it is current. A client that
    /// pulls diagnostics makes the server check nothing after an edit, so a kept model is stale then.
    func testHoverAndCompletionAfterAnEditSeeTheNewText() throws {
        let folder = try TemporaryWorkspace([:])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url, capabilities: PullDiagnosticsTests.pulling)
        let home = folder.file("Home.view")
        client.open(home, source)
        _ = client.request("textDocument/hover", position(home, 3, 6))  // checks version 1 and keeps its model
        client.change(home, version: 2, [.object(["range": ServerHarness.range(3, 4, 3, 17), "text": "Toolbar"])])
        let list = try XCTUnwrap(client.request("textDocument/completion", position(home, 3, 14)).result)
        let labels = Set(list["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? [])
        XCTAssertTrue(labels.contains("FlexibleSpace"), "a Toolbar's children now: \(labels)")
        XCTAssertFalse(labels.contains("BackButton"), "\(labels)")
        let hover = try XCTUnwrap(client.request("textDocument/hover", position(home, 3, 6)).result)
        XCTAssertTrue(hover["contents"]?["value"]?.stringValue?.contains("Toolbar") ?? false, "\(hover)")
    }
}
