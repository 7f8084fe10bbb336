/// `viewls fix [PATH…]`: applies the safe fixes (with `--unsafe`, the others
/// too) until none is left, then writes each changed file, or prints a
/// unified diff with `--dry-run`. Edits are applied to the files' bytes, so
/// every byte outside an edit — invalid UTF-8 and line breaks included — is
/// kept. A fix that edits other files (a component's definition) is applied
/// only when each of them is one of the files being fixed; a fix is applied
/// whole or not at all. A dry run is a preview: it exits 0 when it ran,
/// whatever it would change (2 when something fails). `fix -` fixes
/// standard input and writes the result to standard output.
import Foundation
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax
import ViewStrings

enum FixCommand {
    static let maximumPasses = 10

    static func run(_ arguments: [String]) throws -> ExitStatus {
        let options = try Arguments(arguments, CommandTable.fix)
        let includeUnsafe = options.flag("--unsafe")
        let catalog = CommandLineLanguage.catalog(options)
        let command = try CommandInput.load(options, catalog: catalog)
        let input = command.loaded
        var totalFixes = 0
        var skippedUnsafe = 0
        var remainingErrors = 0
        var failures = 0
        /// Each target's findings after its fixes; checked again only where something later changed it.
        var remaining: [String: [Diagnostic]] = [:]
        var editedOtherFiles = false
        // Other files' models (a component's, expanded alone to see whose fault a finding is) are built once
        // for the run, as `check` builds them, and dropped with every file an applied fix changes.
        var workspaces = input.workspaces.map { workspace -> Workspace in
            var shared = workspace
            shared.modelCache = ModelCache(capacity: max(ModelCache.capacity, workspace.files.count))
            return shared
        }
        let targets = Set(input.targets.map(\.path))
        /// The bytes each changed file had before, and how many fixes edited it.
        var changed: [String: (workspace: Int, original: [UInt8], fixes: Int)] = [:]
        for target in input.targets {
            guard let original = workspaces[target.workspace].files[target.path] else { continue }
            let result = fixFile(original, in: &workspaces[target.workspace], editable: targets, includeUnsafe: includeUnsafe, catalog: catalog)
            skippedUnsafe += result.skippedUnsafe
            remainingErrors += result.remainingErrors
            remaining[target.path] = result.remaining
            if result.edited.keys.contains(where: { $0 != target.path }) { editedOtherFiles = true }
            totalFixes += result.applied
            for (path, edited) in result.edited {
                let before = changed[path]?.original ?? edited.original
                changed[path] = (target.workspace, before, (changed[path]?.fixes ?? 0) + edited.fixes)
            }
        }
        // A file that was in the canonical layout stays in it (`format --check` passes after `fix`): the
        // formatter rewrites only what the fixes touched, since the rest was canonical already.
        for (path, entry) in changed {
            guard let file = workspaces[entry.workspace].files[path], isCanonical(entry.original),
                  let formatted = ViewIDE.Formatter.format(file.tree), Array(formatted.utf8) != file.bytes else { continue }
            let affected = workspaces[entry.workspace].setFile(SourceFile(path: path, tree: SyntaxTree.parse(Array(formatted.utf8))))
            workspaces[entry.workspace].modelCache?.invalidate(affected.union([path]))
            remaining[path] = nil
        }
        if let path = command.standardInputPath, !options.flag("--dry-run") {
            // The fixed text on standard output (the input unchanged when nothing applied); the summary on standard error.
            Output.write(bytes: workspaces[input.targets[0].workspace].files[path]?.bytes ?? [])
            if let entry = changed[path] {
                Output.error(catalog.text(entry.fixes == 1 ? "cli.fix.applied.one" : "cli.fix.applied",
                                          ["path": WorkspaceLoader.display(path), "count": "\(entry.fixes)"]))
            }
            changed = [:]
        }
        var changedFiles = 0
        for path in changed.keys.sorted() {
            guard let entry = changed[path], let file = workspaces[entry.workspace].files[path], file.bytes != entry.original else { continue }
            let display = WorkspaceLoader.display(path)
            if options.flag("--dry-run") {
                Output.write(UnifiedDiff.make(old: String(decoding: entry.original, as: UTF8.self), new: file.tree.text, path: display))
            } else {
                do {
                    try SafeWriter.write(file.bytes, to: path)
                } catch let error as UsageError {
                    Output.error(error.line(in: catalog))
                    failures += 1
                    continue
                }
                let key = entry.fixes == 1 ? "cli.fix.applied.one" : "cli.fix.applied"
                Output.error(catalog.text(key, ["path": display, "count": "\(entry.fixes)"]))
            }
            changedFiles += 1
        }
        if totalFixes == 0 { Output.error(catalog.text("cli.fix.none")) }
        if options.flag("--dry-run") || failures > 0, skippedUnsafe > 0, !includeUnsafe {
            Output.error(catalog.text(skippedUnsafe == 1 ? "cli.fix.unsafe-hint.one" : "cli.fix.unsafe-hint", ["count": "\(skippedUnsafe)"]))
        }
        // What is left, as `check` would list it (ruff's `check --fix` habit): the findings no fix removed.
        if !options.flag("--dry-run"), failures == 0 {
            var left = Summary()
            var listing = ""
            for target in input.targets {
                guard let file = workspaces[target.workspace].files[target.path] else { continue }
                // A fix of one file that edited another (a component's definition) may change what the others report.
                let diagnostics = (editedOtherFiles ? nil : remaining[target.path])
                    ?? Checker.check(file, in: workspaces[target.workspace], catalog: catalog).diagnostics
                left.count(diagnostics)
                let checked = CheckedFile(path: target.path, bytes: file.bytes, lineIndex: file.lineIndex, diagnostics: diagnostics)
                for diagnostic in diagnostics {
                    listing += TextReporter.render(diagnostic, in: checked, colored: false, locate: { path, offset in
                        workspaces.lazy.compactMap { $0.files[path] }.first.map { TextReporter.position(offset, in: $0.lineIndex) }
                    })
                }
            }
            if command.standardInputPath == nil { Output.write(listing) }
            if skippedUnsafe > 0, !includeUnsafe { Output.error(catalog.text(skippedUnsafe == 1 ? "cli.fix.unsafe-hint.one" : "cli.fix.unsafe-hint", ["count": "\(skippedUnsafe)"])) }
            let counts = left.counts(catalog)
            if !counts.isEmpty { Output.error(catalog.text("cli.fix.left", ["counts": counts])) }
        }
        let unreadable = WorkspaceLoader.reportUnreadable(input, catalog: catalog)
        if failures > 0 || unreadable { return .usage }
        // A dry run is a preview, as `black --diff` is: printing a diff is its success. To gate on
        // findings, `viewls check` exits 1; to gate on layout, `format --check` does.
        if options.flag("--dry-run") { return .success }
        return remainingErrors > 0 ? .findings : .success
    }

    /// Whether bytes are already what the formatter writes (so a fix may format what it edited).
    static func isCanonical(_ bytes: [UInt8]) -> Bool {
        guard let formatted = ViewIDE.Formatter.format(SyntaxTree.parse(bytes)) else { return false }
        return Array(formatted.utf8) == bytes
    }

    struct Result {
        /// Fixes applied to the file's diagnostics.
        var applied = 0
        var skippedUnsafe = 0
        var remainingErrors = 0
        /// The file's findings after its fixes, as the last check found them.
        var remaining: [Diagnostic] = []
        /// The files the fixes edited: their bytes before, and how many fixes edited each.
        var edited: [String: (original: [UInt8], fixes: Int)] = [:]
    }

    /// Applies the fixes of one file's diagnostics pass by pass (each pass the
    /// non-overlapping ones) until none is left, on the workspace's bytes.
    static func fixFile(_ file: SourceFile, in workspace: inout Workspace, editable: Set<String>, includeUnsafe: Bool,
                        catalog: MessageCatalog) -> Result {
        var result = Result()
        var current = file
        for _ in 0..<maximumPasses {
            let diagnostics = Checker.check(current, in: workspace, catalog: catalog).diagnostics
            let chosen = choose(diagnostics, ownPath: current.path, editable: editable, includeUnsafe: includeUnsafe)
            result.skippedUnsafe = chosen.skippedUnsafe
            result.remainingErrors = diagnostics.filter { $0.severity == .error }.count
            result.remaining = diagnostics
            guard !chosen.edits.isEmpty else { break }
            for (path, edits) in chosen.edits {
                guard let target = workspace.files[path] else { continue }
                if result.edited[path] == nil { result.edited[path] = (target.bytes, 0) }
                result.edited[path]?.fixes += chosen.fixesByFile[path] ?? 0
                let affected = workspace.setFile(SourceFile(path: path, tree: SyntaxTree.parse(TextEdit.apply(edits, to: target.bytes))))
                workspace.modelCache?.invalidate(affected.union([path]))
            }
            result.applied += chosen.count
            current = workspace.files[current.path] ?? current
        }
        if result.applied > 0 {
            result.remaining = Checker.check(current, in: workspace, catalog: catalog).diagnostics
            result.remainingErrors = result.remaining.filter { $0.severity == .error }.count
        }
        return result
    }

    /// The fixes to apply in one pass: one per diagnostic (only when it has a
    /// single fix, so nothing is guessed), safe unless unsafe ones are allowed,
    /// editing only files being fixed, and none overlapping another in any file.
    static func choose(_ diagnostics: [Diagnostic], ownPath: String, editable: Set<String>,
                       includeUnsafe: Bool) -> (edits: [String: [TextEdit]], fixesByFile: [String: Int], count: Int, skippedUnsafe: Int) {
        var chosen: [String: [TextEdit]] = [:]
        var fixesByFile: [String: Int] = [:]
        var count = 0
        var skipped = 0
        for diagnostic in diagnostics {
            guard diagnostic.fixes.count == 1, let fix = diagnostic.fixes.first, !fix.isEmpty else { continue }
            guard fix.isSafe || includeUnsafe else {
                skipped += 1
                continue
            }
            let byFile = fix.editsByFile(ownPath: ownPath)
            guard byFile.keys.allSatisfy({ $0 == ownPath || editable.contains($0) }) else { continue }
            let overlaps = byFile.contains { path, edits in
                edits.contains { edit in
                    (chosen[path] ?? []).contains { other in
                        edit.range.overlaps(other.range) || (edit.range.isEmpty && other.range.contains(edit.range.lowerBound))
                            || (other.range.isEmpty && edit.range.contains(other.range.lowerBound))
                            || edit.range.lowerBound == other.range.lowerBound
                    }
                }
            }
            guard !overlaps else { continue }
            for (path, edits) in byFile {
                chosen[path, default: []] += edits
                fixesByFile[path, default: 0] += 1
            }
            count += 1
        }
        return (chosen, fixesByFile, count, skipped)
    }
}
