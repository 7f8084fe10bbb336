/// Other screens' models kept between checks, for a workspace that lives
/// long (the server's): checking a screen that 1,300 screens lead to reads
/// each of them, and building their models again on every keystroke cost
/// more than the check itself. An entry holds the syntax tree it was built
/// from and is used only while the workspace's file at that path has that
/// tree; the owner drops the entries of every file a change may affect
/// (what `Workspace.setFile` returns), since a model also expands the
/// components its file uses. Bounded: past `capacity` entries it starts
/// over. It also keeps `ScreenFlow`'s answers to "which screens link
/// here", dropped when a file they read, or a file naming that screen, changes.
/// Thread-safe.
import Foundation
import ViewSyntax

public final class ModelCache: @unchecked Sendable {
    /// The most models kept.
    public static let capacity = 4_096

    private struct Entry {
        /// The root of the tree the model was built from (kept, so its identity is not reused).
        let tree: GreenNode
        let model: FileModel
    }

    /// The links to one screen from every screen that names it (`ScreenFlow`'s answer).
    public struct Links: @unchecked Sendable {
        /// The screens read, by type name.
        public let screens: Set<String>
        /// The paths of every file read for the answer (the screens and the components on the way).
        public let sources: Set<String>
        public let links: [(screen: Element, link: ScreenLink)]
        /// What rules work out from these links alone (the parents' titles, their bars'
        /// looks), kept as long as the links are: a keystroke in a screen 1,300 screens
        /// lead to need not read 1,300 parents again.
        public let derived = DerivedFacts()

        public init(screens: Set<String>, sources: Set<String>, links: [(screen: Element, link: ScreenLink)]) {
            self.screens = screens
            self.sources = sources
            self.links = links
        }
    }

    /// Facts derived from one kept answer, by name.
    public typealias DerivedFacts = Memo<String>

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var linksByTarget: [String: Links] = [:]

    /// The most models and answers this cache keeps (`capacity` by default).
    public let limit: Int

    public init(capacity: Int = ModelCache.capacity) {
        limit = capacity
    }

    /// The model of `file`: the kept one while the file is unchanged, else what `build` makes (then kept).
    public func model(of file: SourceFile, build: () -> FileModel) -> FileModel {
        lock.lock()
        if let entry = entries[file.path], entry.tree === file.tree.root {
            lock.unlock()
            return entry.model
        }
        lock.unlock()
        let model = build()
        lock.lock()
        if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
        entries[file.path] = Entry(tree: file.tree.root, model: model)
        lock.unlock()
        return model
    }

    /// The links kept for the screen `typeName`, if any.
    public func links(to typeName: String) -> Links? {
        lock.lock()
        defer { lock.unlock() }
        return linksByTarget[typeName]
    }

    public func keep(_ links: Links, to typeName: String) {
        lock.lock()
        if linksByTarget.count >= limit { linksByTarget.removeAll(keepingCapacity: true) }
        linksByTarget[typeName] = links
        lock.unlock()
    }

    /// Drops everything built from `paths`, and every kept answer about links
    /// (a file that appears, goes or is read again may add or take links).
    public func invalidate(_ paths: some Sequence<String>) {
        lock.lock()
        for path in paths { entries[path] = nil }
        linksByTarget.removeAll()
        lock.unlock()
    }

    /// Drops the models of the files an edit changed (`paths`), the links
    /// answers that read them, and the answers about the screens the edited
    /// file names before or after the edit (`named`: it may have added or
    /// taken a link to them).
    public func invalidate(edited paths: Set<String>, named: Set<String>) {
        lock.lock()
        for path in paths { entries[path] = nil }
        for name in named { linksByTarget[name] = nil }
        linksByTarget = linksByTarget.filter { $0.value.sources.isDisjoint(with: paths) }
        lock.unlock()
    }

    public func removeAll() {
        lock.lock()
        entries.removeAll()
        linksByTarget.removeAll()
        lock.unlock()
    }

    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }
}

/// Values computed once per key and kept, of any type; thread-safe (the
/// lock is not held while a value is computed, so two threads may compute
/// the same value once each, and either is kept).
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
