/// Inline expectations in fixtures: a comment line of carets under the line
/// above marks a diagnostic's range, followed by its severity and code, and
/// optionally `: message`:
///
///     Cell { titel: "x" }
///          //^^^^^ error unknown-property
///
/// Carets line up on screen: they count display columns of the line above
/// (two for a wide CJK character or emoji, as a monospace editor shows them);
/// an annotated range that runs past that line's end continues below.
import ViewModel
import ViewRules
import ViewSyntax

struct InlineExpectation: Hashable, CustomStringConvertible {
    var line: Int
    var startColumn: Int
    /// nil when the range ends on a later line.
    var endColumn: Int?
    var severity: String
    var code: String
    var message: String?

    var description: String {
        let end = endColumn.map { "\($0)" } ?? "…"
        return "\(line + 1):\(startColumn)-\(end) \(severity) \(code)" + (message.map { ": \($0)" } ?? "")
    }
}

enum InlineExpectations {
    /// The expectations written in `text`.
    static func parse(_ text: String) -> [InlineExpectation] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingTrailingCarriageReturn() }
        var result: [InlineExpectation] = []
        var target = -1
        for (number, line) in lines.enumerated() {
            guard let annotation = parseAnnotation(line) else {
                target = number
                continue
            }
            guard target >= 0 else { continue }
            let targetLength = EastAsianWidth.columns(lines[target])
            var expectation = annotation
            expectation.line = target
            if annotation.endColumn! > targetLength { expectation.endColumn = nil }
            result.append(expectation)
        }
        return result
    }

    static func parseAnnotation(_ line: String) -> InlineExpectation? {
        let scalars = Array(line.unicodeScalars)
        var index = 0
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        guard index + 1 < scalars.count, scalars[index] == "/", scalars[index + 1] == "/" else { return nil }
        index += 2
        while index < scalars.count, scalars[index] == " " { index += 1 }
        guard index < scalars.count, scalars[index] == "^" else { return nil }
        let start = index
        while index < scalars.count, scalars[index] == "^" { index += 1 }
        let end = index
        let rest = String(String.UnicodeScalarView(scalars[index...])).trimmingSpaces()
        let (head, message) = splitMessage(rest)
        let words = head.split(separator: " ").map(String.init)
        guard words.count == 2 else { return nil }
        return InlineExpectation(line: -1, startColumn: start, endColumn: end, severity: words[0], code: words[1], message: message)
    }

    static func splitMessage(_ text: String) -> (String, String?) {
        guard let colon = text.range(of: ": ") else { return (text, nil) }
        return (String(text[..<colon.lowerBound]), String(text[colon.upperBound...]))
    }

    /// The expectation a diagnostic meets, for comparison.
    static func expectation(for diagnostic: Diagnostic, in file: SourceFile, withMessage: Bool) -> InlineExpectation {
        let start = file.lineIndex.position(of: diagnostic.range.lowerBound, in: .utf8)
        let end = file.lineIndex.position(of: diagnostic.range.upperBound, in: .utf8)
        let bytes = file.tree.bytes
        let lineStart = file.lineIndex.contentRange(ofLine: start.line).lowerBound
        func displayColumn(_ offset: Int) -> Int {
            EastAsianWidth.columns(String(decoding: bytes[lineStart..<offset], as: UTF8.self))
        }
        let startColumn = displayColumn(diagnostic.range.lowerBound)
        let sameLine = end.line == start.line
        let isEmpty = diagnostic.range.isEmpty
        return InlineExpectation(line: start.line, startColumn: startColumn,
                                 endColumn: sameLine ? (isEmpty ? startColumn + 1 : displayColumn(diagnostic.range.upperBound)) : nil,
                                 severity: "\(diagnostic.severity)", code: diagnostic.code,
                                 message: withMessage ? diagnostic.message : nil)
    }
}

extension String {
    func trimmingTrailingCarriageReturn() -> String { hasSuffix("\r") ? String(dropLast()) : self }
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
