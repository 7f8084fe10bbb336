/// `Folding.regions`: what an editor may fold — blocks and lists that span
/// lines, runs of line comments and block comments over several lines — as
/// line numbers. A fold ends on the line before its closing `}` or `]` when
/// that bracket begins its line, so the bracket stays visible.
public import ViewModel
import ViewRules
import ViewSyntax

public struct FoldingRegion: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case region
        case comment
    }

    /// 0-based lines.
    public let startLine: Int
    public let endLine: Int
    public let kind: Kind
}

public enum Folding {
    /// The file's folding regions, sorted by start line (then end line).
    public static func regions(_ file: SourceFile) -> [FoldingRegion] {
        let lines = file.lineIndex
        var regions: [FoldingRegion] = []
        var commentRun: (start: Int, end: Int)?
        func closeCommentRun() {
            if let run = commentRun, run.end > run.start { regions.append(FoldingRegion(startLine: run.start, endLine: run.end, kind: .comment)) }
            commentRun = nil
        }
        for token in file.tree.rootNode.tokens {
            switch token.kind {
            case .lineComment:
                let line = lines.line(containing: token.range.lowerBound)
                if let run = commentRun, run.end + 1 == line {
                    commentRun = (run.start, line)
                } else {
                    closeCommentRun()
                    commentRun = (line, line)
                }
            case .whitespace:
                // One line break keeps a run of line comments going; a blank line or code ends it.
                let breaks = token.green.withBytes { bytes in bytes.filter { $0 == UInt8(ascii: "\n") }.count }
                if breaks > 1 { closeCommentRun() }
            case .blockComment:
                closeCommentRun()
                let start = lines.line(containing: token.range.lowerBound)
                let end = lines.line(containing: max(token.range.lowerBound, token.range.upperBound - 1))
                if end > start { regions.append(FoldingRegion(startLine: start, endLine: end, kind: .comment)) }
            case .leftBrace, .leftBracket:
                closeCommentRun()
                if let region = bracketRegion(opening: token, lines: lines, bytes: file.bytes) { regions.append(region) }
            default:
                if !token.kind.isTrivia { closeCommentRun() }
            }
        }
        closeCommentRun()
        regions.sort { ($0.startLine, $0.endLine) < ($1.startLine, $1.endLine) }
        // A list that ends with its block (`index: [ … ] }`) folds the same lines once.
        return regions.enumerated().filter { $0.offset == 0 || regions[$0.offset - 1] != $0.element }.map(\.element)
    }

    /// The region from an opening bracket to its node's closing one (or last token when unclosed).
    private static func bracketRegion(opening: SyntaxToken, lines: LineIndex, bytes: [UInt8]) -> FoldingRegion? {
        let node = opening.parent
        guard node.kind == .block || node.kind == .list else { return nil }
        let closingKind: SyntaxKind = node.kind == .block ? .rightBrace : .rightBracket
        let start = lines.line(containing: opening.range.lowerBound)
        var end: Int
        if let closing = node.childTokens.last(where: { $0.kind == closingKind }) {
            end = lines.line(containing: closing.range.lowerBound)
            let lineStart = lines.contentRange(ofLine: end).lowerBound
            let before = bytes[lineStart..<closing.range.lowerBound]
            if before.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { end -= 1 }
        } else {
            end = lines.line(containing: max(node.range.lowerBound, node.range.upperBound - 1))
        }
        return end > start ? FoldingRegion(startLine: start, endLine: end, kind: .region) : nil
    }
}
