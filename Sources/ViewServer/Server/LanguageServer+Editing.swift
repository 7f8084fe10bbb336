/// Editing features: formatting (the canonical layout of `viewls format`, as
/// small edits), folding ranges, selection ranges, semantic tokens and
/// colours — ViewIDE's plain data converted to LSP's shapes.
import Foundation
import ViewIDE
import ViewSemantics
import ViewSyntax

extension LanguageServer {
    /// The answer to an editing request, or nil for a method that is not one.
    func editingResponse(to method: String, params: JSONValue?) throws -> JSONValue? {
        switch method {
        case "textDocument/formatting": return try formatting(try decode(DocumentParams.self, params))
        default: return nil
        }
    }

    /// Minimal edits to the canonical layout; none for a file with syntax errors, which
    /// `viewls format` leaves as it is too.
    func formatting(_ params: DocumentParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        let edits = Formatter.edits(file.tree).map {
            LSPTextEdit(range: converter.range($0.range), newText: String(decoding: $0.replacement, as: UTF8.self))
        }
        return try JSONValue(encoding: edits)
    }
}
