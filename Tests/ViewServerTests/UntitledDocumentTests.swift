/// `untitled:` buffers — a new screen not saved yet — are checked as a
/// screen of their own, with the root's configuration, and answered like
/// any open document; nothing is read from or written to disk for them.
import Foundation
@testable import ViewServer
import XCTest

final class UntitledDocumentTests: XCTestCase {
    func testAnUntitledBufferIsCheckedWithTheRootsConfiguration() throws {
        let folder = try TemporaryWorkspace([".viewls.json": #"{"rules": {"status-bar/hidden": "error"}}"#])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        let uri = "untitled:Untitled-1"
        client.notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(uri), "languageId": .string("view"), "version": .integer(1),
            "text": .string("Screen {\n    StatusBar { hidden: true }\n}\n")])]))
        let published = try XCTUnwrap(ServerHarness.published(client.drain(), uri: uri).first)
        let diagnostics = try XCTUnwrap(published["diagnostics"]?.arrayValue)
        XCTAssertEqual(diagnostics.compactMap { $0["code"]?.stringValue }, ["status-bar/hidden"])
        XCTAssertEqual(diagnostics.first?["severity"]?.intValue, 1, "the root's .viewls.json applies")
        let hover = client.request("textDocument/hover", .object(["textDocument": .object(["uri": .string(uri)]),
                                                                   "position": .object(["line": .integer(1), "character": .integer(6)])]))
        XCTAssertNil(hover.error)
        XCTAssertNotNil(hover.result?["contents"])
        client.notify("textDocument/didClose", .object(["textDocument": .object(["uri": .string(uri)])]))
        let cleared = try XCTUnwrap(ServerHarness.published(client.drain(), uri: uri).first)
        XCTAssertEqual(cleared["diagnostics"]?.arrayValue?.count, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(FileURI.untitledFolder).path))
    }

    func testUntitledNamesBecomeTypeNames() {
        XCTAssertEqual(FileURI.untitledPath("untitled:Untitled-1", root: "/w"), "/w/.viewls-untitled/Untitled1.view")
        XCTAssertEqual(FileURI.untitledPath("untitled:3", root: "/w"), "/w/.viewls-untitled/Untitled3.view")
        XCTAssertEqual(FileURI.untitledPath("untitled:%E6%96%B0%20screen", root: "/w"), "/w/.viewls-untitled/Screen.view")
        XCTAssertEqual(FileURI.untitledPath("untitled:../../etc", root: "/w"), "/w/.viewls-untitled/Etc.view")
        XCTAssertNil(FileURI.untitledPath("file:///w/A.view", root: "/w"))
    }
}
