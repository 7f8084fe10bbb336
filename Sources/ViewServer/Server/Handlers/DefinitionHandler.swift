/// `textDocument/definition`: where a screen, component or id is defined.
/// While the workspace is read, an answer the files read so far give is the
/// answer; an empty one waits for the read.
import ViewIDE

extension RequestRoute {
    static let definition = RequestRoute("textDocument/definition", LanguageServer.definition, indexWait: .untilAnswered) { capabilities, _ in
        capabilities.definitionProvider = true
    }
}

extension LanguageServer {
    func definition(_ params: TextDocumentPositionParams, in folder: FolderSnapshot) throws -> JSONValue {
        let workspace = folder.workspace
        let file = try folder.file(params.textDocument.uri)
        let offset = PositionConverter(file, encoding: encoding).offset(params.position)
        let found = Navigation.definition(at: offset, path: file.path, in: workspace)
        return found.isEmpty ? .null : try JSONValue(encoding: locations(found, in: workspace))
    }
}
