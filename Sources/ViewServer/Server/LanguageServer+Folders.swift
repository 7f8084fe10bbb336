/// Multi-root workspaces: every folder of `workspaceFolders` is a workspace
/// of its own — its own type names, `.viewls.json` files and index — as if
/// `viewls check` were run on each. A message about a document is handled in
/// the folder that holds it (the innermost, when folders nest; the first for
/// a document outside every folder, and for `untitled:` buffers); folders come
/// and go with `workspace/didChangeWorkspaceFolders`.
import Foundation
import ViewModel

extension LanguageServer {
    /// The folders `initialize` names: every workspace folder, else `rootUri`, else `rootPath`.
    static func roots(of params: InitializeParams) -> [String] {
        let folders = (params.workspaceFolders ?? []).compactMap { FileURI.path($0.uri) }
        if !folders.isEmpty { return Array(NSOrderedSet(array: folders)) as? [String] ?? folders }
        return [params.rootUri.flatMap(FileURI.path) ?? params.rootPath ?? ""]
    }

    /// A workspace for a folder, with the editor's settings, keeping checks between changes.
    func makeWorkspace(root: String) -> Workspace {
        var made = Workspace(root: root)
        made.keepsChecks = true
        made.overrides = folders.first?.overrides
        return made
    }

    /// The folder that holds `path`: the one with the longest root it lies below, else the first.
    func folder(holding path: String) -> FolderID {
        var best = 0
        var bestLength = -1
        for (index, candidate) in folders.enumerated() where !candidate.root.isEmpty {
            let root = candidate.root
            guard path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/"), root.count > bestLength else { continue }
            best = index
            bestLength = root.count
        }
        return FolderID(index: best)
    }

    /// The workspace of the folder that holds `path`, as it is now (a value: see `FolderSnapshot`).
    func workspace(holding path: String) -> Workspace {
        folders[folder(holding: path).index]
    }

    /// Every folder, first to last.
    var folderIDs: [FolderID] { folders.indices.map(FolderID.init(index:)) }

    /// Every file of every folder.
    var allFilePaths: Set<String> {
        folders.reduce(into: Set<String>()) { $0.formUnion($1.files.keys) }
    }

    /// Re-checks every file of every folder (settings changed, folders changed).
    func updateEverywhere() {
        // What a publication looks like may change with the settings (links to rule pages): each is sent again.
        documents.forgetPublished()
        for folder in folderIDs {
            update(Set(folders[folder.index].files.keys).union(documents.paths.filter { self.folder(holding: $0) == folder }), in: folder)
        }
    }
}
