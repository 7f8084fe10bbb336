/// `Rename`: renaming an id (its declaration and uses in its file) or a
/// workspace screen or component (every use in every file, and its file,
/// whose name is the type name). Checks the new name first; the plan is
/// plain data — byte-range edits by path and file renames.
public import ViewModel
import ViewRules
public import ViewSyntax
public import ViewStrings

/// A file to move, as part of renaming the type it defines.
public struct FileRename: Sendable, Equatable {
    public let from: String
    public let to: String
}

/// What a rename changes.
public struct RenamePlan: Sendable, Equatable {
    /// Edits by path, each list sorted and non-overlapping, to apply before the file renames.
    public let edits: [String: [TextEdit]]
    public let fileRenames: [FileRename]
}

/// Why a rename cannot be done, in a message for the user.
public struct RenameFailure: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// The new name is not allowed (its form, or it is taken).
        case invalidName
        /// Renaming needs a file renamed, and the client cannot do that.
        case needsFileRename
    }

    public let reason: Reason
    public let message: String
}

public enum Rename {
    /// The name at `offset` that can be renamed — its range and text — or nil (built-in components, properties,
    /// values, whitespace).
    public static func prepare(at offset: Int, path: String, in workspace: Workspace) -> (range: Range<Int>, placeholder: String)? {
        guard let (_, token) = Navigation.target(at: offset, path: path, in: workspace) else { return nil }
        return (token.range, token.text)
    }

    /// The edits renaming the name at `offset` to `newName`; nil where nothing can be renamed. Renaming a screen
    /// or component moves its file too, which needs `canRenameFiles`.
    public static func plan(at offset: Int, path: String, newName: String, in workspace: Workspace,
                            canRenameFiles: Bool, catalog: MessageCatalog = .ide(.english)) -> Result<RenamePlan, RenameFailure>? {
        guard let (target, token) = Navigation.target(at: offset, path: path, in: workspace) else { return nil }
        let oldName = token.text
        func failure(_ reason: RenameFailure.Reason, _ key: String, _ arguments: [String: String]) -> Result<RenamePlan, RenameFailure> {
            .failure(RenameFailure(reason: reason, message: catalog.text(key, arguments)))
        }
        var fileRenames: [FileRename] = []
        switch target {
        case .id(_, let path):
            guard NameClassifier.isIDName(newName) else { return failure(.invalidName, "ide.rename.invalid-id", ["name": newName]) }
            let taken = workspace.files[path]?.classifiedNames(in: workspace).contains { $0.meaning == .idDeclaration(newName) } ?? false
            if newName != oldName, taken { return failure(.invalidName, "ide.rename.taken-id", ["name": newName]) }
        case .type:
            guard NameClassifier.isTypeName(newName) else { return failure(.invalidName, "ide.rename.invalid-type", ["name": newName]) }
            if Schema.component(named: newName) != nil { return failure(.invalidName, "ide.rename.builtin", ["name": newName]) }
            if newName != oldName, let existing = workspace.paths(definingType: newName).first {
                return failure(.invalidName, "ide.rename.taken-type",
                               ["name": newName, "path": WorkspaceNames.relativePath(existing, in: workspace)])
            }
            let defining = workspace.paths(definingType: oldName)
            if newName != oldName, !defining.isEmpty {
                guard canRenameFiles else {
                    return failure(.needsFileRename, "ide.rename.needs-file-rename",
                                   ["name": oldName, "path": WorkspaceNames.relativePath(defining[0], in: workspace)])
                }
                fileRenames = defining.map { FileRename(from: $0, to: Self.path(renaming: $0, to: newName)) }
            }
        }
        guard newName != oldName else { return .success(RenamePlan(edits: [:], fileRenames: [])) }
        var edits: [String: [TextEdit]] = [:]
        for (location, _) in Navigation.occurrences(of: target, in: workspace) {
            edits[location.path, default: []].append(TextEdit(range: location.range, replacement: Array(newName.utf8)))
        }
        for path in edits.keys { edits[path]?.sort { $0.range.lowerBound < $1.range.lowerBound } }
        return .success(RenamePlan(edits: edits, fileRenames: fileRenames))
    }

    /// `path` with its file name replaced by `typeName.view`, in the same folder.
    static func path(renaming path: String, to typeName: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return typeName + ".view" }
        return String(path[...slash]) + typeName + ".view"
    }
}
