/// Typed values of bindings and the bindings themselves, as the model sees
/// them: decoded, with the file and syntax they come from.
public import ViewSyntax

/// A binding's value, decoded from its syntax whatever its declared type.
/// Not `indirect`: lists hold their items in an array already, and a boxed
/// case would cost an allocation for every binding of every check.
public enum Value: Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    /// A single identifier: an enum member, a colour name, an id, a screen name.
    case name(String)
    /// A dotted path such as `system.gear`.
    case path([String])
    case list([Value])
    case object(Element)
    /// Syntax too broken to decode.
    case missing

    public var stringValue: String? { if case .string(let text) = self { return text } else { return nil } }
    public var numberValue: Double? { if case .number(let number) = self { return number } else { return nil } }
    public var boolValue: Bool? { if case .bool(let flag) = self { return flag } else { return nil } }
    public var nameValue: String? { if case .name(let name) = self { return name } else { return nil } }
    public var elementValue: Element? { if case .object(let element) = self { return element } else { return nil } }
    public var isMissing: Bool { if case .missing = self { return true } else { return false } }
    public var listValue: [Value]? { if case .list(let items) = self { return items } else { return nil } }
}

/// One `name: value` in effect on an element: written in the element itself,
/// or a default from the component definition it uses.
///
/// The fields are in the order that packs them into 64 bytes (the flag and
/// the block's number fill the padding after the 17-byte value): a model
/// holds one per binding of every element.
public struct Binding: Sendable {
    public let name: String
    public let value: Value
    /// True when the binding comes from a component's definition, not the use.
    public let isComponentDefault: Bool
    /// Decoded from its syntax and its element's declaration alone, with nothing reported: what a later
    /// version's build may take over where the syntax is shared (`BindingValues`). (In the padding too.)
    let decodedAlone: Bool
    /// Which block of the model build set it (its number, wrapped to 32 bits:
    /// a build applies far fewer blocks), so a second binding of the name in
    /// the same block is a duplicate.
    private let serial: UInt32
    public let syntax: BindingSyntax
    /// The file the binding is written in.
    public let path: String

    init(name: String, value: Value, syntax: BindingSyntax, path: String, isComponentDefault: Bool, blockSerial: Int = 0,
         decodedAlone: Bool = false) {
        self.name = name
        self.decodedAlone = decodedAlone
        self.value = value
        self.syntax = syntax
        self.path = path
        self.isComponentDefault = isComponentDefault
        serial = UInt32(truncatingIfNeeded: blockSerial)
    }

    /// Whether the binding was set by the block whose number is `blockSerial`.
    func isFromBlock(_ blockSerial: Int) -> Bool { serial == UInt32(truncatingIfNeeded: blockSerial) }

    public var range: Range<Int> { syntax.syntax.range }
    public var nameRange: Range<Int> { syntax.name?.range ?? range }
    public var valueRange: Range<Int> { syntax.value?.syntax.range ?? range }
    /// The value as written, such as `"#FAFAFA"` or `dark`.
    public var valueText: String { syntax.value?.syntax.text ?? "" }
    public var location: SourceLocation { SourceLocation(path: path, range: range) }
    public var valueLocation: SourceLocation { SourceLocation(path: path, range: valueRange) }
}
