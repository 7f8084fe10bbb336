/// `viewls syntax FILE`: the tree dump and syntax errors of one file.
import Foundation
import ViewModel
import ViewRules
import ViewSyntax

enum SyntaxCommand {
    static func run(_ arguments: [String]) throws -> ExitStatus {
        guard arguments.count == 1, let path = arguments.first else {
            throw UsageError("cli.usage.syntax-arguments")
        }
        if path.hasPrefix("-") && path != "-" {
            throw UsageError("cli.usage.unknown-option.bare", ["option": path, "command": "syntax"])
        }
        let bytes = try InputFiles.read(path)
        let tree = SyntaxTree.parse(bytes)
        Output.write(tree.dump())
        return tree.diagnostics.isEmpty ? .success : .findings
    }
}

/// Reading input files with errors users can act on.
enum InputFiles {
    static func read(_ path: String) throws -> [UInt8] {
        if path == "-" {
            return Array(FileHandle.standardInput.readDataToEndOfFile())
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw UsageError("cli.usage.no-such-file", ["path": path])
        }
        guard !isDirectory.boolValue else {
            throw UsageError("cli.usage.directory", ["path": path])
        }
        // Regular files only (`-` reads standard input), so a FIFO or a device never hangs.
        switch DiskAccess.read(path) {
        case .success(let bytes): return bytes
        case .failure(.notRegularFile): throw UsageError("cli.usage.not-regular-file", ["path": path])
        case .failure(.tooLarge): throw WorkspaceLoader.unreadable(path)
        case .failure: throw UsageError("cli.usage.unreadable", ["path": path])
        }
    }
}
