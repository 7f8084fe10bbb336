/// Lexing a large file on several processors: the file is cut before the
/// first character of a line into one piece per processor, each piece lexed on its own, and each
/// seam checked by lexing across it from a token well before it — the tokens
/// and diagnostics there must come out as the two pieces gave them, and the
/// two lexings must meet at a common token boundary past the seam. (A token's
/// extent depends only on the bytes from its start and at most two past its
/// end, so from a common boundary on, both lex alike.) A seam inside a
/// comment or any token that runs on sends the file to one thread.
import Dispatch

extension Lexer {
    /// What `Lexer.lex(bytes)` gives, computed in `pieces` parts where the seams allow.
    static func lexInParallel(_ bytes: UnsafeBufferPointer<UInt8>, pieces: Int) -> LexerOutput {
        lexInPieces(bytes, pieces: pieces) ?? lex(bytes, recordingBrackets: true)
    }

    /// The lexing in `pieces` parts, or nil when the file is too short to cut
    /// or a seam does not hold.
    static func lexInPieces(_ bytes: UnsafeBufferPointer<UInt8>, pieces: Int) -> LexerOutput? {
        let starts = pieceStarts(bytes, pieces: pieces)
        guard starts.count >= 2 else { return nil }
        let outputs = UnsafeMutableBufferPointer<LexerOutput>.allocate(capacity: starts.count)
        outputs.initialize(repeating: LexerOutput())
        defer {
            outputs.deinitialize()
            outputs.deallocate()
        }
        let shared = LexPieces(bytes: bytes, starts: starts, outputs: outputs)
        DispatchQueue.concurrentPerform(iterations: starts.count) { index in
            let start = shared.starts[index]
            let end = index + 1 < shared.starts.count ? shared.starts[index + 1] : shared.bytes.count
            // The first piece's array has room for the whole file's tokens, so
            // the others are appended to it without copying it again.
            shared.outputs[index] = lex(UnsafeBufferPointer(rebasing: shared.bytes[start..<end]), baseOffset: start,
                                        recordingBrackets: true,
                                        reservingTokens: index == 0 ? shared.bytes.count / 3 + 4 : nil)
        }
        for index in 1..<starts.count where !seamHolds(at: starts[index], before: outputs[index - 1], after: outputs[index],
                                                        in: bytes) {
            return nil
        }
        var result = LexerOutput()
        swap(&result, &outputs[0])
        result.tokens.reserveCapacity(outputs.reduce(result.tokens.count) { $0 + $1.tokens.count })
        for output in outputs.dropFirst() {
            let shift = result.tokens.count
            result.brackets! += output.brackets!.lazy.map { LexedBracket(token: $0.token + shift, offset: $0.offset, kind: $0.kind) }
            result.tokens += output.tokens
            result.diagnostics += output.diagnostics
        }
        return result
    }

    /// Where each piece starts: 0, then the first character of the line after each equal share.
    private static func pieceStarts(_ bytes: UnsafeBufferPointer<UInt8>, pieces: Int) -> [Int] {
        var starts = [0]
        for piece in 1..<max(1, pieces) {
            var position = max(1, bytes.count * piece / pieces)
            while position < bytes.count, bytes[position - 1] != UInt8(ascii: "\n") { position += 1 }
            // Past the indentation: a run of whitespace is one token.
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
                position += 1
            }
            if position < bytes.count, position > starts[starts.count - 1] { starts.append(position) }
        }
        return starts
    }

    /// Whether lexing straight through `seam` gives the tokens and
    /// diagnostics the two pieces gave on either side of it.
    private static func seamHolds(at seam: Int, before: LexerOutput, after: LexerOutput,
                                  in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Back from the seam to a token that starts 4 bytes or more before it.
        var index = before.tokens.count
        var start = seam
        while index > 0, start > seam - 4 {
            index -= 1
            start -= Int(before.tokens[index].length)
        }
        let windowEnd = min(bytes.count, seam + 256)
        let window = lex(UnsafeBufferPointer(rebasing: bytes[start..<windowEnd]), baseOffset: start)
        // Up to the seam: the same tokens as the first piece's last ones.
        var position = start
        var windowIndex = 0
        while index < before.tokens.count {
            guard windowIndex < window.tokens.count, window.tokens[windowIndex].kind == before.tokens[index].kind,
                  window.tokens[windowIndex].length == before.tokens[index].length else { return false }
            position += Int(window.tokens[windowIndex].length)
            windowIndex += 1
            index += 1
        }
        guard position == seam else { return false }
        // Past the seam: the second piece's first tokens, to a boundary both share after a full token.
        var afterIndex = 0
        while true {
            guard windowIndex < window.tokens.count - 1, afterIndex < after.tokens.count else { return false }
            guard window.tokens[windowIndex].kind == after.tokens[afterIndex].kind,
                  window.tokens[windowIndex].length == after.tokens[afterIndex].length else { return false }
            position += Int(window.tokens[windowIndex].length)
            windowIndex += 1
            afterIndex += 1
            if position >= seam + 4 { break }
        }
        // The window's tokens up to there did not look past its end.
        guard position + 2 < windowEnd || windowEnd == bytes.count else { return false }
        let checked = start..<position
        return window.diagnostics.filter { checked.contains($0.range.lowerBound) }
            == (before.diagnostics + after.diagnostics).filter { checked.contains($0.range.lowerBound) }
    }
}

/// What the lexing jobs read and write; each job writes its own slot only.
private final class LexPieces: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    let starts: [Int]
    let outputs: UnsafeMutableBufferPointer<LexerOutput>

    init(bytes: UnsafeBufferPointer<UInt8>, starts: [Int], outputs: UnsafeMutableBufferPointer<LexerOutput>) {
        self.bytes = bytes
        self.starts = starts
        self.outputs = outputs
    }
}
