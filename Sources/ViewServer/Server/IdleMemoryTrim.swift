/// Returning freed memory to the system once the server has been quiet.
///
/// The executable keeps freed memory for reuse (`AllocatorPolicy`: dropping a
/// large tree and faulting its pages in again cost a quarter of a parse), so
/// after a check of a large screen the process held every page its peak
/// touched: 47 bytes per source byte for a 4 MB screen, of which about 11
/// were free. Each publication notes activity here; once none has come for
/// `quiet`, glibc's `malloc_trim` hands the free pages back, off the server's
/// queue, so typing never waits for it (a keystroke meanwhile only moves the
/// time on).
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

final class IdleMemoryTrim: @unchecked Sendable {
    static let shared = IdleMemoryTrim()
    static let quiet: DispatchTimeInterval = .seconds(2)

    /// Its state is read and written on `queue` only.
    private let queue = DispatchQueue(label: "viewls.idle-memory-trim", qos: .utility)
    private var lastActivity = DispatchTime.now()
    private var scheduled = false

    /// Notes work that allocated and freed memory (a check published).
    func noteActivity() {
        queue.async { [self] in
            lastActivity = .now()
            guard !scheduled else { return }
            scheduled = true
            queue.asyncAfter(deadline: .now() + Self.quiet) { [self] in trimWhenQuiet() }
        }
    }

    private func trimWhenQuiet() {
        let due = lastActivity + Self.quiet
        guard DispatchTime.now() >= due else {
            return queue.asyncAfter(deadline: due) { [self] in trimWhenQuiet() }
        }
        scheduled = false
        Self.returnFreedMemory()
    }

    /// Hands free heap pages back to the system; does nothing without glibc.
    static func returnFreedMemory() {
        #if canImport(Glibc)
        // `malloc_trim` is glibc's and not in Swift's Glibc module, so look it up.
        typealias MallocTrim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        #endif
    }
}
