// Build-tool plugin: writes the checkout's commit into the `viewls` target
// (`BuildCommit.id`, shown by `viewls --version`) with `viewls-commit`. Its
// inputs are the Git files that name the commit (HEAD, the branch's ref,
// packed refs), so a new commit rebuilds it and nothing else does. Outside
// a Git checkout (a source archive) the commit is empty.
import Foundation
import PackagePlugin

@main
struct EmbedCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let tool = try context.tool(named: "viewls-commit")
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.generated.swift")
        let root = context.package.directoryURL
        return [.buildCommand(
            displayName: "Embedding the checkout's commit",
            executable: tool.url,
            arguments: [root.path, output.path],
            inputFiles: gitFiles(root),
            outputFiles: [output]
        )]
    }

    /// HEAD, the ref it names and packed-refs, where each exists (a worktree's `.git` is a file naming its folder).
    func gitFiles(_ root: URL) -> [URL] {
        var git = root.appending(path: ".git")
        if let pointer = try? String(contentsOf: git, encoding: .utf8), pointer.hasPrefix("gitdir: ") {
            let path = pointer.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
            git = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appending(path: path)
        }
        let head = git.appending(path: "HEAD")
        var files = [head, git.appending(path: "packed-refs")]
        if let text = try? String(contentsOf: head, encoding: .utf8), text.hasPrefix("ref: ") {
            let ref = text.dropFirst("ref: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
            files.append(git.appending(path: ref))
            if let common = try? String(contentsOf: git.appending(path: "commondir"), encoding: .utf8) {
                let base = common.trimmingCharacters(in: .whitespacesAndNewlines)
                let commonDir = base.hasPrefix("/") ? URL(fileURLWithPath: base) : git.appending(path: base)
                files += [commonDir.appending(path: ref), commonDir.appending(path: "packed-refs")]
            }
        }
        return files.filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}
