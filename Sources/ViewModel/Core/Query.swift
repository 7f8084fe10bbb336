/// The vocabulary of the incremental core (see ARCHITECTURE.md, "The
/// incremental core"): a database of inputs, each stamped when it is set,
/// and queries — pure functions of the database whose answers the core
/// keeps with what they read. A stamp is a number no other change anywhere
/// ever gets, so two databases agree on an input exactly when its stamps do,
/// even when one was copied from the other and both went on changing.
import Foundation

/// How often an input changes. A query that read only durable inputs is
/// taken as it is, without looking at what it read, while no durable input
/// changed (salsa's durability): a keystroke does not re-validate what
/// depends only on configuration and images.
public enum Durability: Int, Sendable, Comparable, CaseIterable {
    /// A file's text: every keystroke.
    case low
    /// Configuration, editor settings, images: now and then.
    case high

    public static func < (left: Durability, right: Durability) -> Bool { left.rawValue < right.rawValue }
}

/// Where stamps come from: one counter for the process.
public enum Stamps {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last = 0

    /// A stamp no one has had before.
    public static func next() -> Int {
        lock.withLock {
            last += 1
            return last
        }
    }
}

/// A database the core can keep answers about: its inputs' stamps, and the
/// frame recording what the query being computed reads.
public protocol QueryDatabase: Sendable {
    /// What names one input (a file's text, a folder's configuration …).
    associatedtype Input: Hashable & Sendable

    /// The stamp of the whole set of inputs: a new one after every change.
    var revision: Int { get }
    /// The stamp `input` got when it was last set (0 when it never was).
    func stamp(of input: Input) -> Int
    func durability(of input: Input) -> Durability
    /// The stamp of the last change to an input of `durability` or more.
    func lastChange(atLeast durability: Durability) -> Int
    /// The answers kept, shared by this database and its copies.
    var queries: QueryStore<Self> { get }
    /// The frame that records this database's reads; nil when nothing records.
    var frame: QueryFrame<Input>? { get }
    /// This database with its reads recorded in `frame` (nil: not recorded).
    func recording(into frame: QueryFrame<Input>?) -> Self
}

/// A derived fact: a pure function of the database, computed on demand and
/// kept by the core with what it read. A query reads inputs and other
/// queries only through the database it is given, never a file, the clock
/// or a global.
public protocol Query: Hashable, Sendable {
    associatedtype Database: QueryDatabase
    associatedtype Value: Sendable

    func compute(in database: Database) -> Value
    /// Whether a recomputed value is the same as the kept one: then what read
    /// it is not re-run (early cut-off). False by default; `==` for Equatable values.
    static func same(_ old: Value, _ new: Value) -> Bool
    /// Whether an answer is kept (a cancelled check is not).
    static func keeps(_ value: Value) -> Bool
    /// The most answers of this query the core keeps; past it they are dropped (nil: no bound).
    static var capacity: Int? { get }
    /// Whether working out what a change affects brings this query up to date
    /// on the way (for cheap queries that many read, like the app's bar tally):
    /// if it comes out the same, what read it is not affected.
    static var validatesEagerly: Bool { get }
    /// The query as the store keeps it to bring its answer up to date later: without what only
    /// this computation needs (a cancellation, an earlier answer to borrow from), so that is not
    /// kept alive with the answer. The same query (`==`); `self` by default.
    var retained: Self { get }
}

extension Query {
    public static func same(_ old: Value, _ new: Value) -> Bool { false }
    public static func keeps(_ value: Value) -> Bool { true }
    public static var capacity: Int? { nil }
    public static var validatesEagerly: Bool { false }
    public var retained: Self { self }
}

extension Query where Value: Equatable {
    public static func same(_ old: Value, _ new: Value) -> Bool { old == new }
}

/// A query whose answer is about one file (its check): when what it read
/// changes, the workspace names that file among those a change affects.
public protocol FileQuery {
    var path: String { get }
}

/// A query's identity, whatever its type: a number the store gives each
/// query the first time it is asked (so validation and the walk of readers
/// compare numbers, not type-erased keys).
public struct QueryID: Hashable, Sendable {
    let index: Int
}

/// Something a query read: an input or another query.
public enum QueryDependency<Input: Hashable & Sendable>: Hashable, Sendable {
    case input(Input)
    case query(QueryID)
}

/// What one computation reads, in order, with the stamp each had. Made by
/// the core for each query it runs; thread-safe, as a model may be built on
/// several threads.
public final class QueryFrame<Input: Hashable & Sendable>: @unchecked Sendable {
    let query: QueryID?
    let parent: QueryFrame?
    private let lock = NSLock()
    /// Each dependency once, with the stamp it had when first read (one hash per read: a model reads much).
    private var reads: [QueryDependency<Input>: Int] = [:]
    private var durability = Durability.high

    init(query: QueryID?, parent: QueryFrame?) {
        self.query = query
        self.parent = parent
    }

    /// A frame that records what some work reads, without keeping an answer.
    public convenience init() { self.init(query: nil, parent: nil) }

    func record(_ dependency: QueryDependency<Input>, stamp: Int, durability: Durability) {
        lock.withLock {
            if reads.updateValue(stamp, forKey: dependency) != nil { return }
            self.durability = min(self.durability, durability)
        }
    }

    /// Whether `query` is being computed by this frame or one that waits for it.
    func isComputing(_ query: QueryID) -> Bool {
        var frame: QueryFrame? = self
        while let current = frame {
            if current.query == query { return true }
            frame = current.parent
        }
        return false
    }

    var recorded: (reads: [(dependency: QueryDependency<Input>, stamp: Int)], durability: Durability) {
        lock.withLock { (reads.map { ($0.key, $0.value) }, durability) }
    }
}
