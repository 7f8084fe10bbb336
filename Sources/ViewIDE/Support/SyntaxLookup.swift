/// Finding one's way in a parsed file for editor features: the last
/// significant token before an offset, the nearest ancestor of a kind, and
/// the typed element an object's syntax built. Loops only, no recursion.
import ViewModel
import ViewRules
import ViewSyntax
import ViewStrings

extension SyntaxNode {
    /// The last token that is not trivia and ends at or before `offset`.
    func lastSignificantToken(endingBy offset: Int) -> SyntaxToken? {
        var pending: [SyntaxElement] = [.node(self)]
        while let element = pending.popLast() {
            switch element {
            case .token(let token):
                if !token.kind.isTrivia, token.kind != .endOfFile, token.range.upperBound <= offset, !token.range.isEmpty {
                    return token
                }
            case .node(let node):
                // Children in order, so the rightmost is tried first.
                for child in node.children where child.range.lowerBound < offset { pending.append(child) }
            }
        }
        return nil
    }

    /// This node or its nearest ancestor of `kind`.
    func selfOrAncestor(_ kind: SyntaxKind) -> SyntaxNode? {
        var node: SyntaxNode? = self
        while let current = node {
            if current.kind == kind { return current }
            node = current.parent
        }
        return nil
    }
}

extension SyntaxToken {
    /// Whether the token is an identifier or a keyword: a word the cursor may be completing.
    var isWord: Bool { kind == .identifier || kind == .trueKeyword || kind == .falseKeyword }
}

/// A file of the workspace with its typed model, as hover and completion read it.
struct FileFacts {
    let workspace: Workspace
    let file: SourceFile
    let model: FileModel

    /// `model` is the file's model when the caller has it from a check of this very file; else it is built.
    init?(path: String, workspace: Workspace, catalog: MessageCatalog, model: FileModel? = nil) {
        guard let file = workspace.files[path] else { return nil }
        self.workspace = workspace
        self.file = file
        self.model = model ?? ModelBuilding.build(file, in: workspace, catalog: catalog)
    }

    var bytes: [UInt8] { file.bytes }

    /// The element this file's `object` syntax built.
    func element(for object: SyntaxNode) -> Element? {
        let range = object.range
        return model.elements.first { $0.path == file.path && $0.range == range }
    }

    /// The element whose block holds `node` (a binding or a block): the object around its block.
    func owner(of node: SyntaxNode) -> Element? {
        guard let block = node.selfOrAncestor(.block), let object = block.parent, object.kind == .object else { return nil }
        return element(for: object)
    }

    /// The 1-based line of an offset, for texts.
    func lineNumber(of offset: Int) -> Int { file.lineIndex.line(containing: offset) + 1 }
}
