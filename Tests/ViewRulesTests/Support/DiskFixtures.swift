/// Real FIFOs, sockets and symbolic links in temporary folders, and a bound
/// on work that could hang: tests about the file system use the real thing.
import Foundation
import XCTest

enum DiskFixtures {
    /// Makes a FIFO (named pipe) at `path`.
    static func fifo(_ path: String) throws {
        guard mkfifo(path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Binds a Unix-domain socket at `path`; the socket stays open until the process ends.
    static func socket(_ path: String) throws {
        let descriptor = Foundation.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw CocoaError(.fileWriteInvalidFileName) }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Runs `work` on another thread and fails the test when it takes longer
    /// than `seconds`. FIFOs named in `fifos` are then opened for writing, which
    /// releases a reader stuck waiting for a writer, so the test run goes on.
    static func bounded<T: Sendable>(_ seconds: Double = 10, fifos: [String] = [], file: StaticString = #filePath, line: UInt = #line,
                                     _ work: @escaping @Sendable () -> T) -> T? {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.value = work()
            done.signal()
        }
        if done.wait(timeout: .now() + seconds) == .timedOut {
            XCTFail("did not finish within \(seconds) s: something blocked", file: file, line: line)
            for fifo in fifos {
                let writer = open(fifo, O_WRONLY | O_NONBLOCK)
                if writer >= 0 { close(writer) }
            }
            _ = done.wait(timeout: .now() + 5)
            return nil
        }
        return box.value
    }

    final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }
}
