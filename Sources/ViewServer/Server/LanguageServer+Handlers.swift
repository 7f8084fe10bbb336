/// The server's answers: `initialize`, diagnostics after changes, hover,
/// completion and code actions.
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
        workspace = WorkspaceScanner.scan(root: root)
        state = .running
        let capabilities = ServerCapabilities(
            positionEncoding: encoding.rawValue,
            textDocumentSync: .init(openClose: true, change: 2, save: true),
            hoverProvider: true,
            completionProvider: .init(triggerCharacters: [":", " ", "."]),
            codeActionProvider: .init(codeActionKinds: [CodeActionKind.quickfix.rawValue, CodeActionKind.fixAll.rawValue]))
        return InitializeResult(capabilities: capabilities, serverInfo: .init(name: ViewServer.name, version: ViewServer.version))
    }

    // MARK: Diagnostics

    /// Re-checks the affected files and pushes the diagnostics of those open.
    func update(_ affected: Set<String>) {
        for path in affected.sorted() {
            guard let document = documents.document(at: path), let check = Checker.check(path, in: workspace) else { continue }
            publish(path: path, diagnostics: check.diagnostics, version: document.version)
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

    // MARK: Requests

    func file(_ uri: String) throws -> SourceFile {
        guard let path = FileURI.path(uri), let file = workspace.files[path] else {
            throw ResponseError(code: ResponseError.invalidParams, message: "no document at \(uri)")
        }
        return file
    }

    func hover(_ params: TextDocumentPositionParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        guard let content = Hover.content(at: converter.offset(params.position), path: file.path, in: workspace,
                                          diagnostics: diagnostics[file.path] ?? []) else { return .null }
        let markup = markdownHover ? MarkupContent(kind: "markdown", value: content.markdown)
                                   : MarkupContent(kind: "plaintext", value: content.plainText)
        return try JSONValue(encoding: HoverResult(contents: markup, range: converter.range(content.range)))
    }

    func completion(_ params: TextDocumentPositionParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        let items = Completion.items(at: converter.offset(params.position), path: file.path, in: workspace, snippets: snippets)
        let converted = items.map { item in
            LSPCompletionItem(label: item.label, kind: item.kind.lspKind, detail: item.detail,
                              documentation: item.documentation.map { MarkupContent(kind: "markdown", value: $0) },
                              insertTextFormat: item.isSnippet ? 2 : 1,
                              textEdit: LSPTextEdit(range: converter.range(item.replaceRange), newText: item.insertText))
        }
        return try JSONValue(encoding: CompletionList(isIncomplete: false, items: converted))
    }

    func codeActions(_ params: CodeActionParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        let found = diagnostics[file.path] ?? []
        var actions: [CodeAction] = []
        let only = params.context.only
        if only == nil || only!.contains(where: { $0.hasPrefix("quickfix") }) {
            actions += CodeActions.actions(for: converter.offsets(params.range), diagnostics: found, in: file)
        }
        if only?.contains(where: { CodeActionKind.fixAll.rawValue.hasPrefix($0) }) ?? false,
           let fixAll = CodeActions.fixAll(diagnostics: found, in: file) {
            actions.append(fixAll)
        }
        let converted = actions.map { action in
            LSPCodeAction(title: action.title, kind: action.kind.rawValue,
                          diagnostics: action.diagnostics.map { LSPDiagnostic($0, in: file, encoding: encoding, workspace: workspace) },
                          isPreferred: action.isPreferred ? true : nil,
                          edit: WorkspaceEdit(action.edits, in: file, encoding: encoding))
        }
        return try JSONValue(encoding: converted)
    }
}
