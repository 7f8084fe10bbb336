/// `viewls preview [PATH…]`: checks the selected files as `check` does, lays
/// out each selected screen and draws it with its findings as `NAME.svg` —
/// in the current folder, in the folder `-o` names (with an `index.html`
/// gallery beside them), in the one `.svg` file `-o` names, or on standard
/// output with `-o -`. Exit status as `check`; the closing line on standard
/// error says why (every checked file's findings, as `check` counts them).
import Foundation
import ViewIDE
import ViewLayout
import ViewModel
import ViewRules
import ViewStrings

enum PreviewCommand {
    /// Where drawings go.
    enum Destination {
        case folder(String, gallery: Bool)
        case file(String)
        case standardOutput
    }

    /// How screens are drawn: the command line's choices.
    struct Settings {
        let device: PreviewVariants.DeviceChoice?
        let orientation: LayoutOrientation
        let appearance: PreviewAppearance
        let showsFindings: Bool
        let catalog: MessageCatalog
        let textSize: TextSize
        /// `--matrix`: each screen on every variant its configuration checks, side by side.
        let matrix: Bool

        init(device: PreviewVariants.DeviceChoice?, orientation: LayoutOrientation, appearance: PreviewAppearance, showsFindings: Bool,
             catalog: MessageCatalog, textSize: TextSize = .default, matrix: Bool = false) {
            self.device = device
            self.orientation = orientation
            self.appearance = appearance
            self.showsFindings = showsFindings
            self.catalog = catalog
            self.textSize = textSize
            self.matrix = matrix
        }

        var layoutOptions: LayoutOptions {
            PreviewVariants.layoutOptions(device: device, orientation: orientation, textSize: textSize)
        }
        var previewOptions: PreviewOptions { PreviewOptions(appearance: appearance, showsFindings: showsFindings) }
        var galleryOptions: PreviewGallery.Options {
            PreviewGallery.Options(device: device, orientation: orientation, appearance: appearance, textSize: textSize, matrix: matrix)
        }
    }

    /// Every selected screen drawn, with the findings of every selected file counted.
    struct Drawings {
        var summary = Summary()
        /// The screens' type names, drawn or not (for `--screen`'s did-you-mean).
        var screenNames: [String] = []
        var drawn: [(entry: PreviewGallery.Entry, svg: String)] = []
        /// What each target gave, by path, for a later `draw` to keep.
        var byPath: [String: DrawnTarget] = [:]
    }

    /// What one target gave: its findings, and its drawing when it is a screen.
    struct DrawnTarget {
        var diagnostics: [Diagnostic]
        var drawing: (entry: PreviewGallery.Entry, svg: String)?
        /// The drawing as pieces: the next drawing of the file reuses them, and the live preview patches from them.
        var pieces: PreviewDrawn?
    }

    static func run(_ arguments: [String]) throws -> ExitStatus {
        let options = try Arguments(arguments, CommandTable.preview)
        // A catalogue device by its full name too (`iPhone SE (3rd generation)`); anything else is checked against the table's choices.
        var device: PreviewVariants.DeviceChoice?
        if let name = options.value("--device") {
            device = try PreviewVariants.DeviceChoice(name) ?? PreviewVariants.DeviceChoice(options.choice("--device", default: "iphone"))
        }
        let textSize = TextSize.named(try options.choice("--text-size", default: TextSize.default.rawValue)) ?? .default
        let matrix = options.flag("--matrix")
        if matrix, let variantOption = ["--device", "--text-size", "--orientation"].first(where: { options.value($0) != nil }) {
            throw UsageError("cli.usage.matrix-variant", ["option": variantOption])
        }
        let orientation = LayoutOrientation(rawValue: try options.choice("--orientation", default: "portrait"))
            ?? .portrait
        let appearance = PreviewAppearance(rawValue: try options.choice("--appearance", default: "light")) ?? .light
        let catalog = CommandLineLanguage.catalog(options)
        let settings = Settings(device: device, orientation: orientation, appearance: appearance,
                                showsFindings: !options.flag("--no-findings"), catalog: catalog, textSize: textSize, matrix: matrix)
        if options.flag("--serve") {
            if options.value("-o") != nil || options.value("--output") != nil || options.value("--screen") != nil {
                throw UsageError("cli.usage.serve-output")
            }
            return try PreviewServeCommand.serve(options, catalog: catalog) { root in WorkspacePreviewSite(root: root, settings: settings) }
        }
        if options.value("--port") != nil { throw UsageError("cli.usage.port-without-serve") }
        let input = try WorkspaceLoader.load(options.positional, catalog: catalog)
        let drawings = draw(input, settings: settings, screen: options.value("--screen"))
        if let wanted = options.value("--screen"), drawings.drawn.isEmpty {
            if let suggestion = EditDistance.suggestions(for: wanted, among: drawings.screenNames, limit: 1).first {
                throw UsageError("cli.usage.no-screen.suggest", ["name": wanted, "suggestion": suggestion])
            }
            throw UsageError("cli.usage.no-screen", ["name": wanted])
        }
        let destination = try self.destination(options.value("-o") ?? options.value("--output"), screens: drawings.drawn.count)
        for (entry, svg) in drawings.drawn {
            switch destination {
            case .standardOutput:
                Output.write(svg)
            case .file(let path):
                try SafeWriter.write(Array(svg.utf8), to: path)
            case .folder(let folder, _):
                try SafeWriter.write(Array(svg.utf8), to: (folder as NSString).appendingPathComponent(entry.fileName))
                // With --matrix, each variant's own drawing beside the strip: what a variant in the gallery links to.
                for cell in entry.matrix?.cells ?? [] {
                    let name = PreviewGallery.variantFileName(entry, cell)
                    try SafeWriter.write(Array(cell.svg.utf8), to: (folder as NSString).appendingPathComponent(name))
                }
            }
        }
        if drawings.drawn.isEmpty {
            Output.error("viewls: " + catalog.text("cli.preview.no-screens"))
        }
        let total = settings.showsFindings ? drawings.summary : Summary()
        if case .folder(let folder, let gallery) = destination, gallery {
            let html = PreviewGallery.html(drawings.drawn.map(\.entry), total: total, options: settings.galleryOptions, catalog: catalog)
            try SafeWriter.write(Array(html.utf8), to: (folder as NSString).appendingPathComponent("index.html"))
        }
        if let line = closingLine(destination, drawn: drawings.drawn.count, findings: drawings.summary, catalog: catalog) {
            Output.error(line)
        }
        if WorkspaceLoader.reportUnreadable(input, catalog: catalog) { return .usage }
        return drawings.summary.errors > 0 ? .findings : .success
    }

    /// Checks every selected file as `check` does and draws each selected screen (only `screen`, when given).
    /// With `redrawing`, only those paths are checked and drawn again; every
    /// other target gives what it gave in `kept` (the live preview, after a
    /// change that can alter only those paths' results).
    static func draw(_ input: LoadedInput, settings: Settings, screen wanted: String? = nil,
                     redrawing: Set<String>? = nil, kept: [String: DrawnTarget] = [:]) -> Drawings {
        var drawings = Drawings()
        drawings.summary.files = input.targets.count
        var usedNames: Set<String> = []
        for target in input.targets {
            let workspace = input.workspaces[target.workspace]
            guard let file = workspace.files[target.path] else { continue }
            if let redrawing, wanted == nil, !redrawing.contains(target.path), let previous = kept[target.path] {
                drawings.summary.count(previous.diagnostics)
                if file.isScreen { drawings.screenNames.append(file.typeName) }
                if let drawing = previous.drawing {
                    usedNames.insert(drawing.entry.name)
                    drawings.drawn.append(drawing)
                }
                drawings.byPath[target.path] = previous
                continue
            }
            // A workspace that keeps checks (the live preview's) keeps this one with what it read.
            let keptCheck = workspace.keepsChecks ? Checker.check(target.path, in: workspace, catalog: settings.catalog) : nil
            let check = keptCheck ?? Checker.check(file, in: workspace, catalog: settings.catalog)
            drawings.byPath[target.path] = DrawnTarget(diagnostics: check.diagnostics, drawing: nil)
            drawings.summary.count(check.diagnostics)
            guard file.isScreen else { continue }
            drawings.screenNames.append(file.typeName)
            if let wanted, file.typeName != wanted { continue }
            var counts = Summary()
            counts.count(settings.showsFindings ? check.diagnostics : [])
            let name = uniqueName(file.typeName, among: &usedNames)
            let images = WorkspaceImageFiles(root: workspace.root)
            let svg: String
            var entry: PreviewGallery.Entry
            var pieces: PreviewDrawn?
            if settings.matrix {
                let matrix = PreviewMatrix.draw(check.model, findings: check.diagnostics, file: file, in: workspace,
                                                options: settings.previewOptions, catalog: settings.catalog, images: images)
                svg = matrix.svg
                entry = PreviewGallery.Entry(name: name, displayPath: WorkspaceLoader.display(target.path), fileName: name + ".svg",
                                             width: 0, height: 0, counts: counts)
                entry.matrix = matrix
            } else {
                // `ScreenPreview.draw` draws the findings that happen on the variant it lays out.
                let (layout, drawn) = ScreenPreview.draw(check.model, findings: check.diagnostics, file: file, in: workspace,
                                                         layoutOptions: settings.layoutOptions, options: settings.previewOptions,
                                                         catalog: settings.catalog, images: images,
                                                         previous: kept[target.path]?.pieces)
                svg = drawn.svg
                pieces = drawn
                entry = PreviewGallery.Entry(name: name, displayPath: WorkspaceLoader.display(target.path), fileName: name + ".svg",
                                             width: layout.size.width, height: layout.size.height, counts: counts)
            }
            drawings.drawn.append((entry, svg))
            drawings.byPath[target.path]?.drawing = (entry, svg)
            drawings.byPath[target.path]?.pieces = pieces
        }
        for configuration in input.configurationFiles {
            drawings.summary.count(configuration.problems.map { $0.diagnostic(in: settings.catalog) })
        }
        return drawings
    }

    /// What `preview` says last on standard error: how many drawings it wrote
    /// where, and — when it exits 1 — the errors (and other findings) of every
    /// checked file that make it, as `check` counts them; with `-o -` only the
    /// findings. Nil when there is nothing to say.
    static func closingLine(_ destination: Destination, drawn: Int, findings: Summary, catalog: MessageCatalog) -> String? {
        let path: String
        switch destination {
        case .standardOutput:
            return findings.errors > 0 ? catalog.text("cli.preview.findings", ["counts": findings.counts(catalog)]) : nil
        case .file(let file): path = WorkspaceLoader.display(file)
        case .folder(let folder, _): path = WorkspaceLoader.display(folder)
        }
        guard findings.errors > 0 else { return catalog.text("cli.preview.wrote", ["count": "\(drawn)", "path": path]) }
        return catalog.text("cli.preview.wrote.findings", ["count": "\(drawn)", "path": path, "counts": findings.counts(catalog)])
    }

    /// `-o`: a folder (made when missing; a gallery beside the drawings), one `.svg` file, or `-` for standard output;
    /// without it, the current folder and no gallery.
    static func destination(_ output: String?, screens: Int) throws -> Destination {
        guard let output else { return .folder(FileManager.default.currentDirectoryPath, gallery: false) }
        if output == "-" || output.hasSuffix(".svg") {
            guard screens <= 1 else { throw UsageError("cli.usage.one-drawing", ["path": output]) }
            return output == "-" ? .standardOutput : .file(WorkspaceLoader.absolute(output))
        }
        let folder = WorkspaceLoader.absolute(output)
        switch DiskAccess.kind(of: folder) {
        case .directory:
            break
        case .missing:
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw UsageError("cli.usage.cannot-create-folder", ["path": output])
            }
        default:
            throw UsageError("cli.usage.not-a-folder", ["path": output])
        }
        return .folder(folder, gallery: true)
    }

    /// `name`, or `name-2`, `name-3`… when two screens share it (in different workspaces).
    static func uniqueName(_ name: String, among used: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while used.contains(candidate.lowercased()) {
            candidate = "\(name)-\(number)"
            number += 1
        }
        used.insert(candidate.lowercased())
        return candidate
    }
}
