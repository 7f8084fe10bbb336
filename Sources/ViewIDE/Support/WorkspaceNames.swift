/// What editor features say about the workspace's own types: a file's path
/// relative to the root, a screen's or component's title, the built-in kind a
/// component is built on, where a component may stand, and what a system image is.
import ViewModel
import ViewRules
import ViewSyntax

enum WorkspaceNames {
    /// `path` relative to the workspace root, or as it is when outside it.
    static func relativePath(_ path: String, in workspace: Workspace) -> String {
        let prefix = workspace.root == "/" ? "/" : workspace.root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The built-in component a workspace component is built on, through other
    /// components; nil for screens, unknown roots and cycles.
    static func builtInKind(ofComponent name: String, in workspace: Workspace) -> ComponentDeclaration? {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if let builtin = Schema.component(named: current) { return builtin }
            guard let file = workspace.file(definingType: current), !file.isScreen, let root = file.rootTypeName else { return nil }
            current = root
        }
        return nil
    }

    /// A file's title: its root's `title`, else (for a screen) its navigation bar's.
    static func title(of file: SourceFile) -> String? {
        guard let root = file.root else { return nil }
        if let title = stringValue(of: "title", in: root) { return title }
        for case .object(let child) in root.body?.members ?? [] where child.typeName == "NavigationBar" {
            if let title = stringValue(of: "title", in: child) { return title }
        }
        return nil
    }

    static func stringValue(of property: String, in object: ObjectSyntax) -> String? {
        for case .binding(let binding) in object.body?.members ?? [] where binding.propertyName == property {
            if case .stringLiteral(let literal)? = binding.value { return literal.value }
        }
        return nil
    }

    /// Whether a `child` component may stand in a `parent` one (the model's placement rules).
    static func mayStand(_ child: ComponentDeclaration, in parent: ComponentDeclaration) -> Bool {
        child.placements.contains(.inside(parent.name)) || (child.placements.contains(.container) && parent.hostsContainerChildren)
    }

    /// `#RRGGBB` (or `#RRGGBBAA` when not opaque) of a palette colour.
    static func hex(ofPaletteColor name: String) -> String? {
        guard let color = Schema.paletteColors.first(where: { $0.name == name }) else { return nil }
        var digits = [color.rgb.0, color.rgb.1, color.rgb.2]
        if color.alpha != 255 { digits.append(color.alpha) }
        return "#" + digits.map { byte in
            let text = String(byte, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }.joined()
    }
}

extension WorkspaceNames {
    /// The catalog keys that say what a known `system.NAME` image is: a bar
    /// button system item, a tab bar system item, or both.
    static func systemImageKinds(of name: String) -> [String] {
        var keys: [String] = []
        if Schema.barButtonSystemItems.contains(name) { keys.append("ide.system-image.bar-button") }
        if Schema.tabBarSystemItems.contains(name) { keys.append("ide.system-image.tab") }
        return keys
    }
}

/// How a value type reads in hovers and completion details.
extension ValueType {
    /// The type's name: `enum` for an enumeration (its members are listed apart).
    var shortName: String {
        switch self {
        case .enumeration: return "enum"
        case .list(let element): return "list(\(element.shortName))"
        default: return description
        }
    }

    /// The names a value of this type may be, where the type has a fixed list.
    var allowedNames: [String]? {
        switch self {
        case .enumeration(let members): return members
        case .bool: return ["true", "false"]
        case .color: return Schema.paletteColorNames
        case .list(let element): return element.allowedNames
        default: return nil
        }
    }
}
