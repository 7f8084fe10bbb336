/// What the call hierarchy handlers share (the screen map in the editor:
/// incoming, who leads here; outgoing, where a screen leads): ViewIDE's
/// screen items as LSP's call hierarchy items, and back.
import Foundation
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax

extension LanguageServer {
    /// The type name a hierarchy item stands for: the file named by its `data.path`, else its URI.
    func hierarchyName(_ item: CallHierarchyItem, in folder: FolderSnapshot) throws -> String {
        let path = try item.data?.path ?? folder.file(item.uri).path
        guard folder.workspace.files[path] != nil else {
            throw ResponseError(code: ResponseError.invalidParams, message: "no document at \(item.uri)")
        }
        return ScreenFlow.typeName(ofPath: path)
    }

    func hierarchyItem(_ item: ScreenItem, in workspace: Workspace) -> CallHierarchyItem? {
        guard let source = workspace.files[item.path] else { return nil }
        let converter = PositionConverter(source, encoding: encoding)
        return CallHierarchyItem(name: item.name, kind: item.isScreen ? 5 : 23, detail: item.title, uri: uri(for: item.path),
                                 range: converter.range(item.range), selectionRange: converter.range(item.selectionRange),
                                 data: .init(path: item.path))
    }
}
