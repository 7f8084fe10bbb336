/// The vocabulary of the schema: value types, property declarations, where a
/// component may stand, and the declaration of one built-in component.

/// The type of a property's value (language reference §4).
public indirect enum ValueType: Hashable, Sendable, CustomStringConvertible {
    case string
    case number
    case bool
    /// One identifier from a fixed list, such as `style: grouped`.
    case enumeration([String])
    /// A palette name or `"#RRGGBB"` / `"#RRGGBBAA"`.
    case color
    /// A path relative to the file, or `system.NAME`.
    case image
    /// The id of an element in the same file; the component type it must have, nil for any.
    case reference(String?)
    /// The type name of a screen file of the workspace.
    case screen
    /// An inline `Popover`, `Modal`, `Alert`, `ActionSheet` or `ActivityViewController`, or a screen.
    case presentable
    case list(ValueType)

    public var description: String {
        switch self {
        case .string: return "string"
        case .number: return "number"
        case .bool: return "bool"
        case .enumeration(let members): return members.joined(separator: " | ")
        case .color: return "color"
        case .image: return "image"
        case .reference(let type): return "ref(\(type ?? "any"))"
        case .screen: return "screen"
        case .presentable: return "presentable"
        case .list(let element): return "list(\(element))"
        }
    }

    /// The enumeration's members, looking through lists.
    public var enumerationMembers: [String]? {
        switch self {
        case .enumeration(let members): return members
        case .list(let element): return element.enumerationMembers
        default: return nil
        }
    }
}

/// One property a component takes.
public struct PropertyDeclaration: Hashable, Sendable {
    public let name: String
    public let type: ValueType
    /// The default as written in a `.view` file, or nil when unset means "none".
    public let defaultValue: String?
    /// Old spellings of enum members that are still read, by old spelling:
    /// QML reserves `default` and `delete`, so language version 3 renamed
    /// the members spelt so (`keyboard: default` is `standard`). The parser
    /// warns at the old spelling; the model reads it as the new one.
    public let deprecatedSpellings: [String: String]
    /// The catalog key of its documentation when several components share one
    /// text (`capInsets`, `extendsUnderBars`, `visibleIn`); nil for a text of
    /// the component's own (`component.<Name>.property.<name>`).
    public let sharedDocumentationKey: String?
    /// For a list of a fixed length, how many values it takes: `capInsets` is `[top, left, bottom, right]`,
    /// four numbers as UIKit's `UIEdgeInsets`; another count is a `type-mismatch`. Nil: any number.
    public let count: Int?

    public init(_ name: String, _ type: ValueType, default defaultValue: String? = nil,
                deprecatedSpellings: [String: String] = [:], sharedDocumentationKey: String? = nil, count: Int? = nil) {
        self.name = name
        self.type = type
        self.count = count
        self.defaultValue = defaultValue
        self.deprecatedSpellings = deprecatedSpellings
        self.sharedDocumentationKey = sharedDocumentationKey
    }
}

/// Where a component may stand.
public enum Placement: Hashable, Sendable {
    /// The root of a screen file.
    case fileRoot
    /// Inside any container (`Screen`, `Primary`, `Secondary`, `Popover`,
    /// `Modal`, `ContainerViewController`, `Page`, and `CustomView`, whose
    /// children are like a screen's).
    case container
    /// Inside the named component.
    case inside(String)
    /// As the value of a `presentable` property (`presents:`).
    case presentedValue
}

/// The families that group components in documentation and rules.
public enum ComponentFamily: String, Sendable, CaseIterable {
    case bars
    case contentViews
    case controls
    case temporaryViews
}

/// One built-in component: its properties, where it may stand and what it holds.
///
/// A class, made once per component when the schema loads: every element
/// refers to its declaration, and rules ask it on every element, so sharing
/// one object costs one reference count where copying a struct of arrays and
/// sets cost one per field. Schema defaults are decoded here once.
public final class ComponentDeclaration: Sendable {
    public let name: String
    public let family: ComponentFamily
    /// Its own properties; the common ones (`id`, `hidden`, `width`, `height`,
    /// `accessibilityLabel`) are added by `allProperties`.
    public let ownProperties: [PropertyDeclaration]
    public let placements: Set<Placement>
    /// Whether elements of this kind are containers in the sense of the rules
    /// ("in the same container").
    public let isContainer: Bool
    /// Own properties, then the common ones it does not redeclare.
    public let allProperties: [PropertyDeclaration]
    /// By property name: its place in `allProperties` and its decoded default. Looked up for every binding of
    /// every element at each keystroke, where comparing the name with each of a cell's 40 properties in turn showed.
    private let index: [String: (position: Int, defaultValue: Value?, type: ValueType)]
    /// The properties that take an image path or a list of them: the few bindings `missing-image` looks at.
    public let imagePropertyNames: [String]

    public init(_ name: String, _ family: ComponentFamily, placements: Set<Placement>, properties: [PropertyDeclaration]) {
        self.name = name
        self.family = family
        self.placements = placements
        self.ownProperties = properties
        self.isContainer = Schema.containerNames.contains(name)
        let own = Set(properties.map(\.name))
        let all = properties + Schema.commonProperties.filter { !own.contains($0.name) }
        self.allProperties = all
        let defaults = all.compactMap { property in property.defaultValue.map { (name: property.name, value: DefaultValue.parse($0)) } }
        var index: [String: (position: Int, defaultValue: Value?, type: ValueType)] = [:]
        for (position, property) in all.enumerated() where index[property.name] == nil {
            index[property.name] = (position, defaults.first { $0.name == property.name }?.value, property.type)
        }
        self.index = index
        imagePropertyNames = all.filter { $0.type == .image || $0.type == .list(.image) }.map(\.name)
    }

    public func property(named name: String) -> PropertyDeclaration? {
        index[name].map { allProperties[$0.position] }
    }

    /// The type of the property; nil when the component has no such property. (No declaration copied out:
    /// the model asks it for every binding it builds.)
    public func type(ofProperty name: String) -> ValueType? {
        index[name]?.type
    }

    /// The schema default of a property, decoded; nil when it has none.
    public func defaultValue(of name: String) -> Value? {
        index[name]?.defaultValue ?? nil
    }

    /// Whether its children follow a screen's placement rules.
    public var hostsContainerChildren: Bool { isContainer || name == "CustomView" }

    /// The key of its documentation summary in the message catalog.
    public var summaryKey: String { "component.\(name).summary" }

    /// The key of a property's documentation in the message catalog; the
    /// catalog has a text for the properties that need more than their type.
    public func documentationKey(ofProperty property: String) -> String {
        self.property(named: property)?.sharedDocumentationKey ?? "component.\(name).property.\(property)"
    }
}

/// Shorthands used by the component tables.
extension PropertyDeclaration {
    static func string(_ name: String) -> Self { .init(name, .string) }
    static func number(_ name: String, default value: String? = nil) -> Self { .init(name, .number, default: value) }
    static func bool(_ name: String, default value: String? = nil) -> Self { .init(name, .bool, default: value) }
    static func color(_ name: String, default value: String? = nil) -> Self { .init(name, .color, default: value) }
    static func image(_ name: String) -> Self { .init(name, .image) }
    static func screen(_ name: String) -> Self { .init(name, .screen) }
    static func oneOf(_ name: String, _ members: [String], default value: String? = nil,
                      deprecated: [String: String] = [:]) -> Self {
        .init(name, .enumeration(members), default: value, deprecatedSpellings: deprecated)
    }
}
