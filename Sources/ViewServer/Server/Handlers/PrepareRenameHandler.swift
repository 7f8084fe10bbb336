/// `textDocument/prepareRename`: what a rename at the cursor would rename, and
/// its range. Announced as `renameProvider.prepareProvider` to clients that
/// prepare.
import ViewIDE

extension RequestRoute {
    static let prepareRename = RequestRoute("textDocument/prepareRename", LanguageServer.prepareRename, indexWait: .always) { capabilities, client in
        if client.preparesRename { capabilities.renameProvider = .init(prepareProvider: true) }
    }
}

extension LanguageServer {
    func prepareRename(_ params: TextDocumentPositionParams, in folder: FolderSnapshot) throws -> JSONValue {
        let workspace = folder.workspace
        let file = try folder.file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        guard let prepared = Rename.prepare(at: converter.offset(params.position), path: file.path, in: workspace) else { return .null }
        return try JSONValue(encoding: PrepareRenameResult(range: converter.range(prepared.range), placeholder: prepared.placeholder))
    }
}
