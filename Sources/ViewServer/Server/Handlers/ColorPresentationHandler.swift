/// `textDocument/colorPresentation`: how a picked colour is written (the
/// spellings `.view` takes). Announced by `textDocument/documentColor`.
import ViewIDE
import ViewModel

extension RequestRoute {
    static let colorPresentation = RequestRoute("textDocument/colorPresentation", LanguageServer.colorPresentations, indexWait: .untilDocumentRead)
}

extension LanguageServer {
    func colorPresentations(_ params: ColorPresentationParams, in folder: FolderSnapshot) throws -> JSONValue {
        let file = try folder.file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        func byte(_ component: Double) -> UInt8 {
            guard component.isFinite else { return 0 }
            return UInt8(min(max(component, 0), 1) * 255 + 0.5)
        }
        let color = ColorValue(red: byte(params.color.red), green: byte(params.color.green), blue: byte(params.color.blue),
                               alpha: byte(params.color.alpha))
        let presentations = Colors.presentations(of: color, replacing: converter.offsets(params.range), in: file).map {
            LSPColorPresentation(label: $0.label, textEdit: LSPTextEdit(range: converter.range($0.edit.range), newText: $0.label))
        }
        return try JSONValue(encoding: presentations)
    }
}
