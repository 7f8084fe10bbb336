/// The server's answers to `initialize`, and the diagnostics it pushes after changes.
import Foundation
import ViewIDE
import ViewSemantics
import ViewSyntax

extension LanguageServer {
    func initialize(_ params: InitializeParams) -> InitializeResult {
        let offered = params.capabilities?.general?.positionEncodings ?? []
        encoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
        markdownHover = params.capabilities?.textDocument?.hover?.contentFormat?.contains("markdown") ?? true
        snippets = params.capabilities?.textDocument?.completion?.completionItem?.snippetSupport ?? false
        let rootURI = params.workspaceFolders?.first?.uri ?? params.rootUri
        let root = rootURI.flatMap(FileURI.path) ?? params.rootPath ?? ""
        workspace = WorkspaceFolder.read(root: root).workspace
        state = .running
        let capabilities = ServerCapabilities(
            positionEncoding: encoding.rawValue,
            textDocumentSync: .init(openClose: true, change: 2, save: true),
            hoverProvider: true,
            completionProvider: .init(triggerCharacters: [":", " ", "."]),
            codeActionProvider: .init(codeActionKinds: Self.codeActionKinds))
        return InitializeResult(capabilities: capabilities, serverInfo: .init(name: ViewServer.name, version: ViewServer.version))
    }

    // MARK: Diagnostics

    /// Re-checks the affected files and pushes the diagnostics of those open.
    func update(_ affected: Set<String>) {
        for path in affected.sorted() {
            guard let document = documents.document(at: path), let check = Checker.check(path, in: workspace) else { continue }
            publish(path: path, diagnostics: check.diagnostics, version: document.version)
            // Kept until the next check of the file, so the previous model is freed after publishing, not before.
            checks[path] = check
        }
    }

    func publish(path: String, diagnostics found: [Diagnostic], version: Int?) {
        diagnostics[path] = found
        let converted = workspace.files[path].map { file in
            found.map { LSPDiagnostic($0, in: file, encoding: encoding, workspace: workspace) }
        } ?? []
        let params = PublishDiagnosticsParams(uri: FileURI.uri(path), version: version, diagnostics: converted)
        if let value = try? JSONValue(encoding: params) {
            send(.notification(method: "textDocument/publishDiagnostics", params: value))
        }
    }
}
