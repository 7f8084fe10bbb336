/// The answers the core keeps, and how it decides whether one still holds:
/// salsa's red-green algorithm with stamps instead of one line of revisions.
/// An answer holds for a database when it was last verified at the database's
/// revision; or when it read only durable inputs and none changed; or when
/// every input it read has the stamp it had then and every query it read,
/// itself brought up to date, still has the same answer (`changedAt`). An
/// answer recomputed equal to the kept one keeps its old `changedAt`, so what
/// read it stays valid (early cut-off). Shared by a database and its copies:
/// each verifies against its own inputs, so a copy never sees another's.
/// Thread-safe; the lock is never held while a query runs, so two threads may
/// compute one answer once each (either is kept).
import Foundation

public final class QueryStore<Database: QueryDatabase>: @unchecked Sendable {
    typealias Dependency = QueryDependency<Database.Input>

    private struct Memo {
        /// Made once per stored answer, so a verification never marks a newer answer it did not look at.
        let serial: Int
        /// Nil once dropped for room: the reads stay, so `files(readingAnyOf:)` still finds its readers.
        var value: (any Sendable)?
        let changedAt: Int
        var verifiedAt: Int
        /// Nil when the store does not record dependencies: the answer holds at its revision only.
        let reads: [(dependency: Dependency, stamp: Int)]?
        let durability: Durability
        /// `lastChange(atLeast: durability)` when the answer was made or last verified.
        var durableStamp: Int
        /// Brings the answer up to date for a database; gives its `changedAt` and durability.
        let refresh: @Sendable (Database) -> (changedAt: Int, durability: Durability)
        let kind: ObjectIdentifier
        let validatesEagerly: Bool
    }

    private let lock = NSLock()
    /// Each query asked so far, by its number.
    private var ids: [AnyHashable: QueryID] = [:]
    /// The file of each `FileQuery` among them.
    private var filePaths: [QueryID: String] = [:]
    private var memos: [QueryID: Memo] = [:]
    /// The answers holding a value, by query type (for `Query.capacity`).
    private var idsByKind: [ObjectIdentifier: Set<QueryID>] = [:]
    /// Who read each input and query, for `files(readingAnyOf:)`; kept only when recording.
    private var readers: [Dependency: Set<QueryID>] = [:]
    /// The last change whose readers were walked (`files(readingAnyOf:since:in:)`).
    private var lastWalk: Walk?
    /// Whether queries record what they read. Without it (bulk work, where
    /// nothing changes after the inputs are set) an answer holds at the
    /// revision it was made at only, and nothing is spent recording.
    public let recordsDependencies: Bool
    /// Raises every query's `capacity` to at least this (bulk work that reads every file's model).
    public let minimumCapacity: Int

    /// One change's walk of readers: the revision before it, its own, and every query the walk
    /// reached (with those stored meanwhile at the revision before). An answer verified at `from`
    /// that the walk did not reach read nothing the change set: it holds at `to` without looking.
    private struct Walk {
        let from: Int
        let to: Int
        var reached: Set<QueryID> = []
        var complete = false
    }

    public init(recordsDependencies: Bool = true, minimumCapacity: Int = 0) {
        self.recordsDependencies = recordsDependencies
        self.minimumCapacity = minimumCapacity
    }

    public var count: Int { lock.withLock { memos.count } }

    /// The answer to `query` for `database`, recorded as read by the database's frame.
    public func fetch<Q: Query>(_ query: Q, in database: Database) -> Q.Value where Q.Database == Database {
        let id = identity(of: query)
        let (value, changedAt, durability) = answer(query, id: id, in: database)
        database.frame?.record(.query(id), stamp: changedAt, durability: durability)
        return value
    }

    private func identity<Q: Query>(of query: Q) -> QueryID {
        let key = AnyHashable(query)
        return lock.withLock {
            if let known = ids[key] { return known }
            let id = QueryID(index: ids.count)
            ids[AnyHashable(query.retained)] = id
            if let file = query as? any FileQuery { filePaths[id] = file.path }
            return id
        }
    }

    private func answer<Q: Query>(_ query: Q, id: QueryID, in database: Database) -> (Q.Value, Int, Durability)
        where Q.Database == Database {
        // A query that reads itself is computed again each time, never kept (none does so by design).
        if let frame = database.frame, frame.isComputing(id) { return (query.compute(in: database), Stamps.next(), .low) }
        let (kept, walk) = lock.withLock { (memos[id], lastWalk) }
        if let kept, let value = kept.value.flatMap({ $0 as? Q.Value }) {
            if kept.verifiedAt == database.revision { return (value, kept.changedAt, kept.durability) }
            // The change that made this revision did not reach it: nothing it read changed (no look at its reads).
            if let walk, walk.complete, walk.to == database.revision, kept.verifiedAt == walk.from, !walk.reached.contains(id) {
                lock.withLock {
                    if memos[id]?.serial == kept.serial { memos[id]?.verifiedAt = database.revision }
                }
                return (value, kept.changedAt, kept.durability)
            }
            if let reads = kept.reads, holds(kept, reads: reads, in: database) {
                lock.withLock {
                    if memos[id]?.serial == kept.serial {
                        memos[id]?.verifiedAt = database.revision
                        memos[id]?.durableStamp = database.lastChange(atLeast: kept.durability)
                    }
                }
                return (value, kept.changedAt, kept.durability)
            }
        }
        let frame = recordsDependencies ? QueryFrame<Database.Input>(query: id, parent: database.frame) : nil
        // Without frames (bulk work) the database is used as it is, not copied.
        let value = query.compute(in: frame == nil && database.frame == nil ? database : database.recording(into: frame))
        guard Q.keeps(value) else { return (value, Stamps.next(), .low) }
        var changedAt = Stamps.next()
        if let kept, let old = kept.value.flatMap({ $0 as? Q.Value }), Q.same(old, value) { changedAt = kept.changedAt }
        let recorded = frame?.recorded
        let query = query.retained
        let durability = recorded?.durability ?? .low
        let memo = Memo(serial: Stamps.next(), value: value, changedAt: changedAt, verifiedAt: database.revision, reads: recorded?.reads,
                        durability: durability, durableStamp: database.lastChange(atLeast: durability),
                        refresh: { database in
                            let (_, changedAt, durability) = database.queries.answer(query, id: id, in: database)
                            return (changedAt, durability)
                        },
                        kind: ObjectIdentifier(Q.self), validatesEagerly: Q.validatesEagerly)
        lock.withLock { store(memo, for: id, capacity: Q.capacity.map { max($0, minimumCapacity) }) }
        return (value, changedAt, durability)
    }

    /// Whether a kept answer still holds for `database` (see the type's comment).
    private func holds(_ memo: Memo, reads: [(dependency: Dependency, stamp: Int)], in database: Database) -> Bool {
        if memo.durability > .low, memo.durableStamp == database.lastChange(atLeast: memo.durability) { return true }
        // Inputs first: comparing a stamp is cheap, bringing a query up to date may not be.
        for (dependency, stamp) in reads {
            if case .input(let input) = dependency, database.stamp(of: input) != stamp { return false }
        }
        for (dependency, stamp) in reads {
            switch dependency {
            case .input:
                continue
            case .query(let other):
                guard let refresh = lock.withLock({ memos[other].flatMap { $0.value == nil ? nil : $0.refresh } }),
                      refresh(database).changedAt == stamp else { return false }
            }
        }
        return true
    }

    /// Keeps `memo` (under the lock), replacing the reads of the answer it replaces.
    private func store(_ memo: Memo, for id: QueryID, capacity: Int?) {
        if let capacity, idsByKind[memo.kind, default: []].count >= capacity, memos[id]?.value == nil {
            for old in idsByKind[memo.kind] ?? [] { memos[old]?.value = nil }
            idsByKind[memo.kind] = []
        }
        if let old = memos[id] { forgetReads(of: old, by: id) }
        // Made at the revision before a walked change, possibly after the walk passed its reads: never taken as unreached.
        if let from = lastWalk?.from, memo.verifiedAt == from { lastWalk?.reached.insert(id) }
        memos[id] = memo
        idsByKind[memo.kind, default: []].insert(id)
        if let reads = memo.reads { for read in reads { readers[read.dependency, default: []].insert(id) } }
    }

    private func forgetReads(of memo: Memo, by id: QueryID) {
        for read in memo.reads ?? [] {
            readers[read.dependency]?.remove(id)
            if readers[read.dependency]?.isEmpty == true { readers[read.dependency] = nil }
        }
    }

    /// The files of the kept `FileQuery` answers that read any of `inputs`,
    /// directly or through other queries: those whose answer a change of
    /// those inputs (the change that made `database`'s revision) may alter.
    /// A query that `validatesEagerly` is brought up to date on the way, and
    /// when it comes out the same, its readers are not reached through it.
    /// Without recorded dependencies, every kept one. `previous`: the
    /// revision the change was made on, when `inputs` are all it set; then
    /// the answers the walk did not reach hold at the new revision unlooked-at.
    public func files(readingAnyOf inputs: some Sequence<Database.Input>, since previous: Int? = nil,
                      in database: Database) -> Set<String> {
        guard recordsDependencies else { return lock.withLock { Set(memos.keys.compactMap { filePaths[$0] }) } }
        lock.withLock { lastWalk = previous.map { Walk(from: $0, to: database.revision) } }
        var files: Set<String> = []
        var visited: Set<QueryID> = []
        var pending: [QueryID] = lock.withLock { inputs.flatMap { readers[.input($0)] ?? [] } }
        while let id = pending.popLast() {
            guard visited.insert(id).inserted else { continue }
            let (memo, next, path) = lock.withLock { (memos[id], readers[.query(id)] ?? [], filePaths[id]) }
            if let path { files.insert(path) }
            // Stamps only grow: an answer that changed in this change has a newer stamp than its revision.
            if let memo, memo.validatesEagerly, memo.value != nil, memo.refresh(database).changedAt < database.revision { continue }
            pending.append(contentsOf: next)
        }
        if previous != nil {
            lock.withLock {
                guard lastWalk?.to == database.revision else { return }
                lastWalk?.reached.formUnion(visited)
                lastWalk?.complete = true
            }
        }
        return files
    }

    /// Forgets every answer.
    public func removeAll() {
        lock.withLock {
            ids.removeAll()
            filePaths.removeAll()
            memos.removeAll()
            idsByKind.removeAll()
            readers.removeAll()
            lastWalk = nil
        }
    }
}

extension QueryDatabase {
    /// The answer to `query` here (recorded as read when a query is being computed).
    public func answer<Q: Query>(_ query: Q) -> Q.Value where Q.Database == Self {
        queries.fetch(query, in: self)
    }

    /// Records that the query being computed read `input`.
    public func read(_ input: Input) {
        frame?.record(.input(input), stamp: stamp(of: input), durability: durability(of: input))
    }

    /// This database with nothing of what `body` reads recorded: for reading
    /// inputs a coarser input already stands for.
    public var untracked: Self { recording(into: nil) }
}
