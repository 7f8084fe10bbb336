/// Small collections looked up by name: an element's effective bindings, and
/// the first binding of each name in a block. Most elements set a handful of
/// properties, where a linear scan beats hashing the name; past
/// `indexThreshold` entries a name index keeps lookups constant-time, so an
/// element with thousands of bindings stays fast.

/// Items by name, in the order their names were first set.
struct NamedItems<Item> {
    private(set) var items: [Item] = []
    private var names: [String] = []
    private var index: [String: Int]?

    static var indexThreshold: Int { 16 }

    subscript(name: String) -> Item? {
        position(of: name).map { items[$0] }
    }

    /// Replaces the item of `name` in place, or appends it.
    mutating func set(_ item: Item, named name: String) {
        if let position = position(of: name) {
            items[position] = item
            return
        }
        items.append(item)
        names.append(name)
        if index != nil {
            index?[name] = names.count - 1
        } else if names.count > Self.indexThreshold {
            index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        }
    }

    /// Room for `count` items without growing, when the caller knows how many may come.
    mutating func reserveCapacity(_ count: Int) {
        items.reserveCapacity(count)
        names.reserveCapacity(count)
    }

    private func position(of name: String) -> Int? {
        if let index { return index[name] }
        return names.firstIndex(of: name)
    }
}

extension NamedItems: Sendable where Item: Sendable {}

/// An element's effective bindings.
public struct BindingList: Sendable {
    private var storage = NamedItems<Binding>()

    public init() {}

    /// The bindings in the order their names were first set.
    public var values: [Binding] { storage.items }
    public var isEmpty: Bool { storage.items.isEmpty }
    public var count: Int { storage.items.count }

    public subscript(name: String) -> Binding? { storage[name] }

    /// Sets a binding, replacing one of the same name in place (a use's
    /// binding over its component's default).
    mutating func set(_ binding: Binding) {
        storage.set(binding, named: binding.name)
    }

    mutating func reserveCapacity(_ count: Int) { storage.reserveCapacity(count) }
}
