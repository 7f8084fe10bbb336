/// Reads the workspace from disk when the server starts: every `.view` file
/// and `.viewls.json` below the root (hidden folders, `.build` and
/// `node_modules` skipped), so names resolve before any file is opened.
import Foundation
import ViewSemantics
import ViewSyntax

enum WorkspaceScanner {
    static let skippedFolders: Set<String> = [".build", "node_modules"]

    static func scan(root: String) -> Workspace {
        var workspace = Workspace(root: root)
        guard !root.isEmpty, let enumerator = FileManager.default.enumerator(atPath: root) else { return workspace }
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") && name != ConfigurationLoader.fileName || skippedFolders.contains(name) {
                if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { enumerator.skipDescendants() }
                continue
            }
            let path = root + "/" + relative
            if name.hasSuffix(".view"), let data = FileManager.default.contents(atPath: path) {
                workspace.setFile(SourceFile(path: path, tree: SyntaxTree.parse(Array(data))))
            } else if name == ConfigurationLoader.fileName, let data = FileManager.default.contents(atPath: path) {
                let loaded = ConfigurationLoader.load(Array(data), knownRuleIDs: Checker.knownCodes)
                workspace.setConfiguration(loaded, folder: (path as NSString).deletingLastPathComponent)
            }
        }
        return workspace
    }

    /// A file's text on disk, for a document the client closes.
    static func diskFile(at path: String) -> SourceFile? {
        FileManager.default.contents(atPath: path).map { SourceFile(path: path, tree: SyntaxTree.parse(Array($0))) }
    }
}
