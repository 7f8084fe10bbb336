/// `Navigation`: go to definition and find references for ids (within their
/// file) and for workspace screens and components (across files). Plain data:
/// locations are paths and byte ranges.
public import ViewModel
import ViewRules
import ViewSyntax

/// What a name under the cursor stands for, wherever it is written.
enum NameTarget: Equatable {
    /// An id, which lives in one file.
    case id(String, path: String)
    /// A workspace screen or component, named across the workspace.
    case type(String)
}

public enum Navigation {
    /// Where the name at `offset` is defined: an id's `id:` binding; the file of a screen or component (its
    /// root object's type name). [] on anything else, built-in components included.
    public static func definition(at offset: Int, path: String, in workspace: Workspace) -> [SourceLocation] {
        guard let (target, _) = target(at: offset, path: path, in: workspace) else { return [] }
        return declarations(of: target, in: workspace)
    }

    /// Every place the name at `offset` is written, sorted by path and offset; with `includeDeclaration`, its
    /// definition too (for a screen or component, its file's root type name).
    public static func references(at offset: Int, path: String, in workspace: Workspace,
                                  includeDeclaration: Bool) -> [SourceLocation] {
        guard let (target, _) = target(at: offset, path: path, in: workspace) else { return [] }
        var found = occurrences(of: target, in: workspace).filter { includeDeclaration || !$0.isDeclaration }.map(\.location)
        if includeDeclaration, case .type = target { found += declarations(of: target, in: workspace) }
        return sorted(found)
    }

    // MARK: Shared with rename

    /// The identifier at `offset` (or ending there) and what it names.
    static func target(at offset: Int, path: String, in workspace: Workspace) -> (NameTarget, SyntaxToken)? {
        guard let file = workspace.files[path], let token = identifier(at: offset, in: file),
              let meaning = NameClassifier(workspace: workspace).meaning(of: token) else { return nil }
        if let id = meaning.id { return (.id(id, path: path), token) }
        if let name = meaning.typeName { return (.type(name), token) }
        return nil
    }

    /// The identifier token holding `offset`, or the one that ends there (a cursor just after a word).
    static func identifier(at offset: Int, in file: SourceFile) -> SyntaxToken? {
        let root = file.tree.rootNode
        if let token = root.token(at: offset), token.kind == .identifier { return token }
        if offset > 0, let token = root.token(at: offset - 1), token.kind == .identifier, token.range.upperBound == offset {
            return token
        }
        return nil
    }

    /// Where a target is written: an id's declarations and uses in its file; a type's uses in every file.
    static func occurrences(of target: NameTarget, in workspace: Workspace) -> [(location: SourceLocation, isDeclaration: Bool)] {
        switch target {
        case .id(let name, let path):
            guard let file = workspace.files[path] else { return [] }
            return file.classifiedNames(in: workspace).compactMap { token, meaning in
                guard meaning.id == name else { return nil }
                if case .idDeclaration = meaning { return (SourceLocation(path: path, range: token.range), true) }
                return (SourceLocation(path: path, range: token.range), false)
            }
        case .type(let name):
            return workspace.files(referencing: name).flatMap { file in
                file.classifiedNames(in: workspace).compactMap { token, meaning in
                    meaning.typeName == name ? (SourceLocation(path: file.path, range: token.range), false) : nil
                }
            }
        }
    }

    /// Where a target is defined.
    static func declarations(of target: NameTarget, in workspace: Workspace) -> [SourceLocation] {
        switch target {
        case .id:
            return occurrences(of: target, in: workspace).filter(\.isDeclaration).map(\.location)
        case .type(let name):
            return workspace.paths(definingType: name).compactMap { path in
                workspace.files[path].map { SourceLocation(path: path, range: $0.definitionRange) }
            }
        }
    }

    static func sorted(_ locations: [SourceLocation]) -> [SourceLocation] {
        Array(Set(locations)).sorted { ($0.path, $0.range.lowerBound) < ($1.path, $1.range.lowerBound) }
    }
}
