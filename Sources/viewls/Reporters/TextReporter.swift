/// The text format: `file:line:col: severity: message [code]`, the source
/// line (cut to `Excerpt.width` columns around the range) with a caret under
/// the range (aligned for tabs and wide characters), related places, then a
/// one-line summary.
import Foundation
import ViewModel
import ViewRules
import ViewStrings
import ViewSyntax

enum TextReporter {
    /// Where a byte offset of a file is, as a line and a column (both from 1, columns in Unicode scalars).
    typealias Locate = (_ path: String, _ offset: Int) -> (line: Int, column: Int)?

    /// `display` shows the path of a related place, `locate` finds its line and column in files other than the
    /// reported one (a related place in a file it cannot find is shown by path alone).
    static func render(_ files: [CheckedFile], summary: Summary, catalog: MessageCatalog, colored: Bool,
                       display: (String) -> String = WorkspaceLoader.display, locate: Locate = { _, _ in nil }) -> String {
        var output = ""
        for file in files {
            for diagnostic in file.diagnostics {
                output += render(diagnostic, in: file, colored: colored, display: display, locate: locate)
            }
        }
        let counts = summary.counts(catalog)
        let line = counts.isEmpty
            ? catalog.text("cli.summary.clean", ["files": summary.fileCount(catalog)])
            : catalog.text("cli.summary.counts", ["files": summary.fileCount(catalog), "counts": counts])
        return output + line + "\n"
    }

    static func render(_ diagnostic: Diagnostic, in file: CheckedFile, colored: Bool,
                       display: (String) -> String = WorkspaceLoader.display, locate: Locate = { _, _ in nil }) -> String {
        let start = file.humanPosition(diagnostic.range.lowerBound)
        let severity = paint("\(diagnostic.severity)", diagnostic.severity, colored)
        // A message quotes the file's words and a path its names: neither may act on the terminal.
        var text = "\(Excerpt.visible(file.displayPath)):\(start.line):\(start.column): \(severity): "
            + "\(Excerpt.visible(diagnostic.message)) [\(diagnostic.code)]\n"
        let lineRange = file.lineIndex.contentRange(ofLine: start.line - 1)
        let excerpt = Excerpt(line: file.bytes[lineRange], start: diagnostic.range.lowerBound - lineRange.lowerBound,
                              end: diagnostic.range.upperBound - lineRange.lowerBound)
        text += "    \(excerpt.text)\n"
        text += "    \(excerpt.caret)\n"
        // Each related place as `path:line:col: note: message`, the form editors and terminals open.
        for related in diagnostic.related {
            let path = related.location.path
            let offset = related.location.range.lowerBound
            let place = path == file.path ? Self.position(offset, in: file.lineIndex) : locate(path, offset)
            let shown = place.map { "\(display(path)):\($0.line):\($0.column)" } ?? display(path)
            text += "    \(Excerpt.visible(shown)): note: \(Excerpt.visible(related.message))\n"
        }
        return text
    }

    /// An offset's line and column from 1, the column in Unicode scalars as the finding's own.
    static func position(_ offset: Int, in lineIndex: LineIndex) -> (line: Int, column: Int) {
        let position = lineIndex.position(of: offset, in: .unicodeScalars)
        return (position.line + 1, position.column + 1)
    }

    static func paint(_ text: String, _ severity: Severity, _ colored: Bool) -> String {
        guard colored else { return text }
        let code: String
        switch severity {
        case .error: code = "1;31"
        case .warning: code = "1;33"
        case .info: code = "1;36"
        case .hint: code = "1;32"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
