/// What an identifier of a file names, read from the syntax and the schema
/// alone (so broken files still answer): a component type, a property, an
/// id where it is declared or used, a workspace screen or component named as
/// a value, an enum member or a palette colour. Navigation, rename and
/// semantic tokens all ask this one place.
import ViewModel
import ViewRules
import ViewSyntax

/// The meaning of one identifier token.
enum NameMeaning: Equatable {
    /// An object's type name: built in (`Cell`) or not (a workspace component, or unknown).
    case component(String, builtIn: Bool)
    /// The name of a binding (`title` in `title: "x"`).
    case property(String)
    /// The value of an `id:` binding.
    case idDeclaration(String)
    /// An id named by a `ref` property (`source: share`).
    case idReference(String)
    /// A single upper-case name as a value (`push: Settings`): a workspace type.
    case typeReference(String)
    case enumMember(String)
    case paletteColor(String)
    /// A segment of a dotted path such as `system.gear`.
    case pathSegment

    /// The workspace type named, by an object or a value.
    var typeName: String? {
        switch self {
        case .component(let name, builtIn: false), .typeReference(let name): return name
        default: return nil
        }
    }

    /// The id named, declared or used.
    var id: String? {
        switch self {
        case .idDeclaration(let name), .idReference(let name): return name
        default: return nil
        }
    }
}

/// Classifies identifiers of one file in a workspace.
struct NameClassifier {
    let workspace: Workspace

    /// The meaning of an identifier token; nil for other tokens and for names that mean nothing known.
    func meaning(of token: SyntaxToken) -> NameMeaning? {
        guard token.kind == .identifier else { return nil }
        let parent = token.parent
        switch parent.kind {
        case .object:
            guard ObjectSyntax(parent)?.name?.range == token.range else { return nil }
            return .component(token.text, builtIn: Schema.component(named: token.text) != nil)
        case .binding:
            guard BindingSyntax(parent)?.name?.range == token.range else { return nil }
            return .property(token.text)
        case .path:
            guard let path = PathSyntax(parent) else { return nil }
            guard path.segments.count == 1 else { return .pathSegment }
            return valueMeaning(token.text, path: parent)
        default:
            return nil
        }
    }

    /// A one-word value, by the type of the property it is given to.
    private func valueMeaning(_ name: String, path: SyntaxNode) -> NameMeaning? {
        guard let (binding, direct) = Self.binding(holding: path), let property = binding.propertyName else { return nil }
        if property == "id" { return direct ? .idDeclaration(name) : nil }
        let declared = declaration(owning: binding)?.property(named: property)
        let type = declared?.type
        switch type.map(Self.elementType) {
        case .reference?:
            return .idReference(name)
        case .enumeration(let members)? where members.contains(name) || declared?.deprecatedSpellings[name] != nil:
            return .enumMember(name)
        case .color? where Schema.paletteColorNames.contains(name):
            return .paletteColor(name)
        default:
            // Screens (`push`, `content`, `presents`), and names given to unknown properties.
            if Self.isTypeName(name), !workspace.paths(definingType: name).isEmpty || type == .screen || type == .presentable {
                return .typeReference(name)
            }
            return nil
        }
    }

    /// The built-in component whose element holds `binding`: its object's type, through workspace components.
    func declaration(owning binding: BindingSyntax) -> ComponentDeclaration? {
        guard let block = binding.syntax.parent, block.kind == .block, let object = block.parent.flatMap(ObjectSyntax.init),
              let typeName = object.typeName else { return nil }
        return WorkspaceNames.builtInKind(ofComponent: typeName, in: workspace)
    }

    /// The binding a value belongs to (through lists), and whether the value is the binding's own.
    static func binding(holding value: SyntaxNode) -> (BindingSyntax, direct: Bool)? {
        var node = value
        var direct = true
        while let parent = node.parent {
            if let binding = BindingSyntax(parent) { return (binding, direct) }
            guard parent.kind == .list else { return nil }
            direct = false
            node = parent
        }
        return nil
    }

    static func elementType(_ type: ValueType) -> ValueType {
        if case .list(let element) = type { return elementType(element) }
        return type
    }

    /// An identifier beginning with an upper-case letter: a type name.
    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy(isIdentifierScalar)
    }

    /// An identifier beginning with a lower-case letter or `_`: an id.
    static func isIDName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) || first == "_" else { return false }
        return name != "true" && name != "false" && name.unicodeScalars.allSatisfy(isIdentifierScalar)
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
}

extension SourceFile {
    /// Every identifier token of the file with its meaning, in order. A loop over the tree's tokens.
    func classifiedNames(in workspace: Workspace) -> [(token: SyntaxToken, meaning: NameMeaning)] {
        let classifier = NameClassifier(workspace: workspace)
        return tree.rootNode.tokens.compactMap { token in
            guard token.kind == .identifier, let meaning = classifier.meaning(of: token) else { return nil }
            return (token, meaning)
        }
    }

    /// The range of the root object's type name, where a screen or component "is defined"; the file's start without one.
    var definitionRange: Range<Int> {
        root?.name?.range ?? 0..<0
    }
}
