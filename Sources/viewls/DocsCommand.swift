/// `viewls docs --man` and `viewls docs --completion SHELL` print the manual
/// page and a shell's completion script (`ManPage`, `CompletionScripts`).
/// `viewls docs [--check] [FOLDER]`, not listed in help: writes the rule
/// pages (`FOLDER`, by default `docs/rules`) from the rules' descriptions
/// with `RuleDocument`, the code `viewls explain` uses, in English; with
/// `--check`, builds them in memory and compares them byte for byte with
/// the folder, naming each page that differs, is missing or is left over.
/// The hand-written pages there (the coverage ledger) are neither written,
/// checked nor removed; the index links the ledger.
import Foundation
import ViewModel
import ViewRules
import ViewStrings

enum DocsCommand {
    static func run(_ arguments: [String]) throws -> ExitStatus {
        let options = try Arguments(arguments, CommandTable.docs)
        guard options.positional.count <= 1 else { throw UsageError("cli.usage.docs-arguments") }
        let catalog = CommandLineLanguage.catalog(options)
        if options.flag("--man") {
            Output.write(ManPage.roff(catalog: catalog))
            return .success
        }
        if let shell = try options.value("--completion").map({ _ in try options.choice("--completion", default: "bash") }) {
            Output.write(CompletionScripts.script(for: shell) ?? "")
            return .success
        }
        let folder = URL(fileURLWithPath: options.positional.first ?? RulePages.folder)
        let expected = pages()
        let present = existingPages(in: folder)
        if options.flag("--check") {
            var stale: [String] = []
            for (path, text) in expected.sorted(by: { $0.key < $1.key }) {
                guard let bytes = try? Data(contentsOf: folder.appendingPathComponent(path)) else {
                    stale.append(catalog.text("cli.docs.missing", ["path": path]))
                    continue
                }
                if bytes != Data(text.utf8) { stale.append(catalog.text("cli.docs.stale", ["path": path])) }
            }
            for path in present.subtracting(expected.keys).sorted() { stale.append(catalog.text("cli.docs.extra", ["path": path])) }
            guard stale.isEmpty else {
                Output.error((stale + [catalog.text("cli.docs.update", ["folder": folder.path])]).joined(separator: "\n"))
                return .findings
            }
            return .success
        }
        for (path, text) in expected {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        for path in present.subtracting(expected.keys) { try FileManager.default.removeItem(at: folder.appendingPathComponent(path)) }
        Output.error(catalog.text("cli.docs.written", ["count": "\(expected.count)", "folder": folder.path]))
        return .success
    }

    /// Every page by path below the pages' folder: one per rule, and the index.
    static func pages() -> [String: String] {
        let catalog = MessageCatalog.commandLine(.english)
        var pages = [RulePages.index: index(catalog: catalog)]
        for rule in RuleRegistry.all.map({ $0.description }) {
            pages[RulePages.page(of: rule.id)] = RuleDocument(rule, catalog: catalog).markdown
        }
        return pages
    }

    /// The index: each family's rules in a table, in catalog order.
    static func index(catalog: MessageCatalog) -> String {
        var output = "<!-- \(catalog.text("cli.docs.generated")) -->\n\n# \(catalog.text("cli.docs.index.title"))\n\n"
        output += catalog.text("cli.docs.index.intro") + "\n\n"
        output += catalog.text("cli.docs.index.coverage", ["page": RulePages.coverage]) + "\n"
        var family = ""
        for rule in RuleRegistry.all.map({ $0.description }) {
            if rule.family != family {
                family = rule.family
                output += "\n## \(family)\n\n| \(catalog.text("cli.docs.index.columns")) |\n| --- | --- | --- | --- |\n"
            }
            let fix = rule.fix.map { $0.rawValue } ?? catalog.text("cli.explain.no-fix")
            let summary = catalog.text("rule.\(rule.id).summary").replacingOccurrences(of: "|", with: "\\|")
            output += "| [`\(rule.id)`](\(RulePages.page(of: rule.id))) | \(rule.defaultSeverity) | \(fix) | \(summary) |\n"
        }
        return output
    }

    /// The Markdown files below `folder` that the command manages, by
    /// relative path: all but the hand-written ones.
    static func existingPages(in folder: URL) -> Set<String> {
        let paths = FileManager.default.subpaths(atPath: folder.path) ?? []
        return Set(paths.filter { $0.hasSuffix(".md") }).subtracting(RulePages.handWritten)
    }
}
