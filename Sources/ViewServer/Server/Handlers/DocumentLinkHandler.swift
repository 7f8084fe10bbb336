/// `textDocument/documentLink`: image files, screen and component names as
/// links to their files (whole: nothing to resolve).
import ViewIDE

extension RequestRoute {
    static let documentLink = RequestRoute("textDocument/documentLink", LanguageServer.documentLinks, indexWait: .always) { capabilities, _ in
        capabilities.documentLinkProvider = .init()
    }
}

extension LanguageServer {
    func documentLinks(_ params: DocumentParams, in folder: FolderSnapshot) throws -> JSONValue {
        let workspace = folder.workspace
        let file = try folder.file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        let links = DocumentLinks.links(path: file.path, in: workspace).map { link in
            DocumentLink(range: converter.range(link.range), target: uri(for: link.path), tooltip: nil)
        }
        return try JSONValue(encoding: links)
    }
}
