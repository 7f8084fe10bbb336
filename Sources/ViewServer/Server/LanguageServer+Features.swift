/// The language features: hover, completion and code actions, answered
/// from ViewIDE's plain data and converted to LSP's shapes.
import Foundation
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax

extension LanguageServer {
    static let codeActionKinds = [CodeActionKind.quickfix.rawValue, CodeActionKind.fixAll.rawValue]

    /// The answer to a language feature request, or nil for a method that is not one.
    func featureResponse(to method: String, params: JSONValue?) throws -> JSONValue? {
        switch method {
        case "textDocument/hover": return try hover(try decode(TextDocumentPositionParams.self, params))
        case "textDocument/completion": return try completion(try decode(TextDocumentPositionParams.self, params))
        case "textDocument/codeAction": return try codeActions(try decode(CodeActionParams.self, params))
        case "textDocument/diagnostic": return try documentDiagnostics(try decode(DocumentDiagnosticParams.self, params))
        case "workspace/diagnostic": return try workspaceDiagnostics(try decode(WorkspaceDiagnosticParams.self, params))
        default: return try navigationResponse(to: method, params: params)
        }
    }

    func file(_ uri: String) throws -> SourceFile {
        guard let path = documentPath(uri), let file = workspace.files[path] else {
            throw ResponseError(code: ResponseError.invalidParams, message: "no document at \(uri)")
        }
        return file
    }

    func hover(_ params: TextDocumentPositionParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        let found = diagnostics(for: file.path)  // checks the file if a change made its diagnostics stale
        guard let content = Hover.content(at: converter.offset(params.position), path: file.path, in: workspace,
                                          diagnostics: found, catalog: catalog(for: file.path),
                                          model: currentModel(of: file.path)) else { return .null }
        let markup = client.markdownHover ? MarkupContent(kind: "markdown", value: content.markdown)
                                   : MarkupContent(kind: "plaintext", value: content.plainText)
        return try JSONValue(encoding: HoverResult(contents: markup, range: converter.range(content.range)))
    }

    func completion(_ params: TextDocumentPositionParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        let items = Completion.items(at: converter.offset(params.position), path: file.path, in: workspace, snippets: client.snippets,
                                     catalog: catalog(for: file.path), model: currentModel(of: file.path))
        let converted = items.map { item in
            LSPCompletionItem(label: item.label, kind: item.kind.lspKind, detail: item.detail,
                              documentation: client.markdownCompletion ? item.documentation.map { MarkupContent(kind: "markdown", value: $0) }
                                                                : item.plainDocumentation.map { MarkupContent(kind: "plaintext", value: $0) },
                              insertTextFormat: item.isSnippet ? 2 : 1,
                              textEdit: LSPTextEdit(range: converter.range(item.replaceRange), newText: item.insertText))
        }
        return try JSONValue(encoding: CompletionList(isIncomplete: false, items: converted))
    }

    func codeActions(_ params: CodeActionParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        let found = diagnostics(for: file.path)
        var actions: [CodeAction] = []
        let only = params.context.only
        if only == nil || only!.contains(where: { Self.kind(CodeActionKind.quickfix.rawValue, isWithin: $0) }) {
            actions += CodeActions.actions(for: converter.offsets(params.range), diagnostics: found, in: file, catalog: catalog(for: file.path))
        }
        if only?.contains(where: { Self.kind(CodeActionKind.fixAll.rawValue, isWithin: $0) }) ?? false,
           let fixAll = CodeActions.fixAll(diagnostics: found, in: file, catalog: catalog(for: file.path)) {
            actions.append(fixAll)
        }
        let converted = actions.compactMap { action -> LSPCodeAction? in
            var byFile = action.otherFiles
            if !action.edits.isEmpty { byFile[file.path, default: []] += action.edits }
            guard let edit = WorkspaceEdit(byFile, files: { $0 == file.path ? file : self.workspace.files[$0] }, uri: uri(for:),
                                           encoding: encoding) else { return nil }
            return LSPCodeAction(title: action.title, kind: action.kind.rawValue,
                                 diagnostics: action.diagnostics.map {
                                     LSPDiagnostic($0, in: file, encoding: encoding, workspace: workspace, docsBaseURL: docsBaseURL(for: file.path),
                                                   uri: uri(for:))
                                 },
                                 isPreferred: action.isPreferred ? true : nil, edit: edit)
        }
        return try JSONValue(encoding: converted)
    }
}

extension LanguageServer {
    /// Whether a code action kind is `requested` or below it in LSP's dotted
    /// hierarchy: `source.fixAll.viewls` is within `source` and `source.fixAll`,
    /// not within `source.fix`.
    static func kind(_ kind: String, isWithin requested: String) -> Bool {
        !requested.isEmpty && (kind == requested || kind.hasPrefix(requested + "."))
    }
}

extension CompletionKind {
    /// LSP's `CompletionItemKind`.
    var lspKind: Int {
        switch self {
        case .component: return 7  // Class
        case .property: return 10  // Property
        case .enumMember: return 20  // EnumMember
        case .reference: return 18  // Reference
        case .screen: return 17  // File
        case .value: return 12  // Value
        case .keyword: return 14  // Keyword
        }
    }
}
