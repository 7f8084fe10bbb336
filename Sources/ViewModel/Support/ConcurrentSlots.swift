/// One slot per piece of work run concurrently, filled from whichever thread
/// did it and read back in index order once all are done: how the rule
/// engine's chunks and the model builder's subtrees are merged as one pass.
import Foundation

package final class ConcurrentSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    package init(count: Int) { slots = Array(repeating: nil, count: count) }

    package func store(_ value: Value, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    /// Every slot in index order; each must have been stored.
    package var all: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
