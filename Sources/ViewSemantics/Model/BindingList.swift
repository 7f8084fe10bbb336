/// An element's effective bindings: a small ordered list looked up by name.
/// Most elements set a handful of properties, where a linear scan beats
/// hashing the name; past `indexThreshold` entries a name index keeps
/// lookups constant-time, so an element with thousands of bindings stays fast.
public struct BindingList: Sendable {
    /// The bindings in the order they were first set.
    public private(set) var values: [Binding] = []
    private var index: [String: Int]?

    static let indexThreshold = 16

    public init() {}

    public var isEmpty: Bool { values.isEmpty }
    public var count: Int { values.count }

    /// The binding of `name`; setting one replaces it in place or appends it.
    public subscript(name: String) -> Binding? {
        get { position(of: name).map { values[$0] } }
        set {
            let existing = position(of: name)
            switch (existing, newValue) {
            case (let position?, let binding?):
                values[position] = binding
            case (nil, let binding?):
                values.append(binding)
                if index != nil {
                    index?[name] = values.count - 1
                } else if values.count > Self.indexThreshold {
                    index = Dictionary(uniqueKeysWithValues: values.enumerated().map { ($1.name, $0) })
                }
            case (let position?, nil):
                values.remove(at: position)
                index = values.count > Self.indexThreshold
                    ? Dictionary(uniqueKeysWithValues: values.enumerated().map { ($1.name, $0) }) : nil
            case (nil, nil):
                break
            }
        }
    }

    private func position(of name: String) -> Int? {
        if let index { return index[name] }
        return values.firstIndex { $0.name == name }
    }
}
