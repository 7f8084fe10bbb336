/// Workspaces for layout tests: files given as text, or the repository's
/// `Examples/` read from disk, each file's model built and laid out.
import Foundation
import ViewLayout
import ViewModel
import ViewSyntax
import ViewTestSupport

enum LayoutHarness {
    /// A workspace of the given files (names without folders) under `/w`.
    static func workspace(_ files: [String: String]) -> Workspace {
        var workspace = Workspace(root: "/w")
        for (name, text) in files.sorted(by: { $0.key < $1.key }) { workspace.setFile(path: "/w/\(name)", text: text) }
        workspace.imageStore = MemoryImageStore()
        return workspace
    }

    /// The repository's `Examples/` folder (and below it) as a workspace.
    static func examples() -> Workspace {
        WorkspaceFolder.read(root: Repository.url("Examples").path, knownCodes: []).workspace
    }

    static func layout(_ path: String, in workspace: Workspace, options: LayoutOptions = LayoutOptions()) -> ScreenLayout {
        guard let file = workspace.files[path] else { fatalError("no file \(path)") }
        let model = ModelBuilding.build(file, in: workspace)
        let images = ImageLookup(store: workspace.imageStore, root: workspace.root)
        return LayoutEngine.layout(model, of: file, in: workspace, options: options, images: images)
    }

    /// Lays out one screen given as text (with other files beside it).
    static func layout(_ text: String, others: [String: String] = [:], options: LayoutOptions = LayoutOptions()) -> ScreenLayout {
        let workspace = workspace(others.merging(["Screen.view": text]) { first, _ in first })
        return layout("/w/Screen.view", in: workspace, options: options)
    }
}
