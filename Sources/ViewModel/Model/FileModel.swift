/// The typed model of one file: its element tree, ids, the checking-code
/// diagnostics found while building it, and the type names it depends on.
public struct FileModel: Sendable {
    public let path: String
    public let root: Element?
    /// Every element written in this file or brought in by component uses, in source order.
    public let elements: [Element]
    /// Elements by `id`, written in this file.
    public let ids: [String: Element]
    /// Checking-code diagnostics (§6) of this file.
    public let diagnostics: [Diagnostic]
    /// Type names the file looks up (components used, screens named), resolved or not:
    /// a change to any file with one of these names can change this file's results.
    public let dependencies: Set<String>
    /// How many of the file's own bindings the build read, and how many of them it took over from the
    /// earlier version's model rather than decoding them (`BindingValues`).
    package let bindingsRead: Int
    package let bindingsTaken: Int

    package init(path: String, root: Element?, elements: [Element], ids: [String: Element], diagnostics: [Diagnostic],
                 dependencies: Set<String>, bindingsRead: Int = 0, bindingsTaken: Int = 0) {
        self.path = path
        self.root = root
        self.elements = elements
        self.ids = ids
        self.diagnostics = diagnostics
        self.dependencies = dependencies
        self.bindingsRead = bindingsRead
        self.bindingsTaken = bindingsTaken
    }
}
