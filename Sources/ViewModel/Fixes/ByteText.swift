/// `ByteText`: the questions fix edits ask of a file's bytes — where a line
/// starts and ends, which blanks surround a place, the file's line break and
/// indentation unit, and which comment lines above a member are its own.
/// Every offset is clamped to the bytes, so no question traps.
package import ViewSyntax

package struct ByteText {
    package let bytes: [UInt8]
    /// The file's tree, to tell a `//` comment token from `//` inside other text.
    package let tree: SyntaxTree?

    package init(_ bytes: [UInt8], tree: SyntaxTree? = nil) {
        self.bytes = bytes
        self.tree = tree
    }

    private func clamp(_ offset: Int) -> Int { min(max(0, offset), bytes.count) }

    package func isBlank(_ byte: UInt8) -> Bool { byte == .space || byte == .tab }
    package func isBreak(_ byte: UInt8) -> Bool { byte == .newline || byte == .carriageReturn }

    /// The first offset at or after `offset` that is not a space or tab.
    package func skippingBlanks(from offset: Int) -> Int {
        var at = clamp(offset)
        while at < bytes.count, isBlank(bytes[at]) { at += 1 }
        return at
    }

    /// The offset after the last space or tab that ends just before `offset`.
    package func skippingBlanks(backwardFrom offset: Int) -> Int {
        var at = clamp(offset)
        while at > 0, isBlank(bytes[at - 1]) { at -= 1 }
        return at
    }

    package func isLineStart(_ offset: Int) -> Bool {
        let at = clamp(offset)
        return at == 0 || isBreak(bytes[at - 1])
    }

    package func isLineEnd(_ offset: Int) -> Bool {
        let at = clamp(offset)
        return at == bytes.count || isBreak(bytes[at])
    }

    /// The start of the line that holds `offset`.
    package func lineStart(of offset: Int) -> Int {
        var at = clamp(offset)
        while at > 0, !isBreak(bytes[at - 1]) { at -= 1 }
        return at
    }

    /// Past the line break at `offset` (`\r\n`, `\n` or `\r`), or `offset` when none is there.
    package func afterLineBreak(at offset: Int) -> Int {
        let at = clamp(offset)
        guard at < bytes.count else { return at }
        if bytes[at] == .carriageReturn { return at + 1 < bytes.count && bytes[at + 1] == .newline ? at + 2 : at + 1 }
        return bytes[at] == .newline ? at + 1 : at
    }

    /// When a `//` comment begins at `offset`, the end of its line (then blanks skipped back); else `offset`.
    package func lineCommentEnd(at offset: Int) -> Int {
        guard isLineComment(at: offset) else { return offset }
        var end = offset
        while end < bytes.count, !isBreak(bytes[end]) { end += 1 }
        return end
    }

    /// Whether a `//` comment token starts at `offset`.
    package func isLineComment(at offset: Int) -> Bool {
        let at = clamp(offset)
        guard at + 1 < bytes.count, bytes[at] == .slash, bytes[at + 1] == .slash else { return false }
        guard let tree else { return true }
        guard let token = SyntaxNode(root: tree.root).token(at: at) else { return false }
        return token.kind == .lineComment && token.range.lowerBound == at
    }

    /// The start of the comment lines right above the line starting at
    /// `lineStart` — lines holding only a `//` comment, with no blank line
    /// between — or `lineStart` when there are none.
    package func ownCommentLinesStart(above lineStart: Int) -> Int {
        var start = clamp(lineStart)
        while start > 0 {
            // The previous line: back over its break, then to its start.
            var end = start - 1
            if end > 0, bytes[end] == .newline, bytes[end - 1] == .carriageReturn { end -= 1 }
            let previous = self.lineStart(of: end)
            let content = skippingBlanks(from: previous)
            guard content < end, isLineComment(at: content) else { break }
            start = previous
        }
        return start
    }

    /// How far the file's habits (line break, indentation) are looked for:
    /// each fix edit asks, so a whole-file scan would make fixing a large
    /// file quadratic.
    package static let habitScanLimit = 64 * 1024

    /// The file's line break: that of its first line, else `\n` (also when
    /// no break stands in the first `habitScanLimit` bytes).
    package var lineBreak: [UInt8] {
        guard let first = bytes.prefix(Self.habitScanLimit).firstIndex(where: isBreak) else { return [.newline] }
        if bytes[first] == .newline { return [.newline] }
        return first + 1 < bytes.count && bytes[first + 1] == .newline ? [.carriageReturn, .newline] : [.carriageReturn]
    }

    /// One level of the file's indentation: a tab when its first indented line
    /// begins with one, else the fewest spaces that indent a line (4 when none
    /// does), from the lines that start in the first `habitScanLimit` bytes.
    package var indentationUnit: String {
        var fewest = Int.max
        var lineStart = 0
        let limit = min(bytes.count, Self.habitScanLimit)
        while lineStart < limit {
            if bytes[lineStart] == .tab { return "\t" }
            var end = lineStart
            while end < limit, bytes[end] == .space { end += 1 }
            let count = end - lineStart
            if count > 0, end < limit, !isBreak(bytes[end]) { fewest = min(fewest, count) }
            while end < limit, !isBreak(bytes[end]) { end += 1 }
            lineStart = afterLineBreak(at: end)
            if lineStart == end { break }
        }
        return String(repeating: " ", count: fewest == Int.max ? 4 : min(fewest, 8))
    }
}
