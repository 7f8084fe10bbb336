/// Parsing a large file on every processor: after lexing (`ParallelLex`), the largest closed
/// blocks that split the file into several jobs are parsed on their own, in
/// parallel, each from its `{` at depth 0; the file is then parsed with each
/// such block standing as one token and adopted whole, under the same rule
/// as an incremental reparse's unchanged blocks (`BlockReuse`: a closed
/// block parses the same alone as in its file when neither here nor there
/// its nesting reaches the depth limit). A block the parser does not adopt is
/// expanded into its own tokens, so the tree and diagnostics are exactly the
/// one-thread parse's — `ParallelParseTests` compares the two.
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SyntaxTree {
    /// Files smaller than this are parsed on one thread: starting the jobs costs more.
    static let parallelThreshold = 512 * 1024

    static let processorCount: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// The tree of a large file: lexed in pieces, then its large blocks parsed
    /// in parallel when it has them, else parsed on one thread from the same
    /// tokens (a file is lexed once whichever way it is parsed).
    static func parseLarge(_ bytes: UnsafeBufferPointer<UInt8>, processors: Int) -> SyntaxTree {
        let lexed = processors > 1 ? Lexer.lexInParallel(bytes, pieces: processors) : Lexer.lex(bytes, recordingBrackets: true)
        return parseInParallel(bytes, lexed: lexed, processors: processors, smallestJob: BlockJobs.smallest)
            ?? (processors > 1 ? parseMemberRuns(bytes, lexed: lexed, processors: processors) : nil)
            ?? parse(bytes, lexed: lexed, reusing: nil)
    }

    /// The tree of `bytes`, with large blocks parsed in parallel; nil when the
    /// file gives no such blocks (then a one-thread parse is as fast).
    static func parseInParallel(_ bytes: UnsafeBufferPointer<UInt8>, processors: Int, smallestJob: Int) -> SyntaxTree? {
        let lexed = processors > 1 ? Lexer.lexInParallel(bytes, pieces: processors) : Lexer.lex(bytes)
        return parseInParallel(bytes, lexed: lexed, processors: processors, smallestJob: smallestJob)
    }

    private static func parseInParallel(_ bytes: UnsafeBufferPointer<UInt8>, lexed: LexerOutput, processors: Int,
                                        smallestJob: Int) -> SyntaxTree? {
        let jobs = BlockJobs.find(brackets: lexed.bracketList, fileLength: bytes.count, processors: processors,
                                  smallest: smallestJob)
        guard jobs.count >= 2 else { return nil }
        let results = UnsafeMutableBufferPointer<(node: GreenNode, diagnostics: [SyntaxDiagnostic])?>.allocate(capacity: jobs.count)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        let shared = SharedInput(bytes: bytes, tokens: lexed.tokens, results: results)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            let text = UnsafeBufferPointer(rebasing: shared.bytes[job.offset..<(job.offset + job.length)])
            var parser = Parser(text: text, tokens: Array(shared.tokens[job.tokens]), baseOffset: job.offset, depth: 0)
            parser.parseBlock()
            let wrapper = parser.finishRoot(.block)
            guard wrapper.childCount == 1, case .node(let block) = wrapper[child: 0], parser.atEnd else { return }
            shared.results[index] = (block, parser.diagnostics)
        }
        var prepared: [Int: (candidate: BlockReuse.Candidate, tokens: ArraySlice<RawToken>)] = [:]
        var diagnostics: [SyntaxDiagnostic] = []
        var tokens: [RawToken] = []
        tokens.reserveCapacity(lexed.tokens.count)
        var copied = 0
        for (index, job) in jobs.enumerated() {
            guard let (node, found) = results[index] else { continue }
            prepared[job.offset] = (BlockReuse.Candidate(node: node, oldOffset: job.offset, oldDepth: 0),
                                    lexed.tokens[job.tokens])
            diagnostics += found
            tokens += lexed.tokens[copied..<job.tokens.lowerBound]
            tokens.append(RawToken(kind: .leftBrace, containsLineBreak: false, isReusedBlock: true,
                                   length: Int32(job.length)))
            copied = job.tokens.upperBound
        }
        tokens += lexed.tokens[copied...]
        let reuse = BlockReuse(prepared: prepared, diagnostics: diagnostics.sorted())
        var parser = Parser(text: bytes, tokens: tokens, baseOffset: 0, depth: 0, reuse: reuse)
        let root = parser.parseFile()
        return SyntaxTree(root: root, diagnostics: merge(lexed.diagnostics + parser.lateLexicalDiagnostics, parser.diagnostics))
    }
}

/// What the parallel jobs read and write: the file, its tokens, and one
/// result slot per job (each written by its job only).
private final class SharedInput: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: [RawToken]
    let results: UnsafeMutableBufferPointer<(node: GreenNode, diagnostics: [SyntaxDiagnostic])?>

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: [RawToken],
         results: UnsafeMutableBufferPointer<(node: GreenNode, diagnostics: [SyntaxDiagnostic])?>) {
        self.bytes = bytes
        self.tokens = tokens
        self.results = results
    }
}

/// The blocks a file's parse is split into: the largest closed blocks no
/// larger than a share of the file, disjoint, in order.
struct BlockJobs {
    let offset: Int
    let length: Int
    /// From the `{` through the `}`.
    let tokens: Range<Int>

    /// Blocks under 16 KiB are not worth a job of their own.
    static let smallest = 16 * 1024

    /// The jobs, found from the bracket tokens alone.
    static func find(brackets: [LexedBracket], fileLength: Int, processors: Int, smallest: Int) -> [BlockJobs] {
        let largest = max(smallest, fileLength / (processors * 4))
        var open: [(index: Int, offset: Int, isBrace: Bool)] = []
        var jobs: [BlockJobs] = []
        for bracket in brackets {
            if bracket.kind.isOpeningBracket {
                open.append((bracket.token, bracket.offset, bracket.kind == .leftBrace))
                continue
            }
            // Brackets that do not pair up: leave the file to one thread.
            guard let last = open.popLast(), last.isBrace == (bracket.kind == .rightBrace) else { return [] }
            let length = bracket.offset + 1 - last.offset  // a closing bracket is one byte
            if last.isBrace && length >= smallest && length <= largest {
                // A larger block closing takes the place of the jobs inside it.
                while let inner = jobs.last, inner.offset > last.offset { jobs.removeLast() }
                jobs.append(BlockJobs(offset: last.offset, length: length, tokens: last.index..<(bracket.token + 1)))
            }
        }
        return open.isEmpty ? jobs : []
    }
}
