/// Editing features: formatting (the canonical layout of `viewls format`, as
/// small edits), folding ranges, selection ranges, semantic tokens and
/// colours — ViewIDE's plain data converted to LSP's shapes.
import Foundation
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax

extension LanguageServer {
    /// The answer to an editing request, or nil for a method that is not one.
    func editingResponse(to method: String, params: JSONValue?) throws -> JSONValue? {
        switch method {
        case "textDocument/formatting": return try formatting(try decode(DocumentParams.self, params))
        case "textDocument/foldingRange": return try foldingRanges(try decode(DocumentParams.self, params))
        case "textDocument/selectionRange": return try selectionRanges(try decode(SelectionRangeParams.self, params))
        case "textDocument/semanticTokens/full": return try semanticTokens(try decode(DocumentParams.self, params))
        case "textDocument/documentColor": return try documentColors(try decode(DocumentParams.self, params))
        case "textDocument/colorPresentation": return try colorPresentations(try decode(ColorPresentationParams.self, params))
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

    func foldingRanges(_ params: DocumentParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        let ranges = Folding.regions(file).map {
            LSPFoldingRange(startLine: $0.startLine, endLine: $0.endLine, kind: $0.kind == .comment ? "comment" : nil)
        }
        return try JSONValue(encoding: ranges)
    }

    /// One chain per position, in the order asked.
    /// Ranges in one selection-range chain (one JSON level each).
    static let maximumSelectionDepth = 200

    func selectionRanges(_ params: SelectionRangeParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        let chains = params.positions.map { position -> LSPSelectionRange in
            var ranges = SelectionRanges.ranges(at: converter.offset(position), in: file)
            // Innermost first: past `maximumSelectionDepth`, the middle is left out and the outermost kept,
            // so every range still holds the one before it and JSON's nesting limit is never reached.
            if ranges.count > Self.maximumSelectionDepth {
                ranges = Array(ranges.prefix(Self.maximumSelectionDepth - 1)) + [ranges[ranges.count - 1]]
            }
            var chain: LSPSelectionRange?
            for range in ranges.reversed() { chain = LSPSelectionRange(range: converter.range(range), parent: chain) }
            return chain ?? LSPSelectionRange(range: converter.range(0..<0), parent: nil)
        }
        return try JSONValue(encoding: chains)
    }

    /// Tokens relative to the one before, a token over several lines (a block comment) cut at each line.
    func semanticTokens(_ params: DocumentParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        let index = file.lineIndex
        var data: [Int] = []
        var previous = (line: 0, column: 0)
        for token in SemanticTokens.tokens(file, in: workspace) {
            let firstLine = index.line(containing: token.range.lowerBound)
            let lastLine = index.line(containing: max(token.range.lowerBound, token.range.upperBound - 1))
            for line in firstLine...lastLine {
                let content = index.contentRange(ofLine: line)
                let piece = max(token.range.lowerBound, content.lowerBound)..<min(token.range.upperBound, content.upperBound)
                guard !piece.isEmpty else { continue }
                let start = index.position(of: piece.lowerBound, in: encoding)
                let end = index.position(of: piece.upperBound, in: encoding)
                data += [start.line - previous.line, start.line == previous.line ? start.column - previous.column : start.column,
                         end.column - start.column, token.type.rawValue,
                         token.modifiers.reduce(0) { $0 | 1 << $1.rawValue }]
                previous = (start.line, start.column)
            }
        }
        return try JSONValue(encoding: SemanticTokensResult(data: data))
    }

    func documentColors(_ params: DocumentParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        let colors = Colors.occurrences(file, in: workspace).map { found in
            ColorInformation(range: converter.range(found.range),
                             color: LSPColor(red: Double(found.color.red) / 255, green: Double(found.color.green) / 255,
                                             blue: Double(found.color.blue) / 255, alpha: Double(found.color.alpha) / 255))
        }
        return try JSONValue(encoding: colors)
    }

    func colorPresentations(_ params: ColorPresentationParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
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
