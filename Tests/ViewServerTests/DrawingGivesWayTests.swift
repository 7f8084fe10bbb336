/// A drawing (`viewls/preview`) gives way to an edit: it runs on a snapshot
/// beside the server's queue, so a `didChange` that arrives while a large
/// screen is drawn gets its own diagnostics published without waiting for
/// the drawing, and the drawing, made on the revision the edit replaced, is
/// answered `ContentModified` (-32801) rather than with a stale picture.
/// Published versions only ever go up.
import Foundation
@testable import ViewServer
import XCTest

final class DrawingGivesWayTests: XCTestCase {
    private static let source = "Screen {\n    title: \"Rows\"\n    TableView {\n        style: grouped\n        Section {\n"
        + (0..<1_500).map { "            Cell { style: value1; title: \"Row \($0)\"; detail: \"Деталь 细节\"; accessory: disclosureIndicator }\n" }
            .joined()
        + "        }\n    }\n}\n"

    private func typing(_ client: ServerHarness, _ url: URL, version: Int) -> Message {
        // One letter typed into the screen's title (line 1, after `title: "`).
        .notification(method: "textDocument/didChange", params: .object([
            "textDocument": .object(["uri": .string(url.absoluteString), "version": .integer(version)]),
            "contentChanges": .array([.object(["range": ServerHarness.range(1, 12, 1, 12), "text": "x"])]),
        ]))
    }

    private func previewRequest(_ id: Int, _ url: URL) -> Message {
        .request(id: .number(id), method: "viewls/preview", params: .object(["textDocument": .object(["uri": .string(url.absoluteString)])]))
    }

    /// Waits until `done` holds for what was sent so far (all of it, in order, is returned).
    private func collect(_ client: ServerHarness, until done: ([Message]) -> Bool) -> [Message] {
        var sent: [Message] = []
        let start = DispatchTime.now()
        while !done(sent), seconds(since: start) < 120 {
            sent += client.output.take()
            Thread.sleep(forTimeInterval: 0.0005)
        }
        return sent
    }

    private func publishedVersion(_ message: Message, _ url: URL) -> Int? {
        guard case .notification("textDocument/publishDiagnostics", let params?) = message,
              params["uri"]?.stringValue == url.absoluteString else { return nil }
        return params["version"]?.intValue
    }

    private func isResponse(_ message: Message, to id: Int) -> Bool {
        if case .response(.number(id)?, _, _) = message { return true }
        return false
    }

    func testAnEditIsPublishedWhileAScreenIsDrawnAndTheStaleDrawingIsContentModified() throws {
        let (client, url, folder) = try ServerHarness.session(opening: Self.source)
        let other = folder.file("Other.view")
        client.open(other, "Screen {\n    title: \"Other\"\n    TableView { Cell { title: \"One\" } }\n}\n")
        var all = client.drain()

        // Alone: a drawing of the large screen.
        var start = DispatchTime.now()
        client.server.receive(previewRequest(50, url))
        all += collect(client) { $0.contains { self.isResponse($0, to: 50) } }
        let drawingAlone = seconds(since: start)

        // An edit of another screen right behind a drawing: published while it is drawn.
        client.server.receive(previewRequest(51, url))
        start = DispatchTime.now()
        client.server.receive(typing(client, other, version: 2))
        var sent = collect(client) { sent in
            sent.contains { self.publishedVersion($0, other) == 2 } && sent.contains { self.isResponse($0, to: 51) }
        }
        let publishedAfter = seconds(since: start)
        all += sent
        var published = try XCTUnwrap(sent.firstIndex { publishedVersion($0, other) == 2 })
        var answered = try XCTUnwrap(sent.firstIndex { isResponse($0, to: 51) })
        print("a drawing alone takes \(Int(drawingAlone * 1000)) ms; an edit behind one is published "
              + (published < answered ? "before its answer" : "after its answer, \(Int(publishedAfter * 1000)) ms after the edit"))
        XCTAssertLessThan(published, answered, "the edit's diagnostics waited for the drawing")
        guard case .response(_, let result?, nil) = sent[answered] else { return XCTFail("the drawing of an unchanged screen failed") }
        XCTAssertNotNil(result["svg"])

        // An edit of the screen drawn: the drawing, of the revision the edit replaced, is stale.
        client.server.receive(previewRequest(52, url))
        client.server.receive(typing(client, url, version: 2))
        sent = collect(client) { sent in
            sent.contains { self.publishedVersion($0, url) == 2 } && sent.contains { self.isResponse($0, to: 52) }
        }
        all += sent
        published = try XCTUnwrap(sent.firstIndex { publishedVersion($0, url) == 2 })
        answered = try XCTUnwrap(sent.firstIndex { isResponse($0, to: 52) })
        guard case .response(_, nil, let error?) = sent[answered] else { return XCTFail("the stale drawing was answered with a result") }
        XCTAssertEqual(error.code, -32801)

        // The drawing of the current text is answered.
        XCTAssertNotNil(client.request("viewls/preview", .object(["textDocument": .object(["uri": .string(url.absoluteString)])])).result?["svg"])
        for document in [url, other] {
            let versions = all.compactMap { publishedVersion($0, document) }
            XCTAssertEqual(versions, versions.sorted(), "a superseded version of \(document.lastPathComponent) was published after a newer one")
            XCTAssertEqual(versions.last, 2)
        }
    }

    private func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
