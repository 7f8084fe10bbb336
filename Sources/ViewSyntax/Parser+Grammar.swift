/// The grammar rules of `grammar/view.ungram`, with the error recovery of the
/// language contract: each fault is reported once, then the parser skips to the
/// end of the member (the next `;`, line break or `}`) and goes on.

extension Parser {
    // MARK: File

    mutating func parseFile() -> GreenNode {
        let hadLeadingContent = parseLeadingContent()
        if kind == .identifier || kind == .leftBrace {
            parseObject()
            parseTrailingContent()
        } else if !hadLeadingContent {
            report(.missingRoot, "", [:])
        }
        return finishRoot(.file)
    }

    private var atObjectStart: Bool {
        kind == .leftBrace || (kind == .identifier && second.kind == .leftBrace)
    }

    /// Anything before the root object: reported once, kept in an error node.
    private mutating func parseLeadingContent() -> Bool {
        guard !atEnd, !atObjectStart else { return false }
        let start = checkpoint()
        report(.unexpectedToken, "root", found: found())
        while !atEnd, !atObjectStart {
            skipOne()
        }
        finish(.error, start)
        return true
    }

    /// Anything after the root object: reported once, kept in an error node.
    private mutating func parseTrailingContent() {
        guard !atEnd else { return }
        let start = checkpoint()
        report(.trailingContent, "", found: found())
        while !atEnd {
            if atObjectStart { parseObject() } else { skipOne() }
        }
        finish(.error, start)
    }

    /// Consumes one token, or a whole block when it is a `{`.
    private mutating func skipOne() {
        if kind == .leftBrace { parseBlock() } else { bump() }
    }

    // MARK: Objects and blocks

    /// `Object = Ident Block`; a `{` with no name before it is reported.
    mutating func parseObject() {
        let start = checkpoint()
        if kind == .identifier {
            bump()
        } else {
            report(.missingName, "component", [:])
        }
        parseBlock()
        finish(.object, start)
    }

    /// `Block = '{' Member* '}'`, at the next token, which is a `{`.
    mutating func parseBlock() {
        if atReusedBlock && adoptReusedBlock() { return }
        let start = checkpoint()
        let openingBrace = nextRange
        bump()
        if depth >= Parser.maximumDepth {
            skipTooDeep(closing: .rightBrace)
        } else {
            depth += 1
            parseMembers()
            depth -= 1
        }
        if kind == .rightBrace {
            bump()
        } else {
            report(.unclosedBlock, "", [:], at: openingBrace)
        }
        finish(.block, start)
    }

    private mutating func parseMembers() {
        while true {
            switch kind {
            case .rightBrace, .endOfFile:
                return
            case .semicolon:
                bump()
            case .identifier where second.kind == .leftBrace, .leftBrace:
                parseObject()
            case .identifier:
                parseBinding()
                expectSeparator()
            case .errorToken:
                // The lexer has reported it; skip the member it spoils, silently.
                skipRestOfMember()
            default:
                report(.unexpectedToken, "member", found: found())
                skipRestOfMember()
            }
        }
    }

    /// After a binding: a `;`, a line break, the block's `}` or the end.
    private mutating func expectSeparator() {
        if kind == .semicolon || kind == .rightBrace || atEnd || lineBreakBeforeNext { return }
        report(.missingSeparator, "member", found: found())
        let startsMember = kind == .identifier && (second.kind == .colon || second.kind == .leftBrace)
        if !startsMember { skipRestOfMember() }
    }

    /// Skips to the end of the member into an error node: the next `;`, line
    /// break, `}` or end of file. Blocks met on the way are parsed whole.
    mutating func skipRestOfMember() {
        let start = checkpoint()
        var first = true
        while !atEnd, kind != .rightBrace, kind != .semicolon, first || !lineBreakBeforeNext {
            skipOne()
            first = false
        }
        finish(.error, start)
    }

    // MARK: Bindings and values

    /// `Binding = Ident ':' Value`.
    private mutating func parseBinding() {
        let start = checkpoint()
        let nameRange = nextRange
        let name = text(of: nameRange)
        bump()
        if kind == .colon {
            let colon = nextRange
            bump()
            parseValueAfterColon(name: nameRange, colon: colon)
        } else if !lineBreakBeforeNext && startsValue(kind) {
            report(.missingColon, "value", ["name": .text(name)], found: found())
            parseValue()
        } else if atMemberEnd {
            report(.missingColon, "other", ["name": .text(name)], found: found(lineEndsHere: true), at: nameRange)
        } else {
            report(.missingColon, "other", ["name": .text(name)], found: found())
            skipRestOfMember()
        }
        finish(.binding, start)
    }

    /// Whether the member ends before the next token: a line break, `;`, `}` or the end.
    private var atMemberEnd: Bool {
        atEnd || lineBreakBeforeNext || kind == .rightBrace || kind == .semicolon
    }

    private mutating func parseValueAfterColon(name: Range<Int>, colon: Range<Int>) {
        if atMemberEnd {
            report(.missingValue, "", ["name": .text(text(of: name))], found: found(lineEndsHere: true), at: colon)
        } else if startsValue(kind) {
            parseValue()
        } else {
            report(.missingValue, "", ["name": .text(text(of: name))], found: found())
            skipRestOfMember()
        }
    }

    func startsValue(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .string, .number, .trueKeyword, .falseKeyword, .identifier, .leftBracket, .leftBrace: return true
        default: return false
        }
    }

    /// `Value = String | Number | Bool | Path | List | Object`, at a value's first token.
    mutating func parseValue() {
        switch kind {
        case .string: parseLiteral(.stringLiteral)
        case .number: parseLiteral(.numberLiteral)
        case .trueKeyword, .falseKeyword: parseLiteral(.boolLiteral)
        case .identifier where second.kind == .leftBrace: parseObject()
        case .identifier: parsePath()
        case .leftBracket: parseList()
        case .leftBrace: parseObject()
        default: preconditionFailure("parseValue at \(kind)")
        }
    }

    private mutating func parseLiteral(_ literal: SyntaxKind) {
        bumpLeaf(literal)
    }

    /// `Path = Ident ('.' Ident)*`, on one line.
    private mutating func parsePath() {
        let after = second
        if after.kind != .dot || after.lineBreakBefore {
            bumpLeaf(.path)
            return
        }
        let start = checkpoint()
        bump()
        while kind == .dot && !lineBreakBeforeNext {
            let dot = nextRange
            bump()
            if kind == .identifier && !lineBreakBeforeNext {
                bump()
            } else if atMemberEnd {
                report(.missingName, "path", found: found(lineEndsHere: true), at: dot)
                break
            } else {
                report(.missingName, "path", found: found())
                skipRestOfMember()
                break
            }
        }
        finish(.path, start)
    }

    /// `List = '[' (Value (',' Value)* ','?)? ']'`; line breaks inside are trivia.
    private mutating func parseList() {
        let start = checkpoint()
        bump()
        if depth >= Parser.maximumDepth {
            skipTooDeep(closing: .rightBracket)
            if kind == .rightBracket { bump() }
            finish(.list, start)
            return
        }
        depth += 1
        parseListElements()
        depth -= 1
        finish(.list, start)
    }

    private var atListEnd: Bool {
        atEnd || kind == .rightBrace || kind == .semicolon || (kind == .identifier && second.kind == .colon)
    }

    private mutating func parseListElements() {
        var expectingValue = true
        while true {
            if kind == .rightBracket {
                bump()
                return
            }
            if atListEnd {
                report(.unclosedList, "", found: found())
                return
            }
            if startsValue(kind) {
                if !expectingValue {
                    report(.missingSeparator, "list", found: found())
                }
                parseValue()
                expectingValue = false
            } else if kind == .comma && !expectingValue {
                bump()
                expectingValue = true
            } else {
                report(.unexpectedToken, "list", found: found())
                let skipped = checkpoint()
                bump()
                finish(.error, skipped)
            }
        }
    }

    /// Keeps everything up to the matching `closing` token flat in an error node,
    /// reporting it once. Braces inside still pair up, so the block structure of
    /// the file does not depend on how deep the parser went.
    private mutating func skipTooDeep(closing: SyntaxKind) {
        let start = checkpoint()
        report(.tooDeep, "", ["maximum": .text("\(Parser.maximumDepth)")], at: nextRange.lowerBound..<nextRange.lowerBound)
        var braces = 0
        var brackets = 0
        loop: while !atEnd {
            switch kind {
            case .leftBrace: braces += 1
            case .rightBrace:
                if braces == 0 { break loop }
                braces -= 1
            case .leftBracket: brackets += 1
            case .rightBracket:
                if closing == .rightBracket && braces == 0 && brackets == 0 { break loop }
                brackets = max(0, brackets - 1)
            default: break
            }
            bump()
        }
        finish(.error, start)
    }
}
