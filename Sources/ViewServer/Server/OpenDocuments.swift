/// The documents the client has open: their version and text, kept as a
/// syntax tree that each change re-parses incrementally. Changes are applied
/// in order, with positions in the negotiated encoding.
import ViewModel
import ViewRules
import ViewSyntax

struct OpenDocument {
    /// The URI exactly as the client wrote it; answers about the document use it.
    var uri: String
    var version: Int
    var file: SourceFile
}

enum DocumentChangeError: Error, Equatable {
    case notOpen(String)
}

struct OpenDocuments {
    private(set) var documents: [String: OpenDocument] = [:]

    func document(at path: String) -> OpenDocument? { documents[path] }

    /// The open documents' paths, sorted.
    var paths: [String] { documents.keys.sorted() }

    mutating func open(path: String, uri: String, version: Int, text: String) -> SourceFile {
        let file = SourceFile(path: path, text: text)
        documents[path] = OpenDocument(uri: uri, version: version, file: file)
        return file
    }

    /// Applies the changes in order; a change without a range replaces the
    /// text. `isPrivate`: every change stayed inside one string that is not a
    /// `title` (see `Workspace.replaceScreenAfterPrivateEdit`).
    mutating func change(path: String, version: Int, changes: [DidChangeTextDocumentParams.ContentChange],
                         encoding: PositionEncoding) throws -> (file: SourceFile, isPrivate: Bool) {
        guard var document = documents[path] else { throw DocumentChangeError.notOpen(path) }
        var tree = document.file.tree
        var bytes = document.file.bytes
        var index = document.file.lineIndex
        var isPrivate = !changes.isEmpty
        for change in changes {
            let replacement = Array(change.text.utf8)
            guard let range = change.range else {
                bytes = replacement
                tree = SyntaxTree.parse(bytes)
                index = LineIndex(bytes)
                isPrivate = false
                continue
            }
            let start = index.offset(of: LinePosition(line: range.start.line, column: range.start.character), in: encoding)
            let end = index.offset(of: LinePosition(line: range.end.line, column: range.end.character), in: encoding)
            let edit = TextEdit(range: min(start, end)..<max(start, end), replacement: replacement)
            bytes = edit.apply(to: bytes)
            let old = tree
            tree = tree.reparse(edit, newText: bytes).tree
            if isPrivate { isPrivate = Self.staysInsidePrivateString(edit, old: old, new: tree) }
            // Each change's positions are in the text the changes before it made.
            index = index.applying(edit.range, replacementCount: replacement.count, to: bytes)
        }
        document.version = version
        document.file = SourceFile(path: path, tree: tree, bytes: bytes, lineIndex: index)
        documents[path] = document
        return (document.file, isPrivate)
    }

    /// Whether `edit` changed only the inside of one string token, which is
    /// still one string token with the same start (its end moved by the
    /// edit's size), and that string is not the value of a `title`.
    static func staysInsidePrivateString(_ edit: TextEdit, old: SyntaxTree, new: SyntaxTree) -> Bool {
        guard let before = old.rootNode.token(at: edit.range.lowerBound), before.kind == .string,
              before.range.lowerBound < edit.range.lowerBound, edit.range.upperBound < before.range.upperBound,
              let after = new.rootNode.token(at: before.range.lowerBound), after.kind == .string,
              after.range.lowerBound == before.range.lowerBound,
              after.range.count == before.range.count - edit.range.count + edit.replacement.count,
              before.text.utf8.last == UInt8(ascii: "\""), after.text.utf8.last == UInt8(ascii: "\"") else { return false }
        var node: SyntaxNode? = after.parent
        while let current = node, current.kind != .binding, current.kind != .object { node = current.parent }
        guard let binding = node.flatMap(BindingSyntax.init) else { return true }
        return binding.name?.text != "title"
    }

    mutating func close(path: String) {
        documents[path] = nil
    }
}
