/// Reading a workspace from disk: every `.view` file and `.viewls.json` below
/// a root, skipping hidden folders, `.build` and `node_modules`. The command
/// line and the language server both load workspaces through it, so they
/// see the same files.
import Foundation
import ViewSyntax

public enum WorkspaceFolder {
    /// A workspace read from disk, with the configuration files' bytes and
    /// problems and the files that could not be read.
    public struct Contents: Sendable {
        public var workspace: Workspace
        public var configurationFiles: [(path: String, bytes: [UInt8], problems: [ConfigurationProblem])]
        public var unreadable: [String]
    }

    /// Reads every file below `root`; `progress` hears how many `.view` files
    /// are read of how many, before the first and after each.
    public static func read(root: String, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) -> Contents {
        var contents = Contents(workspace: Workspace(root: root), configurationFiles: [], unreadable: [])
        let paths = viewFiles(under: root)
        progress(0, paths.count)
        for (number, path) in paths.enumerated() {
            defer { progress(number + 1, paths.count) }
            guard let data = FileManager.default.contents(atPath: path) else {
                contents.unreadable.append(path)
                continue
            }
            contents.workspace.setFile(SourceFile(path: path, tree: SyntaxTree.parse(Array(data))))
        }
        for path in configurationFiles(under: root) {
            guard let data = FileManager.default.contents(atPath: path) else {
                contents.unreadable.append(path)
                continue
            }
            let loaded = ConfigurationLoader.load(Array(data), knownRuleIDs: Checker.knownCodes)
            contents.workspace.setConfiguration(loaded, folder: (path as NSString).deletingLastPathComponent)
            contents.configurationFiles.append((path, Array(data), loaded.problems))
        }
        return contents
    }

    /// A file's current text on disk, as a workspace file.
    public static func file(at path: String) -> SourceFile? {
        guard path.hasSuffix(".view") else { return nil }
        return FileManager.default.contents(atPath: path).map { SourceFile(path: path, tree: SyntaxTree.parse(Array($0))) }
    }

    /// `.view` files under a folder, sorted.
    public static func viewFiles(under folder: String) -> [String] {
        files(under: folder) { $0.hasSuffix(".view") }
    }

    public static func configurationFiles(under folder: String) -> [String] {
        files(under: folder) { ($0 as NSString).lastPathComponent == ConfigurationLoader.fileName }
    }

    static func files(under folder: String, matching predicate: (String) -> Bool) -> [String] {
        guard !folder.isEmpty else { return [] }
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [])
        else { return [] }
        var result: [String] = []
        while let item = enumerator.nextObject() as? URL {
            let name = item.lastPathComponent
            let isDirectory = (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            if isDirectory {
                if (name.hasPrefix(".") && name != ".") || name == "node_modules" || name == ".build" { enumerator.skipDescendants() }
                continue
            }
            let path = (item.path as NSString).standardizingPath
            if predicate(path) { result.append(path) }
        }
        return result.sorted()
    }
}
