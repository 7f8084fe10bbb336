/// Live reload on the server's side: the generation (how many times the
/// site has been reloaded) and what the last `keptChanges` reloads changed,
/// announced to every open event stream, and the bound on how many streams
/// may be open. A stream that missed more reloads than the hub keeps hears
/// that everything changed. Each stream's thread waits on the
/// hub's condition, so a reload reaches every page at once and a stalled
/// client delays only its own thread.
import Foundation

final class PreviewEventHub: @unchecked Sendable {
    /// What a stream's wait ended with.
    enum Wake: Equatable {
        /// What changed since the generation the stream had seen, up to `generation`.
        case changed(generation: Int, PreviewChange)
        case timedOut
        case stopped
    }

    let maximumStreams: Int
    /// How many reloads' changes the hub keeps.
    static let keptChanges = 64
    private let condition = NSCondition()
    private var generation = 0
    /// The change each of the last reloads made, the latest last (generation `generation` is the last).
    private var changes: [PreviewChange] = []
    private var streams = 0
    private var stopped = false

    init(maximumStreams: Int) {
        self.maximumStreams = maximumStreams
    }

    /// The generation now: 0 until the first reload.
    var current: Int {
        condition.lock()
        defer { condition.unlock() }
        return generation
    }

    /// How many streams are open.
    var openStreams: Int {
        condition.lock()
        defer { condition.unlock() }
        return streams
    }

    /// Announces a reload and what it changed to every stream; returns the new generation.
    @discardableResult
    func publish(_ change: PreviewChange = .everything) -> Int {
        condition.lock()
        defer { condition.unlock() }
        generation += 1
        changes.append(change)
        if changes.count > Self.keptChanges { changes.removeFirst(changes.count - Self.keptChanges) }
        condition.broadcast()
        return generation
    }

    /// What the reloads after `seen` changed, together (under the lock).
    private func changed(after seen: Int) -> PreviewChange {
        let missed = generation - seen
        guard missed <= changes.count else { return .everything }
        return changes.suffix(missed).reduce(PreviewChange.screens([])) { $0.followed(by: $1) }
    }

    /// Takes a stream's place; false when every place is taken or the hub stopped.
    func open() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped, streams < maximumStreams else { return false }
        streams += 1
        return true
    }

    func close() {
        condition.lock()
        defer { condition.unlock() }
        streams -= 1
    }

    /// Waits until the generation passes `seen`, the hub stops, or `timeout` passes.
    func wait(after seen: Int, timeout: Duration) -> Wake {
        let (seconds, attoseconds) = timeout.components
        let deadline = Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) / 1e18)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if stopped { return .stopped }
            if generation > seen { return .changed(generation: generation, changed(after: seen)) }
            if !condition.wait(until: deadline) {
                return stopped ? .stopped : (generation > seen ? .changed(generation: generation, changed(after: seen)) : .timedOut)
            }
        }
    }

    /// Ends every wait; no stream opens after this.
    func stop() {
        condition.lock()
        defer { condition.unlock() }
        stopped = true
        condition.broadcast()
    }
}
