/// A checked file as the reporters see it: display path, text, line index
/// and diagnostics; plus the summary counts every format ends with.
import ViewModel
import ViewRules
import ViewSyntax
import ViewStrings

struct CheckedFile {
    let path: String
    let displayPath: String
    let bytes: [UInt8]
    let lineIndex: LineIndex
    var diagnostics: [Diagnostic]
    /// Where the rule pages its diagnostics link to are (JSON's `codeDescription`); nil: no links.
    var docsBaseURL: String?

    init(path: String, bytes: [UInt8], lineIndex: LineIndex? = nil, diagnostics: [Diagnostic], displayPath: String? = nil) {
        self.path = path
        self.displayPath = displayPath ?? WorkspaceLoader.display(path)
        self.bytes = bytes
        self.lineIndex = lineIndex ?? LineIndex(bytes)
        self.diagnostics = diagnostics
    }

    /// 0-based line and UTF-16 column, as LSP counts.
    func lspPosition(_ offset: Int) -> LinePosition { lineIndex.position(of: offset, in: .utf16, cursor: &cursors.utf16) }

    /// 1-based line and column counted in characters (Unicode scalars).
    func humanPosition(_ offset: Int) -> (line: Int, column: Int) {
        let position = lineIndex.position(of: offset, in: .unicodeScalars, cursor: &cursors.scalars)
        return (position.line + 1, position.column + 1)
    }

    /// Where the last column counts stopped: reporters ask for positions in
    /// source order, so a long line is counted once, not once per finding (a
    /// one-line file of thousands of findings was quadratic). One reporter
    /// uses a file at a time.
    final class Cursors {
        var utf16 = LineIndex.PositionCursor()
        var scalars = LineIndex.PositionCursor()
    }

    let cursors = Cursors()

    /// The text of a 0-based line without its line break.
    func lineText(_ line: Int) -> String {
        String(decoding: bytes[lineIndex.contentRange(ofLine: line)], as: UTF8.self)
    }
}

struct Summary: Encodable, Equatable {
    var files = 0
    var errors = 0
    var warnings = 0
    var infos = 0
    var hints = 0

    mutating func count(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .info: infos += 1
            case .hint: hints += 1
            }
        }
    }

    /// "3 errors, 1 warning" in the catalog's language.
    func counts(_ catalog: MessageCatalog) -> String {
        let parts: [(Int, String)] = [(errors, "error"), (warnings, "warning"), (infos, "info"), (hints, "hint")]
        return parts.filter { $0.0 > 0 }.map { count, name in
            count == 1 ? catalog.text("cli.count.\(name)") : catalog.text("cli.count.\(name)s", ["count": "\(count)"])
        }.joined(separator: catalog.text("cli.count.separator"))
    }

    func fileCount(_ catalog: MessageCatalog) -> String {
        files == 1 ? catalog.text("cli.file") : catalog.text("cli.files", ["count": "\(files)"])
    }
}
