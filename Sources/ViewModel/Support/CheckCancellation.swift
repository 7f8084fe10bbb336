/// Lets a long check stop early once its result is no longer wanted: the
/// server's check of a file gives way when a newer edit or a request arrives
/// (rust-analyzer cancels its queries on a write the same way). The model
/// builder, the layout and the rule engine poll it between elements; a check
/// that saw it set returns no result, so nothing partial is ever kept.
import Foundation

public final class CheckCancellation: @unchecked Sendable {
    private let test: @Sendable () -> Bool
    private let lock = NSLock()
    /// Latched: once the test said "stop", every later poll says so too.
    private var stopped = false

    /// `test` may be called from any thread the check uses, at any time during it.
    public init(_ test: @escaping @Sendable () -> Bool) {
        self.test = test
    }

    /// A check nothing cancels (the command line, tests, pulled diagnostics).
    public static let never = CheckCancellation { false }

    /// How many elements a loop handles between two polls: a poll takes a
    /// lock, an element far less, and 64 elements take microseconds.
    public static let pollInterval = 64

    /// Whether the check should stop now.
    public var isCancelled: Bool {
        if lock.withLock({ stopped }) { return true }
        guard test() else { return false }
        lock.withLock { stopped = true }
        return true
    }

    /// `isCancelled`, asked only at every `pollInterval`th step of a loop (`step` counts from 0).
    @inline(__always)
    public func shouldStop(at step: Int) -> Bool {
        step % Self.pollInterval == Self.pollInterval - 1 && isCancelled
    }
}
