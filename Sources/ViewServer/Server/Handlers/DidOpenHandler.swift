/// `textDocument/didOpen`: the editor's text of a document replaces the
/// file's in the folder that holds it.
import Foundation
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax

extension NotificationRoute {
    static let didOpen = NotificationRoute(
        "textDocument/didOpen", DidOpenTextDocumentParams.self,
        advertise: { capabilities, _ in
            capabilities.textDocumentSync = capabilities.textDocumentSync ?? .init()
            capabilities.textDocumentSync?.openClose = true
        }
    ) { server, params, folder in
        server.didOpen(params.textDocument, in: folder)
    }
}

extension LanguageServer {
    func didOpen(_ item: TextDocumentItem, in folder: FolderID) {
        guard let path = documentPath(item.uri) else { return }
        let file = documents.open(path: path, uri: item.uri, version: item.version, text: item.text)
        update(folders[folder.index].setFile(file).union([path]), in: folder)
    }
}
