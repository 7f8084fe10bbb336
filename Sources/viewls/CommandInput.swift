/// What `check`, `fix` and `format` work on, as ruff and ESLint take it:
/// paths, or `-` alone for standard input read as the file
/// `--stdin-filename` names (`StandardInput.view` in the current folder by default, a valid type name;
/// the workspace around it is read for context as for a named file, and the
/// file need not exist). Naming nothing that holds a `.view` file is a usage
/// error (exit 2, so a CI job pointed at the wrong folder fails) unless
/// `--allow-no-files` is given.
import Foundation
import ViewModel
import ViewStrings
import ViewSyntax

struct CommandInput {
    var loaded: LoadedInput
    /// The path standard input was read as, when `-` was given.
    let standardInputPath: String?

    static let standardInputName = "-"
    static let defaultStandardInputFile = "StandardInput.view"

    static func load(_ options: Arguments, catalog: MessageCatalog,
                     readStandardInput: () -> [UInt8] = { Array(FileHandle.standardInput.readDataToEndOfFile()) }) throws -> CommandInput {
        let paths = options.positional
        guard paths.contains(standardInputName) else {
            if options.value("--stdin-filename") != nil { throw UsageError("cli.usage.stdin-filename-without-dash") }
            let loaded = try WorkspaceLoader.load(paths, catalog: catalog)
            if loaded.targets.isEmpty, !options.flag("--allow-no-files") {
                let named = (paths.isEmpty ? ["."] : paths).map { "'\($0)'" }.joined(separator: " ")
                throw UsageError("cli.usage.no-files", ["paths": named])
            }
            return CommandInput(loaded: loaded, standardInputPath: nil)
        }
        guard paths.count == 1 else { throw UsageError("cli.usage.stdin-alone") }
        let name = options.value("--stdin-filename") ?? defaultStandardInputFile
        let path = WorkspaceLoader.absolute(name)
        let folder = (path as NSString).deletingLastPathComponent
        guard DiskAccess.kind(of: folder) == .directory else { throw UsageError("cli.usage.no-such-path", ["path": folder]) }
        // The file's neighbours as context, read as a named file's are; then the file is standard input.
        var loaded = try WorkspaceLoader.load([DiskAccess.kind(of: path) == .missing ? folder : name], catalog: catalog)
        let index = loaded.workspaces.firstIndex { DiskAccess.isInside(path, root: $0.root) } ?? 0
        let bytes = readStandardInput()
        loaded.workspaces[index].setFile(SourceFile(path: path, tree: SyntaxTree.parse(bytes), bytes: bytes))
        loaded.targets = [(index, path)]
        return CommandInput(loaded: loaded, standardInputPath: path)
    }
}
