/// One `.view` file of a workspace: its path, parsed tree, line index and
/// the type name its file name gives it.
public import ViewSyntax

/// A class: files are handed around by every type lookup (`push:`,
/// component uses), and a reference costs one count where a struct of arrays
/// and strings cost one per field. Immutable once made.
public final class SourceFile: Sendable {
    /// The file's path as the workspace knows it (absolute, standardized).
    public let path: String
    public let tree: SyntaxTree
    /// The file's bytes (the tree's text), kept once for fixes and positions.
    public let bytes: [UInt8]
    public let lineIndex: LineIndex
    /// The file name without `.view`.
    public let typeName: String
    /// Workspace type names the file mentions (see `referencedTypeNames(in:)`).
    public let referencedTypeNames: Set<String>
    /// The navigation bars and toolbars the file writes, for the app's tally of bar translucency.
    let writtenBars: WrittenBars
    /// The walks' answers for each member chunk, for the next version to reuse.
    let chunkSummaries: ChunkSummaries

    public convenience init(path: String, tree: SyntaxTree) {
        self.init(path: path, tree: tree, bytes: tree.bytes)
    }

    /// A file whose bytes the caller already holds (they must be the tree's
    /// text), so the tree is not written out again after each edit; and its
    /// line index, when the caller has updated the previous one for the edit;
    /// and the `previous` version, whose walks' answers for the wide blocks'
    /// chunks an edit left alone are taken rather than found again.
    public init(path: String, tree: SyntaxTree, bytes: [UInt8], lineIndex: LineIndex? = nil, previous: SourceFile? = nil) {
        assert(bytes.count == tree.root.textLength, "the bytes are not the tree's text")
        self.path = path
        self.tree = tree
        self.bytes = bytes
        self.lineIndex = lineIndex ?? LineIndex(bytes)
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        self.typeName = fileName.hasSuffix(".view") ? String(fileName.dropLast(5)) : fileName
        var names = ChunkMemo(previous: previous?.chunkSummaries.typeNames)
        self.referencedTypeNames = Self.referencedTypeNames(under: tree.root, memo: &names)
        var bars = ChunkMemo(previous: previous?.chunkSummaries.bars)
        self.writtenBars = WrittenBars(tree: tree, memo: &bars)
        self.chunkSummaries = names.current.isEmpty && bars.current.isEmpty
            ? .none : ChunkSummaries(typeNames: names.current, bars: bars.current)
        self.rootTypeName = tree.file?.root?.typeName
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, tree: SyntaxTree.parse(text))
    }

    public var root: ObjectSyntax? { tree.file?.root }
    /// The root's type name as written.
    public let rootTypeName: String?
    /// A screen file's root is `Screen`; any other file defines a component.
    /// Stored: every `push:` and `presents:` of every file asks it of its target.
    public var isScreen: Bool { rootTypeName == "Screen" }

    /// Whether the file name is a type name: an identifier beginning with an upper-case letter.
    public var hasValidTypeName: Bool {
        guard let first = typeName.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return typeName.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }
}

/// What the model builder needs from a workspace: the files by type name.
public protocol TypeDirectory: Sendable {
    /// The file defining `typeName` (the first by path when several do).
    func file(definingType typeName: String) -> SourceFile?
    /// Whether the file defining `typeName` is a screen; nil when no file defines it.
    func isScreen(definingType typeName: String) -> Bool?
    /// The type names of all screen files.
    var screenNames: [String] { get }
    /// The type names of all component files.
    var componentNames: [String] { get }
    /// "Did you mean" for a screen name no file defines: the closest screen names (`EditDistance.suggestions`).
    func screenSuggestions(for name: String) -> [String]
    /// The files that mention `typeName` (see `SourceFile.referencedTypeNames`), by path.
    func files(referencing typeName: String) -> [SourceFile]
    /// What checks read of the translucency of the app's navigation bars and toolbars.
    var barTranslucency: BarTranslucencyVerdict { get }
    /// The model of one of the directory's files, as a check of another file reads it
    /// (a workspace keeps it while nothing it read changed).
    func model(of file: SourceFile) -> FileModel
}

extension TypeDirectory {
    public func isScreen(definingType typeName: String) -> Bool? { file(definingType: typeName)?.isScreen }
    public func model(of file: SourceFile) -> FileModel { ModelBuilding.build(file, in: self) }
    public func screenSuggestions(for name: String) -> [String] { EditDistance.suggestions(for: name, among: screenNames) }
}

extension SourceFile {
    /// Workspace type names this file mentions: object types that are not
    /// built in, and single upper-case names in values (screens). Computed from
    /// syntax alone, so it is known before any checking.
    static func referencedTypeNames(in tree: SyntaxTree) -> Set<String> {
        var memo = ChunkMemo<Set<String>>(previous: nil)
        return referencedTypeNames(under: tree.root, memo: &memo)
    }

    /// The names under `node`, each member chunk's taken from `memo` when it has it.
    static func referencedTypeNames(under node: GreenNode, memo: inout ChunkMemo<Set<String>>) -> Set<String> {
        // A walk over green nodes with an explicit stack: no red cursors, no recursion but into chunks.
        var names: Set<String> = []
        var stack: [GreenNode] = [node]
        while let node = stack.popLast() {
            node.withChildren { children in
                switch node.kind {
                case .object:
                    if case .token(let token)? = children.first(where: { !$0.kind.isTrivia }), token.kind == .identifier {
                        let name = token.text
                        if Schema.component(named: name) == nil { names.insert(name) }
                    }
                case .path:
                    // One identifier that starts with a capital: counted without building arrays or
                    // strings, since most paths are lower-case enum members.
                    var only: GreenToken?
                    var count = 0
                    for child in children where !child.kind.isTrivia {
                        count += 1
                        if case .token(let token) = child, token.kind == .identifier { only = token } else { only = nil }
                    }
                    if count == 1, let token = only,
                       token.withBytes({ $0.first.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } ?? false }) {
                        names.insert(token.text)
                    }
                default:
                    break
                }
                for child in children {
                    guard case .node(let inner) = child, inner.kind != .stringLiteral, inner.kind != .numberLiteral else { continue }
                    if inner.kind == .memberChunk {
                        names.formUnion(memo.value(for: inner) { referencedTypeNames(under: inner, memo: &$0) })
                    } else {
                        stack.append(inner)
                    }
                }
            }
        }
        return names
    }
}
