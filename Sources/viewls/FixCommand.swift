/// `viewls fix [PATH…]`: applies the safe fixes (with `--unsafe`, the others
/// too) until none is left, then writes each changed file (`SafeWriter`), or
/// prints a unified diff with `--dry-run` and exits 1 when there is one.
import Foundation
import ViewSemantics
import ViewSyntax

enum FixCommand {
    static let maximumPasses = 10

    static func run(_ arguments: [String]) throws -> ExitStatus {
        let options = try Arguments(arguments, command: "fix", flags: ["--unsafe", "--dry-run"], options: [CommandLineLanguage.option])
        let includeUnsafe = options.flag("--unsafe")
        let input = try WorkspaceLoader.load(options.positional)
        let catalog = CommandLineLanguage.catalog(options)
        var totalFixes = 0
        var changedFiles = 0
        var skippedUnsafe = 0
        var remainingErrors = 0
        var failures = 0
        var workspaces = input.workspaces
        for target in input.targets {
            guard let original = workspaces[target.workspace].files[target.path] else { continue }
            let result = fixFile(original, in: &workspaces[target.workspace], includeUnsafe: includeUnsafe, catalog: catalog)
            skippedUnsafe += result.skippedUnsafe
            remainingErrors += result.remainingErrors
            guard result.applied > 0 else { continue }
            let display = WorkspaceLoader.display(target.path)
            if options.flag("--dry-run") {
                Output.write(UnifiedDiff.make(old: original.tree.text, new: result.text, path: display))
            } else {
                do {
                    try SafeWriter.write(Array(result.text.utf8), to: target.path)
                } catch let error as UsageError {
                    Output.error(error.line(in: catalog))
                    failures += 1
                    continue
                }
                let key = result.applied == 1 ? "cli.fix.applied.one" : "cli.fix.applied"
                Output.error(catalog.text(key, ["path": display, "count": "\(result.applied)"]))
            }
            totalFixes += result.applied
            changedFiles += 1
        }
        if totalFixes == 0 { Output.error(catalog.text("cli.fix.none")) }
        if skippedUnsafe > 0, !includeUnsafe { Output.error(catalog.text(skippedUnsafe == 1 ? "cli.fix.unsafe-hint.one" : "cli.fix.unsafe-hint", ["count": "\(skippedUnsafe)"])) }
        let unreadable = WorkspaceLoader.reportUnreadable(input, catalog: catalog)
        if failures > 0 || unreadable { return .usage }
        // A dry run answers "would anything change?", as `format --check` and ruff's `check --diff` do.
        if options.flag("--dry-run") { return changedFiles > 0 ? .findings : .success }
        return remainingErrors > 0 ? .findings : .success
    }

    struct Result {
        var text: String
        var applied = 0
        var skippedUnsafe = 0
        var remainingErrors = 0
    }

    /// Applies fixes pass by pass (each pass the non-overlapping ones) until none is left.
    static func fixFile(_ file: SourceFile, in workspace: inout Workspace, includeUnsafe: Bool, catalog: MessageCatalog) -> Result {
        var result = Result(text: file.tree.text)
        var current = file
        for _ in 0..<maximumPasses {
            let diagnostics = Checker.check(current, in: workspace, catalog: catalog).diagnostics
            let chosen = choose(diagnostics, includeUnsafe: includeUnsafe)
            result.skippedUnsafe = chosen.skippedUnsafe
            result.remainingErrors = diagnostics.filter { $0.severity == .error }.count
            guard !chosen.fixes.isEmpty else { break }
            var bytes = current.tree.bytes
            for edit in chosen.fixes.flatMap(\.edits).sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                bytes = edit.apply(to: bytes)
            }
            result.applied += chosen.fixes.count
            current = SourceFile(path: current.path, tree: SyntaxTree.parse(bytes))
            workspace.setFile(current)
        }
        if result.applied > 0 {
            result.remainingErrors = Checker.check(current, in: workspace, catalog: catalog).diagnostics.filter { $0.severity == .error }.count
        }
        result.text = current.tree.text
        return result
    }

    /// The fixes to apply in one pass: one per diagnostic (only when it has a
    /// single fix, so nothing is guessed), safe unless unsafe ones are allowed,
    /// and none overlapping another.
    static func choose(_ diagnostics: [Diagnostic], includeUnsafe: Bool) -> (fixes: [Fix], skippedUnsafe: Int) {
        var chosen: [Fix] = []
        var taken: [Range<Int>] = []
        var skipped = 0
        for diagnostic in diagnostics {
            guard diagnostic.fixes.count == 1, let fix = diagnostic.fixes.first, !fix.edits.isEmpty else { continue }
            guard fix.isSafe || includeUnsafe else {
                skipped += 1
                continue
            }
            let ranges = fix.edits.map(\.range)
            let overlaps = ranges.contains { range in
                taken.contains { other in range.overlaps(other) || (range.isEmpty && other.contains(range.lowerBound)) || range.lowerBound == other.lowerBound }
            }
            guard !overlaps else { continue }
            taken += ranges
            chosen.append(fix)
        }
        return (chosen, skipped)
    }
}
