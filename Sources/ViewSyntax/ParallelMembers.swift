/// Parsing a wide block on every processor: a file that is mostly one block
/// of many small members (a generated screen's root, a long table) gives
/// `BlockJobs` nothing to split, so its members are cut into runs, each
/// parsed on its own as a window of members is after an edit
/// (`MemberReparse`), and the file is then parsed with each run standing as
/// one token whose members the parser takes over.
///
/// The first run starts at the block's first member, right after its `{`,
/// where the file's parse starts its members too; every later run starts at
/// a name after a line break, and each run is parsed up to the next one's
/// start with the two tokens after it to look at. A run must stop exactly
/// there, between members: then the file's parse, which reads the same
/// tokens from the same place, reaches the next run between members too, so
/// by induction each run's members are exactly the file's. If any run does
/// not stop there, no run is used.
import Dispatch

/// One run of a wide block's members.
struct MemberRun {
    /// The file offset of its first token, and of the token it stops before.
    let start: Int
    let stop: Int
    /// Its tokens, from its first through the stop token and one more significant one.
    let tokens: Range<Int>
    /// The index of the stop token.
    let stopToken: Int
    /// The parser's depth inside the block, as the tokens tell it (an upper bound).
    let depth: Int

    /// Blocks nested deeper than this are not split (their depth from the tokens is near the parser's).
    static let deepestBlock = 4
    /// Runs shorter than this are not worth a job of their own.
    static let smallest = 64 * 1024

    /// The runs of the widest block that holds most of the file, or none.
    ///
    /// A cut is the first name after a line break, between the block's
    /// members, at least `share` bytes into its run. The walk to it starts at
    /// the last bracket before that point (or the run's start), whose depth
    /// the brackets tell, so finding the runs reads a few tokens per run
    /// rather than the whole file's.
    static func find(in tokens: [RawToken], brackets: [LexedBracket], fileLength: Int, processors: Int,
                     smallest: Int = smallest) -> [MemberRun] {
        guard let block = widestBlock(brackets: brackets, fileLength: fileLength) else { return [] }
        let share = max(smallest, (block.end - block.start) / (processors * 4))
        let memberDepth = block.depth + 1
        // The first member: the first significant token after the `{`.
        var first = block.open + 1
        var firstOffset = block.start + Int(tokens[block.open].length)
        while first < block.close, tokens[first].kind.isTrivia {
            firstOffset += Int(tokens[first].length)
            first += 1
        }
        guard first < block.close else { return [] }
        var runs: [MemberRun] = []
        var runStart = (index: first, offset: firstOffset)
        // The last bracket at or before the target, and the depth before it.
        var bracket = block.openBracket
        var depthBefore = block.depth
        while true {
            let target = runStart.offset + share
            while bracket + 1 < block.closeBracket, brackets[bracket + 1].offset <= target {
                depthBefore += brackets[bracket].kind.isOpeningBracket ? 1 : -1
                bracket += 1
            }
            var index = runStart.index
            var offset = runStart.offset
            var depth = memberDepth
            if brackets[bracket].token > runStart.index {
                index = brackets[bracket].token
                offset = brackets[bracket].offset
                depth = depthBefore
            }
            var lastTrivia: RawToken?
            var cut: (index: Int, offset: Int)?
            while index < block.close {
                let token = tokens[index]
                if offset >= target, depth == memberDepth, token.kind == .identifier, let trivia = lastTrivia,
                   trivia.containsLineBreak {
                    cut = (index, offset)
                    break
                }
                switch token.kind {
                case .leftBrace, .leftBracket: depth += 1
                case .rightBrace, .rightBracket: depth -= 1
                default: break
                }
                lastTrivia = token.kind.isTrivia ? token : nil
                offset += Int(token.length)
                index += 1
            }
            guard let cut else { break }
            runs.append(MemberRun(start: runStart.offset, stop: cut.offset, tokens: runStart.index..<cut.index,
                                  stopToken: cut.index, depth: memberDepth))
            runStart = cut
        }
        let closing = block.end - 1
        runs.append(MemberRun(start: runStart.offset, stop: closing, tokens: runStart.index..<block.close,
                              stopToken: block.close, depth: memberDepth))
        guard runs.count >= 2 else { return [] }
        // Each run's tokens go on through the stop token and one significant token after it.
        return runs.map { run in
            var end = run.stopToken + 1
            while end < tokens.count, tokens[end].kind.isTrivia { end += 1 }
            return MemberRun(start: run.start, stop: run.stop, tokens: run.tokens.lowerBound..<min(tokens.count, end + 1),
                             stopToken: run.stopToken, depth: run.depth)
        }
    }

    /// The innermost closed block of at least half the file at a shallow depth
    /// (a table inside its screen, not the screen): its `{` and `}` token
    /// indices and their places in `brackets`, offsets (`end` past the `}`)
    /// and brace depth.
    private static func widestBlock(brackets: [LexedBracket], fileLength: Int)
        -> (open: Int, close: Int, openBracket: Int, closeBracket: Int, start: Int, end: Int, depth: Int)? {
        var open: [(place: Int, isBrace: Bool)] = []
        var best: (open: Int, close: Int, openBracket: Int, closeBracket: Int, start: Int, end: Int, depth: Int)?
        for (place, bracket) in brackets.enumerated() {
            if bracket.kind.isOpeningBracket {
                open.append((place, bracket.kind == .leftBrace))
                continue
            }
            guard let last = open.popLast(), last.isBrace == (bracket.kind == .rightBrace) else { return nil }
            let start = brackets[last.place].offset
            let end = bracket.offset + 1  // a closing bracket is one byte
            if last.isBrace, open.count <= deepestBlock, (end - start) * 2 >= fileLength,
               (end - start) < (best.map { $0.end - $0.start } ?? .max) {
                best = (brackets[last.place].token, bracket.token, last.place, place, start, end, open.count)
            }
        }
        return open.isEmpty ? best : nil
    }
}

extension SyntaxTree {
    /// The tree of `bytes` with its widest block's members parsed in runs in
    /// parallel; nil when the file has no such block or a run does not stop
    /// where the next begins.
    static func parseMemberRuns(_ bytes: UnsafeBufferPointer<UInt8>, lexed: LexerOutput, processors: Int,
                                smallestRun: Int = MemberRun.smallest) -> SyntaxTree? {
        let runs = MemberRun.find(in: lexed.tokens, brackets: lexed.bracketList, fileLength: bytes.count,
                                  processors: processors, smallest: smallestRun)
        guard runs.count >= 2 else { return nil }
        let results = UnsafeMutableBufferPointer<(members: PreparedMembers, diagnostics: [SyntaxDiagnostic])?>.allocate(
            capacity: runs.count)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        let shared = RunInput(bytes: bytes, tokens: lexed.tokens, results: results)
        DispatchQueue.concurrentPerform(iterations: runs.count) { index in
            let run = runs[index]
            let end = run.start + shared.tokens[run.tokens].reduce(0) { $0 + Int($1.length) }
            let text = UnsafeBufferPointer(rebasing: shared.bytes[run.start..<end])
            var parser = Parser(text: text, tokens: Array(shared.tokens[run.tokens]), baseOffset: run.start, depth: run.depth)
            guard parser.parseMembers(stoppingAt: run.stop) else { return }
            let members = parser.finishMembers()
            // Far from the depth limit, where the parser's depth and the tokens' agree on every outcome.
            guard Int(members.nestingHeight) + run.depth + MemberRun.deepestBlock < Parser.maximumDepth else { return }
            shared.results[index] = (members, parser.diagnostics)
        }
        var prepared: [Int: PreparedMembers] = [:]
        var diagnostics: [SyntaxDiagnostic] = []
        for index in runs.indices {
            guard let (members, found) = results[index] else { return nil }
            prepared[runs[index].start] = members
            diagnostics += found
        }
        var tokens: [RawToken] = []
        tokens.reserveCapacity(lexed.tokens.count - runs.reduce(0) { $0 + $1.stopToken - $1.tokens.lowerBound } + runs.count)
        tokens += lexed.tokens[..<runs[0].tokens.lowerBound]
        for run in runs {
            tokens.append(RawToken(kind: .identifier, containsLineBreak: false, isPreparedMembers: true,
                                   length: Int32(run.stop - run.start)))
        }
        tokens += lexed.tokens[runs[runs.count - 1].stopToken...]
        var parser = Parser(text: bytes, tokens: tokens, baseOffset: 0, depth: 0, preparedMembers: prepared)
        let root = parser.parseFile()
        guard parser.adoptedPreparedMembers == runs.count else { return nil }
        return SyntaxTree(root: root, diagnostics: merge(lexed.diagnostics, parser.diagnostics + diagnostics))
    }
}

/// What the run jobs read and write; each job writes its own slot only.
private final class RunInput: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: [RawToken]
    let results: UnsafeMutableBufferPointer<(members: PreparedMembers, diagnostics: [SyntaxDiagnostic])?>

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: [RawToken],
         results: UnsafeMutableBufferPointer<(members: PreparedMembers, diagnostics: [SyntaxDiagnostic])?>) {
        self.bytes = bytes
        self.tokens = tokens
        self.results = results
    }
}
