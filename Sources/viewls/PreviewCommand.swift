/// `viewls preview [PATH…]`: checks the selected files as `check` does, lays
/// out each selected screen and draws it with its findings as `NAME.svg` —
/// in the current folder, in the folder `-o` names (with an `index.html`
/// gallery beside them), in the one `.svg` file `-o` names, or on standard
/// output with `-o -`. Exit status as `check`.
import Foundation
import ViewIDE
import ViewLayout
import ViewModel
import ViewRules
import ViewStrings

enum PreviewCommand {
    /// A screen to draw: where it is, its check, its workspace.
    struct Screen {
        let path: String
        let file: SourceFile
        let check: FileCheck
        let workspace: Workspace
    }

    /// Where drawings go.
    enum Destination {
        case folder(String, gallery: Bool)
        case file(String)
        case standardOutput
    }

    static func run(_ arguments: [String]) throws -> ExitStatus {
        let options = try Arguments(arguments, command: "preview", flags: ["--no-findings"],
                                    options: ["--screen", "--device", "--orientation", "--appearance", "-o", "--output",
                                              CommandLineLanguage.option])
        let device = options.value("--device") == nil ? nil : Device(rawValue: try options.choice("--device", ["iphone", "ipad"], default: "iphone"))
        let orientation = LayoutOrientation(rawValue: try options.choice("--orientation", ["portrait", "landscape"], default: "portrait"))
            ?? .portrait
        let appearance = PreviewAppearance(rawValue: try options.choice("--appearance", ["light", "dark"], default: "light")) ?? .light
        let catalog = CommandLineLanguage.catalog(options)
        let input = try WorkspaceLoader.load(options.positional, catalog: catalog)
        var summary = Summary()
        summary.files = input.targets.count
        var screens: [Screen] = []
        var screenNames: [String] = []
        for target in input.targets {
            let workspace = input.workspaces[target.workspace]
            guard let file = workspace.files[target.path] else { continue }
            let check = Checker.check(file, in: workspace, catalog: catalog)
            summary.count(check.diagnostics)
            guard file.isScreen else { continue }
            screenNames.append(file.typeName)
            if let wanted = options.value("--screen"), file.typeName != wanted { continue }
            screens.append(Screen(path: target.path, file: file, check: check, workspace: workspace))
        }
        for configuration in input.configurationFiles { summary.count(configuration.problems.map { $0.diagnostic(in: catalog) }) }
        if let wanted = options.value("--screen"), screens.isEmpty {
            if let suggestion = EditDistance.suggestions(for: wanted, among: screenNames, limit: 1).first {
                throw UsageError("cli.usage.no-screen.suggest", ["name": wanted, "suggestion": suggestion])
            }
            throw UsageError("cli.usage.no-screen", ["name": wanted])
        }
        let destination = try self.destination(options.value("-o") ?? options.value("--output"), screens: screens.count)
        let layoutOptions = LayoutOptions(device: device, orientation: orientation)
        let previewOptions = PreviewOptions(appearance: appearance, showsFindings: !options.flag("--no-findings"))
        var drawn: [PreviewGallery.Entry] = []
        var usedNames: Set<String> = []
        for screen in screens {
            let images = WorkspaceImageFiles(root: screen.workspace.root)
            let (layout, svg) = ScreenPreview.render(screen.check, file: screen.file, in: screen.workspace, layoutOptions: layoutOptions,
                                                     options: previewOptions, catalog: catalog, images: images)
            let fileName = uniqueName(screen.file.typeName, among: &usedNames) + ".svg"
            switch destination {
            case .standardOutput:
                Output.write(svg)
            case .file(let path):
                try SafeWriter.write(Array(svg.utf8), to: path)
            case .folder(let folder, _):
                try SafeWriter.write(Array(svg.utf8), to: (folder as NSString).appendingPathComponent(fileName))
            }
            var counts = Summary()
            counts.count(previewOptions.showsFindings ? screen.check.diagnostics : [])
            drawn.append(PreviewGallery.Entry(name: screen.file.typeName, displayPath: WorkspaceLoader.display(screen.path),
                                              fileName: fileName, width: layout.size.width, height: layout.size.height, counts: counts))
        }
        if screens.isEmpty {
            Output.error("viewls: " + catalog.text("cli.preview.no-screens"))
        }
        if case .folder(let folder, let gallery) = destination, gallery {
            let html = PreviewGallery.html(drawn, options: PreviewGallery.Options(device: device, orientation: orientation, appearance: appearance),
                                           catalog: catalog)
            try SafeWriter.write(Array(html.utf8), to: (folder as NSString).appendingPathComponent("index.html"))
        }
        switch destination {
        case .standardOutput: break
        case .file(let path): Output.error(catalog.text("cli.preview.wrote", ["count": "\(drawn.count)", "path": WorkspaceLoader.display(path)]))
        case .folder(let folder, _):
            Output.error(catalog.text("cli.preview.wrote", ["count": "\(drawn.count)", "path": WorkspaceLoader.display(folder)]))
        }
        if WorkspaceLoader.reportUnreadable(input, catalog: catalog) { return .usage }
        return summary.errors > 0 ? .findings : .success
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
