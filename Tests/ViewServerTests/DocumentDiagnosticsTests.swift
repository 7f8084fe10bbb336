/// Documents and pushed diagnostics: open, incremental and full changes in
/// UTF-16 and UTF-8 positions on lines with Cyrillic, CJK and emoji, close,
/// and re-checking the files a change affects.
import Foundation
@testable import ViewServer
import ViewSyntax
import XCTest

final class DocumentDiagnosticsTests: XCTestCase {
    func testOpeningPublishesDiagnosticsWithCodeSourceAndVersion() throws {
        let folder = try TemporaryWorkspace([:])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        let home = folder.file("Home.view")
        client.open(home, "Screen {\n    StatusBar { hidden: true }\n}\n", version: 3)
        let published = try XCTUnwrap(ServerHarness.published(client.drain(), uri: home.absoluteString).first)
        XCTAssertEqual(published["version"]?.intValue, 3)
        let diagnostic = try XCTUnwrap(published["diagnostics"]?.arrayValue?.first)
        XCTAssertEqual(diagnostic["code"]?.stringValue, "status-bar/hidden")
        XCTAssertEqual(diagnostic["source"]?.stringValue, "viewls")
        XCTAssertEqual(diagnostic["range"], ServerHarness.range(1, 16, 1, 28))
    }

    func testIncrementalChangesApplyInOrderInUTF16() throws {
        let folder = try TemporaryWorkspace([:])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        let home = folder.file("Home.view")
        let text = "Screen {\n    title: \"Книги 📚 书\"; StatusBar { hidden: true }\n}\n"
        client.open(home, text)
        let before = try XCTUnwrap(ServerHarness.published(client.drain(), uri: home.absoluteString).first)
        // "    title: \"Книги 📚 书\"; StatusBar { " is 37 UTF-16 units (the emoji is two).
        XCTAssertEqual(before["diagnostics"]?.arrayValue?.first?["range"], ServerHarness.range(1, 37, 1, 49))
        // Two edits in one change: rename the title, then remove `hidden: true` (positions after the first edit).
        client.change(home, version: 2, [
            .object(["range": ServerHarness.range(1, 12, 1, 17), "text": .string("Полка")]),
            .object(["range": ServerHarness.range(1, 37, 1, 49), "text": .string("")]),
        ])
        let after = try XCTUnwrap(ServerHarness.published(client.drain(), uri: home.absoluteString).first)
        XCTAssertEqual(after["version"]?.intValue, 2)
        XCTAssertEqual(after["diagnostics"]?.arrayValue, [])
        let document = try XCTUnwrap(client.server.documents.document(at: home.path))
        XCTAssertEqual(document.file.tree.text, "Screen {\n    title: \"Полка 📚 书\"; StatusBar {  }\n}\n")
        // The line index, updated edit by edit, is the index of the new text.
        XCTAssertEqual(document.file.lineIndex, LineIndex(document.file.bytes))
    }

    func testUTF8PositionsCountBytes() throws {
        let folder = try TemporaryWorkspace([:])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url, encodings: ["utf-8"])
        let home = folder.file("Home.view")
        client.open(home, "Screen {\n    title: \"书\"; StatusBar { hidden: true }\n}\n")
        let published = try XCTUnwrap(ServerHarness.published(client.drain(), uri: home.absoluteString).first)
        // "    title: \"书\"; StatusBar { " is 30 bytes (书 is three).
        XCTAssertEqual(published["diagnostics"]?.arrayValue?.first?["range"], ServerHarness.range(1, 30, 1, 42))
    }

    func testAFullChangeReplacesTheText() throws {
        let folder = try TemporaryWorkspace([:])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        let home = folder.file("Home.view")
        client.open(home, "Screen {}\n")
        _ = client.drain()
        client.change(home, version: 2, [.object(["text": .string("Screen { StatusBar { hidden: true } }\n")])])
        let published = try XCTUnwrap(ServerHarness.published(client.drain(), uri: home.absoluteString).first)
        XCTAssertEqual(published["diagnostics"]?.arrayValue?.count, 1)
    }

    func testAChangeRechecksTheOpenFilesItAffects() throws {
        let folder = try TemporaryWorkspace([
            "Settings.view": "Screen {\n    title: \"Settings\"\n    TableView { Cell { title: \"Wi-Fi\"; push: Wifi } }\n}\n",
        ])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        let wifi = folder.file("Wifi.view")
        client.open(wifi, "Screen {\n    NavigationBar { BackButton { title: \"Settings\" } }\n}\n")
        XCTAssertEqual(ServerHarness.published(client.drain(), uri: wifi.absoluteString).first?["diagnostics"]?.arrayValue, [])
        let settings = folder.file("Settings.view")
        client.open(settings, "Screen {\n    title: \"Preferences\"\n    TableView { Cell { title: \"Wi-Fi\"; push: Wifi } }\n}\n")
        let republished = try XCTUnwrap(ServerHarness.published(client.drain(), uri: wifi.absoluteString).first)
        XCTAssertEqual(republished["diagnostics"]?.arrayValue?.first?["code"]?.stringValue, "navigation-bar/back-title")
        let related = republished["diagnostics"]?.arrayValue?.first?["relatedInformation"]?.arrayValue?.first
        XCTAssertEqual(related?["location"]?["uri"]?.stringValue, settings.absoluteString)
        XCTAssertEqual(related?["location"]?["range"]?["start"]?["line"]?.intValue, 2)
    }

    /// `bars/mixed-translucency` compares each bar with the whole app: opening a file that turns the
    /// app's majority re-checks the other open files holding bars, and their findings move.
    func testAFileThatTurnsTheAppsBarsRechecksTheOpenFilesWithBars() throws {
        let folder = try TemporaryWorkspace(["Share.view": "Screen { Toolbar { translucent: false } }\n"])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        let photos = folder.file("Photos.view")
        client.open(photos, "Screen {\n    NavigationBar { title: \"Photos\"; translucent: false }\n    Toolbar { }\n}\n")
        let before = try XCTUnwrap(ServerHarness.published(client.drain(), uri: photos.absoluteString).first?["diagnostics"]?.arrayValue)
        XCTAssertEqual(before.map { $0["code"]?.stringValue }, ["bars/mixed-translucency"])
        XCTAssertEqual(before.first?["range"]?["start"]?["line"]?.intValue, 2, "two opaque bars to one: the toolbar")
        client.open(folder.file("Albums.view"), "Screen { NavigationBar { title: \"Albums\" } }\n")
        let after = try XCTUnwrap(ServerHarness.published(client.drain(), uri: photos.absoluteString).first?["diagnostics"]?.arrayValue)
        XCTAssertEqual(after.map { $0["code"]?.stringValue }, ["bars/mixed-translucency"])
        XCTAssertEqual(after.first?["range"]?["start"]?["line"]?.intValue, 1, "two against two: translucent wins, so the navigation bar")
    }

    func testClosingClearsDiagnosticsAndFallsBackToTheDisk() throws {
        let folder = try TemporaryWorkspace(["Home.view": "Screen {}\n"])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        let home = folder.file("Home.view")
        client.open(home, "Screen { StatusBar { hidden: true } }\n")
        _ = client.drain()
        client.notify("textDocument/didClose", .object(["textDocument": .object(["uri": .string(home.absoluteString)])]))
        XCTAssertEqual(ServerHarness.published(client.drain(), uri: home.absoluteString).first?["diagnostics"]?.arrayValue, [])
        XCTAssertEqual(client.server.folders[0].files[home.path]?.tree.text, "Screen {}\n")
    }
}
