/// `LineIndex`: byte offsets ↔ (line, column), with columns counted in UTF-8
/// bytes, UTF-16 code units or Unicode scalars.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`. Every conversion clamps: a column
/// past its line's end gives the line's end, a line past the last gives the end
/// of the file, an offset inside a character or a `\r\n` gives the character's
/// or line break's start. Clamping comes before any arithmetic, so every `Int`
/// (`Int.min`, `Int.max` too) is a valid line, column or offset. Bytes that are
/// not UTF-8 count as one unit each (as the U+FFFD an editor shows for them).

public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case unicodeScalars = "utf-32"
}

/// A zero-based line and column.
public struct LinePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

public struct LineIndex: Sendable, Equatable {
    private let bytes: [UInt8]
    /// The offset where each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]
    /// The offset where each line's content ends (before its line break).
    private let lineEnds: [Int]
    /// Whether each line is ASCII only, so that every encoding's column is the byte column.
    private let lineIsASCII: [Bool]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var lines = Lines()
        lines.starts.append(0)
        bytes.withUnsafeBufferPointer { Self.scan($0, from: 0, to: $0.count, closingTheLastLine: true, into: &lines) }
        lineStarts = lines.starts
        lineEnds = lines.ends
        lineIsASCII = lines.isASCII
    }

    private init(bytes: [UInt8], lines: Lines) {
        self.bytes = bytes
        lineStarts = lines.starts
        lineEnds = lines.ends
        lineIsASCII = lines.isASCII
    }

    /// The index of `newBytes`, which are this index's bytes with `range`
    /// replaced by `replacementCount` bytes: the same as `LineIndex(newBytes)`,
    /// made by scanning only the lines around the edit (from the line before
    /// it to the line after it, so a `\r\n` made or split at either side is
    /// seen) and shifting the lines after them.
    public func applying(_ range: Range<Int>, replacementCount: Int, to newBytes: [UInt8]) -> LineIndex {
        let delta = replacementCount - range.count
        let firstLine = max(0, line(containing: range.lowerBound) - 1)
        let lastLine = line(containing: range.upperBound) + 1
        let reachesEnd = lastLine >= lineCount - 1
        let regionEnd = reachesEnd ? newBytes.count : lineStarts[lastLine + 1] + delta
        var lines = Lines()
        let suffixCount = reachesEnd ? 0 : lineCount - lastLine - 1
        lines.reserve(firstLine + 1 + (lastLine - firstLine + 1) + suffixCount)
        lines.starts.append(contentsOf: lineStarts[0...firstLine])
        lines.ends.append(contentsOf: lineEnds[0..<firstLine])
        lines.isASCII.append(contentsOf: lineIsASCII[0..<firstLine])
        newBytes.withUnsafeBufferPointer {
            Self.scan($0, from: lineStarts[firstLine], to: regionEnd, closingTheLastLine: reachesEnd, into: &lines)
        }
        if !reachesEnd {
            // The scan stopped after the break that ends line `lastLine`, and recorded where the next begins.
            lines.starts.removeLast()
            for line in (lastLine + 1)..<lineCount {
                lines.starts.append(lineStarts[line] + delta)
                lines.ends.append(lineEnds[line] + delta)
            }
            lines.isASCII.append(contentsOf: lineIsASCII[(lastLine + 1)...])
        }
        return LineIndex(bytes: newBytes, lines: lines)
    }

    /// Line starts, ends and ASCII flags as a scan collects them.
    private struct Lines {
        var starts: [Int] = []
        var ends: [Int] = []
        var isASCII: [Bool] = []

        mutating func reserve(_ count: Int) {
            starts.reserveCapacity(count)
            ends.reserveCapacity(count)
            isASCII.reserveCapacity(count)
        }
    }

    /// Scans `buffer[from..<to]`, where `from` is a line start already in
    /// `lines.starts`: records each line break's line (end, ASCII flag) and the
    /// start after it. A scan to the end of the file closes the last line too;
    /// one that stops earlier must stop right after a line break.
    private static func scan(_ buffer: UnsafeBufferPointer<UInt8>, from: Int, to limit: Int, closingTheLastLine: Bool,
                             into lines: inout Lines) {
        var lineASCII = true
        var index = from
        while index < limit {
            // Eight bytes at a time while none is a line break or non-ASCII.
            while index + 8 <= limit, isPlainASCII(UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)) {
                index += 8
            }
            guard index < limit else { break }
            let byte = buffer[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.ends.append(index)
                lines.isASCII.append(lineASCII)
                lineASCII = true
                index += (byte == UInt8(ascii: "\r") && index + 1 < buffer.count && buffer[index + 1] == UInt8(ascii: "\n")) ? 2 : 1
                lines.starts.append(index)
                continue
            }
            if byte >= 0x80 { lineASCII = false }
            index += 1
        }
        if closingTheLastLine {
            lines.ends.append(limit)
            lines.isASCII.append(lineASCII)
        }
    }

    /// Whether eight bytes hold no line break and nothing outside ASCII: no
    /// byte has its high bit set, and none equals `\n` or `\r` (a byte is
    /// zero after XOR with the pattern exactly when it matched).
    @inline(__always)
    static func isPlainASCII(_ word: UInt64) -> Bool {
        let lows: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- lows) & ~value & highs != 0 }
        return word & highs == 0 && !hasZeroByte(word ^ (lows &* 0x0A)) && !hasZeroByte(word ^ (lows &* 0x0D))
    }

    public init(_ text: String) {
        self.init(Array(text.utf8))
    }

    public var lineCount: Int { lineStarts.count }
    public var byteCount: Int { bytes.count }

    /// The byte range of a line's content, without its line break (clamped).
    public func contentRange(ofLine line: Int) -> Range<Int> {
        let line = min(max(0, line), lineCount - 1)
        return lineStarts[line]..<lineEnds[line]
    }

    /// The line that holds `offset` (clamped into the file).
    public func line(containing offset: Int) -> Int {
        let offset = min(max(0, offset), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The position of `offset`, its column counted in `encoding`.
    public func position(of offset: Int, in encoding: PositionEncoding) -> LinePosition {
        var cursor = PositionCursor()
        return position(of: offset, in: encoding, cursor: &cursor)
    }

    /// Where the last column count stopped, so that the next count on the same
    /// line goes on from there: positions of increasing offsets on one long
    /// line cost the line once, not once each (a report of thousands of
    /// findings on a one-line file was quadratic).
    public struct PositionCursor: Sendable {
        var line = -1
        var encoding = PositionEncoding.utf8
        /// A character start on `line`, and the column (in `encoding`) before it.
        var scanned = 0
        var column = 0

        public init() {}

        init(line: Int, encoding: PositionEncoding, scanned: Int, column: Int) {
            self.line = line
            self.encoding = encoding
            self.scanned = scanned
            self.column = column
        }
    }

    /// `position(of:in:)`, going on from `cursor` when `offset` lies further on its line.
    public func position(of offset: Int, in encoding: PositionEncoding, cursor: inout PositionCursor) -> LinePosition {
        let line = line(containing: offset)
        let start = lineStarts[line]
        let end = min(max(start, offset), lineEnds[line])
        if lineIsASCII[line] {
            return LinePosition(line: line, column: end - start)
        }
        if cursor.line != line || cursor.encoding != encoding || cursor.scanned > end {
            cursor = PositionCursor(line: line, encoding: encoding, scanned: start, column: 0)
        }
        var column = cursor.column
        var index = cursor.scanned
        while index < end {
            let length = scalarLength(at: index)
            if index + length > end { break }
            column += units(at: index, length: length, in: encoding)
            index += length
        }
        cursor.scanned = index
        cursor.column = column
        return LinePosition(line: line, column: column)
    }

    /// The offset of `position`, its column counted in `encoding` (clamped).
    public func offset(of position: LinePosition, in encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineCount else { return bytes.count }
        let start = lineStarts[position.line]
        let end = lineEnds[position.line]
        // Clamped to the line's length in bytes (no encoding counts more units than bytes) before adding.
        let column = min(max(0, position.column), end - start)
        if lineIsASCII[position.line] {
            return start + column
        }
        if encoding == .utf8 {
            return characterStart(atOrBefore: start + column, lineStart: start)
        }
        var remaining = column
        var index = start
        while index < end && remaining > 0 {
            let length = scalarLength(at: index)
            let size = units(at: index, length: length, in: encoding)
            if size > remaining { break }
            remaining -= size
            index += length
        }
        return index
    }

    /// The length of the UTF-8 sequence at `index`, or 1 for a byte that starts none.
    private func scalarLength(at index: Int) -> Int {
        bytes.withUnsafeBufferPointer { max(1, UTF8Validation.sequenceLength($0, at: index)) }
    }

    private func units(at index: Int, length: Int, in encoding: PositionEncoding) -> Int {
        switch encoding {
        case .utf8: return length
        case .utf16: return length == 4 ? 2 : 1
        case .unicodeScalars: return 1
        }
    }

    /// `offset`, moved back to the start of the character it falls inside.
    private func characterStart(atOrBefore offset: Int, lineStart: Int) -> Int {
        var index = lineStart
        while index < offset {
            let length = scalarLength(at: index)
            if index + length > offset { return index }
            index += length
        }
        return offset
    }
}
