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
        let options = try Arguments(arguments, CommandTable.check)
        let format = try options.choice("--format", default: "text")
        let outputPath = options.value("-o") ?? options.value("--output")
        let maxWarnings = try options.count("--max-warnings")
        let baseline = try options.value("--baseline").map(Baseline.read)
        let catalog = CommandLineLanguage.catalog(options)
        let input = try CommandInput.load(options, catalog: catalog).loaded
        var files = checkAll(input, catalog: catalog)
        // `--quiet`: errors only, as ESLint's; the warnings still count for `--max-warnings`.
        let quiet = options.flag("--quiet") || options.flag("-q")
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
        let warnings = files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .warning }.count }
        if quiet { files.indices.forEach { files[$0].diagnostics.removeAll { $0.severity != .error } } }
        var summary = Summary()
        summary.files = input.targets.count
        for file in files { summary.count(file.diagnostics) }
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let reported = files.filter { !$0.diagnostics.isEmpty }
        let writeBytes: ([UInt8]) throws -> Void = { bytes in
            if let outputPath { try SafeWriter.write(bytes, to: outputPath) } else { Output.write(bytes: bytes) }
        }
        let write: (String) throws -> Void = { text in
            if let outputPath { try SafeWriter.write(Array(text.utf8), to: outputPath) } else { Output.write(text) }
        }
        switch format {
        case "json": try writeBytes(try JSONReporter.render(files, summary: summary) { byPath[$0] })
        case "html":
            // Each screen drawn as `viewls preview` draws it, with the findings the report lists, numbered alike.
            let drawing: HTMLReporter.Drawing = { checked in
                guard let workspace = input.workspaces.first(where: { $0.files[checked.path] != nil }),
                      let file = workspace.files[checked.path], file.isScreen else { return nil }
                let model = ModelBuilding.build(file, in: workspace)
                let svg = ScreenPreview.render(model, findings: checked.diagnostics, file: file, in: workspace, layoutOptions: LayoutOptions(),
                                               catalog: catalog, images: WorkspaceImageFiles(root: workspace.root)).svg
                return HTMLVariants.figure(svg, model: model, findings: checked.diagnostics, file: file, in: workspace, catalog: catalog)
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
            try write(TextReporter.render(reported, summary: summary, catalog: catalog, colored: colored, locate: { path, offset in
                input.workspaces.lazy.compactMap { $0.files[path] }.first.map { TextReporter.position(offset, in: $0.lineIndex) }
            }))
        }
        if hidden > 0 { Output.error(catalog.text("cli.baseline.hidden", ["count": "\(hidden)"])) }
        if WorkspaceLoader.reportUnreadable(input, catalog: catalog) { return .usage }
        if summary.errors > 0 { return .findings }
        let counted = quiet ? warnings : summary.warnings
        if let maxWarnings, counted > maxWarnings {
            Output.error(catalog.text("cli.max-warnings", ["count": "\(counted)", "limit": "\(maxWarnings)"]))
            return .findings
        }
        return .success
    }

    /// Checks every selected file (with a progress line on a terminal) and
    /// adds the configuration files that have problems.
    static func checkAll(_ input: LoadedInput, catalog: MessageCatalog) -> [CheckedFile] {
        let progress = Progress(total: input.targets.count, line: "cli.progress.checking", catalog: catalog)
        // Other screens' models are built once for the whole run, not once per screen that reads
        // them (a screen pushed by five is read by five checks); nothing changes while checking, so
        // the answers are kept without recording what each read.
        let workspaces = input.workspaces.map { workspace -> Workspace in
            var shared = workspace
            shared.keepAnswers(in: QueryStore(recordsDependencies: false, minimumCapacity: workspace.files.count))
            return shared
        }
        // Files are checked in parallel; the report is sorted by path.
        let results = ConcurrentResults<CheckedFile>(count: input.targets.count)
        progress.update(0)
        DispatchQueue.concurrentPerform(iterations: input.targets.count) { number in
            let target = input.targets[number]
            let workspace = workspaces[target.workspace]
            guard let source = workspace.files[target.path] else { return }
            let check = Checker.check(source, in: workspace, catalog: catalog)
            var file = CheckedFile(path: target.path, bytes: source.bytes, lineIndex: source.lineIndex, diagnostics: check.diagnostics)
            // Reports are shared (uploaded from CI): they link to rule pages only below a `docsBaseURL`,
            // never to the checkout's `file:` pages, which would name this machine's paths.
            file.docsBaseURL = workspace.configuration(for: target.path).docsBaseURL
            // The progress line is written under the results' lock, by one thread at a time.
            results.set(number, file) { done in progress.update(done) }
        }
        var files = results.values
        progress.finish()
        for configuration in input.configurationFiles where !configuration.problems.isEmpty {
            files.append(CheckedFile(path: configuration.path, bytes: configuration.bytes,
                                     diagnostics: configuration.problems.map { $0.diagnostic(in: catalog) }))
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// A progress line on stderr for long runs, only when stderr is a terminal.
/// Used by one thread at a time (parallel checks update it under a lock).
final class Progress: @unchecked Sendable {
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

/// Results written by index from parallel work, each slot once.
final class ConcurrentResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    private var done = 0

    /// Fills a slot; `then` hears how many are filled, under the lock.
    func set(_ index: Int, _ value: Value, then: (Int) -> Void = { _ in }) {
        lock.withLock {
            slots[index] = value
            done += 1
            then(done)
        }
    }

    var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}
