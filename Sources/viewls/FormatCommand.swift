/// `viewls format [PATH…]`: rewrites files in the canonical layout (the
/// editor's Format Document), through a temporary file and a rename;
/// `--check` only lists the files that would change and exits 1 if any would;
/// `--diff` prints what would change as a unified diff and exits 1 if
/// anything would (as `ruff format --diff`). `format -` writes standard input
/// in the canonical layout to standard output (unchanged when it has syntax
/// errors, exit 1). Files with syntax errors are left alone and reported.
import Foundation
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax

enum FormatCommand {
    static func run(_ arguments: [String]) throws -> ExitStatus {
        let options = try Arguments(arguments, CommandTable.format)
        let showDiff = options.flag("--diff")
        let checkOnly = options.flag("--check") || showDiff
        let catalog = CommandLineLanguage.catalog(options)
        let command = try CommandInput.load(options, catalog: catalog)
        let input = command.loaded
        if let path = command.standardInputPath, !checkOnly, let file = input.workspaces[input.targets[0].workspace].files[path] {
            guard let formatted = ViewIDE.Formatter.format(file.tree) else {
                Output.write(bytes: file.bytes)
                Output.error(catalog.text("cli.format.syntax-errors", ["path": WorkspaceLoader.display(path)]))
                return .findings
            }
            Output.write(formatted)
            return .success
        }
        var changed = 0
        var broken = 0
        var failures = 0
        for target in input.targets {
            guard let file = input.workspaces[target.workspace].files[target.path] else { continue }
            let display = WorkspaceLoader.display(target.path)
            guard let formatted = ViewIDE.Formatter.format(file.tree) else {
                Output.error(catalog.text("cli.format.syntax-errors", ["path": display]))
                broken += 1
                continue
            }
            guard Array(formatted.utf8) != file.bytes else { continue }
            changed += 1
            if showDiff {
                Output.write(UnifiedDiff.make(old: String(decoding: file.bytes, as: UTF8.self), new: formatted, path: display))
                continue
            }
            if checkOnly {
                Output.write(catalog.text("cli.format.would-change", ["path": display]) + "\n")
                continue
            }
            do {
                try SafeWriter.write(Array(formatted.utf8), to: target.path)
                Output.error(catalog.text("cli.format.changed", ["path": display]))
            } catch let error as UsageError {
                Output.error(error.line(in: catalog))
                failures += 1
            }
        }
        let files = input.targets.count == 1 ? catalog.text("cli.file") : catalog.text("cli.files", ["count": "\(input.targets.count)"])
        Output.error(catalog.text(checkOnly ? "cli.format.check-summary" : "cli.format.summary", ["changed": "\(changed)", "files": files]))
        let unreadable = WorkspaceLoader.reportUnreadable(input, catalog: catalog)
        if failures > 0 || unreadable { return .usage }
        if broken > 0 { return .findings }
        return checkOnly && changed > 0 ? .findings : .success
    }
}
