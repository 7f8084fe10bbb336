/// `viewls check [PATH…]`: checks files and folders and reports in text,
/// JSON, SARIF, GitHub or HTML format, on stdout or into a file (`-o`,
/// written through `SafeWriter`); baselines; `--max-warnings`; exit status.
import Foundation
import ViewIDE
import ViewLayout
import ViewModel
import ViewRules
import ViewSyntax
import ViewStrings

enum CheckCommand {
    static func run(_ arguments: [String]) throws -> ExitStatus {
        let options = try Arguments(arguments, command: "check", flags: ["--no-color"],
                                    options: ["--format", "--baseline", "--write-baseline", "--max-warnings", "-o", "--output",
                                             CommandLineLanguage.option])
        let format = try options.choice("--format", ["text", "json", "sarif", "github", "html"], default: "text")
        let outputPath = options.value("-o") ?? options.value("--output")
        let maxWarnings = try options.count("--max-warnings")
        let baseline = try options.value("--baseline").map(Baseline.read)
        let catalog = CommandLineLanguage.catalog(options)
        let input = try WorkspaceLoader.load(options.positional, catalog: catalog)
        var files = checkAll(input, catalog: catalog)
        // Baselines hold English messages: with another language, the English check matches them.
        let usesBaseline = options.value("--write-baseline") != nil || options.value("--baseline") != nil
        let english = catalog.language == .english || !usesBaseline ? files : checkAll(input, catalog: catalog.speaking(.english))
        if let path = options.value("--write-baseline") {
            try Baseline(files: english, baselinePath: path).write(to: path)
            Output.error(catalog.text("cli.baseline.recorded", ["count": "\(files.reduce(0) { $0 + $1.diagnostics.count })", "path": path]))
            files.indices.forEach { files[$0].diagnostics = [] }
        }
        // The HTML report shows the baseline's findings too, marked; the exit status counts the new ones only.
        let everyFinding = files
        var recorded: [String: Set<Int>]?
        var hidden = 0
        if let baseline, let path = options.value("--baseline") {
            if format == "html" {
                let positions = baseline.recorded(in: files, english: english, baselinePath: path)
                recorded = Dictionary(zip(files.map(\.path), positions), uniquingKeysWith: { first, _ in first })
                _ = baseline.filter(&files, english: english, baselinePath: path)
            } else {
                hidden = baseline.filter(&files, english: english, baselinePath: path)
            }
        }
        var summary = Summary()
        summary.files = input.targets.count
        for file in files { summary.count(file.diagnostics) }
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let reported = files.filter { !$0.diagnostics.isEmpty }
        let write: (String) throws -> Void = { text in
            if let outputPath { try SafeWriter.write(Array(text.utf8), to: outputPath) } else { Output.write(text) }
        }
        switch format {
        case "json": try write(try JSONReporter.render(files, summary: summary) { byPath[$0] })
        case "html":
            // Each screen drawn as `viewls preview` draws it, with the findings the report lists, numbered alike.
            let drawing: HTMLReporter.Drawing = { checked in
                guard let workspace = input.workspaces.first(where: { $0.files[checked.path] != nil }),
                      let file = workspace.files[checked.path], file.isScreen else { return nil }
                let model = ModelBuilding.build(file, in: workspace)
                return ScreenPreview.render(model, findings: checked.diagnostics, file: file, in: workspace, layoutOptions: LayoutOptions(),
                                            catalog: catalog, images: WorkspaceImageFiles(root: workspace.root)).svg
            }
            try write(HTMLReporter.render(everyFinding, filesChecked: summary.files, baseline: recorded, catalog: catalog, drawing: drawing))
        case "sarif":
            try write(try SARIFReporter.render(reported, catalog: catalog, docsBaseURL: CheckoutDocs.baseURL(for: input)) { path in
                byPath[path] ?? input.workspaces.lazy.compactMap { $0.files[path] }.first.map {
                    CheckedFile(path: path, bytes: $0.bytes, lineIndex: $0.lineIndex, diagnostics: [])
                }
            })
        case "github": try write(GitHubReporter.render(reported))
        default:
            let colored = outputPath == nil && !options.flag("--no-color") && isatty(STDOUT_FILENO) == 1
                && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            try write(TextReporter.render(reported, summary: summary, catalog: catalog, colored: colored))
        }
        if hidden > 0 { Output.error(catalog.text("cli.baseline.hidden", ["count": "\(hidden)"])) }
        if WorkspaceLoader.reportUnreadable(input, catalog: catalog) { return .usage }
        if summary.errors > 0 { return .findings }
        if let maxWarnings, summary.warnings > maxWarnings {
            Output.error(catalog.text("cli.max-warnings", ["count": "\(summary.warnings)", "limit": "\(maxWarnings)"]))
            return .findings
        }
        return .success
    }

    /// Checks every selected file (with a progress line on a terminal) and
    /// adds the configuration files that have problems.
    static func checkAll(_ input: LoadedInput, catalog: MessageCatalog) -> [CheckedFile] {
        var files: [CheckedFile] = []
        let progress = Progress(total: input.targets.count, line: "cli.progress.checking", catalog: catalog)
        for (number, target) in input.targets.enumerated() {
            progress.update(number)
            let workspace = input.workspaces[target.workspace]
            guard let source = workspace.files[target.path] else { continue }
            let check = Checker.check(source, in: workspace, catalog: catalog)
            var file = CheckedFile(path: target.path, bytes: source.bytes, lineIndex: source.lineIndex, diagnostics: check.diagnostics)
            file.docsBaseURL = workspace.configuration(for: target.path).docsBaseURL ?? CheckoutDocs.baseURL
            files.append(file)
        }
        progress.finish()
        for configuration in input.configurationFiles where !configuration.problems.isEmpty {
            files.append(CheckedFile(path: configuration.path, bytes: configuration.bytes,
                                     diagnostics: configuration.problems.map { $0.diagnostic(in: catalog) }))
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// A progress line on stderr for long runs, only when stderr is a terminal.
final class Progress {
    let total: Int
    /// The catalog key of the line, taking `{done}` and `{total}`.
    let line: String
    let catalog: MessageCatalog
    let enabled: Bool
    private var lastShown = Date.distantPast

    init(total: Int, line: String, catalog: MessageCatalog) {
        self.total = total
        self.line = line
        self.catalog = catalog
        self.enabled = total >= 20 && isatty(STDERR_FILENO) == 1
    }

    func update(_ done: Int) {
        guard enabled, Date().timeIntervalSince(lastShown) > 0.1 else { return }
        lastShown = Date()
        FileHandle.standardError.write(Data(("\r" + catalog.text(line, ["done": "\(done)", "total": "\(total)"])).utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
