/// What a workspace derives from its table of type names alone: the sorted
/// screen and component names, and the "did you mean" suggestions for a name
/// no file defines. Each is worked out once, on first use, and kept until the
/// table changes (a file added, removed or renamed, or a file's root type
/// changed): the workspace then starts a new `TypeNameLists`, so nothing can
/// read a list from an older table. Checking a screen with 4,905 `push:`
/// targets no file defines asked for every screen name 4,905 times.
/// Thread-safe: a read-only workspace is checked on every processor.
import Foundation

final class TypeNameLists: @unchecked Sendable {
    /// The most suggestions kept; past it the memo starts over (names come from client input).
    static let suggestionCapacity = 4_096

    private let lock = NSLock()
    private var screens: [String]?
    private var components: [String]?
    private var screenSuggestions: [String: [String]] = [:]

    /// The kept screen names, or what `derive` gives (then kept).
    func screenNames(derive: () -> [String]) -> [String] {
        lock.withLock {
            if let screens { return screens }
            let derived = derive()
            screens = derived
            return derived
        }
    }

    /// The kept component names, or what `derive` gives (then kept).
    func componentNames(derive: () -> [String]) -> [String] {
        lock.withLock {
            if let components { return components }
            let derived = derive()
            components = derived
            return derived
        }
    }

    /// The kept suggestions for `name` among the screen names, or what `derive` gives (then kept).
    func screenSuggestions(for name: String, derive: () -> [String]) -> [String] {
        if let kept = lock.withLock({ screenSuggestions[name] }) { return kept }
        let derived = derive()
        lock.withLock {
            if screenSuggestions.count >= Self.suggestionCapacity { screenSuggestions = [:] }
            screenSuggestions[name] = derived
        }
        return derived
    }
}
