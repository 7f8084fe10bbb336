/// Decoded binding values kept from one build of a file's model to the next
/// (`ModelBuilding.build(…, previous:)`): a keystroke leaves almost every
/// binding's syntax shared (the same green node), and decoding it again —
/// its name, its property's type, its value, its type check — is most of the
/// model's cost per binding.
///
/// An entry is taken over only for the same green node on an element of the
/// same built-in declaration, written in the file itself (no component's
/// default), in a build that reports. It is recorded only when decoding it
/// depended on nothing else: a type that names no screen, id or inline
/// object, and nothing reported (a finding has a place in the file, which
/// moves). Entries hold their green nodes, so an identity is never reused
/// while its entry lives; the table is bounded (`fits`), and started again
/// from the bindings of one build when it would outgrow them.
import ViewSyntax

package final class BindingValues: Sendable {
    /// Unchecked: a green node is immutable once made (it is not marked `Sendable` itself).
    struct Entry: @unchecked Sendable {
        /// Held so that no other node takes its identity while the entry lives.
        let green: GreenNode
        let declaration: ComponentDeclaration
        let name: String
        let value: Value
    }

    private let entries: [ObjectIdentifier: Entry]
    /// How many of the file's bindings the build that made this table read: the bound on its size (`fits`).
    package let bindingsRead: Int
    /// How many of them it took over from the previous table rather than decoding them.
    package let bindingsTaken: Int

    init(entries: [ObjectIdentifier: Entry], bindingsRead: Int, bindingsTaken: Int) {
        self.entries = entries
        self.bindingsRead = bindingsRead
        self.bindingsTaken = bindingsTaken
    }

    package var count: Int { entries.count }

    /// The name and value decoded last time from `green` on an element of `declaration`; nil when not kept.
    func entry(for green: GreenNode, declaration: ComponentDeclaration) -> Entry? {
        guard let entry = entries[ObjectIdentifier(green)], entry.green === green, entry.declaration === declaration else { return nil }
        return entry
    }

    /// Whether the table, with `added` more entries, stays within a few times the bindings a build reads;
    /// past that, the next table keeps only what one build read (memory bounded for any run of keystrokes).
    func fits(adding added: Int, bindingsRead: Int) -> Bool {
        entries.count + added <= 4 * max(bindingsRead, self.bindingsRead) + 1_024
    }

    /// This table with `added` entries, for a build that read `bindingsRead` bindings.
    func adding(_ added: [(ObjectIdentifier, Entry)], bindingsRead: Int, bindingsTaken: Int) -> BindingValues {
        if added.isEmpty { return BindingValues(entries: entries, bindingsRead: bindingsRead, bindingsTaken: bindingsTaken) }
        var entries = self.entries
        for (key, entry) in added { entries[key] = entry }
        return BindingValues(entries: entries, bindingsRead: bindingsRead, bindingsTaken: bindingsTaken)
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
