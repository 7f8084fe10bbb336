/// What the server re-checks after a change is what the kept checks read
/// (the workspace's queries record it), not a list of what rules may read
/// across screens written by hand: a pushed screen whose parent's navigation
/// bar comes from a component is checked again when the component changes.
import Foundation
@testable import ViewServer
import XCTest

final class CrossFileFactsTests: XCTestCase {
    func testAPushedScreenIsCheckedAgainWhenItsParentsBarComponentChanges() throws {
        let files = [
            "ShelfBar.view": "NavigationBar {\n    title: \"Shelf\"\n    tint: red\n}\n",
            "Shelf.view": "Screen {\n    ShelfBar {}\n    TableView { Cell { title: \"Book\"; push: Book } }\n}\n",
            "Book.view": "Screen {\n    NavigationBar { title: \"Book\"; tint: red }\n}\n",
        ]
        let folder = try TemporaryWorkspace(files)
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        for name in files.keys.sorted() { client.open(folder.file(name), files[name]!) }
        let codes = { (messages: [Message]) in
            ServerHarness.published(messages, uri: folder.file("Book.view").absoluteString).last?["diagnostics"]?.arrayValue?
                .compactMap { $0["code"]?.stringValue }
        }
        XCTAssertEqual(codes(client.drain()), [], "the bars look alike")
        // The component's tint changes: the bar Shelf shows, and so Book's back button's screen, now looks unlike Book's.
        client.change(folder.file("ShelfBar.view"), version: 2,
                      [.object(["text": .string("NavigationBar {\n    title: \"Shelf\"\n    tint: blue\n}\n")])])
        XCTAssertEqual(codes(client.drain()), ["navigation-bar/consistent-appearance"])
        // And back.
        client.change(folder.file("ShelfBar.view"), version: 3, [.object(["text": .string(files["ShelfBar.view"]!)])])
        XCTAssertEqual(codes(client.drain()), [])
    }
}
