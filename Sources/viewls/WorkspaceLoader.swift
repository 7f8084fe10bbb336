/// Loading what a command works on: for each PATH, the workspace root (the
/// nearest folder at or above it with a `.viewls.json`, else PATH itself or
/// its folder), every `.view` file and configuration under that root, and the
/// files PATH selects. Unreadable paths are usage errors.
import Foundation
import ViewSemantics
import ViewSyntax

struct LoadedInput {
    /// One workspace per root, in the order the roots were first named.
    var workspaces: [Workspace] = []
    /// The selected files: workspace index and absolute path, sorted by path.
    var targets: [(workspace: Int, path: String)] = []
    /// Configuration files that apply to a selected file, with their problems.
    var configurationFiles: [(path: String, bytes: [UInt8], problems: [ConfigurationProblem])] = []
    /// Files that could not be read.
    var unreadable: [String] = []
}

enum WorkspaceLoader {
    static let fileManager = FileManager.default

    static func load(_ paths: [String]) throws -> LoadedInput {
        var input = LoadedInput()
        var rootIndex: [String: Int] = [:]
        var selected: Set<String> = []
        for argument in paths.isEmpty ? ["."] : paths {
            let path = absolute(argument)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw UsageError("cli.usage.no-such-path", ["path": argument])
            }
            let folder = isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
            let root = configurationRoot(above: folder) ?? folder
            let index: Int
            if let existing = rootIndex[root] {
                index = existing
            } else {
                index = input.workspaces.count
                rootIndex[root] = index
                input.workspaces.append(try loadWorkspace(root, into: &input))
            }
            let files = isDirectory.boolValue ? WorkspaceFolder.viewFiles(under: path) : [path]
            if !isDirectory.boolValue, input.workspaces[index].files[path] == nil, !input.unreadable.contains(path) {
                guard let bytes = InputLimits.contents(of: path) else { throw unreadable(path) }
                input.workspaces[index].setFile(SourceFile(path: path, tree: SyntaxTree.parse(bytes)))
            }
            for file in files where input.workspaces[index].files[file] != nil && selected.insert(file).inserted {
                input.targets.append((index, file))
            }
        }
        input.targets.sort { $0.path < $1.path }
        input.configurationFiles.removeAll { entry in
            !input.targets.contains { $0.path.hasPrefix((entry.path as NSString).deletingLastPathComponent + "/") }
        }
        return input
    }

    static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : fileManager.currentDirectoryPath + "/" + path
        return (joined as NSString).standardizingPath
    }

    /// The nearest folder at or above `folder` that holds a `.viewls.json`.
    static func configurationRoot(above folder: String) -> String? {
        var current = folder
        while true {
            if fileManager.fileExists(atPath: current + "/" + ConfigurationLoader.fileName) { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    static func loadWorkspace(_ root: String, into input: inout LoadedInput) throws -> Workspace {
        var contents = WorkspaceFolder.read(root: root)
        // Files over the size limits are not checked (InputLimits); they are reported like unreadable ones.
        for (path, file) in contents.workspace.files where file.bytes.count > InputLimits.maximumViewFileBytes {
            _ = contents.workspace.removeFile(path: path)
            contents.unreadable.append(path)
        }
        for entry in contents.configurationFiles where entry.problems.contains(where: { $0.code == ConfigurationLoader.Code.tooLarge }) {
            contents.unreadable.append(entry.path)
        }
        contents.configurationFiles.removeAll { $0.problems.contains { $0.code == ConfigurationLoader.Code.tooLarge } }
        input.unreadable += contents.unreadable.sorted()
        input.configurationFiles += contents.configurationFiles
        return contents.workspace
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
        let current = (fileManager.currentDirectoryPath as NSString).standardizingPath
        if path.hasPrefix(current + "/") { return String(path.dropFirst(current.count + 1)) }
        return path
    }
}
