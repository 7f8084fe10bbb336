/// The script that applies preview patches is written once
/// (`PreviewPatchScript.source`, which the served pages carry) and copied
/// byte for byte into the VS Code extension (`editors/vscode/media/previewPatch.js`,
/// which the webview loads); the served screen page's patch route answers a
/// patch from the drawing a page names and the whole drawing otherwise.
import Foundation
@testable import viewls
import ViewTestSupport
import XCTest

final class PreviewPatchScriptTests: XCTestCase {
    func testTheExtensionsCopyIsTheServedScript() throws {
        let copy = try Repository.read("editors/vscode/media/previewPatch.js")
        if ProcessInfo.processInfo.environment["UPDATE_EXPECT"] == "1", copy != PreviewPatchScript.source {
            try PreviewPatchScript.source.write(to: Repository.url("editors/vscode/media/previewPatch.js"), atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(copy, PreviewPatchScript.source, "UPDATE_EXPECT=1 copies the script to the extension")
    }

    func testAScreenPageGetsThePatchFromTheDrawingItNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewls-patch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = folder.appendingPathComponent("Home.view")
        try "Screen {\n    TableView {\n        Cell { title: \"One\" }\n        Cell { title: \"Two\" }\n    }\n}\n"
            .write(to: screen, atomically: true, encoding: .utf8)
        let site = WorkspacePreviewSite(root: folder.path, settings: PreviewCommand.Settings(device: nil, orientation: .portrait, appearance: .light, showsFindings: true, catalog: .commandLine(.english)))
        let first = try JSONSerialization.jsonObject(with: Data(try XCTUnwrap(site.screenPatch("Home", since: nil)))) as? [String: Any]
        let shown = try XCTUnwrap(first?["svg"] as? String)
        let token = try XCTUnwrap(first?["token"] as? String)
        XCTAssertTrue(try XCTUnwrap(site.screenPage("Home", token: "t")).contains("data-token=\"\(token)\""))

        try "Screen {\n    TableView {\n        Cell { title: \"One\" }\n        Cell { title: \"Two 2\" }\n    }\n}\n"
            .write(to: screen, atomically: true, encoding: .utf8)
        XCTAssertEqual(site.reload(), .screens(["Home"]))
        let second = try JSONSerialization.jsonObject(with: Data(try XCTUnwrap(site.screenPatch("Home", since: token)))) as? [String: Any]
        XCTAssertNil(second?["svg"])
        let patch = try XCTUnwrap(second?["patch"] as? [String: Any])
        XCTAssertEqual(patch["since"] as? String, token)
        let replaced = try XCTUnwrap(patch["replaced"] as? [[String: String]]).map { (key: $0["key"] ?? "", markup: $0["svg"] ?? "") }
        XCTAssertEqual(replaced.map(\.key), ["0.0.1"], "the second cell alone")
        let attributes = try XCTUnwrap(patch["attributes"] as? [[String: Any]]).map {
            (key: $0["key"] as? String ?? "", values: $0["values"] as? [[String]] ?? [])
        }
        let whole = try XCTUnwrap(site.screenSVG("Home"))
        XCTAssertEqual(try SVGPatchApplier.apply(replaced: replaced, attributes: attributes, to: shown), whole)
        XCTAssertEqual(second?["token"] as? String, WorkspacePreviewSite.token(of: whole))

        // A drawing the site does not hold: the whole drawing.
        let unknown = try JSONSerialization.jsonObject(with: Data(try XCTUnwrap(site.screenPatch("Home", since: "f00")))) as? [String: Any]
        XCTAssertEqual(unknown?["svg"] as? String, whole)
        XCTAssertNil(site.screenPatch("Nowhere", since: nil))
    }
}
