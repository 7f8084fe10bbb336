/// The server hands freed memory back once it has been quiet: with the
/// executables' policy of keeping freed memory (`AllocatorPolicy`), a process
/// that built and dropped a large check held its peak until it ended.
import Foundation
@testable import ViewServer
import ViewSyntax
import XCTest

final class IdleMemoryTrimTests: XCTestCase {
    func testFreedMemoryIsHandedBackWhenQuiet() throws {
        #if canImport(Glibc)
        AllocatorPolicy.keepFreedMemoryForReuse()
        // 96 MB in small blocks (a tree's nodes), freed: kept by the process under the policy.
        var blocks: [[UInt8]] = []
        for index in 0..<(96 * 1024) { blocks.append([UInt8](repeating: UInt8(truncatingIfNeeded: index), count: 1_000)) }
        blocks = []
        let held = try residentBytes()
        IdleMemoryTrim.shared.noteActivity()
        // Quiet for longer than `quiet`: the trim has run.
        Thread.sleep(forTimeInterval: 3.5)
        let after = try residentBytes()
        XCTAssertLessThan(after, held - 48 << 20, "held \(held >> 20) MB, after \(after >> 20) MB")
        #endif
    }

    private func residentBytes() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
        return try XCTUnwrap(Int(line.split(separator: " ").dropFirst().first { !$0.isEmpty } ?? "")) * 1024
    }
}
