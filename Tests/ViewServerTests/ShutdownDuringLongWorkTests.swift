/// `shutdown` while long work runs on the server's queue — a pulling client's
/// `workspace/diagnostic`, asked right after `initialized` as editors do, which
/// checks every file of a large workspace once the read ends: `shutdown` is
/// taken as it arrives, the check stops, the pull is answered `RequestCancelled`
/// (-32800) and `shutdown` within a bound far below the check's time; `exit`
/// then ends with status 0 at once.
import Foundation
@testable import ViewServer
import XCTest

final class ShutdownDuringLongWorkTests: XCTestCase {
    private func screen(_ number: Int, of count: Int) -> String {
        var text = "Screen {\n    title: \"Screen \(number)\"\n    TableView {\n        Section {\n"
        for row in 0..<40 {
            text += "            Cell { title: \"Row \(row)\"; detail: \"Детали 细节\"; push: Screen\((number + row) % count) }\n"
        }
        return text + "        }\n    }\n}\n"
    }

    private static let pulling: [String: JSONValue] = ["textDocument": .object(["diagnostic": .object(["dynamicRegistration": false])])]

    func testShutdownStopsAWorkspaceCheckAndIsAnsweredAtOnce() throws {
        let count = 1_000
        var files: [String: String] = [:]
        for number in 0..<count { files["Screen\(number).view"] = screen(number, of: count) }
        let folder = try TemporaryWorkspace(files)

        let client = ServerHarness()
        let params: JSONValue = .object(["rootUri": .string(folder.url.absoluteString),
                                         "capabilities": .object(Self.pulling)])
        client.server.receive(.request(id: .number(1), method: "initialize", params: params))
        client.server.receive(.notification(method: "initialized", params: .object([:])))
        client.server.receive(.request(id: .number(2), method: "workspace/diagnostic",
                                       params: .object(["previousResultIds": .array([])])))
        // Once the read ends, the pull is taken: shutdown arrives while it checks every file.
        var sent: [Message] = []
        let readStart = DispatchTime.now()
        while !sent.contains(where: Self.isIndexedLog), seconds(since: readStart) < 600 {
            sent += client.output.take()
            Thread.sleep(forTimeInterval: 0.001)
        }
        XCTAssertTrue(sent.contains(where: Self.isIndexedLog), "the workspace was not read")
        XCTAssertFalse(sent.contains { Self.isResponse($0, to: 2) }, "the workspace check ended before shutdown was sent")

        let start = DispatchTime.now()
        client.server.receive(.request(id: .number(3), method: "shutdown", params: nil))
        var answeredAfter: Double?
        while answeredAfter == nil, seconds(since: start) < 600 {
            sent += client.output.take()
            if sent.contains(where: { Self.isResponse($0, to: 3) }) { answeredAfter = seconds(since: start) }
            Thread.sleep(forTimeInterval: 0.001)
        }
        let answer = try XCTUnwrap(answeredAfter, "shutdown was not answered")
        print("shutdown during the workspace check of \(count) screens answered after \(Int(answer * 1000)) ms")
        XCTAssertLessThan(answer, 0.5, "shutdown waited for the workspace check")

        client.server.receive(.notification(method: "exit", params: nil))
        client.server.queue.sync {}
        XCTAssertEqual(client.exits, [0])
        XCTAssertLessThan(seconds(since: start), 1.0, "exit waited")
        sent += client.output.take()
        let pull = sent.first { Self.isResponse($0, to: 2) }
        guard case .response(_, nil, let error?)? = pull else { return XCTFail("the pull was not answered with an error") }
        XCTAssertEqual(error.code, -32800)
    }

    /// A `shutdown` refused before `initialize` (-32002) stops nothing: the session's checks run.
    func testAShutdownRefusedBeforeInitializeStopsNothing() throws {
        let folder = try TemporaryWorkspace(["Home.view": "Screen {\n    title: \"Home\"\n    StatusBar { hidden: true }\n}\n"])
        let client = ServerHarness()
        XCTAssertEqual(client.request("shutdown").error?.code, -32002)
        _ = client.initialize(root: folder.url, capabilities: Self.pulling)
        let pulled = client.request("textDocument/diagnostic", .object(["textDocument": .object(["uri": .string(folder.file("Home.view").absoluteString)])]))
        XCTAssertNil(pulled.error)
        XCTAssertEqual(pulled.result?["kind"], "full")
    }

    private static func isIndexedLog(_ message: Message) -> Bool {
        guard case .notification("window/logMessage", let params?) = message else { return false }
        return params["message"]?.stringValue?.hasPrefix("indexed ") == true
    }

    private static func isResponse(_ message: Message, to id: Int) -> Bool {
        if case .response(.number(id)?, _, _) = message { return true }
        return false
    }

    private func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
