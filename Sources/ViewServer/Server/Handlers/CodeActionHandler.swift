/// `textDocument/codeAction`: the fixes of the findings in a range (quick
/// fixes), and every safe fix of the file at once (`source.fixAll.viewls`).
import ViewIDE

extension RequestRoute {
    static let codeAction = RequestRoute("textDocument/codeAction", LanguageServer.codeActions, indexWait: .untilDocumentRead) { capabilities, _ in
        capabilities.codeActionProvider = .init(codeActionKinds: LanguageServer.codeActionKinds)
    }
}

extension LanguageServer {
    static let codeActionKinds = [CodeActionKind.quickfix.rawValue, CodeActionKind.fixAll.rawValue]

    func codeActions(_ params: CodeActionParams, in folder: FolderSnapshot) throws -> JSONValue {
        let workspace = folder.workspace
        let file = try folder.file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        let found = try diagnostics(for: file.path)
        var actions: [CodeAction] = []
        let only = params.context.only
        if only == nil || only!.contains(where: { Self.kind(CodeActionKind.quickfix.rawValue, isWithin: $0) }) {
            actions += CodeActions.actions(for: converter.offsets(params.range), diagnostics: found, in: file,
                                           catalog: catalog(for: file.path, in: workspace))
        }
        if only?.contains(where: { Self.kind(CodeActionKind.fixAll.rawValue, isWithin: $0) }) ?? false,
           let fixAll = CodeActions.fixAll(diagnostics: found, in: file, catalog: catalog(for: file.path, in: workspace)) {
            actions.append(fixAll)
        }
        let converted = actions.compactMap { action -> LSPCodeAction? in
            var byFile = action.otherFiles
            if !action.edits.isEmpty { byFile[file.path, default: []] += action.edits }
            guard let edit = WorkspaceEdit(byFile, files: { $0 == file.path ? file : workspace.files[$0] }, uri: uri(for:),
                                           encoding: encoding) else { return nil }
            return LSPCodeAction(title: action.title, kind: action.kind.rawValue,
                                 diagnostics: action.diagnostics.map {
                                     LSPDiagnostic($0, in: file, encoding: encoding, workspace: workspace,
                                                   docsBaseURL: docsBaseURL(for: file.path, in: workspace), uri: uri(for:))
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
