/// Workspaces checked, laid out and drawn for the preview tests: the
/// repository's `Examples/` read from disk, or files given as text.
import Foundation
import ViewIDE
import ViewLayout
import ViewModel
import ViewRules
import ViewStrings
import ViewTestSupport

enum PreviewHarness {
    static func examples() -> Workspace {
        WorkspaceFolder.read(root: Repository.url("Examples").path, knownCodes: Checker.knownCodes,
                             retiredCodes: Checker.retiredCodes).workspace
    }

    static func workspace(_ files: [String: String]) -> Workspace {
        var workspace = Workspace(root: "/w")
        for (name, text) in files.sorted(by: { $0.key < $1.key }) { workspace.setFile(path: "/w/\(name)", text: text) }
        workspace.imageStore = MemoryImageStore()
        return workspace
    }

    /// The check, layout and SVG of one file.
    static func render(_ path: String, in workspace: Workspace, layout layoutOptions: LayoutOptions = LayoutOptions(),
                       options: PreviewOptions = PreviewOptions(), language: MessageLanguage = .english,
                       images: (any PreviewImageSource)? = nil) -> (check: FileCheck, layout: ScreenLayout, svg: String) {
        guard let file = workspace.files[path] else { fatalError("no file \(path)") }
        let check = Checker.check(file, in: workspace, catalog: .rules(language))
        let (layout, svg) = ScreenPreview.render(check, file: file, in: workspace, layoutOptions: layoutOptions, options: options,
                                                 catalog: .ide(language), images: images ?? WorkspaceImageFiles(root: workspace.root))
        return (check, layout, svg)
    }
}
