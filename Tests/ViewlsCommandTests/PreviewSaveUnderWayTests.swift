/// The live preview's watcher and a save in place: the file is truncated
/// first and written after, and a reload in between read it empty — the
/// screen gone from the gallery (`.everything`), the open page reloaded into
/// a 404 that live reload never left (the served page's end-to-end test
/// failed so about one run in four). A file opened and not yet closed is
/// no change (the truncation raises no event of its own); its close is; a
/// reader's open and close leave nothing behind; a writer that never closes
/// the file is waited for a bounded time only.
import Foundation
import XCTest
@testable import viewls

final class PreviewSaveUnderWayTests: XCTestCase {
    private static let screen = "Screen { title: \"About\" }\n"

    func testAFileTruncatedForASaveIsNoChangeUntilItsWriterClosesIt() throws {
        let folder = try TemporaryFolder(["About.view": Self.screen])
        let poller = WorkspaceChangePoller(root: folder.url.path)
        XCTAssertFalse(poller.hasChanged())
        let descriptor = open(folder.path("About.view"), O_WRONLY | O_TRUNC)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        XCTAssertFalse(poller.hasChanged(), "emptied, its writer still at work: a save under way, not a change")
        let text = Array("Screen { title: \"About 01\" }\n".utf8)
        XCTAssertEqual(text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }, text.count)
        XCTAssertFalse(poller.hasChanged(), "written, not yet closed")
        close(descriptor)
        XCTAssertTrue(poller.hasChanged(), "closed: the save is done")
        XCTAssertFalse(poller.hasChanged(), "asked again")
        _ = try String(contentsOfFile: folder.path("About.view"), encoding: .utf8)
        try Data("Screen { title: \"About 02\" }\n".utf8).write(to: folder.url.appendingPathComponent("About.view"))
        XCTAssertTrue(poller.hasChanged(), "a reader that closed the file holds nothing back")
    }

    func testTheWaitForASaveEndsWhenItsFileIsClosedNotWhenItIsTruncated() throws {
        let folder = try TemporaryFolder(["About.view": Self.screen])
        let poller = WorkspaceChangePoller(root: folder.url.path)
        let descriptor = open(folder.path("About.view"), O_WRONLY | O_TRUNC)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        let closed = Date().addingTimeInterval(0.3)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
            let text = Array(Self.screen.utf8)
            _ = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        poller.waitForActivity(upTo: .seconds(10))
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(closed), 0, "woken by the close, not by the truncation")
        XCTAssertTrue(poller.hasChanged())
    }

    func testAWriterThatKeepsTheFileOpenIsWaitedForABoundedTime() throws {
        let folder = try TemporaryFolder(["About.view": Self.screen, "notes.txt": ""])
        let poller = WorkspaceChangePoller(root: folder.url.path, unfinishedWriteLimit: .milliseconds(200))
        // A file the workspace does not read, held open and written (an editor's swap file): nothing to wait for.
        let swap = open(folder.path("notes.txt"), O_WRONLY | O_APPEND)
        defer { close(swap) }
        _ = Array("x".utf8).withUnsafeBytes { write(swap, $0.baseAddress, $0.count) }
        try Data("Screen { title: \"Other\" }\n".utf8).write(to: folder.url.appendingPathComponent("Other.view"))
        XCTAssertTrue(poller.hasChanged(), "a swap file being written holds nothing back")
        let descriptor = open(folder.path("About.view"), O_WRONLY | O_TRUNC)
        defer { close(descriptor) }
        XCTAssertFalse(poller.hasChanged())
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertTrue(poller.hasChanged(), "past the limit the file is taken as it is")
    }

    /// The watcher's own walk opens every folder and a reload reads every file: neither wakes it.
    func testTheWatchersOwnReadsDoNotWakeIt() throws {
        let folder = try TemporaryFolder(["A.view": Self.screen, "Deep/Er/B.view": Self.screen])
        let poller = WorkspaceChangePoller(root: folder.url.path)
        XCTAssertFalse(poller.hasChanged())
        // What a reload does after the watcher's look: walk the folders again and read every file.
        _ = WorkspaceStamps.read(root: folder.url.path)
        _ = try String(contentsOfFile: folder.path("Deep/Er/B.view"), encoding: .utf8)
        let started = Date()
        poller.waitForActivity(upTo: .milliseconds(300))
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.29, "nothing was saved: the wait lasted")
    }
}
