/// Reading a workspace from disk: every `.view` file and `.viewls.json` below
/// a root, skipping hidden folders, `.build`, `node_modules` and what the
/// configurations' `exclude` patterns name. Nothing outside the root is read:
/// a symbolic link is followed only when its real path stays below the
/// root's real path (a link out is skipped, with a note); a file reached
/// twice, through a link and directly, is read once, by its direct path;
/// a folder is entered once, so link cycles end. Only regular files are
/// read. The command line and the language server both load workspaces
/// through it, so they see the same files.
import Foundation
import ViewSyntax

public enum WorkspaceFolder {
    /// Something skipped while reading, worth telling once.
    public enum Note: Sendable, Equatable {
        /// A link (a `.view` file, a `.viewls.json` or a folder) whose real path is outside the root.
        case linkOutside(path: String, target: String)
        /// A `.view` file or `.viewls.json` that is a FIFO, socket or device.
        case notRegularFile(path: String)

        public var path: String {
            switch self {
            case .linkOutside(let path, _), .notRegularFile(let path): return path
            }
        }

        /// The note's catalog key and arguments (`path` as given, relative or not).
        public func message(path display: String) -> (key: String, arguments: [String: String]) {
            switch self {
            case .linkOutside(_, let target): return ("workspace.note.link-outside", ["path": display, "target": target])
            case .notRegularFile: return ("workspace.note.not-regular-file", ["path": display])
            }
        }
    }

    /// A workspace read from disk, with the configuration files' bytes and
    /// problems, the files and folders that could not be read, and notes.
    public struct Contents: Sendable {
        public var workspace: Workspace
        public var configurationFiles: [(path: String, bytes: [UInt8], problems: [ConfigurationProblem])]
        /// Files and folders that could not be read (permission denied, an input/output error, over the size limit).
        public var unreadable: [String]
        public var notes: [Note] = []
        /// The root's real path (nil when it does not exist).
        public var realRoot: String?
    }

    /// Reads every file below `root`; `progress` hears how many `.view` files
    /// are read of how many, before the first and after each. `knownCodes`
    /// are the rule and checking codes a configuration may name (the rules'
    /// layer knows them: `Checker.knownCodes`). `subfolders: false` reads the
    /// root's own files only (a lone file's context in a folder that is
    /// neither configured nor a repository, see `docs/checking.md`).
    /// `isCancelled` is asked before each `.view` file: once it says so the
    /// read stops, and what it returns holds only the files read so far (the
    /// server's `shutdown` stops its read this way and drops the result).
    public static func read(root: String, knownCodes: Set<String>, retiredCodes: Set<String> = [],
                            ruleOptions: [String: [RuleOption]] = [:], subfolders: Bool = true,
                            isCancelled: () -> Bool = { false },
                            progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) -> Contents {
        var walk = Walk(root: Workspace(root: root).root, knownCodes: knownCodes, retiredCodes: retiredCodes,
                        ruleOptions: ruleOptions)
        walk.entersSubfolders = subfolders
        walk.run()
        var contents = walk.contents
        progress(0, walk.files.count)
        var read: [SourceFile] = []
        for (number, path) in walk.files.enumerated() {
            if isCancelled() { break }
            defer { progress(number + 1, walk.files.count) }
            switch DiskAccess.read(path) {
            case .success(let bytes): read.append(SourceFile(path: path, tree: SyntaxTree.parse(bytes)))
            case .failure(let problem): walk.record(problem, at: path, into: &contents)
            }
        }
        contents.workspace.add(read)
        return contents
    }

    /// What a read of `root` would take, without reading a `.view` file: the
    /// folders it enters, the `.view` files it would read and the
    /// `.viewls.json` files it read (their `exclude` applied), for a watcher
    /// that must see the files a read sees.
    public static func listing(root: String, knownCodes: Set<String> = [])
        -> (folders: [String], viewFiles: [String], configurationFiles: [String]) {
        var walk = Walk(root: Workspace(root: root).root, knownCodes: knownCodes, retiredCodes: [], ruleOptions: [:])
        walk.run()
        return (walk.enteredFolders, walk.files, walk.contents.configurationFiles.map(\.path))
    }

    /// A `.view` file's current text on disk, when it lies below `root` (links
    /// resolved), is a regular file and is not excluded by `workspace`'s
    /// configurations; nil otherwise.
    public static func file(at path: String, in workspace: Workspace) -> SourceFile? {
        guard path.hasSuffix(".view"), isConfined(path, root: workspace.root), !workspace.isExcluded(path) else { return nil }
        guard case .success(let bytes) = DiskAccess.read(path) else { return nil }
        return SourceFile(path: path, tree: SyntaxTree.parse(bytes))
    }

    /// Whether `path` is below `root` both as written and once links are resolved.
    public static func isConfined(_ path: String, root: String) -> Bool {
        guard !root.isEmpty, DiskAccess.isInside(path, root: root),
              let realRoot = DiskAccess.realPath(root), let real = DiskAccess.realPath(path) else { return false }
        return DiskAccess.isInside(real, root: realRoot)
    }

    /// Folders never entered (the preview server's watcher skips them too).
    public static func isSkippedFolder(_ name: String) -> Bool {
        name.hasPrefix(".") || name == "node_modules" || name == ".build"
    }

    /// The walk: folders first by their own paths, then the folders that
    /// links inside the root lead to, each real folder once.
    struct Walk {
        let root: String
        let knownCodes: Set<String>
        let retiredCodes: Set<String>
        let ruleOptions: [String: [RuleOption]]
        var contents: Contents
        /// Whether folders below the root are entered.
        var entersSubfolders = true
        /// `.view` files to read, by path as reached.
        var files: [String] = []
        /// The folders entered, by path as reached.
        var enteredFolders: [String] = []
        private var filesByRealPath: [String: Int] = [:]
        private var visitedFolders: Set<String> = []
        private var linkedFolders: [(path: String, real: String)] = []

        init(root: String, knownCodes: Set<String>, retiredCodes: Set<String>, ruleOptions: [String: [RuleOption]]) {
            self.root = root
            self.knownCodes = knownCodes
            self.retiredCodes = retiredCodes
            self.ruleOptions = ruleOptions
            contents = Contents(workspace: Workspace(root: root), configurationFiles: [], unreadable: [])
        }

        mutating func run() {
            guard !root.isEmpty else { return }
            guard let realRoot = DiskAccess.realPath(root), DiskAccess.kind(of: realRoot) == .directory else {
                if DiskAccess.kind(of: root) != .missing { contents.unreadable.append(root) }
                return
            }
            contents.realRoot = realRoot
            visit(root, real: realRoot, throughLink: false)
            while !linkedFolders.isEmpty {
                let (path, real) = linkedFolders.removeFirst()
                visit(path, real: real, throughLink: true)
            }
        }

        private mutating func visit(_ folder: String, real: String, throughLink: Bool) {
            guard visitedFolders.insert(real).inserted else { return }
            guard let names = DiskAccess.contents(ofFolder: folder)?.sorted() else {
                contents.unreadable.append(folder)
                return
            }
            enteredFolders.append(folder)
            if names.contains(ConfigurationLoader.fileName) {
                readConfiguration(folder == "/" ? "/" + ConfigurationLoader.fileName : folder + "/" + ConfigurationLoader.fileName)
            }
            for name in names {
                let path = folder == "/" ? "/" + name : folder + "/" + name
                let isLink = DiskAccess.isLink(path)
                let kind = DiskAccess.kind(of: path)
                let isSource = name.hasSuffix(".view")
                if kind == .directory, !entersSubfolders || WorkspaceFolder.isSkippedFolder(name)
                    || contents.workspace.isExcluded(path, isFolder: true) { continue }
                if kind != .directory, !isSource || contents.workspace.isExcluded(path) { continue }
                var realPath = real == "/" ? "/" + name : real + "/" + name
                if isLink {
                    guard let resolved = DiskAccess.realPath(path) else {
                        if isSource { contents.unreadable.append(path) }  // a broken link
                        continue
                    }
                    guard let realRoot = contents.realRoot, DiskAccess.isInside(resolved, root: realRoot) else {
                        contents.notes.append(.linkOutside(path: path, target: resolved))
                        continue
                    }
                    realPath = resolved
                }
                switch kind {
                case .directory:
                    if isLink || throughLink {
                        linkedFolders.append((path, realPath))
                    } else {
                        visit(path, real: realPath, throughLink: false)
                    }
                case .regular:
                    if let index = filesByRealPath[realPath] {
                        // Reached again: the path without a link wins.
                        if isLink || throughLink { continue }
                        files[index] = path
                    } else {
                        filesByRealPath[realPath] = files.count
                        files.append(path)
                    }
                case .other:
                    contents.notes.append(.notRegularFile(path: path))
                case .missing:
                    continue  // removed since it was listed
                }
            }
        }

        /// Reads a folder's `.viewls.json` (before anything else in the folder, so its `exclude` applies there).
        private mutating func readConfiguration(_ path: String) {
            if DiskAccess.isLink(path) {
                guard let resolved = DiskAccess.realPath(path) else { return }
                guard let realRoot = contents.realRoot, DiskAccess.isInside(resolved, root: realRoot) else {
                    contents.notes.append(.linkOutside(path: path, target: resolved))
                    return
                }
            }
            switch DiskAccess.read(path) {
            case .success(let bytes):
                let loaded = ConfigurationLoader.load(bytes, knownRuleIDs: knownCodes, retiredRuleIDs: retiredCodes,
                                                      ruleOptions: ruleOptions)
                contents.workspace.setConfiguration(loaded, folder: Workspace.folder(of: path))
                contents.configurationFiles.append((path, bytes, loaded.problems))
            case .failure(let problem):
                record(problem, at: path, into: &contents)
            }
        }

        func record(_ problem: DiskAccess.Problem, at path: String, into contents: inout Contents) {
            switch problem {
            case .missing: break  // removed since it was listed
            case .notRegularFile: contents.notes.append(.notRegularFile(path: path))
            // Over its size limit (`InputLimits`): not checked, and named as an error like an unreadable file.
            case .tooLarge, .unreadable: contents.unreadable.append(path)
            }
        }
    }
}
