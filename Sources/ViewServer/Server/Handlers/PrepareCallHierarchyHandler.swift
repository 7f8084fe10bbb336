/// `textDocument/prepareCallHierarchy`: the screen or component at the cursor,
/// as the item `callHierarchy/incomingCalls` and `outgoingCalls` start from.
/// Announces `callHierarchyProvider` for all three.
import ViewIDE

extension RequestRoute {
    static let prepareCallHierarchy = RequestRoute("textDocument/prepareCallHierarchy", LanguageServer.prepareCallHierarchy, indexWait: .always) { capabilities, _ in
        capabilities.callHierarchyProvider = true
    }
}

extension LanguageServer {
    func prepareCallHierarchy(_ params: TextDocumentPositionParams, in folder: FolderSnapshot) throws -> JSONValue {
        let workspace = folder.workspace
        let file = try folder.file(params.textDocument.uri)
        let offset = PositionConverter(file, encoding: encoding).offset(params.position)
        guard let prepared = ScreenHierarchy.prepare(at: offset, path: file.path, in: workspace),
              let item = hierarchyItem(prepared, in: workspace) else { return .null }
        return try JSONValue(encoding: [item])
    }
}
