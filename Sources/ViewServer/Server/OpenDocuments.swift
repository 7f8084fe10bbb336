/// The documents the client has open: their version and text, kept as a
/// syntax tree that each change re-parses incrementally. Changes are applied
/// in order, with positions in the negotiated encoding.
import ViewModel
import ViewSyntax

struct OpenDocument {
    /// The URI exactly as the client wrote it; answers about the document use it.
    var uri: String
    var version: Int
    var file: SourceFile
    /// The result id of the diagnostics last pushed for the document (`DiagnosticReport`); nil before any.
    var publishedResultID: String?
}

enum DocumentChangeError: Error, Equatable {
    case notOpen(String)
}

struct OpenDocuments {
    private(set) var documents: [String: OpenDocument] = [:]

    func document(at path: String) -> OpenDocument? { documents[path] }

    /// Whether `path` is open (nothing copied out).
    func isOpen(_ path: String) -> Bool { documents.index(forKey: path) != nil }

    /// Those of `paths` that are open, walking the smaller of the two sets.
    func open(among paths: Set<String>) -> [String] {
        paths.count <= documents.count ? paths.filter(isOpen) : documents.keys.filter(paths.contains)
    }

    /// The open documents' paths, sorted.
    var paths: [String] { documents.keys.sorted() }

    mutating func open(path: String, uri: String, version: Int, text: String) -> SourceFile {
        let file = SourceFile(path: path, text: text)
        documents[path] = OpenDocument(uri: uri, version: version, file: file)
        return file
    }

    /// Applies the changes in order; a change without a range replaces the
    /// text. What else the new text affects is the workspace's to work out
    /// (`Workspace.setFile`): its queries know what each check read.
    mutating func change(path: String, version: Int, changes: [DidChangeTextDocumentParams.ContentChange],
                         encoding: PositionEncoding) throws -> SourceFile {
        guard var document = documents[path] else { throw DocumentChangeError.notOpen(path) }
        var tree = document.file.tree
        var bytes = document.file.bytes
        var index = document.file.lineIndex
        for change in changes {
            let replacement = Array(change.text.utf8)
            guard let range = change.range else {
                bytes = replacement
                tree = SyntaxTree.parse(bytes)
                index = LineIndex(bytes)
                continue
            }
            let start = index.offset(of: LinePosition(line: range.start.line, column: range.start.character), in: encoding)
            let end = index.offset(of: LinePosition(line: range.end.line, column: range.end.character), in: encoding)
            let edit = TextEdit(range: min(start, end)..<max(start, end), replacement: replacement)
            bytes = edit.apply(to: bytes)
            tree = tree.reparse(edit, newText: bytes).tree
            // Each change's positions are in the text the changes before it made.
            index = index.applying(edit.range, replacementCount: replacement.count, to: bytes)
        }
        document.version = version
        document.file = SourceFile(path: path, tree: tree, bytes: bytes, lineIndex: index, previous: document.file)
        documents[path] = document
        return document.file
    }

    /// Notes that the diagnostics with `resultID` were pushed for the document at `path`.
    mutating func published(_ resultID: String?, at path: String) {
        documents[path]?.publishedResultID = resultID
    }

    /// Forgets what was pushed for every document, so each is pushed again.
    mutating func forgetPublished() {
        for path in documents.keys { documents[path]?.publishedResultID = nil }
    }

    mutating func close(path: String) {
        documents[path] = nil
    }
}
