/// Decoded binding values taken over from the model of a file's earlier
/// version (`ModelBuilding.build(…, previous:)`): a keystroke leaves almost
/// every binding's syntax shared (the same green node), and decoding it
/// again — its name, its property's type, its value, its type check — is
/// most of the model's cost per binding.
///
/// A value is taken over only for the same green node on an element of the
/// same built-in declaration. The earlier build marked the bindings whose
/// decoding depended on nothing else (`Binding.decodedAlone`): written in the
/// file itself (no component's default), in a build that reports, of a type
/// that names no screen, id or inline object, with nothing reported (a
/// finding has a place in the file, which moves). The table is made at the
/// start of a build from the earlier model, which the caller holds anyway,
/// and dropped with the build: nothing is kept between keystrokes, so the
/// memory a server holds per open file does not grow.
import ViewSyntax

final class BindingValues: Sendable {
    struct Entry: Sendable {
        let declaration: ComponentDeclaration
        let name: String
        let value: Value
    }

    private let entries: [ObjectIdentifier: Entry]
    /// Holds the earlier model's syntax, so no other green node takes the identity of one in the table.
    private let previous: FileModel

    /// The values `previous` marked as decoded alone, by the green node of their binding.
    init(previous: FileModel) {
        var entries: [ObjectIdentifier: Entry] = [:]
        for element in previous.elements where element.path == previous.path {
            guard let declaration = element.declaration else { continue }
            for binding in element.bindings.values where binding.decodedAlone {
                entries[ObjectIdentifier(binding.syntax.syntax.green)] = Entry(declaration: declaration, name: binding.name,
                                                                               value: binding.value)
            }
        }
        self.entries = entries
        self.previous = previous
    }

    var count: Int { entries.count }

    /// The name and value decoded last time from `green` on an element of `declaration`; nil when not kept.
    func entry(for green: GreenNode, declaration: ComponentDeclaration) -> Entry? {
        guard let entry = entries[ObjectIdentifier(green)], entry.declaration === declaration else { return nil }
        return entry
    }

    /// Whether a value of `type` is decoded from its syntax and declaration alone: not a screen's name (the
    /// workspace says whether one exists), an id (the file's ids do) or an inline object (an element).
    static func decodesAlone(_ type: ValueType) -> Bool {
        switch type {
        case .string, .number, .bool, .enumeration, .color, .image: return true
        case .reference, .screen, .presentable: return false
        case .list(let item): return decodesAlone(item)
        }
    }
}
