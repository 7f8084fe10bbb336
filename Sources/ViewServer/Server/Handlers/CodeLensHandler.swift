/// `textDocument/codeLens`: on each screen's root, "N screens lead here · M
/// findings" (whole: nothing to resolve).
import ViewIDE

extension RequestRoute {
    static let codeLens = RequestRoute("textDocument/codeLens", LanguageServer.codeLenses, indexWait: .always) { capabilities, _ in
        capabilities.codeLensProvider = .init()
    }
}

extension LanguageServer {
    /// One lens on a screen file's root element; none on a component file.
    func codeLenses(_ params: DocumentParams, in folder: FolderSnapshot) throws -> JSONValue {
        let workspace = folder.workspace
        let file = try folder.file(params.textDocument.uri)
        guard file.isScreen, let root = file.root else { return try JSONValue(encoding: [CodeLens]()) }
        let screens = ScreenHierarchy.leadingScreenCount(to: file.typeName, in: workspace)
        let findings = try diagnostics(for: file.path).count
        let title = catalog(for: file.path, in: workspace).text("server.lens.screen", ["screens": "\(screens)", "findings": "\(findings)"])
        let converter = PositionConverter(file, encoding: encoding)
        let start = root.syntax.range.lowerBound
        let lens = CodeLens(range: converter.range(start..<start), command: .init(title: title, command: ""))
        return try JSONValue(encoding: [lens])
    }
}
