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
    func folderIndex(of path: String) -> Int {
        var best = 0
        var bestLength = -1
        for (index, candidate) in folders.enumerated() where !candidate.root.isEmpty {
            let root = candidate.root
            guard path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/"), root.count > bestLength else { continue }
            best = index
            bestLength = root.count
        }
        return best
    }

    /// Makes the folder a message is about the current one (the first when it names no document).
    func selectFolder(for params: JSONValue?) {
        guard folders.count > 1 else { return folder = 0 }
        let uri = params?["textDocument"]?["uri"]?.stringValue ?? params?["item"]?["uri"]?.stringValue
        folder = uri.flatMap(FileURI.path).map(folderIndex(of:)) ?? 0
    }

    /// Runs `body` with the folder holding `path` as the current one.
    func inFolder<T>(of path: String, _ body: () throws -> T) rethrows -> T {
        let saved = folder
        folder = folderIndex(of: path)
        defer { folder = saved }
        return try body()
    }

    /// Runs `body` once in each folder.
    func inEachFolder(_ body: () throws -> Void) rethrows {
        let saved = folder
        defer { folder = saved }
        for index in folders.indices {
            folder = index
            try body()
        }
    }

    /// Every file of every folder.
    var allFilePaths: Set<String> {
        folders.reduce(into: Set<String>()) { $0.formUnion($1.files.keys) }
    }

    /// `workspace/didChangeWorkspaceFolders`: a removed folder's reports are dropped (its open
    /// documents move to the folder now holding them); an added folder is read.
    func foldersChanged(_ params: DidChangeWorkspaceFoldersParams) {
        let removed = Set(params.event.removed.compactMap { FileURI.path($0.uri) })
        let added = params.event.added.compactMap { FileURI.path($0.uri) }
        var cleared: [String] = []
        for root in removed {
            guard let index = folders.firstIndex(where: { $0.root == root }) else { continue }
            cleared += folders[index].files.keys.filter { documents.document(at: $0) == nil }
            indexingGenerations[root] = nil
            folders.remove(at: index)
        }
        if folders.isEmpty { folders = [makeWorkspace(root: "")] }
        for root in added where !folders.contains(where: { $0.root == root }) {
            if folders.count == 1, folders[0].root.isEmpty { folders[0] = makeWorkspace(root: root) } else {
                folders.append(makeWorkspace(root: root))
            }
        }
        folder = 0
        for path in cleared {
            reports[path] = nil
            staleReports.remove(path)
        }
        // Open documents go to the folder that now holds them (as at start-up, an outer folder's read
        // still holds a nested folder's files).
        for path in documents.paths {
            guard let document = documents.document(at: path) else { continue }
            inFolder(of: path) { _ = workspace.setFile(document.file) }
        }
        for root in added { if let index = folders.firstIndex(where: { $0.root == root }) { indexFolder(index) } }
        updateEverywhere()
    }

    /// Re-checks every file of every folder (settings changed, folders changed).
    func updateEverywhere() {
        inEachFolder { update(Set(workspace.files.keys).union(documents.paths.filter { folderIndex(of: $0) == folder })) }
    }
}
