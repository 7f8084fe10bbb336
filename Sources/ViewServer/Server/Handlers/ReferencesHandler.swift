/// `textDocument/references`: every place that names a screen, component or
/// id, across the folder.
import ViewIDE

extension RequestRoute {
    static let references = RequestRoute("textDocument/references", LanguageServer.references, indexWait: .always) { capabilities, _ in
        capabilities.referencesProvider = true
    }
}

extension LanguageServer {
    func references(_ params: ReferenceParams, in folder: FolderSnapshot) throws -> JSONValue {
        let workspace = folder.workspace
        let file = try folder.file(params.textDocument.uri)
        let offset = PositionConverter(file, encoding: encoding).offset(params.position)
        let found = Navigation.references(at: offset, path: file.path, in: workspace,
                                          includeDeclaration: params.context?.includeDeclaration ?? true)
        return try JSONValue(encoding: locations(found, in: workspace))
    }
}
