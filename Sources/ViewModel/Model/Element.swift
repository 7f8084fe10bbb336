/// One UI element of the typed model: its type (built-in or workspace
/// component), effective bindings, children, presented values and parent.
/// Built once per check by `ModelBuilder`; read-only afterwards.
public import ViewSyntax

/// How an element is attached to its parent.
public enum ElementRole: Hashable, Sendable {
    /// The root object of a file.
    case root
    /// A member object of its parent's block.
    case child
    /// The inline object value of the named property, such as `presents`.
    case value(String)
}

public final class Element: @unchecked Sendable, CustomStringConvertible {
    /// The type name as written, such as `PrimaryCell` or `Cell`.
    public let typeName: String
    /// The built-in component this element is (through any component definitions); nil when unknown.
    public let declaration: ComponentDeclaration?
    /// The workspace components between the written type and the built-in, outermost first.
    public let componentChain: [String]
    public let syntax: ObjectSyntax
    /// The file the element's object is written in.
    public let path: String
    public let role: ElementRole
    /// Unowned: the parent owns its children, and the model's element list owns
    /// every element, so a parent outlives its children. (A weak reference
    /// would give every element a side table, to build and to free on each check.) A constant, so the walks
    /// up that every rule makes read it with no run-time exclusivity check.
    public unowned let parent: Element?
    /// Set while the model is built (`builtChildren`, `builtBindings`), read-only afterwards: rules read
    /// `children` and `bindings` tens of thousands of times a keystroke from every thread, and never while
    /// the builder writes them, so the run-time exclusivity check on each read (a tenth of a keystroke's
    /// instructions) is left out. The stored fields are internal and read through these getters: another
    /// module reading a stored field of the class directly makes the check itself, whatever the attribute.
    public var children: [Element] { builtChildren }
    /// Effective bindings by property name: the use's, else the component's defaults.
    public var bindings: BindingList { builtBindings }
    @exclusivity(unchecked) var builtChildren: [Element] = []
    @exclusivity(unchecked) var builtBindings = BindingList()

    init(typeName: String, declaration: ComponentDeclaration?, componentChain: [String], syntax: ObjectSyntax,
         path: String, role: ElementRole, parent: Element?) {
        self.typeName = typeName
        self.declaration = declaration
        self.kind = declaration?.name
        self.componentChain = componentChain
        self.syntax = syntax
        self.path = path
        self.role = role
        self.parent = parent
    }

    public var description: String { "\(typeName)@\(path):\(syntax.syntax.range)" }

    /// The built-in component's name, such as `Cell` for a `PrimaryCell`.
    /// Stored, not read through `declaration`: rules ask for it on every
    /// element, and copying the declaration out costs reference counting on
    /// tables every thread shares.
    public let kind: String?

    public func `is`(_ kinds: String...) -> Bool { kind.map(kinds.contains) ?? false }
    /// One kind: no argument array to allocate (rules ask this on every element).
    public func `is`(_ kind: String) -> Bool { self.kind == kind }

    /// The range of the type name token, where most diagnostics on an element go.
    public var nameRange: Range<Int> { syntax.name?.range ?? syntax.syntax.range }
    public var range: Range<Int> { syntax.syntax.range }
    public var location: SourceLocation { SourceLocation(path: path, range: nameRange) }

    // MARK: Properties

    public func binding(_ name: String) -> Binding? { bindings[name] }

    /// The effective value of a property: its binding's value, else the schema's default.
    public func value(_ name: String) -> Value? {
        if let binding = bindings[name] { return binding.value }
        return declaration?.defaultValue(of: name)
    }

    public func string(_ name: String) -> String? { value(name)?.stringValue }
    public func number(_ name: String) -> Double? { value(name)?.numberValue }
    public func bool(_ name: String) -> Bool? { value(name)?.boolValue }
    /// An enum member, palette colour, id or screen name.
    public func name(_ name: String) -> String? { value(name)?.nameValue }

    // MARK: Tree

    public var ancestors: [Element] {
        var result: [Element] = []
        var current = parent
        while let element = current {
            result.append(element)
            current = element.parent
        }
        return result
    }

    /// The elements given as inline values of this element's properties (`presents: Popover {…}`).
    public var presentedElements: [Element] {
        guard bindings.values.contains(where: { $0.value.elementValue != nil }) else { return [] }
        return bindings.values.sorted { $0.range.lowerBound < $1.range.lowerBound }.compactMap(\.value.elementValue)
    }

    /// Children and presented values, recursively, in source order; not `self`.
    public var descendants: [Element] {
        var result: [Element] = []
        func visit(_ element: Element) {
            for child in element.presentedElements {
                result.append(child)
                visit(child)
            }
            for child in element.children {
                result.append(child)
                visit(child)
            }
        }
        visit(self)
        return result
    }

    public func children(of kinds: String...) -> [Element] {
        children.filter { child in child.kind.map(kinds.contains) ?? false }
    }

    public func children(of kind: String) -> [Element] {
        children.filter { $0.kind == kind }
    }

    /// The nearest enclosing container (`Screen`, `Popover`, `Modal`, `Primary`,
    /// `Secondary`, `Page`, `ContainerViewController`), not counting `self`.
    public var container: Element? { nearestAncestor { $0.declaration?.isContainer == true } }

    /// The nearest `Screen` ancestor, or `self` if it is one.
    public var screen: Element? { self.is("Screen") ? self : nearestAncestor { $0.is("Screen") } }

    /// The nearest ancestor that `matches`, walking up without building the list of ancestors.
    public func nearestAncestor(where matches: (Element) -> Bool) -> Element? {
        var current = parent
        while let element = current {
            if matches(element) { return element }
            current = element.parent
        }
        return nil
    }
}

/// Schema defaults are written as `.view` source; this reads the few shapes they take.
enum DefaultValue {
    static func parse(_ text: String) -> Value {
        if text == "true" { return .bool(true) }
        if text == "false" { return .bool(false) }
        if let number = Double(text) { return .number(number) }
        if text.hasPrefix("[") {
            let items = text.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: " ") }
            return .list(items.map { .name(String($0)) })
        }
        return .name(text)
    }
}

extension String {
    package func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}

extension Substring {
    package func trimmingCharacters(in set: Character) -> String { String(self).trimmingCharacters(in: set) }
}
