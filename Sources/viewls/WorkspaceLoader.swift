/// Loading what a command works on: for each PATH, the workspace root (the
/// nearest folder at or above it with a `.viewls.json`; else, for a folder,
/// the folder itself, and for a lone file, the repository it is in — the
/// nearest folder holding `.git` — or else its own folder), every `.view`
/// file and configuration under that root (links out of the root skipped,
/// `exclude` applied; a lone file's own folder is read without its
/// subfolders), and the files PATH selects. Files read only as context (for
/// links and components) never change the report or the exit status: what
/// could not be read counts only inside a named folder, or as a
/// configuration that applies to a selected file.
/// Paths keep the names they were given: links are resolved only to check
/// that they stay inside the root. A named path that leads outside the root,
/// is not a regular file or cannot be read is a usage error; what reading
/// the folders skipped is printed once, as notes on standard error.
import Foundation
import ViewModel
import ViewRules
import ViewSyntax
import ViewStrings

struct LoadedInput {
    /// One workspace per root, in the order the roots were first named.
    var workspaces: [Workspace] = []
    /// The selected files: workspace index and absolute path, sorted by path.
    var targets: [(workspace: Int, path: String)] = []
    /// Configuration files that apply to a selected file, with their problems.
    var configurationFiles: [(path: String, bytes: [UInt8], problems: [ConfigurationProblem])] = []
    /// Files and folders that could not be read.
    var unreadable: [String] = []
    /// What reading the named folders skipped (links out of the root, FIFOs…).
    var notes: [WorkspaceFolder.Note] = []
}

enum WorkspaceLoader {
    static let fileManager = FileManager.default

    /// Loads the paths and prints the notes, in the catalog's language.
    static func load(_ paths: [String], catalog: MessageCatalog) throws -> LoadedInput {
        let input = try load(paths)
        for note in input.notes {
            let message = note.message(path: display(note.path))
            Output.error("viewls: " + catalog.text("cli.note", ["note": catalog.text(message.key, message.arguments)]))
        }
        return input
    }

    static func load(_ paths: [String]) throws -> LoadedInput {
        var input = LoadedInput()
        var rootIndex: [String: Int] = [:]
        var realRoots: [String?] = []
        var notes: [WorkspaceFolder.Note] = []
        var namedFolders: [String] = []
        var selected: Set<String> = []
        for argument in paths.isEmpty ? ["."] : paths {
            let path = absolute(argument)
            let kind = DiskAccess.kind(of: path)
            guard kind != .missing else {
                throw UsageError(DiskAccess.isLink(path) ? "cli.usage.unreadable" : "cli.usage.no-such-path", ["path": argument])
            }
            let isDirectory = kind == .directory
            let folder = isDirectory ? path : Workspace(root: (path as NSString).deletingLastPathComponent).root
            let (root, subfolders) = workspaceRoot(of: folder, forFolder: isDirectory)
            // A lone file's read of its own folder and a whole read of that folder are kept apart.
            let key = subfolders ? root : root + "/"
            let index: Int
            if let existing = rootIndex[key] {
                index = existing
            } else {
                index = input.workspaces.count
                rootIndex[key] = index
                let contents = WorkspaceFolder.read(root: root, knownCodes: Checker.knownCodes, retiredCodes: Checker.retiredCodes,
                                          ruleOptions: Checker.ruleOptions, subfolders: subfolders)
                input.unreadable += contents.unreadable
                input.configurationFiles += contents.configurationFiles
                notes += contents.notes
                realRoots.append(contents.realRoot)
                input.workspaces.append(contents.workspace)
            }
            // The named path itself stays inside the root once links are resolved.
            guard let real = DiskAccess.realPath(path), let realRoot = realRoots[index] else {
                throw UsageError("cli.usage.unreadable", ["path": argument])
            }
            guard DiskAccess.isInside(real, root: realRoot) else {
                throw UsageError("cli.usage.link-outside", ["path": argument, "target": real, "root": display(root)])
            }
            var files: [String]
            if isDirectory {
                namedFolders.append(path)
                files = filesBelow(path, real: real, in: input.workspaces[index], root: root, realRoot: realRoot)
            } else {
                files = [try namedFile(path, argument: argument, real: real, into: &input.workspaces[index])]
            }
            for file in files where input.workspaces[index].files[file] != nil && selected.insert(file).inserted {
                input.targets.append((index, file))
            }
        }
        input.targets.sort { $0.path < $1.path }
        input.configurationFiles.removeAll { entry in
            !input.targets.contains { $0.path.hasPrefix((entry.path as NSString).deletingLastPathComponent + "/") }
        }
        input.notes = notes.filter { note in namedFolders.contains { DiskAccess.isInside(note.path, root: $0) } }
        // A context file that could not be read (too large, no permission) is not this run's problem.
        input.unreadable.removeAll { path in
            if namedFolders.contains(where: { DiskAccess.isInside(path, root: $0) }) { return false }
            guard (path as NSString).lastPathComponent == ConfigurationLoader.fileName else { return true }
            let folder = (path as NSString).deletingLastPathComponent
            return !input.targets.contains { DiskAccess.isInside($0.path, root: folder) }
        }
        return input
    }

    /// The workspace of a named folder, or of a lone file's folder, and whether its subfolders are read:
    /// the nearest configured folder; else the named folder; else the file's repository; else the
    /// file's own folder, without its subfolders (a scratch folder's unrelated files are not context).
    static func workspaceRoot(of folder: String, forFolder: Bool) -> (root: String, subfolders: Bool) {
        if let configured = configurationRoot(above: folder) { return (configured, true) }
        if forFolder { return (folder, true) }
        if let repository = nearestFolder(above: folder, holding: ".git") { return (repository, true) }
        return (folder, false)
    }

    /// The workspace's files below a named folder: by their paths, or by their
    /// real paths when the folder was named through a link inside the root.
    static func filesBelow(_ folder: String, real: String, in workspace: Workspace, root: String, realRoot: String) -> [String] {
        let direct = folder == root ? realRoot : realRoot + folder.dropFirst(root.count)
        if direct == real || !DiskAccess.isInside(folder, root: root) {
            return workspace.files.keys.filter { DiskAccess.isInside($0, root: folder) }.sorted()
        }
        return workspace.files.keys.filter { file in
            DiskAccess.realPath(file).map { DiskAccess.isInside($0, root: real) } ?? false
        }.sorted()
    }

    /// A file named on the command line: the workspace's copy when it holds
    /// it (by any path, links resolved), else read on its own — a named file
    /// is checked even when `exclude` leaves it out of the workspace.
    static func namedFile(_ path: String, argument: String, real: String, into workspace: inout Workspace) throws -> String {
        if workspace.files[path] != nil { return path }
        if let known = workspace.files.keys.first(where: { DiskAccess.realPath($0) == real }) { return known }
        switch DiskAccess.read(path) {
        case .success(let bytes):
            workspace.add([SourceFile(path: path, tree: SyntaxTree.parse(bytes))])
            return path
        case .failure(.notRegularFile):
            throw UsageError("cli.usage.not-regular-file", ["path": argument])
        case .failure(.tooLarge):
            throw unreadable(path)
        case .failure(.missing), .failure(.unreadable):
            throw UsageError("cli.usage.unreadable", ["path": argument])
        }
    }

    /// The path made absolute against the current folder, by its text alone (links kept).
    static func absolute(_ path: String) -> String {
        DiskAccess.lexicalPath(path, in: fileManager.currentDirectoryPath)
    }

    /// The nearest folder at or above `folder` that holds a `.viewls.json`.
    static func configurationRoot(above folder: String) -> String? {
        nearestFolder(above: folder, holding: ConfigurationLoader.fileName)
    }

    /// The nearest folder at or above `folder` that holds an entry named `name` (a file or a folder).
    static func nearestFolder(above folder: String, holding name: String) -> String? {
        var current = folder
        while true {
            if DiskAccess.kind(of: current == "/" ? "/" + name : current + "/" + name) != .missing { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// Why a path could not be read: over its size limit, or unreadable.
    static func unreadable(_ path: String) -> UsageError {
        let display = display(path)
        guard let size = InputLimits.oversize(path) else { return UsageError("cli.usage.unreadable", ["path": display]) }
        let kind = InputLimits.limit(for: path) == InputLimits.maximumConfigurationBytes ? "configuration" : "view"
        return UsageError("cli.usage.too-large.\(kind)", ["path": display, "size": InputLimits.mebibytes(size),
                                                           "limit": InputLimits.mebibytes(InputLimits.limit(for: path))])
    }

    /// Writes one line per file that could not be read; true when there was one (exit status 2).
    static func reportUnreadable(_ input: LoadedInput, catalog: MessageCatalog) -> Bool {
        for path in input.unreadable { Output.error(unreadable(path).line(in: catalog)) }
        return !input.unreadable.isEmpty
    }

    /// A path for output: relative to the current folder when below it.
    static func display(_ path: String) -> String {
        let current = DiskAccess.lexicalPath(fileManager.currentDirectoryPath, in: "/")
        if path.hasPrefix(current + "/") { return String(path.dropFirst(current.count + 1)) }
        return path
    }
}
