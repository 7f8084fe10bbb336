/// The text format: `file:line:col: severity: message [code]`, the source
/// line with a caret under the range (aligned for tabs and wide characters),
/// related places, then a one-line summary.
import Foundation
import ViewSemantics

enum TextReporter {
    static func render(_ files: [CheckedFile], summary: Summary, catalog: MessageCatalog, colored: Bool) -> String {
        var output = ""
        for file in files {
            for diagnostic in file.diagnostics {
                output += render(diagnostic, in: file, colored: colored)
            }
        }
        let counts = summary.counts(catalog)
        let line = counts.isEmpty
            ? catalog.text("cli.summary.clean", ["files": summary.fileCount(catalog)])
            : catalog.text("cli.summary.counts", ["files": summary.fileCount(catalog), "counts": counts])
        return output + line + "\n"
    }

    static func render(_ diagnostic: Diagnostic, in file: CheckedFile, colored: Bool) -> String {
        let start = file.humanPosition(diagnostic.range.lowerBound)
        let severity = paint("\(diagnostic.severity)", diagnostic.severity, colored)
        var text = "\(file.displayPath):\(start.line):\(start.column): \(severity): \(diagnostic.message) [\(diagnostic.code)]\n"
        let lineNumber = start.line - 1
        let line = file.lineText(lineNumber)
        let lineStart = file.lineIndex.contentRange(ofLine: lineNumber).lowerBound
        let startInLine = max(0, diagnostic.range.lowerBound - lineStart)
        let endInLine = min(line.utf8.count, max(startInLine + 1, diagnostic.range.upperBound - lineStart))
        let bytes = Array(line.utf8)
        let before = String(decoding: bytes[..<min(startInLine, bytes.count)], as: UTF8.self)
        let marked = String(decoding: bytes[min(startInLine, bytes.count)..<min(endInLine, bytes.count)], as: UTF8.self)
        let padding = before.map { $0 == "\t" ? "\t" : String(repeating: " ", count: EastAsianWidth.columns(String($0))) }.joined()
        text += "    \(line)\n"
        text += "    \(padding)\(String(repeating: "^", count: max(1, EastAsianWidth.columns(marked))))\n"
        for related in diagnostic.related {
            text += "    note: \(related.message) (\(WorkspaceLoader.display(related.location.path)))\n"
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
