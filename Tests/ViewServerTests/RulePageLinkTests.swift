/// A rule's diagnostic links to the rule's page (`codeDescription.href`):
/// below `docsBaseURL` from `.viewls.json`, the editor's settings over it,
/// else the server's default (the checkout's pages); with none, no link.
/// Checking codes have no page and never link.
import Foundation
@testable import ViewServer
import XCTest

final class RulePageLinkTests: XCTestCase {
    let source = "Screen {\n    StatusBar { hidden: true }\n    Label { colour: \"red\" }\n}\n"

    /// Each published diagnostic's code and link ("none" without one).
    private func links(_ client: ServerHarness, _ url: URL) -> [String: String] {
        let diagnostics = ServerHarness.published(client.drain(), uri: url.absoluteString).first?["diagnostics"]?.arrayValue ?? []
        return Dictionary(diagnostics.map { ($0["code"]?.stringValue ?? "", $0["codeDescription"]?["href"]?.stringValue ?? "none") }) { first, _ in first }
    }

    func testWithoutABaseURLNothingLinks() throws {
        let folder = try TemporaryWorkspace([:])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        client.open(folder.file("Home.view"), source)
        XCTAssertEqual(links(client, folder.file("Home.view")), ["status-bar/hidden": "none", "unknown-property": "none"])
    }

    func testTheServersDefaultLinksRulesOnly() throws {
        let folder = try TemporaryWorkspace([:])
        let client = ServerHarness(docsBaseURL: "file:///home/me/viewls/docs/rules/")
        _ = client.initialize(root: folder.url)
        client.open(folder.file("Home.view"), source)
        XCTAssertEqual(links(client, folder.file("Home.view")),
                       ["status-bar/hidden": "file:///home/me/viewls/docs/rules/status-bar/hidden.md", "unknown-property": "none"])
    }

    func testTheFileSettingWinsAndEditorSettingsWinOverIt() throws {
        let folder = try TemporaryWorkspace([".viewls.json": #"{"docsBaseURL": "https://example.com/viewls/rules"}"#])
        let client = ServerHarness(docsBaseURL: "file:///home/me/viewls/docs/rules/")
        _ = client.initialize(root: folder.url)
        let home = folder.file("Home.view")
        client.open(home, source)
        XCTAssertEqual(links(client, home)["status-bar/hidden"], "https://example.com/viewls/rules/status-bar/hidden.md")
        client.notify("workspace/didChangeConfiguration", .object(["settings": .object(["viewls": .object([
            "docsBaseURL": "https://docs.example.org/правила/",
        ])])]))
        XCTAssertEqual(links(client, home)["status-bar/hidden"], "https://docs.example.org/правила/status-bar/hidden.md")
    }

    func testAnInvalidSettingIsIgnored() throws {
        let folder = try TemporaryWorkspace([".viewls.json": #"{"docsBaseURL": "docs/rules"}"#])
        let client = ServerHarness(docsBaseURL: "file:///checkout/docs/rules/")
        _ = client.initialize(root: folder.url)
        client.open(folder.file("Home.view"), source)
        XCTAssertEqual(links(client, folder.file("Home.view"))["status-bar/hidden"], "file:///checkout/docs/rules/status-bar/hidden.md")
    }

    func testAScriptAddressIsNotALink() throws {
        let folder = try TemporaryWorkspace([".viewls.json": #"{"docsBaseURL": "javascript:alert(document.cookie)//"}"#])
        let client = ServerHarness(docsBaseURL: "file:///checkout/docs/rules/")
        _ = client.initialize(root: folder.url)
        client.open(folder.file("Home.view"), source)
        XCTAssertEqual(links(client, folder.file("Home.view"))["status-bar/hidden"], "file:///checkout/docs/rules/status-bar/hidden.md")
    }
}
