/// Inline suppression comments: `// viewls-disable-next-line ID[, ID]` hides
/// those findings on the next line of code (blank and comment-only lines in
/// between are skipped, so suppressions stack), `// viewls-disable ID` from the comment to
/// the end of the file; with no id, every rule. A suppression that hides
/// nothing is itself reported (a hint, with a fix that removes it).
import Foundation
import ViewSyntax
public import ViewStrings

public struct Suppression: Sendable {
    public enum Scope: Sendable { case nextLine, restOfFile }

    public let scope: Scope
    /// The comment token's range.
    public let commentRange: Range<Int>
    /// The named ids with their ranges; empty means every rule.
    public let ids: [(id: String, range: Range<Int>)]
    /// The 0-based line the comment is on.
    public let line: Int
    /// For `nextLine`: the 0-based line of the next significant token.
    public internal(set) var targetLine: Int

    static let nextLinePrefix = "viewls-disable-next-line"
    static let filePrefix = "viewls-disable"

    /// The suppressions in a file's comments.
    public static func find(in file: SourceFile) -> [Suppression] {
        guard mentionsSuppression(file.bytes) else { return [] }
        var result: [Suppression] = []
        var waiting: [Int] = []
        for token in file.tree.rootNode.tokens {
            if token.kind == .lineComment, let suppression = parse(token, lineIndex: file.lineIndex) {
                waiting.append(result.count)
                result.append(suppression)
            } else if !token.kind.isTrivia, !waiting.isEmpty {
                let line = file.lineIndex.line(containing: token.range.lowerBound)
                for index in waiting { result[index].targetLine = line }
                waiting.removeAll()
            }
        }
        return result
    }

    /// Whether the bytes contain `viewls-disable` at all: most files do not,
    /// and then the token walk is skipped.
    static func mentionsSuppression(_ bytes: [UInt8]) -> Bool {
        let needle = Array(filePrefix.utf8)
        guard bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBufferPointer { haystack in
            guard let base = haystack.baseAddress else { return false }
            var start = 0
            let last = haystack.count - needle.count
            // memchr finds each candidate first byte; the rest is compared there.
            while start <= last, let found = memchr(base + start, Int32(needle[0]), last - start + 1) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + index, needle, needle.count) == 0 { return true }
                start = index + 1
            }
            return false
        }
    }

    static func parse(_ token: SyntaxToken, lineIndex: LineIndex) -> Suppression? {
        let bytes = Array(token.text.utf8)
        var index = 2
        while index < bytes.count, bytes[index] == .space || bytes[index] == .tab { index += 1 }
        let rest = String(decoding: bytes[index...], as: UTF8.self)
        let scope: Scope
        let prefixLength: Int
        if rest.hasPrefix(nextLinePrefix) {
            scope = .nextLine
            prefixLength = nextLinePrefix.utf8.count
        } else if rest.hasPrefix(filePrefix) {
            scope = .restOfFile
            prefixLength = filePrefix.utf8.count
        } else {
            return nil
        }
        index += prefixLength
        guard index == bytes.count || bytes[index] == .space || bytes[index] == .tab else { return nil }
        var ids: [(String, Range<Int>)] = []
        var start: Int?
        func finish(_ end: Int) {
            if let begin = start, begin < end {
                ids.append((String(decoding: bytes[begin..<end], as: UTF8.self), (token.offset + begin)..<(token.offset + end)))
            }
            start = nil
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == .space || byte == .tab || byte == UInt8(ascii: ",") {
                finish(index)
            } else if byte == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "-"), start == nil {
                break  // `-- reason` ends the list, as in ESLint.
            } else if start == nil {
                start = index
            }
            index += 1
        }
        finish(index)
        let line = lineIndex.line(containing: token.range.lowerBound)
        return Suppression(scope: scope, commentRange: token.range, ids: ids, line: line, targetLine: line + 1)
    }

    /// Whether this suppression covers a diagnostic with `code` starting on `line` at `offset`.
    func covers(code: String, line diagnosticLine: Int, offset: Int) -> (Bool, index: Int?) {
        let inScope: Bool
        switch scope {
        case .nextLine: inScope = diagnosticLine == targetLine
        case .restOfFile: inScope = offset >= commentRange.upperBound
        }
        guard inScope else { return (false, nil) }
        if ids.isEmpty { return (true, nil) }
        if let index = ids.firstIndex(where: { $0.id == code }) { return (true, index) }
        return (false, nil)
    }
}

public enum SuppressionFilter {
    /// Removes the diagnostics that suppressions hide and adds an
    /// `unused-suppression` hint for each id (or id-less comment) that hid nothing.
    public static func apply(_ suppressions: [Suppression], to diagnostics: [Diagnostic], in file: SourceFile,
                             knownCodes: Set<String>, retiredCodes: Set<String> = [], catalog: MessageCatalog) -> [Diagnostic] {
        guard !suppressions.isEmpty else { return diagnostics }
        var used = suppressions.map { Array(repeating: false, count: max($0.ids.count, 1)) }
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            let line = file.lineIndex.line(containing: diagnostic.range.lowerBound)
            var hidden = false
            if !diagnostic.code.hasPrefix("syntax/") {
                for (number, suppression) in suppressions.enumerated() {
                    let (covers, index) = suppression.covers(code: diagnostic.code, line: line, offset: diagnostic.range.lowerBound)
                    if covers {
                        used[number][index ?? 0] = true
                        hidden = true
                    }
                }
            }
            if !hidden { kept.append(diagnostic) }
        }
        let edits = FixEdits(file: file)
        for (number, suppression) in suppressions.enumerated() {
            if suppression.ids.isEmpty {
                if !used[number][0] {
                    kept.append(unused(at: suppression.commentRange, key: "check.unused-suppression.all", rule: "",
                                       removal: edits.removeComment(suppression.commentRange), catalog: catalog))
                }
                continue
            }
            let unusedIndices = suppression.ids.indices.filter { !used[number][$0] }
            for index in unusedIndices {
                let (id, range) = suppression.ids[index]
                let key = retiredCodes.contains(id) ? "check.unused-suppression.retired"
                    : knownCodes.contains(id) ? "check.unused-suppression" : "check.unused-suppression.unknown"
                let removal = unusedIndices.count == suppression.ids.count
                    ? edits.removeComment(suppression.commentRange)
                    : edits.removeListItem(range, in: suppression.commentRange)
                kept.append(unused(at: range, key: key, rule: id, removal: removal, catalog: catalog))
            }
        }
        return kept
    }

    static func unused(at range: Range<Int>, key: String, rule: String, removal: TextEdit, catalog: MessageCatalog) -> Diagnostic {
        Diagnostic(range: range, severity: .hint, code: "unused-suppression", message: catalog.text(key, ["rule": rule]),
                   fixes: [Fix(title: catalog.text("fix.remove-suppression"), edits: [removal], isSafe: true)],
                   tags: [.unnecessary])
    }
}

extension FixEdits {
    /// Removes a comment: its whole line when it stands alone, else the comment and the spaces before it.
    /// The comments above it are not its own: they may explain the line below.
    func removeComment(_ range: Range<Int>) -> TextEdit {
        removeMember(SourceLocation(path: sources.current.path, range: range), withOwnComments: false).edit
    }

    /// Removes one id from a comment's list, with the comma and space that join it.
    func removeListItem(_ range: Range<Int>, in comment: Range<Int>) -> TextEdit {
        let bytes = sources.current.bytes
        var end = range.upperBound
        while end < comment.upperBound, bytes[end] == .space || bytes[end] == UInt8(ascii: ",") { end += 1 }
        if end == comment.upperBound || bytes[end] == UInt8(ascii: "-") {
            var start = range.lowerBound
            while start > comment.lowerBound, bytes[start - 1] == .space || bytes[start - 1] == UInt8(ascii: ",") { start -= 1 }
            return TextEdit(range: start..<range.upperBound, replacement: [])
        }
        return TextEdit(range: range.lowerBound..<end, replacement: [])
    }
}
