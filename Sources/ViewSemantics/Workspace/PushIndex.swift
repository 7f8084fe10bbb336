/// Which screens open a screen with `push:`, read from syntax alone: enough
/// for the rules that compare a screen with the one before it, until the
/// navigation graph follows every kind of link.
import ViewSyntax

public struct Pusher: Sendable {
    /// The pushing screen's type name.
    public let typeName: String
    /// Its `Screen` title, else its navigation bar's title.
    public let title: String?
    /// The `push:` value that names the pushed screen.
    public let location: SourceLocation
}

public enum PushIndex {
    /// The screens whose elements say `push: typeName`, one entry per `push:`.
    public static func screens(pushing typeName: String, in directory: any TypeDirectory) -> [Pusher] {
        var result: [Pusher] = []
        for file in directory.files(referencing: typeName) where file.isScreen {
            let title = screenTitle(of: file)
            for node in file.tree.rootNode.descendantsAndSelf where node.kind == .binding {
                guard let binding = BindingSyntax(node), binding.propertyName == "push",
                      case .path(let path)? = binding.value, path.names == [typeName] else { continue }
                result.append(Pusher(typeName: file.typeName, title: title,
                                     location: SourceLocation(path: file.path, range: path.syntax.range)))
            }
        }
        return result
    }

    static func screenTitle(of file: SourceFile) -> String? {
        guard let root = file.root else { return nil }
        let members = root.body?.members ?? []
        if let title = stringBinding("title", in: members) { return title }
        for case .object(let object) in members where object.typeName == "NavigationBar" {
            if let title = stringBinding("title", in: object.body?.members ?? []) { return title }
        }
        return nil
    }

    static func stringBinding(_ name: String, in members: [MemberSyntax]) -> String? {
        for case .binding(let binding) in members where binding.propertyName == name {
            if case .stringLiteral(let literal)? = binding.value { return literal.value }
        }
        return nil
    }
}
