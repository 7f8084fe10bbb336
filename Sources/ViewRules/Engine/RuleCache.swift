/// Answers shared by many elements of one check, computed once: a rule that
/// looks at every scrolling view of a screen asks for the screen's elements
/// once, not once per view, so checking stays linear in the file's size.
import Foundation
public import ViewModel

public final class RuleCache: @unchecked Sendable {
    private struct Key: Hashable {
        let name: String
        /// Nil for an answer about the whole file.
        let element: ObjectIdentifier?
    }

    private let values = Memo<Key>()
    /// Held while a value of `once` is computed, so threads checking chunks of one file wait for it
    /// rather than each computing it (a layout is the costliest answer a check shares).
    private let onceLock = NSLock()
    private var onceValues: [String: Any] = [:]

    public init() {}

    /// The value `compute` gives for the whole file, computed once per check however many threads
    /// ask at the same time: the others wait for the first. For answers that cost more than waiting.
    public func once<Value>(_ name: String, _ compute: () -> Value) -> Value {
        onceLock.lock()
        defer { onceLock.unlock() }
        if let known = onceValues[name] as? Value { return known }
        let value = compute()
        onceValues[name] = value
        return value
    }

    /// The value `once` computed under `name` in this check, if anything asked for it.
    func computed<Value>(_ name: String, as type: Value.Type) -> Value? {
        onceLock.lock()
        defer { onceLock.unlock() }
        return onceValues[name] as? Value
    }

    /// The value `compute` gives for `element`, computed on the first call
    /// with this `name` and element during a check.
    public func memo<Value>(_ name: String, _ element: Element, _ compute: () -> Value) -> Value {
        memo(Key(name: name, element: ObjectIdentifier(element)), compute)
    }

    /// The value `compute` gives for the whole file, computed on the first call with this `name` during a check.
    public func memo<Value>(file name: String, _ compute: () -> Value) -> Value {
        memo(Key(name: name, element: nil), compute)
    }

    private func memo<Value>(_ key: Key, _ compute: () -> Value) -> Value {
        values.memo(key, compute)
    }
}

extension RuleContext {
    /// An element's descendants (see `Element.descendants`), once per check.
    public func descendants(of element: Element) -> [Element] {
        cache.memo("descendants", element) { element.descendants }
    }
}

extension RuleContext {
    /// The `push:` and `content:` links that lead to the file's screen from
    /// the workspace's screens, found once per check: several rules ask who
    /// pushes this screen or shows it in a tab, and the search reads every
    /// file that names it.
    public func linksToThisScreen() -> [(screen: Element, link: ScreenLink)] {
        guard let root = model.root else { return [] }
        return cache.memo("links to this screen", root) { graph.links(to: file.typeName, kinds: [.push, .content]) }
    }
}
