/// Small collections looked up by name: an element's effective bindings.
/// Most elements set a handful of
/// properties, where a linear scan beats hashing the name; past
/// `indexThreshold` entries a name index keeps lookups constant-time, so an
/// element with thousands of bindings stays fast.

/// An item that carries its own name.
protocol NamedItem {
    var name: String { get }
}

/// Items by name, in the order their names were first set. The names are
/// read from the items, so a list is one array (and, past the threshold, an
/// index): every element of every check builds one.
struct NamedItems<Item: NamedItem> {
    private(set) var items: [Item] = []
    private var index: [String: Int]?

    static var indexThreshold: Int { 16 }

    subscript(name: String) -> Item? {
        position(of: name).map { items[$0] }
    }

    /// Replaces the item of the same name in place, or appends it.
    mutating func set(_ item: Item) {
        if let position = position(of: item.name) {
            items[position] = item
            return
        }
        items.append(item)
        if index != nil {
            index?[item.name] = items.count - 1
        } else if items.count > Self.indexThreshold {
            index = Dictionary(uniqueKeysWithValues: items.enumerated().map { ($1.name, $0) })
        }
    }

    /// Room for `count` items without growing, when the caller knows how many may come.
    mutating func reserveCapacity(_ count: Int) {
        items.reserveCapacity(count)
    }

    private func position(of name: String) -> Int? {
        if let index { return index[name] }
        // Lengths first: most names differ in length, and comparing two counts costs no call.
        let length = name.utf8.count
        return items.firstIndex { $0.name.utf8.count == length && $0.name == name }
    }
}

extension NamedItems: Sendable where Item: Sendable {}

extension Binding: NamedItem {}

/// An element's effective bindings.
public struct BindingList: Sendable {
    private var storage = NamedItems<Binding>()
    /// Whether a `hidden` or `visibleIn` binding is among them: most elements set neither, and the walks
    /// up that decide whether an element is seen (`Element.shownOrientations`) ask every ancestor.
    public private(set) var mentionsVisibility = false

    public init() {}

    /// The bindings in the order their names were first set.
    public var values: [Binding] { storage.items }
    public var isEmpty: Bool { storage.items.isEmpty }
    public var count: Int { storage.items.count }

    public subscript(name: String) -> Binding? { storage[name] }

    /// Sets a binding, replacing one of the same name in place (a use's
    /// binding over its component's default).
    mutating func set(_ binding: Binding) {
        if !mentionsVisibility, Self.isVisibilityName(binding.name) { mentionsVisibility = true }
        storage.set(binding)
    }

    /// `hidden` or `visibleIn`; lengths first, as most names are neither length.
    static func isVisibilityName(_ name: String) -> Bool {
        let length = name.utf8.count
        return (length == 6 && name == "hidden") || (length == 9 && name == "visibleIn")
    }

    mutating func reserveCapacity(_ count: Int) { storage.reserveCapacity(count) }
}
