/// "Did you mean" for a `push:` target no file defines, in a workspace that
/// lives long: the screen names and the suggestions per name are kept between
/// checks (`Workspace.screenSuggestions`), so each must follow a screen added,
/// renamed, turned into a component and back, and removed.
import Foundation
@testable import ViewServer
import XCTest

final class ScreenSuggestionFreshnessTests: XCTestCase {
    private func messages(_ messages: [Message], _ url: URL) -> [String]? {
        ServerHarness.published(messages, uri: url.absoluteString).first?["diagnostics"]?.arrayValue?
            .compactMap { $0["message"]?.stringValue }
    }

    private func watched(_ client: ServerHarness, _ changes: [(URL, Int)]) {
        client.notify("workspace/didChangeWatchedFiles", .object(["changes": .array(changes.map { url, type in
            .object(["uri": .string(url.absoluteString), "type": .integer(type)])
        })]))
    }

    func testSuggestionsFollowScreensAddedRenamedRetypedAndRemoved() throws {
        let folder = try TemporaryWorkspace(["Other.view": "Screen {}\n"])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        _ = client.drain()
        let home = folder.file("Home.view")
        client.open(home, "Screen {\n    Button { title: \"More\"; push: Settngs }\n}\n")
        XCTAssertEqual(messages(client.drain(), home), ["no screen named `Settngs` in the workspace"])

        // Added.
        try "Screen {}\n".write(to: folder.file("Settings.view"), atomically: true, encoding: .utf8)
        watched(client, [(folder.file("Settings.view"), 1)])
        XCTAssertEqual(messages(client.drain(), home), ["no screen named `Settngs` in the workspace; did you mean `Settings`?"])

        // Renamed.
        try FileManager.default.moveItem(at: folder.file("Settings.view"), to: folder.file("Settingz.view"))
        watched(client, [(folder.file("Settings.view"), 3), (folder.file("Settingz.view"), 1)])
        XCTAssertEqual(messages(client.drain(), home), ["no screen named `Settngs` in the workspace; did you mean `Settingz`?"])

        // Its root type changes to a component, and back.
        let settingz = folder.file("Settingz.view")
        client.open(settingz, "Screen {}\n")
        _ = client.drain()
        client.change(settingz, version: 2, [.object(["text": .string("Toolbar {}\n")])])
        XCTAssertEqual(messages(client.drain(), home), ["no screen named `Settngs` in the workspace"])
        client.change(settingz, version: 3, [.object(["text": .string("Screen {}\n")])])
        XCTAssertEqual(messages(client.drain(), home), ["no screen named `Settngs` in the workspace; did you mean `Settingz`?"])

        // Removed.
        client.notify("textDocument/didClose", .object(["textDocument": .object(["uri": .string(settingz.absoluteString)])]))
        try FileManager.default.removeItem(at: settingz)
        watched(client, [(settingz, 3)])
        XCTAssertEqual(messages(client.drain(), home), ["no screen named `Settngs` in the workspace"])
    }
}
