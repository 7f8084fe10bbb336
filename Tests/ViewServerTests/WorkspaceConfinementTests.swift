/// The server reads the workspace as the command line does: links out of the
/// root are not read (a warning in the log, once), a FIFO never hangs
/// indexing or a watched-file change, and a file `exclude` leaves out gets
/// no diagnostics even while open.
import Foundation
@testable import ViewServer
import XCTest

final class WorkspaceConfinementTests: XCTestCase {
    private func logs(_ messages: [Message]) -> [String] {
        messages.compactMap { message -> String? in
            guard case .notification("window/logMessage", let params?) = message else { return nil }
            return params["message"]?.stringValue
        }
    }

    /// Runs `work` on another thread; fails the test (and writes to the FIFOs
    /// to release a stuck reader) when it takes more than `seconds`.
    private func bounded(_ seconds: Double = 10, fifos: [String], _ work: @escaping () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let job = Job(work)
        Thread.detachNewThread {
            job.work()
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .timedOut else { return }
        XCTFail("did not finish within \(seconds) s: something blocked")
        for fifo in fifos {
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
        _ = done.wait(timeout: .now() + 5)
    }

    func testIndexingSkipsLinksOutOfTheRootAndFIFOsAndLogsEachOnce() throws {
        let outside = try TemporaryWorkspace(["Secret.view": "Screen { title: \"SECRET\" }\n"])
        let folder = try TemporaryWorkspace(["Home.view": "Screen {}\n"])
        try FileManager.default.createSymbolicLink(at: folder.file("Secret.view"), withDestinationURL: outside.file("Secret.view"))
        XCTAssertEqual(mkfifo(folder.file("Pipe.view").path, 0o644), 0)
        let client = ServerHarness()
        bounded(fifos: [folder.file("Pipe.view").path]) { _ = client.initialize(root: folder.url) }
        XCTAssertEqual(client.server.folders[0].files.keys.sorted(), [folder.file("Home.view").path])
        let log = logs(client.drain())
        XCTAssertEqual(log.filter { $0.contains("Secret.view") }, [
            "skipped \(folder.file("Secret.view").path): it is a symbolic link to \(outside.file("Secret.view").path), outside the workspace root",
        ])
        XCTAssertEqual(log.filter { $0.contains("Pipe.view") }, ["skipped \(folder.file("Pipe.view").path): not a regular file (a FIFO, socket or device)"])
    }

    func testAWatchedChangeIsReadOnlyInsideTheRootAndNeverFromAFIFO() throws {
        let outside = try TemporaryWorkspace(["Secret.view": "Screen { title: \"SECRET\" }\n"])
        let folder = try TemporaryWorkspace(["Home.view": "Screen {}\n"])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        _ = client.drain()
        try FileManager.default.createSymbolicLink(at: folder.file("Secret.view"), withDestinationURL: outside.file("Secret.view"))
        XCTAssertEqual(mkfifo(folder.file("Pipe.view").path, 0o644), 0)
        let changes: [JSONValue] = [folder.file("Secret.view"), folder.file("Pipe.view"), outside.file("Secret.view")].map {
            .object(["uri": .string($0.absoluteString), "type": 1])
        }
        bounded(fifos: [folder.file("Pipe.view").path]) {
            client.notify("workspace/didChangeWatchedFiles", .object(["changes": .array(changes)]))
            _ = client.drain()
        }
        XCTAssertEqual(client.server.folders[0].files.keys.sorted(), [folder.file("Home.view").path])
    }

    func testAnExcludedFileIsNotIndexedAndGetsNoDiagnosticsWhenOpen() throws {
        let folder = try TemporaryWorkspace([".viewls.json": #"{"exclude": ["Fixtures/**"]}"#,
                                             "Home.view": "Screen {}\n", "Fixtures/Broken.view": "Screen {\n"])
        let client = ServerHarness()
        _ = client.initialize(root: folder.url)
        XCTAssertEqual(client.server.folders[0].files.keys.sorted(), [folder.file("Home.view").path])
        _ = client.drain()
        let broken = folder.file("Fixtures/Broken.view")
        client.open(broken, "Screen {\n")
        let published = ServerHarness.published(client.drain(), uri: broken.absoluteString)
        XCTAssertEqual(published.first?["diagnostics"], .array([]))
        // Not excluded, the same text has a syntax error.
        let home = folder.file("Home.view")
        client.open(home, "Screen {\n")
        XCTAssertNotEqual(ServerHarness.published(client.drain(), uri: home.absoluteString).first?["diagnostics"], .array([]))
    }

    /// The work handed to the other thread; the test waits for it before touching anything it uses.
    private final class Job: @unchecked Sendable {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }
}
