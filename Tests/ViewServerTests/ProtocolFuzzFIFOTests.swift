/// The protocol fuzzer over a workspace holding FIFOs: one named `X.view`,
/// and one named `images/quote@2x.png` that an open screen's activity uses.
///
/// NOTE: kept apart from `ProtocolFuzzTests` on purpose. Opening a FIFO for
/// reading blocks until a writer comes. On the code this test was written
/// against, `X.view` was only reported unreadable, but checking the screen
/// read the image FIFO's header (`FileImageStore`) and the server hung for
/// good. The watchdog below writes nothing, but after a while opens each FIFO
/// for writing and closes it again, which ends a blocked read, so this test
/// cannot hang; it fails while the server still blocks on a FIFO. (The fix
/// belongs to `WorkspaceFolder` and the image store, issue 18.)
import Foundation
@testable import ViewServer
import XCTest

/// Frees readers blocked on FIFOs: after `patience`, and then every 50 ms, opens each for writing (which
/// succeeds only while someone has it open for reading) and closes it, counting how often it had to.
final class FIFOWatchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var freed = 0

    init(_ fifos: [URL], patience: TimeInterval) {
        Thread.detachNewThread { [self] in
            Thread.sleep(forTimeInterval: patience)
            while !lock.withLock({ stopped }) {
                for fifo in fifos {
                    let descriptor = open(fifo.path, O_WRONLY | O_NONBLOCK)
                    if descriptor >= 0 {
                        close(descriptor)
                        lock.withLock { freed += 1 }
                    }
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
    }

    /// Stops watching; how many times a reader had to be freed.
    func stop() -> Int {
        lock.withLock {
            stopped = true
            return freed
        }
    }
}

final class ProtocolFuzzFIFOTests: XCTestCase {
    func testFIFOsNeverBlockTheServer() throws {
        let workspace = try FuzzWorkspace(hostile: true, fifo: true)
        let watchdog = FIFOWatchdog(["X.view", "images/quote@2x.png"].map(workspace.root.file), patience: 2)
        try ProtocolFuzzTests.fuzz(workspace, encoding: .utf16, seed: 0x18_F1F0, steps: 150)
        XCTAssertEqual(watchdog.stop(), 0, "the server blocked reading a FIFO until the watchdog freed it")
    }
}
