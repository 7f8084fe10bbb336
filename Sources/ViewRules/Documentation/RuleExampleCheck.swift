/// A rule example checked as `viewls check` checks a folder: the example
/// is `Example.view` in a folder of its own, beside its other files, its
/// images and its configuration, so what the rule pages and `viewls explain`
/// show is what the checker really reports.
public import ViewModel
public import ViewStrings
extension RuleExample {
    /// The folder an example is checked in; paths below it are shown relative to it.
    public static let folder = "/example"
    /// The type name of the file holding the example's source.
    public static let typeName = "Example"

    /// The path of a file of the example by type name.
    public static func path(_ typeName: String) -> String { "\(folder)/\(typeName).view" }

    /// The example's workspace: its source without markers, its other files, images and configuration.
    public func workspace() -> Workspace {
        var workspace = Workspace(root: Self.folder)
        workspace.imageStore = MemoryImageStore(Dictionary(uniqueKeysWithValues: images.map { path, size in
            ("\(Self.folder)/\(path)", size.pngBytes)
        }))
        for (name, source) in otherFiles.merging([Self.typeName: plainSource], uniquingKeysWith: { $1 }) {
            workspace.setFile(path: Self.path(name), text: source)
        }
        workspace.setConfiguration(LoadedConfiguration(configuration: configuration), folder: Self.folder)
        return workspace
    }

    /// `Example.view` checked in `workspace()`, in the catalog's language.
    public func check(catalog: MessageCatalog) -> FileCheck? {
        Checker.check(Self.path(Self.typeName), in: workspace(), catalog: catalog)
    }
}
