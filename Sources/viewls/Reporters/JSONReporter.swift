/// The JSON format: `{"files":[{"path","diagnostics"}],"summary":{…}}`, each
/// diagnostic in exactly the shape of LSP's `Diagnostic` (0-based UTF-16
/// positions, numeric severity, code, source, message, and codeDescription,
/// relatedInformation and tags when present), so tools can read either.
import Foundation
import ViewModel
import ViewRules
import ViewServer

struct JSONReport: Codable {
    struct File: Codable {
        var path: String
        var diagnostics: [LSPDiagnostic]
    }
    struct Counts: Codable {
        var files: Int
        var errors: Int
        var warnings: Int
        var infos: Int
        var hints: Int
    }
    var files: [File]
    var summary: Counts
}

enum JSONReporter {
    /// The report as UTF-8, written diagnostic by diagnostic: exactly what encoding a whole
    /// `JSONReport` gives (sorted keys, no whitespace), without the encoder's tree of every
    /// diagnostic at once, which held more than the rest of a 4 MB screen's check.
    static func render(_ files: [CheckedFile], summary: Summary, relatedIndex: (String) -> CheckedFile?) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var output: [UInt8] = []
        output.append(contentsOf: #"{"files":["#.utf8)
        for (number, file) in files.enumerated() {
            if number > 0 { output.append(UInt8(ascii: ",")) }
            output.append(contentsOf: #"{"diagnostics":["#.utf8)
            for (index, diagnostic) in file.diagnostics.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                output.append(contentsOf: try encoder.encode(lsp(diagnostic, in: file, relatedIndex: relatedIndex)))
            }
            output.append(contentsOf: #"],"path":"#.utf8)
            output.append(contentsOf: try encoder.encode(file.displayPath))
            output.append(UInt8(ascii: "}"))
        }
        output.append(contentsOf: #"],"summary":"#.utf8)
        let counts = JSONReport.Counts(files: summary.files, errors: summary.errors, warnings: summary.warnings,
                                       infos: summary.infos, hints: summary.hints)
        output.append(contentsOf: try encoder.encode(counts))
        output.append(contentsOf: "}\n".utf8)
        return output
    }

    static func lsp(_ diagnostic: Diagnostic, in file: CheckedFile, relatedIndex: (String) -> CheckedFile?) -> LSPDiagnostic {
        let related = diagnostic.related.map { info -> DiagnosticRelatedInformation in
            let target = info.location.path == file.path ? file : relatedIndex(info.location.path)
            let lspRange = target.map { Self.range(info.location.range, in: $0) } ?? LSPRange(start: .init(line: 0, character: 0), end: .init(line: 0, character: 0))
            return DiagnosticRelatedInformation(location: Location(uri: URL(fileURLWithPath: info.location.path).absoluteString, range: lspRange),
                                         message: info.message)
        }
        return LSPDiagnostic(range: range(diagnostic.range, in: file), severity: diagnostic.severity.rawValue,
                             code: diagnostic.code, codeDescription: CodeDescription(code: diagnostic.code, baseURL: file.docsBaseURL),
                             source: "viewls", message: diagnostic.message,
                             relatedInformation: related.isEmpty ? nil : related,
                             tags: diagnostic.tags.isEmpty ? nil : diagnostic.tags.map(\.rawValue), data: DiagnosticData(diagnostic))
    }

    static func range(_ range: Range<Int>, in file: CheckedFile) -> LSPRange {
        let start = file.lspPosition(range.lowerBound)
        let end = file.lspPosition(range.upperBound)
        return LSPRange(start: .init(line: start.line, character: start.column), end: .init(line: end.line, character: end.column))
    }
}
