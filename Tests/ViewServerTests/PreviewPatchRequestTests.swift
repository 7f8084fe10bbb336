/// `viewls/preview` for a client that applies patches: the first answer is
/// the whole drawing with a token; after an edit, naming that token gets a
/// patch (no SVG) that, applied to the drawing shown, gives the drawing a
/// client without patches gets; a token the server does not hold gets the
/// whole drawing again; a client that does not ask gets whole drawings and
/// no token, as before.
import Foundation
@testable import ViewServer
import ViewTestSupport
import XCTest

final class PreviewPatchRequestTests: XCTestCase {
    private let source = "Screen {\n    title: \"Rows\"\n    TableView {\n"
        + (0..<30).map { "        Cell { style: value1; title: \"Row \($0)\"; detail: \"D\"; accessory: disclosureIndicator }\n" }.joined()
        + "    }\n}\n"

    private func preview(_ client: ServerHarness, _ url: URL, patch: JSONValue?) throws -> JSONValue {
        var params: [String: JSONValue] = ["textDocument": .object(["uri": .string(url.absoluteString)])]
        if let patch { params["patch"] = patch }
        let answer = client.request("viewls/preview", .object(params))
        XCTAssertNil(answer.error)
        return try XCTUnwrap(answer.result)
    }

    func testAnEditIsAnsweredWithThePatchFromTheDrawingShown() throws {
        let folder = try TemporaryWorkspace([:])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        let url = folder.file("Rows.view")
        client.open(url, source)
        let first = try preview(client, url, patch: .object([:]))
        let shown = try XCTUnwrap(first["svg"]?.stringValue)
        let token = try XCTUnwrap(first["token"]?.stringValue)
        XCTAssertNil(first["patch"])

        // "x" typed into row 12's title (line 15, after `title: "`).
        client.change(url, version: 2, [.object(["range": ServerHarness.range(15, 38, 15, 38), "text": "x"])])
        let second = try preview(client, url, patch: .object(["since": .string(token)]))
        XCTAssertNil(second["svg"])
        XCTAssertNil(second["elements"])
        let patch = try XCTUnwrap(second["patch"])
        XCTAssertEqual(patch["since"]?.stringValue, token)
        XCTAssertNotEqual(second["token"]?.stringValue, token)
        let replaced = try XCTUnwrap(patch["replaced"]?.arrayValue).map { piece in
            (key: piece["key"]?.stringValue ?? "", markup: piece["svg"]?.stringValue ?? "")
        }
        XCTAssertEqual(replaced.map(\.key), ["0.0.12"], "only row 12's cell is sent: \(replaced.prefix(4))")
        let attributes = try XCTUnwrap(patch["attributes"]?.arrayValue).map { change in
            (key: change["key"]?.stringValue ?? "", values: (change["values"]?.arrayValue ?? []).map { $0.arrayValue?.compactMap(\.stringValue) ?? [] })
        }
        let patched = try SVGPatchApplier.apply(replaced: replaced, attributes: attributes, to: shown)

        let whole = try preview(client, url, patch: nil)
        XCTAssertNil(whole["token"])
        XCTAssertEqual(patched, whole["svg"]?.stringValue)
        XCTAssertTrue(patched.contains(">xRow 12</text>"))
        XCTAssertLessThan(replaced.reduce(0) { $0 + $1.markup.utf8.count } * 20, shown.utf8.count)

        // A token this server never gave: the whole drawing, with a new token.
        let unknown = try preview(client, url, patch: .object(["since": .string("0-1")]))
        XCTAssertEqual(unknown["svg"]?.stringValue, whole["svg"]?.stringValue)
        XCTAssertNotNil(unknown["token"])
        XCTAssertNil(unknown["patch"])
    }
}
