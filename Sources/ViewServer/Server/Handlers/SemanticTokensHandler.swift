/// `textDocument/semanticTokens/full`: the file's tokens (types, properties,
/// values, ids, comments) as LSP's relative, line-cut encoding.
import ViewIDE

extension RequestRoute {
    static let semanticTokens = RequestRoute("textDocument/semanticTokens/full", LanguageServer.semanticTokens, indexWait: .untilDocumentRead) { capabilities, _ in
        capabilities.semanticTokensProvider = SemanticTokensOptions(
            legend: .init(tokenTypes: SemanticTokenType.allCases.map(\.name),
                          tokenModifiers: SemanticTokenModifier.allCases.map(\.name)),
            full: true)
    }
}

extension LanguageServer {
    /// Tokens relative to the one before, a token over several lines (a block comment) cut at each line.
    func semanticTokens(_ params: DocumentParams, in folder: FolderSnapshot) throws -> JSONValue {
        let workspace = folder.workspace
        let file = try folder.file(params.textDocument.uri)
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
}
