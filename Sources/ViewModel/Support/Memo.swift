/// Values computed once per key and kept, of any type, for one piece of work
/// (a check's `RuleCache`); thread-safe (the lock is not held while a value
/// is computed, so two threads may compute the same value once each, and
/// either is kept). What lives between changes is a query of the workspace.
import Foundation

public final class Memo<Key: Hashable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Any] = [:]

    public init() {}

    /// The value for `key`, computed by `compute` the first time.
    public func memo<Value>(_ key: Key, _ compute: () -> Value) -> Value {
        lock.lock()
        if let known = values[key] as? Value {
            lock.unlock()
            return known
        }
        lock.unlock()
        let value = compute()
        lock.lock()
        values[key] = value
        lock.unlock()
        return value
    }
}
