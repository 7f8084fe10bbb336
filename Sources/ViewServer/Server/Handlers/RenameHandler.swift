/// `textDocument/rename`: a screen, component or id renamed everywhere it is
/// named (a screen's or component's file too, when the client can rename
/// files).
import ViewIDE

extension RequestRoute {
    static let rename = RequestRoute("textDocument/rename", LanguageServer.rename, indexWait: .always) { capabilities, _ in
        capabilities.renameProvider = capabilities.renameProvider ?? .init(prepareProvider: false)
    }
}

extension LanguageServer {
    /// The rename as a workspace edit: `documentChanges` when the client takes them (file renames need
    /// them), else `changes`. A refused name is -32602 with the reason; a rename the client cannot apply
    /// (a file to move) is -32803.
    func rename(_ params: RenameParams, in folder: FolderSnapshot) throws -> JSONValue {
        let workspace = folder.workspace
        let file = try folder.file(params.textDocument.uri)
        let offset = PositionConverter(file, encoding: encoding).offset(params.position)
        guard let result = Rename.plan(at: offset, path: file.path, newName: params.newName, in: workspace,
                                       canRenameFiles: client.renamesFiles) else { return .null }
        let plan: RenamePlan
        switch result {
        case .success(let success): plan = success
        case .failure(let failure):
            let code = failure.reason == .invalidName ? ResponseError.invalidParams : ResponseError.requestFailed
            throw ResponseError(code: code, message: failure.message)
        }
        var edits: [(uri: String, version: Int?, edits: [LSPTextEdit])] = []
        for path in plan.edits.keys.sorted() {
            guard let target = workspace.files[path], let changes = plan.edits[path] else { continue }
            let converter = PositionConverter(target, encoding: encoding)
            edits.append((uri(for: path), documents.document(at: path)?.version,
                          changes.map { LSPTextEdit(range: converter.range($0.range), newText: String(decoding: $0.replacement, as: UTF8.self)) }))
        }
        guard client.documentChanges else {
            return try JSONValue(encoding: WorkspaceEdit(changes: Dictionary(edits.map { ($0.uri, $0.edits) }) { first, _ in first }))
        }
        var changes = edits.map { DocumentChange.edit(TextDocumentEdit(textDocument: .init(uri: $0.uri, version: $0.version), edits: $0.edits)) }
        changes += plan.fileRenames.map { .rename(RenameFile(oldUri: uri(for: $0.from), newUri: FileURI.uri($0.to))) }
        return try JSONValue(encoding: DocumentChangesEdit(documentChanges: changes))
    }
}
