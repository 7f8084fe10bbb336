/// Test helpers: an in-memory workspace from sources, checking one file,
/// applying fixes (markers are read by `MarkedText`).
import Foundation
import ViewModel
import ViewRules
import ViewSyntax
import ViewTestSupport
import XCTest
import ViewStrings

enum CheckHarness {
    static let root = "/workspace"

    static func path(_ typeName: String) -> String { "\(root)/\(typeName).view" }

    /// A workspace of `files` (type name → source) and an optional configuration at the root.
    static func workspace(_ files: [String: String], configuration: Configuration = .default,
                          images: [String: RuleExample.ImageSize] = [:]) -> Workspace {
        var workspace = Workspace(root: root)
        workspace.imageStore = MemoryImageStore(Dictionary(uniqueKeysWithValues: images.map { path, size in
            ("\(root)/\(path)", size.pngBytes)
        }))
        for (name, source) in files { workspace.setFile(path: path(name), text: source) }
        workspace.setConfiguration(LoadedConfiguration(configuration: configuration), folder: root)
        return workspace
    }

    /// A workspace of the `.view` files below `root` on disk and its
    /// `.viewls.json`, if it has one (returned beside it, loaded).
    static func workspace(folder root: URL) throws -> (workspace: Workspace, configuration: LoadedConfiguration?) {
        var workspace = Workspace(root: root.path)
        let files = (FileManager.default.subpaths(atPath: root.path) ?? []).sorted()
        for file in files where file.hasSuffix(".view") {
            workspace.setFile(path: root.appendingPathComponent(file).path,
                              text: try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8))
        }
        guard files.contains(ConfigurationLoader.fileName) else { return (workspace, nil) }
        let bytes = try Array(Data(contentsOf: root.appendingPathComponent(ConfigurationLoader.fileName)))
        let loaded = ConfigurationLoader.load(bytes, knownRuleIDs: Checker.knownCodes, retiredRuleIDs: Checker.retiredCodes,
                                              ruleOptions: Checker.ruleOptions)
        workspace.setConfiguration(loaded, folder: root.path)
        return (workspace, loaded)
    }

    static func check(_ name: String, in workspace: Workspace, catalog: MessageCatalog = .rules(.english)) -> [Diagnostic] {
        Checker.check(path(name), in: workspace, catalog: catalog)?.diagnostics ?? []
    }

    static func describe(_ diagnostics: [Diagnostic], in text: String) -> String {
        let index = LineIndex(text)
        return diagnostics.map { diagnostic in
            let start = index.position(of: diagnostic.range.lowerBound, in: .utf8)
            return "\(start.line + 1):\(start.column + 1) \(diagnostic.severity) \(diagnostic.code): \(diagnostic.message)"
        }.joined(separator: "\n")
    }
}
