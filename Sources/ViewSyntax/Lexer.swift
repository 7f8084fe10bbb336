/// The lexer: UTF-8 bytes → a flat list of tokens (trivia included) and the
/// lexical diagnostics.
///
/// It works on bytes, never on `Character`s, and never fails: every byte lands
/// in exactly one token. A token's extent depends only on the bytes from its
/// start (looking at most two bytes past its end), which is what lets the
/// incremental parser relex a part of a file.

/// A token as the lexer sees it: kind, length, and whether it holds a line break.
/// A `{` marked `isReusedBlock` stands for a whole unchanged block of an
/// earlier tree (see `BlockReuse`).
/// A token marked `isPreparedMembers` stands for a run of a wide block's
/// members parsed ahead (see `ParallelMembers`).
struct RawToken {
    var kind: SyntaxKind
    var containsLineBreak: Bool
    var isReusedBlock = false
    var isPreparedMembers = false
    var length: Int32

    init(kind: SyntaxKind, containsLineBreak: Bool, isReusedBlock: Bool = false, isPreparedMembers: Bool = false,
         length: Int32) {
        self.kind = kind
        self.containsLineBreak = containsLineBreak
        self.isReusedBlock = isReusedBlock
        self.isPreparedMembers = isPreparedMembers
        self.length = length
    }
}

struct LexerOutput {
    var tokens: [RawToken] = []
    var diagnostics: [SyntaxDiagnostic] = []
    /// Every bracket token in order, when the lexer was asked to record them
    /// (a large file's, for splitting its parse; see `bracketList`).
    var brackets: [LexedBracket]?

    /// The bracket tokens: as recorded, else found by a walk over the tokens.
    var bracketList: [LexedBracket] { brackets ?? LexedBracket.all(in: tokens) }
}

/// A `{`, `}`, `[` or `]` token: its index among the tokens, its file offset
/// and its kind (kept here, so a walk over the brackets reads no token).
struct LexedBracket: Equatable {
    let token: Int
    let offset: Int
    let kind: SyntaxKind

    /// The bracket tokens of `tokens`, which start at offset 0.
    static func all(in tokens: [RawToken]) -> [LexedBracket] {
        var brackets: [LexedBracket] = []
        var offset = 0
        for (index, token) in tokens.enumerated() {
            if token.kind.isBracket { brackets.append(LexedBracket(token: index, offset: offset, kind: token.kind)) }
            offset += Int(token.length)
        }
        return brackets
    }
}

extension SyntaxKind {
    /// `{`, `}`, `[` or `]`.
    @inline(__always) var isBracket: Bool {
        self == .leftBrace || self == .rightBrace || self == .leftBracket || self == .rightBracket
    }

    /// `{` or `[`.
    @inline(__always) var isOpeningBracket: Bool { self == .leftBrace || self == .leftBracket }
}

struct Lexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The file offset of `bytes[0]`, added to diagnostic ranges.
    private let baseOffset: Int
    private var position = 0
    private var output = LexerOutput()
    /// When set, unchanged blocks of an earlier tree become single tokens.
    private let reuse: BlockReuse?
    /// `ByteClass`'s table.
    private let byteClasses = ByteClass.pointer
    /// Whether to record the bracket tokens (`LexerOutput.brackets`), and those recorded.
    private let recordsBrackets: Bool
    private var brackets: [LexedBracket] = []

    /// Lexes `bytes`, which start at `baseOffset` in the file; with
    /// `recordingBrackets`, lists the bracket tokens too.
    static func lex(_ bytes: UnsafeBufferPointer<UInt8>, baseOffset: Int = 0, reusing reuse: BlockReuse? = nil,
                    recordingBrackets: Bool = false, reservingTokens reserved: Int? = nil) -> LexerOutput {
        var lexer = Lexer(bytes: bytes, baseOffset: baseOffset, reuse: reuse, recordsBrackets: recordingBrackets)
        if reuse == nil { lexer.output.tokens.reserveCapacity(reserved ?? bytes.count / 3 + 4) }
        lexer.run()
        if recordingBrackets { lexer.output.brackets = lexer.brackets }
        return lexer.output
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, baseOffset: Int, reuse: BlockReuse?, recordsBrackets: Bool) {
        self.bytes = bytes
        self.baseOffset = baseOffset
        self.reuse = reuse
        self.recordsBrackets = recordsBrackets
    }

    private mutating func run() {
        if baseOffset == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            emit(.byteOrderMark, from: 0)
        }
        while position < bytes.count {
            lexToken()
        }
    }

    @inline(__always) private func byteClass(_ byte: UInt8) -> UInt8 {
        byteClasses[Int(byte)]
    }

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func emit(_ kind: SyntaxKind, from start: Int, lineBreak: Bool = false) {
        output.tokens.append(RawToken(kind: kind, containsLineBreak: lineBreak, length: Int32(position - start)))
    }

    private mutating func report(_ code: SyntaxErrorCode, _ range: Range<Int>, _ variant: String = "",
                                 _ arguments: [String: SyntaxArgument] = [:]) {
        output.diagnostics.append(SyntaxDiagnostic(
            range: (range.lowerBound + baseOffset)..<(range.upperBound + baseOffset), code: code, variant: variant,
            arguments: arguments))
    }

    private mutating func lexToken() {
        let start = position
        let first = bytes[position]
        let firstClass = byteClass(first)
        if firstClass & ByteClass.whitespace != 0 {
            var lineBreak = false
            while position < bytes.count {
                let byteClass = byteClass(bytes[position])
                guard byteClass & ByteClass.whitespace != 0 else { break }
                lineBreak = lineBreak || byteClass & ByteClass.lineBreak != 0
                position += 1
            }
            emit(.whitespace, from: start, lineBreak: lineBreak)
        } else if firstClass & ByteClass.identifierStart != 0 {
            position += 1
            while position < bytes.count, byteClass(bytes[position]) & ByteClass.identifierContinue != 0 {
                position += 1
            }
            emit(keywordKind(start..<position), from: start)
        } else if let kind = punctuationKind(first) {
            if kind == .leftBrace && reuse != nil && lexReusedBlock() { return }
            if recordsBrackets && kind.isBracket { recordBracket(kind, at: start) }
            position += 1
            emit(kind, from: start)
        } else {
            lexOther(first, from: start)
        }
    }

    /// At a `{` where an unchanged block of the earlier tree starts, emits the
    /// whole block as one token. Kept out of line so the hot loop stays small.
    @inline(never)
    private mutating func lexReusedBlock() -> Bool {
        guard let length = reuse?.blockLength(at: baseOffset + position) else { return false }
        position += length
        output.tokens.append(RawToken(kind: .leftBrace, containsLineBreak: false, isReusedBlock: true,
                                      length: Int32(length)))
        return true
    }

    @inline(never)
    private mutating func recordBracket(_ kind: SyntaxKind, at start: Int) {
        brackets.append(LexedBracket(token: output.tokens.count, offset: baseOffset + start, kind: kind))
    }

    /// Everything but whitespace, names and punctuation: comments, strings,
    /// numbers and runs of unexpected bytes.
    private mutating func lexOther(_ first: UInt8, from start: Int) {
        switch first {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            lexString(from: start, quote: first)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber(from: start)
        case UInt8(ascii: "-") where byte(at: position + 1).map(isDigit) == true:
            position += 1
            lexNumber(from: start)
        case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
            while position < bytes.count, byteClass(bytes[position]) & ByteClass.lineBreak == 0 {
                position += 1
            }
            validateUTF8(start..<position)
            emit(.lineComment, from: start)
        case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
            lexBlockComment(from: start)
        default:
            lexErrorRun(from: start)
        }
    }

    /// A block comment never counts as a line break, even when it spans one:
    /// Qt's QML lexer inserts a semicolon only at a line break outside comments.
    private mutating func lexBlockComment(from start: Int) {
        position += 2
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "*"), self.byte(at: position + 1) == UInt8(ascii: "/") {
                position += 2
                validateUTF8(start..<position)
                emit(.blockComment, from: start)
                return
            }
            position += 1
        }
        validateUTF8(start..<position)
        report(.unterminatedComment, start..<(start + 2), "", [:])
        emit(.blockComment, from: start)
    }

    private mutating func lexString(from start: Int, quote: UInt8) {
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if byteClass(byte) & ByteClass.stringSpecial == 0 {
                position += 1
                continue
            }
            if byte == quote {
                position += 1
                validateUTF8(start..<position)
                emit(.string, from: start)
                return
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            if byte == UInt8(ascii: "\\") {
                lexEscape()
            } else {
                position += 1
            }
        }
        validateUTF8(start..<position)
        let closing = quote == UInt8(ascii: "\"") ? "\"" : "'"
        let found = SyntaxArgument.phrase(position < bytes.count ? "found.end-of-line" : "found.end-of-file", text: "")
        report(.unterminatedString, start..<position, "", ["closing": .text(closing), "found": found])
        emit(.string, from: start)
    }

    /// Consumes one escape at `position` (a backslash), reporting it if invalid.
    private mutating func lexEscape() {
        let start = position
        position += 1
        guard let next = byte(at: position), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") else { return }
        switch next {
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 1
        case UInt8(ascii: "u"):
            position += 1
            var digits = 0
            while digits < 4, let byte = byte(at: position), isHexDigit(byte) {
                position += 1
                digits += 1
            }
            if digits < 4 {
                report(.invalidEscape, start..<position, "unicode", ["count": .text("\(digits)")])
            }
        default:
            let length = next < 0x80 ? 1 : max(1, utf8SequenceLength(at: position))
            position += length
            let shown = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            report(.invalidEscape, start..<position, "other", ["text": .text(shown)])
        }
    }

    private mutating func lexNumber(from start: Int) {
        while let byte = byte(at: position), isDigit(byte) { position += 1 }
        if byte(at: position) == UInt8(ascii: "."), let next = byte(at: position + 1), isDigit(next) {
            position += 1
            while let byte = byte(at: position), isDigit(byte) { position += 1 }
        }
        emit(.number, from: start)
    }

    /// A run of bytes that start no token: unexpected characters, or bytes that
    /// are not UTF-8 (each kind of run is its own token and diagnostic).
    private mutating func lexErrorRun(from start: Int) {
        let invalid = utf8SequenceLength(at: position) == 0
        while position < bytes.count, startsNoToken(at: position) {
            let length = utf8SequenceLength(at: position)
            if (length == 0) != invalid { break }
            position += max(length, 1)
        }
        emit(.errorToken, from: start)
        if invalid {
            reportInvalidUTF8(start..<position)
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            let scalars = text.unicodeScalars.prefix(3).map { "U+" + hex($0.value) }.joined(separator: " ")
                + (text.unicodeScalars.count > 3 ? " …" : "")
            let count = text.unicodeScalars.count
            let isWord = text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil }
            let lookalikes = Set(text.unicodeScalars.map { asciiLookalikes[$0] })
            let hint: SyntaxArgument = switch lookalikes.count == 1 ? lookalikes.first! : nil {
            case nil: .phrase("hint.none", text: "")
            case " ": .phrase("hint.space", text: "")
            case let character?: .phrase("hint.looks-like", text: character)
            }
            report(.unexpectedCharacter, start..<position, isWord ? "word" : "other",
                   ["count": .text("\(count)"), "text": .text(text), "scalars": .text(scalars), "hint": hint])
        }
    }

    private func startsNoToken(at index: Int) -> Bool {
        let byte = bytes[index]
        if byte >= 0x80 { return true }
        if isWhitespace(byte) || isIdentifierStart(byte) || isDigit(byte) || punctuationKind(byte) != nil { return false }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return false }
        if byte == UInt8(ascii: "/"), let next = self.byte(at: index + 1), next == UInt8(ascii: "/") || next == UInt8(ascii: "*") {
            return false
        }
        if byte == UInt8(ascii: "-"), let next = self.byte(at: index + 1), isDigit(next) { return false }
        return true
    }

    /// Reports each run of invalid UTF-8 inside `range` (a string or comment).
    private mutating func validateUTF8(_ range: Range<Int>) {
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            let length = utf8SequenceLength(at: index)
            if length > 0, index + length <= range.upperBound {
                index += length
                continue
            }
            let start = index
            while index < range.upperBound, bytes[index] >= 0x80, utf8SequenceLength(at: index) == 0 { index += 1 }
            if index == start { index += 1 }
            reportInvalidUTF8(start..<index)
        }
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 if it is not one.
    private func utf8SequenceLength(at index: Int) -> Int {
        UTF8Validation.sequenceLength(bytes, at: index)
    }

    /// Reports bytes that are not UTF-8, showing the first four in hexadecimal.
    private mutating func reportInvalidUTF8(_ range: Range<Int>) {
        let shown = bytes[range].prefix(4).map { "0x" + hex(UInt32($0), width: 2) }.joined(separator: " ")
        let variant = range.count > 4 ? "more" : range.count == 1 ? "byte" : "bytes"
        report(.invalidUTF8, range, variant, ["bytes": .text(shown)])
    }

    private func keywordKind(_ range: Range<Int>) -> SyntaxKind {
        switch range.count {
        case 4 where bytes[range.lowerBound] == UInt8(ascii: "t") && bytes[range].elementsEqual("true".utf8):
            return .trueKeyword
        case 5 where bytes[range.lowerBound] == UInt8(ascii: "f") && bytes[range].elementsEqual("false".utf8):
            return .falseKeyword
        default:
            return .identifier
        }
    }
}

private func punctuationKind(_ byte: UInt8) -> SyntaxKind? {
    switch byte {
    case UInt8(ascii: "{"): return .leftBrace
    case UInt8(ascii: "}"): return .rightBrace
    case UInt8(ascii: "["): return .leftBracket
    case UInt8(ascii: "]"): return .rightBracket
    case UInt8(ascii: ":"): return .colon
    case UInt8(ascii: ";"): return .semicolon
    case UInt8(ascii: ","): return .comma
    case UInt8(ascii: "."): return .dot
    default: return nil
    }
}

@inline(__always) func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
}

@inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

@inline(__always) func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 6
}

@inline(__always) func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
}

func hex(_ value: UInt32, width: Int = 4) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
