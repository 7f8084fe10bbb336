/// `Symbols.document`: a file's element tree as an outline — each element
/// named by its type and its id or title, with its whole range and its name's
/// range, inline values (`presents: Popover { … }`) under their element.
/// Read from the syntax, so a file with errors still has an outline.
public import ViewModel
import ViewRules
import ViewSyntax
public import ViewStrings

public enum SymbolKind: Sendable, Equatable {
    /// A screen file's root, or a screen in the workspace.
    case screen
    /// A component file's root, or a component in the workspace.
    case component
    /// Any other element.
    case element
    /// An element's id (workspace symbols).
    case id
}

public struct DocumentSymbol: Sendable, Equatable {
    public let name: String
    public let kind: SymbolKind
    /// The element's whole text.
    public let range: Range<Int>
    /// Its type name.
    public let selectionRange: Range<Int>
    public let children: [DocumentSymbol]
}

public enum Symbols {
    /// The outline of `file`: its root element and, below it, every element in source order.
    public static func document(_ file: SourceFile, catalog: MessageCatalog = .ide(.english)) -> [DocumentSymbol] {
        guard let root = file.root else { return [] }
        let kind: SymbolKind = file.isScreen ? .screen : .component
        return [symbol(root, kind: kind, catalog: catalog)]
    }

    /// One element and those below it. Recursion is bounded: the tree nests at most 256 levels.
    private static func symbol(_ object: ObjectSyntax, kind: SymbolKind, catalog: MessageCatalog) -> DocumentSymbol {
        let type = object.typeName ?? "?"
        let name: String
        if let id = idName(of: object) {
            name = catalog.text("ide.symbol.with-id", ["type": type, "id": id])
        } else if let title = WorkspaceNames.stringValue(of: "title", in: object), !title.isEmpty {
            name = catalog.text("ide.symbol.with-title", ["type": type, "title": title])
        } else {
            name = type
        }
        let children = nestedObjects(of: object).map { symbol($0, kind: .element, catalog: catalog) }
        let range = object.syntax.range
        return DocumentSymbol(name: name, kind: kind, range: range, selectionRange: object.name?.range ?? range, children: children)
    }

    /// The value of an object's `id:` binding.
    static func idName(of object: ObjectSyntax) -> String? {
        for case .binding(let binding) in object.body?.members ?? [] where binding.propertyName == "id" {
            if case .path(let path)? = binding.value, path.segments.count == 1 { return path.names[0] }
        }
        return nil
    }

    /// The objects inside an object's block that no other object holds: members, inline values, objects in lists.
    static func nestedObjects(of object: ObjectSyntax) -> [ObjectSyntax] {
        guard let block = object.body?.syntax else { return [] }
        var result: [ObjectSyntax] = []
        var pending: [SyntaxNode] = block.childNodes.reversed()
        while let node = pending.popLast() {
            if let nested = ObjectSyntax(node) {
                result.append(nested)
            } else {
                pending.append(contentsOf: node.childNodes.reversed())
            }
        }
        return result
    }
}
