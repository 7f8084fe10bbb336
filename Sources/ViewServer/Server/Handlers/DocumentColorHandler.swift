/// `textDocument/documentColor`: the colour values of a file. Announces
/// `colorProvider` for `textDocument/colorPresentation` too.
import ViewIDE

extension RequestRoute {
    static let documentColor = RequestRoute("textDocument/documentColor", LanguageServer.documentColors, indexWait: .untilDocumentRead) { capabilities, _ in
        capabilities.colorProvider = true
    }
}

extension LanguageServer {
    func documentColors(_ params: DocumentParams, in folder: FolderSnapshot) throws -> JSONValue {
        let workspace = folder.workspace
        let file = try folder.file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        let colors = Colors.occurrences(file, in: workspace).map { found in
            ColorInformation(range: converter.range(found.range),
                             color: LSPColor(red: Double(found.color.red) / 255, green: Double(found.color.green) / 255,
                                             blue: Double(found.color.blue) / 255, alpha: Double(found.color.alpha) / 255))
        }
        return try JSONValue(encoding: colors)
    }
}
