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
        document.file = SourceFile(path: path, tree: tree, bytes: bytes, lineIndex: index, previous: document.file)
        documents[path] = document
        return (document.file, isPrivate)
    }

    /// Whether `edit` changed only the inside of one string token, which is
    /// still one string token with the same start (its end moved by the
    /// edit's size), and that string is not the value of a `title`. Runs on
    /// every keystroke, so it walks the green trees (no red nodes made for a
    /// wide block's members).
    static func staysInsidePrivateString(_ edit: TextEdit, old: SyntaxTree, new: SyntaxTree) -> Bool {
        guard let before = StringAt(edit.range.lowerBound, in: old.root),
              before.start < edit.range.lowerBound, edit.range.upperBound < before.start + before.length,
              let after = StringAt(before.start, in: new.root), after.start == before.start,
              after.length == before.length - edit.range.count + edit.replacement.count,
              before.isClosed, after.isClosed else { return false }
        return after.bindingName != "title"
    }

    /// The string token that holds an offset, found from the root down: where it starts, how long it
    /// is, whether it ends with its closing quote, and the name of the binding whose value it is in.
    struct StringAt {
        let start: Int
        let length: Int
        let isClosed: Bool
        let bindingName: String?

        init?(_ offset: Int, in root: GreenNode) {
            var node = root
            var nodeStart = 0
            var bindingName: String?
            while true {
                var next: (element: GreenElement, start: Int)?
                var name: String?
                node.withChildren { children in
                    var childStart = nodeStart
                    for child in children {
                        if node.kind == .binding, name == nil, case .token(let token) = child, token.kind == .identifier {
                            name = token.text
                        }
                        let end = childStart + child.textLength
                        if offset >= childStart, offset < end {
                            next = (child, childStart)
                            return
                        }
                        childStart = end
                    }
                }
                if node.kind == .binding { bindingName = name } else if node.kind == .object { bindingName = nil }
                guard let (element, start) = next else { return nil }
                switch element {
                case .node(let inner):
                    node = inner
                    nodeStart = start
                case .token(let token):
                    guard token.kind == .string else { return nil }
                    self.start = start
                    length = token.textLength
                    isClosed = token.withBytes { $0.last == UInt8(ascii: "\"") }
                    self.bindingName = bindingName
                    return
                }
            }
        }
    }

    mutating func close(path: String) {
        documents[path] = nil
    }
}
