/// Between the checker's plain data (byte offsets, `Diagnostic`) and LSP's
/// shapes (line and character in the negotiated encoding).
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax

struct PositionConverter {
    let index: LineIndex
    let encoding: PositionEncoding

    init(_ file: SourceFile, encoding: PositionEncoding) {
        self.index = file.lineIndex
        self.encoding = encoding
    }

    func position(_ offset: Int) -> Position {
        let position = index.position(of: offset, in: encoding)
        return Position(line: position.line, character: position.column)
    }

    func range(_ range: Range<Int>) -> LSPRange {
        LSPRange(start: position(range.lowerBound), end: position(range.upperBound))
    }

    func offset(_ position: Position) -> Int {
        index.offset(of: LinePosition(line: position.line, column: position.character), in: encoding)
    }

    func offsets(_ range: LSPRange) -> Range<Int> {
        let start = offset(range.start)
        let end = offset(range.end)
        return min(start, end)..<max(start, end)
    }
}

extension LSPDiagnostic {
    /// A checker diagnostic of `file`; related places in other files use their own line index.
    /// A rule's diagnostic links to its page below `docsBaseURL`.
    init(_ diagnostic: Diagnostic, in file: SourceFile, encoding: PositionEncoding, workspace: Workspace,
         docsBaseURL: String? = nil, uri: (String) -> String = FileURI.uri) {
        let converter = PositionConverter(file, encoding: encoding)
        let related = diagnostic.related.map { information -> DiagnosticRelatedInformation in
            let other = workspace.files[information.location.path]
            let range = other.map { PositionConverter($0, encoding: encoding).range(information.location.range) }
                ?? LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
            return DiagnosticRelatedInformation(location: Location(uri: uri(information.location.path), range: range),
                                                message: information.message)
        }
        self.init(range: converter.range(diagnostic.range), severity: diagnostic.severity.rawValue, code: diagnostic.code,
                  codeDescription: CodeDescription(code: diagnostic.code, baseURL: docsBaseURL), message: diagnostic.message, relatedInformation: related.isEmpty ? nil : related,
                  tags: diagnostic.tags.isEmpty ? nil : diagnostic.tags.map(\.rawValue), data: DiagnosticData(diagnostic))
    }
}

extension WorkspaceEdit {
    init(_ edits: [TextEdit], in file: SourceFile, uri: String, encoding: PositionEncoding) {
        self.init(changes: [uri: Self.converted(edits, in: file, encoding: encoding)])
    }

    /// Edits in several files, each converted with its own file's lines; nil
    /// when one of the files is not in the workspace (the fix is not offered).
    init?(_ byFile: [String: [TextEdit]], files: (String) -> SourceFile?, uri: (String) -> String, encoding: PositionEncoding) {
        var changes: [String: [LSPTextEdit]] = [:]
        for (path, edits) in byFile {
            guard let file = files(path) else { return nil }
            changes[uri(path)] = Self.converted(edits, in: file, encoding: encoding)
        }
        self.init(changes: changes)
    }

    static func converted(_ edits: [TextEdit], in file: SourceFile, encoding: PositionEncoding) -> [LSPTextEdit] {
        let converter = PositionConverter(file, encoding: encoding)
        return edits.map { LSPTextEdit(range: converter.range($0.range), newText: String(decoding: $0.replacement, as: UTF8.self)) }
    }
}
