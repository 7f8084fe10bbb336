/// Test helpers: an in-memory workspace from sources, checking one file,
/// applying fixes, and reading `⟦…⟧` range markers.
import Foundation
import ViewSemantics
import ViewSyntax
import XCTest

enum CheckHarness {
    static let root = "/workspace"

    static func path(_ typeName: String) -> String { "\(root)/\(typeName).view" }

    /// A workspace of `files` (type name → source) and an optional configuration at the root.
    static func workspace(_ files: [String: String], configuration: Configuration = .default,
                          images: [String: RuleExample.ImageSize] = [:]) -> Workspace {
        var workspace = Workspace(root: root)
        workspace.imageStore = MemoryImageStore(Dictionary(uniqueKeysWithValues: images.map { path, size in
            ("\(root)/\(path)", PNGHeader.encode(width: size.width, height: size.height))
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
        let loaded = ConfigurationLoader.load(bytes, knownRuleIDs: Checker.knownCodes)
        workspace.setConfiguration(loaded, folder: root.path)
        return (workspace, loaded)
    }

    static func check(_ name: String, in workspace: Workspace, catalog: MessageCatalog = .english) -> [Diagnostic] {
        Checker.check(path(name), in: workspace, catalog: catalog)?.diagnostics ?? []
    }

    /// The source without `⟦`/`⟧` and the byte ranges they enclosed.
    static func markedRanges(_ source: String) -> (text: String, ranges: [Range<Int>]) {
        var text: [UInt8] = []
        var ranges: [Range<Int>] = []
        var start: Int?
        for character in source {
            switch character {
            case "⟦": start = text.count
            case "⟧": if let begin = start { ranges.append(begin..<text.count) }; start = nil
            default: text.append(contentsOf: String(character).utf8)
            }
        }
        return (String(decoding: text, as: UTF8.self), ranges)
    }

    /// Applies edits (non-overlapping) to text.
    static func apply(_ edits: [TextEdit], to text: String) throws -> String {
        var bytes = Array(text.utf8)
        let sorted = edits.sorted { $0.range.lowerBound > $1.range.lowerBound || ($0.range.lowerBound == $1.range.lowerBound && $0.range.upperBound > $1.range.upperBound) }
        var previousStart = Int.max
        for edit in sorted {
            guard edit.range.upperBound <= previousStart else { throw FixError.overlapping(edit) }
            bytes = edit.apply(to: bytes)
            previousStart = edit.range.lowerBound
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    enum FixError: Error { case overlapping(TextEdit) }

    static func describe(_ diagnostics: [Diagnostic], in text: String) -> String {
        let index = LineIndex(text)
        return diagnostics.map { diagnostic in
            let start = index.position(of: diagnostic.range.lowerBound, in: .utf8)
            return "\(start.line + 1):\(start.column + 1) \(diagnostic.severity) \(diagnostic.code): \(diagnostic.message)"
        }.joined(separator: "\n")
    }
}
