/// The parser's machinery: the token cursor, trivia attachment, lookahead and
/// error reporting. The grammar rules live in `Parser+Grammar.swift`.
///
/// Trivia is attached to the node that is open when the next significant token
/// or node begins, so every byte between a block's `{` and `}` belongs to that
/// block. Together with the rule that every `{` opens a block ending at its
/// matching `}`, that makes a closed block parse the same alone as in its file,
/// which the incremental parser relies on.

struct Parser {
    /// Blocks and lists nest this deep at most; deeper content is kept flat in
    /// an error node (and reported once), so no tree walk can overflow the stack.
    static let maximumDepth = 256

    let text: UnsafeBufferPointer<UInt8>
    private(set) var tokens: [RawToken]
    /// The file offset of `text[0]`.
    let baseOffset: Int
    let builder: GreenBuilder
    var diagnostics: [SyntaxDiagnostic] = []
    var depth: Int
    /// Unchanged blocks of an earlier tree that may be adopted whole.
    let reuse: BlockReuse?
    /// Diagnostics of the lexer for reused blocks that had to be lexed after all.
    private(set) var lateLexicalDiagnostics: [SyntaxDiagnostic] = []
    /// Runs of members parsed ahead (`ParallelMembers`), by their first token's offset.
    private let preparedMembers: [Int: PreparedMembers]
    /// How many of them the parse took over.
    private(set) var adoptedPreparedMembers = 0

    /// The first token not yet in the tree (trivia included).
    private var cursor = 0
    /// The byte offset in `text` of `tokens[cursor]`.
    private var cursorOffset = 0
    /// The next significant token, its offset, and whether a line break comes before it.
    private(set) var next = 0
    private(set) var nextOffset = 0
    private(set) var lineBreakBeforeNext = false

    init(text: UnsafeBufferPointer<UInt8>, tokens: [RawToken], baseOffset: Int, depth: Int, reuse: BlockReuse? = nil,
         preparedMembers: [Int: PreparedMembers] = [:]) {
        self.text = text
        self.tokens = tokens
        // Sized by the tokens: a parse that adopts blocks or runs parsed
        // ahead reads few of its bytes (about four bytes make a token).
        builder = GreenBuilder(inputLength: min(text.count, tokens.count * 4))
        self.baseOffset = baseOffset
        self.depth = depth
        self.reuse = reuse
        self.preparedMembers = preparedMembers
        findNext()
    }

    // MARK: Looking ahead

    var kind: SyntaxKind { next < tokens.count ? tokens[next].kind : .endOfFile }
    var atEnd: Bool { next >= tokens.count }

    /// The kind of the significant token after the next one, and whether a line
    /// break separates the two.
    var second: (kind: SyntaxKind, lineBreakBefore: Bool) {
        var index = next + 1
        var lineBreak = false
        while index < tokens.count, tokens[index].kind.isTrivia {
            lineBreak = lineBreak || tokens[index].containsLineBreak
            index += 1
        }
        return (index < tokens.count ? tokens[index].kind : .endOfFile, lineBreak)
    }

    /// The file range of the next significant token (empty at the end; the
    /// `{` alone for a reused block).
    var nextRange: Range<Int> {
        let start = baseOffset + nextOffset
        guard !atEnd else { return start..<start }
        return start..<(start + (tokens[next].isReusedBlock ? 1 : Int(tokens[next].length)))
    }

    /// The text of a file range that the parser has read (for messages).
    func text(of range: Range<Int>) -> String {
        let local = (range.lowerBound - baseOffset)..<(range.upperBound - baseOffset)
        return String(decoding: UnsafeBufferPointer(rebasing: text[local]), as: UTF8.self)
    }

    var nextText: String {
        guard !atEnd else { return "" }
        let range = nextOffset..<(nextOffset + (tokens[next].isReusedBlock ? 1 : Int(tokens[next].length)))
        return String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
    }

    private mutating func findNext() {
        next = cursor
        nextOffset = cursorOffset
        lineBreakBeforeNext = false
        while next < tokens.count, tokens[next].kind.isTrivia {
            lineBreakBeforeNext = lineBreakBeforeNext || tokens[next].containsLineBreak
            nextOffset += Int(tokens[next].length)
            next += 1
        }
    }

    // MARK: Building

    /// Moves pending trivia into the open node and marks where a child begins.
    mutating func checkpoint() -> BuilderCheckpoint {
        flushTrivia()
        return builder.checkpoint
    }

    private mutating func flushTrivia() {
        while cursor < next {
            addToken(cursor)
        }
    }

    private mutating func addToken(_ index: Int) {
        let length = Int(tokens[index].length)
        builder.token(tokens[index].kind, UnsafeBufferPointer(rebasing: text[cursorOffset..<(cursorOffset + length)]))
        cursorOffset += length
        cursor = index + 1
    }

    /// Adds the next significant token (and the trivia before it) to the open node.
    mutating func bump() {
        guard !atEnd else { return }
        if tokens[next].isReusedBlock { expandReusedBlock() }
        flushTrivia()
        addToken(next)
        findNext()
    }

    /// Adds the next significant token wrapped in a node of `kind` (a literal,
    /// or a path of one name).
    mutating func bumpLeaf(_ kind: SyntaxKind) {
        guard !atEnd else { return }
        flushTrivia()
        let length = Int(tokens[next].length)
        builder.leaf(kind, token: tokens[next].kind,
                     UnsafeBufferPointer(rebasing: text[cursorOffset..<(cursorOffset + length)]))
        cursorOffset += length
        cursor = next + 1
        findNext()
    }

    // MARK: Members parsed ahead

    /// Whether the next token stands for a run of members parsed ahead.
    var atPreparedMembers: Bool { next < tokens.count && tokens[next].isPreparedMembers }

    /// Takes over the members of the run the next token stands for.
    mutating func adoptPreparedMembers() {
        guard let members = preparedMembers[baseOffset + nextOffset] else { preconditionFailure("a run parsed ahead") }
        flushTrivia()
        builder.moveElements(from: members)
        cursorOffset += Int(tokens[next].length)
        cursor = next + 1
        adoptedPreparedMembers += 1
        findNext()
    }

    // MARK: Reusing blocks

    /// Whether the next token stands for a whole block of an earlier tree.
    var atReusedBlock: Bool { !atEnd && tokens[next].isReusedBlock }

    /// Adopts the earlier tree's block for the next token, if nesting allows:
    /// the block parses the same here only if neither here nor there it reaches
    /// the depth limit. Otherwise the token is lexed into its real tokens.
    mutating func adoptReusedBlock() -> Bool {
        let position = baseOffset + nextOffset
        guard let reuse, let candidate = reuse.candidate(at: position) else {
            expandReusedBlock()
            return false
        }
        let height = Int(candidate.node.nestingHeight)
        guard depth + height <= Parser.maximumDepth, candidate.oldDepth + height <= Parser.maximumDepth else {
            expandReusedBlock()
            return false
        }
        flushTrivia()
        builder.node(candidate.node)
        diagnostics += reuse.diagnostics(of: candidate, at: position)
        cursorOffset += Int(tokens[next].length)
        cursor = next + 1
        findNext()
        return true
    }

    /// Replaces the reused-block token at `next` by the tokens of its text.
    private mutating func expandReusedBlock() {
        if let prepared = reuse?.tokens(ofBlockAt: baseOffset + nextOffset) {
            tokens.replaceSubrange(next...next, with: prepared)
            return
        }
        let range = nextOffset..<(nextOffset + Int(tokens[next].length))
        let lexed = Lexer.lex(UnsafeBufferPointer(rebasing: text[range]), baseOffset: baseOffset + nextOffset)
        lateLexicalDiagnostics += lexed.diagnostics
        tokens.replaceSubrange(next...next, with: lexed.tokens)
    }

    mutating func finish(_ kind: SyntaxKind, _ checkpoint: BuilderCheckpoint) {
        builder.finishNode(kind, from: checkpoint)
    }

    /// Adds the trivia left at the end and hands over every element parsed
    /// (a run of members, see `ParallelMembers`).
    mutating func finishMembers() -> PreparedMembers {
        flushTrivia()
        return builder.takeElements()
    }

    /// Adds the trivia left at the end and returns the finished root.
    mutating func finishRoot(_ kind: SyntaxKind) -> GreenNode {
        flushTrivia()
        return builder.finishRoot(kind)
    }

    // MARK: Reporting

    /// Reports a fault at `range`, unless the next token is an error token,
    /// which the lexer has reported already.
    mutating func report(_ code: SyntaxErrorCode, _ variant: String = "", _ arguments: [String: SyntaxArgument] = [:],
                         at range: Range<Int>? = nil, severity: SyntaxSeverity = .error) {
        if range == nil, kind == .errorToken { return }
        diagnostics.append(SyntaxDiagnostic(range: range ?? nextRange, code: code, variant: variant,
                                            arguments: arguments, severity: severity))
    }

    /// What the next token is, for a message: end of file, end of line (when
    /// `lineEndsHere` and a line break comes first), a string, a number or a
    /// token, with its text cut at 24 characters.
    func found(lineEndsHere: Bool = false) -> SyntaxArgument {
        if atEnd { return .phrase("found.end-of-file", text: "") }
        if lineEndsHere && lineBreakBeforeNext { return .phrase("found.end-of-line", text: "") }
        return found(kind, text: nextText)
    }

    /// A token of `kind` with `text` as what was found, cut at 24 characters.
    func found(_ kind: SyntaxKind, text: String) -> SyntaxArgument {
        let shown = text.count > 24 ? String(text.prefix(24)) + "…" : text
        switch kind {
        case .string: return .phrase("found.string", text: shown)
        case .number: return .phrase("found.number", text: shown)
        default: return .phrase("found.token", text: shown)
        }
    }

    /// Reports a fault whose message ends with what was found: the found token goes in as `found`.
    mutating func report(_ code: SyntaxErrorCode, _ variant: String, _ arguments: [String: SyntaxArgument] = [:],
                         found: SyntaxArgument, at range: Range<Int>? = nil) {
        var arguments = arguments
        arguments["found"] = found
        report(code, variant, arguments, at: range)
    }
}
