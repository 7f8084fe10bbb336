/// `shutdown` during the first read of a large workspace: answered in far
/// less time than the read takes, and the read stops rather than running on
/// (an editor restarting the server waits a few seconds for the answer).
import Foundation
@testable import ViewModel
@testable import ViewServer
import XCTest

final class ShutdownDuringIndexingTests: XCTestCase {
    private func screen(_ number: Int) -> String {
        var text = "Screen {\n    title: \"Screen \(number)\"\n    TableView {\n        Section {\n"
        for row in 0..<40 {
            text += "            Cell { title: \"Row \(row)\"; detail: \"\u{0414}\u{0435}\u{0442}\u{0430}\u{043B}\u{0438}\"; push: Screen\((number + 1) % 800) }\n"
        }
        return text + "        }\n    }\n}\n"
    }

    func testShutdownIsAnsweredLongBeforeTheReadWouldEnd() throws {
        var files: [String: String] = [:]
        for number in 0..<800 { files["Screen\(number).view"] = screen(number) }
        let folder = try TemporaryWorkspace(files)

        let readStart = DispatchTime.now()
        let whole = WorkspaceFolder.read(root: folder.url.path, knownCodes: [])
        let readSeconds = seconds(since: readStart)
        XCTAssertEqual(whole.workspace.files.count, 800)

        let client = ServerHarness()
        _ = client.request("initialize", .object(["rootUri": .string(folder.url.absoluteString), "capabilities": .object([:])]))
        let start = DispatchTime.now()
        client.server.receive(.notification(method: "initialized", params: .object([:])))
        client.server.receive(.request(id: .number(7), method: "shutdown", params: nil))
        var answeredAfter: Double?
        var sent: [Message] = []
        while answeredAfter == nil, seconds(since: start) < readSeconds * 4 + 10 {
            sent += client.output.take()
            if sent.contains(where: { if case .response(.number(7), .null?, nil) = $0 { true } else { false } }) {
                answeredAfter = seconds(since: start)
            } else {
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
        let answer = try XCTUnwrap(answeredAfter, "shutdown was not answered")
        XCTAssertLessThan(answer, readSeconds / 4, "answered in \(answer) s; the read takes \(readSeconds) s")
        client.server.indexingDone.wait()
        let stopped = seconds(since: start)
        XCTAssertLessThan(stopped, readSeconds / 2, "the read ran on for \(stopped) s of \(readSeconds) s")
        client.server.receive(.notification(method: "exit", params: nil))
        client.server.queue.sync {}
        XCTAssertEqual(client.exits, [0])
    }

    private func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
