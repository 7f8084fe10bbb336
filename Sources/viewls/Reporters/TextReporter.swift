/// The text format: `file:line:col: severity: message [code]`, the source
/// line (cut to `Excerpt.width` columns around the range) with a caret under
/// the range (aligned for tabs and wide characters), related places, then a
/// one-line summary.
import Foundation
import ViewModel
import ViewRules
import ViewStrings

enum TextReporter {
    /// `display` shows the path of a related place.
    static func render(_ files: [CheckedFile], summary: Summary, catalog: MessageCatalog, colored: Bool,
                       display: (String) -> String = WorkspaceLoader.display) -> String {
        var output = ""
        for file in files {
            for diagnostic in file.diagnostics {
                output += render(diagnostic, in: file, colored: colored, display: display)
            }
        }
        let counts = summary.counts(catalog)
        let line = counts.isEmpty
            ? catalog.text("cli.summary.clean", ["files": summary.fileCount(catalog)])
            : catalog.text("cli.summary.counts", ["files": summary.fileCount(catalog), "counts": counts])
        return output + line + "\n"
    }

    static func render(_ diagnostic: Diagnostic, in file: CheckedFile, colored: Bool,
                       display: (String) -> String = WorkspaceLoader.display) -> String {
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
        for related in diagnostic.related {
            text += "    note: \(Excerpt.visible(related.message)) (\(Excerpt.visible(display(related.location.path))))\n"
        }
        return text
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
