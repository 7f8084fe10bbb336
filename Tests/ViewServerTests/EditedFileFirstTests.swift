/// After a keystroke the edited document's diagnostics go out first; the
/// other open documents the edit affects follow once typing pauses
/// (`dependentsDelay`), and not at all when the edit changes nothing their
/// checks read (inside a string that is not a title): the workspace's queries
/// know what each kept check read. Other screens' models are kept between
/// checks until something they read changes.
import Foundation
@testable import ViewServer
import ViewModel
import ViewSyntax
import XCTest

final class EditedFileFirstTests: XCTestCase {
    private let hub = "Screen {\n    title: \"Hub\"\n    NavigationBar { title: \"Hub\" }\n    TableView { Cell { title: \"Next\"; detail: \"More\"; push: Child } }\n}\n"
    private let child = "Screen {\n    title: \"Child\"\n    NavigationBar {\n        title: \"Child\"\n        BackButton { title: \"Hub\" }\n    }\n}\n"

    private func session() throws -> (ServerHarness, URL, URL, TemporaryWorkspace) {
        let folder = try TemporaryWorkspace(["Hub.view": hub, "Child.view": child])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        client.open(folder.file("Hub.view"), hub)
        client.open(folder.file("Child.view"), child)
        _ = client.drain()
        return (client, folder.file("Hub.view"), folder.file("Child.view"), folder)
    }

    private func publishedURIs(_ messages: [Message]) -> [String] {
        messages.compactMap { message in
            guard case .notification("textDocument/publishDiagnostics", let params?) = message else { return nil }
            return params["uri"]?.stringValue
        }
    }

    private func change(_ client: ServerHarness, _ url: URL, version: Int, line: Int, character: Int, insert text: String) {
        client.server.receive(.notification(method: "textDocument/didChange", params: .object([
            "textDocument": .object(["uri": .string(url.absoluteString), "version": .integer(version)]),
            "contentChanges": .array([.object([
                "range": .object(["start": .object(["line": .integer(line), "character": .integer(character)]),
                                  "end": .object(["line": .integer(line), "character": .integer(character)])]),
                "text": .string(text)])]),
        ])))
    }

    func testTheEditedFileIsPublishedFirstAndTheScreensItLeadsToAfterAPause() throws {
        let (client, hubURL, childURL, _) = try session()
        client.server.queue.sync { client.server.dependentsDelay = .milliseconds(300) }
        // Hub's navigation title is what Child's back button must say.
        change(client, hubURL, version: 2, line: 2, character: 29, insert: "s")
        client.server.queue.sync {}
        XCTAssertEqual(publishedURIs(client.output.take()), [hubURL.absoluteString], "Child waits for the pause")
        let later = client.drain()
        XCTAssertEqual(publishedURIs(later), [childURL.absoluteString])
        let codes = ServerHarness.published(later, uri: childURL.absoluteString).first?["diagnostics"]?.arrayValue?
            .compactMap { $0["code"]?.stringValue }
        XCTAssertEqual(codes, ["navigation-bar/back-title"], "the back button now differs from \"Hubs\"")
    }

    func testAKeystrokeInAStringThatIsNotATitleRechecksOnlyItsFile() throws {
        let (client, hubURL, _, _) = try session()
        // Inside "More" (a cell's detail): no other screen reads it.
        change(client, hubURL, version: 2, line: 3, character: 50, insert: "x")
        XCTAssertEqual(publishedURIs(client.drain()), [hubURL.absoluteString])
        // Inside a title, the screens that read it are checked again.
        change(client, hubURL, version: 3, line: 2, character: 29, insert: "s")
        XCTAssertEqual(Set(publishedURIs(client.drain())).count, 2)
    }

    func testTheOpenAmongAffectedPathsAreFoundFromEitherSide() {
        var documents = OpenDocuments()
        for name in ["A", "B", "C"] { _ = documents.open(path: "/w/\(name).view", uri: "file:///w/\(name).view", version: 1, text: "Screen {}\n") }
        let few: Set = ["/w/B.view", "/w/Z.view"]
        let many = Set((0..<20).map { "/w/S\($0).view" }).union(["/w/A.view", "/w/C.view"])
        XCTAssertEqual(Set(documents.open(among: few)), ["/w/B.view"], "fewer affected than open")
        XCTAssertEqual(Set(documents.open(among: many)), ["/w/A.view", "/w/C.view"], "more affected than open")
        XCTAssertEqual(documents.open(among: []), [])
        XCTAssertTrue(documents.isOpen("/w/A.view"))
        XCTAssertFalse(documents.isOpen("/w/Z.view"))
    }

    func testModelsAreKeptUntilAChangeAffectsThem() throws {
        var workspace = Workspace(root: "/w")
        workspace.setFile(path: "/w/Child.view", text: child)
        let file = try XCTUnwrap(workspace.files["/w/Child.view"])
        let first = workspace.model(of: file)
        XCTAssertTrue(first.root === workspace.model(of: file).root, "kept")
        // Another file that Child's model does not read.
        workspace.setFile(path: "/w/Hub.view", text: hub)
        XCTAssertTrue(first.root === workspace.model(of: file).root)
        // A changed file is never answered with the model of its old text.
        workspace.setFile(path: "/w/Child.view", text: child + "\n")
        let changed = try XCTUnwrap(workspace.files["/w/Child.view"])
        XCTAssertFalse(first.root === workspace.model(of: changed).root)
    }
}
