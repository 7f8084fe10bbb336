/// The GitHub Actions format: one workflow command per diagnostic
/// (`::error file=…,line=…,col=…::message`), which GitHub shows as an
/// annotation on the pull request's diff.
import Foundation
import ViewModel
import ViewRules

enum GitHubReporter {
    static func render(_ files: [CheckedFile]) -> String {
        var output = ""
        for file in files {
            for diagnostic in file.diagnostics {
                let start = file.humanPosition(diagnostic.range.lowerBound)
                let end = file.humanPosition(diagnostic.range.upperBound)
                let command: String
                switch diagnostic.severity {
                case .error: command = "error"
                case .warning: command = "warning"
                case .info, .hint: command = "notice"
                }
                let properties = [
                    "file=\(escapeProperty(file.displayPath))", "line=\(start.line)", "col=\(start.column)",
                    "endLine=\(end.line)", "endColumn=\(end.column)", "title=\(escapeProperty(diagnostic.code))",
                ].joined(separator: ",")
                output += "::\(command) \(properties)::\(escapeData(diagnostic.message))\n"
            }
        }
        return output
    }

    static func escapeData(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    func replacingAll(_ target: String, _ replacement: String) -> String {
        components(separatedBy: target).joined(separator: replacement)
    }
}
