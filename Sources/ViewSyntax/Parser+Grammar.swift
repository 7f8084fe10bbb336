/// The grammar rules of `grammar/view.ungram`, with the error recovery of the
/// language contract: each fault is reported once, then the parser skips to the
/// end of the member (the next `;`, line break or `}`) and goes on.

extension Parser {
    // MARK: Objects and blocks

    /// `Object = Ident Block`; a `{` with no name before it is reported.
    mutating func parseObject() {
        let start = checkpoint()
        if kind == .identifier {
            reportIfReserved("component")
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
        let blockOffset = nextOffset
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
        builder.finishBlock(from: start, text: UnsafeBufferPointer(rebasing: text[blockOffset...]))
    }

    /// What came last in a block, which decides whether a `;` separates or strays.
    private enum PreviousMember {
        /// Nothing, or a separator: a `;` here separates nothing.
        case none
        /// A binding whose value ends at the end of the member: `;` may end it.
        case binding
        /// An object member, which ends at its own `}`.
        case object
        /// A binding whose value is an object or a list of objects, which QML
        /// ends at its `}` or `]`: only a line break or `}` may follow.
        case objectValue
    }

    /// Parses a block's members, up to its `}` or the end; with `stop`, up
    /// to the member that starts at that file offset, and returns whether the
    /// members ended there (no member ran into it).
    @discardableResult
    mutating func parseMembers(stoppingAt stop: Int = .max) -> Bool {
        var previous = PreviousMember.none
        while true {
            if baseOffset + nextOffset >= stop { return baseOffset + nextOffset == stop && !atEnd }
            if atPreparedMembers {
                adoptPreparedMembers()
                previous = .none
                continue
            }
            switch kind {
            case .rightBrace, .endOfFile:
                return stop == .max
            case .semicolon:
                if previous == .binding {
                    bump()
                } else {
                    reportStraySemicolon(after: previous)
                }
                previous = .none
            case .identifier where second.kind == .leftBrace, .leftBrace:
                parseObject()
                previous = .object
            case .identifier:
                previous = parseBinding() ? .objectValue : .binding
                expectSeparator()
            case .errorToken:
                // The lexer has reported it; skip the member it spoils, silently.
                skipRestOfMember()
                previous = .binding
            default:
                report(.unexpectedToken, "member", found: found())
                skipRestOfMember()
                previous = .binding
            }
        }
    }

    /// A `;` that separates nothing, QML has no place for: reported, and kept in an error node.
    private mutating func reportStraySemicolon(after previous: PreviousMember) {
        switch previous {
        case .object: report(.straySemicolon, "object")
        case .objectValue: report(.straySemicolon, "object-value")
        case .none, .binding: report(.straySemicolon, "empty")
        }
        let start = checkpoint()
        bump()
        finish(.error, start)
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

    /// `Binding = Ident ':' Value`. Returns whether the value is an object or
    /// a list of objects.
    private mutating func parseBinding() -> Bool {
        let start = checkpoint()
        let nameRange = nextRange
        reportIfReserved("property")
        bump()
        var endsWithObject = false
        if kind == .colon {
            let colon = nextRange
            bump()
            endsWithObject = parseValueAfterColon(name: nameRange, colon: colon)
        } else if !lineBreakBeforeNext && startsValue(kind) {
            report(.missingColon, "value", ["name": .text(text(of: nameRange))], found: found())
            endsWithObject = parseValue(inList: false) != .other
        } else if atMemberEnd {
            report(.missingColon, "other", ["name": .text(text(of: nameRange))], found: found(lineEndsHere: true), at: nameRange)
        } else {
            report(.missingColon, "other", ["name": .text(text(of: nameRange))], found: found())
            skipRestOfMember()
        }
        finish(.binding, start)
        return endsWithObject
    }

    /// Reports a reserved word that starts a path value (QML reads it as
    /// JavaScript, where only `null` and `this` of them are values); `default`
    /// and `delete` alone, values before version 3, get a warning instead.
    private mutating func reportIfReservedValue(singleName: Bool) {
        let word = UnsafeBufferPointer(rebasing: text[nextOffset..<(nextOffset + Int(tokens[next].length))])
        guard ReservedWords.contains(word) else { return }
        let name = nextText
        if singleName, let replacement = ReservedWords.deprecatedValues[name] {
            report(.reservedWord, "deprecated-value", ["word": .text(name), "replacement": .text(replacement)], severity: .warning)
        } else if !ReservedWords.qmlValues.contains(name) {
            report(.reservedWord, "value", ["word": .text(name)])
        }
    }

    /// Reports the next token, an identifier, if it is one of QML's reserved
    /// words, which cannot be a property's or a component's name (`variant`).
    private mutating func reportIfReserved(_ variant: String) {
        guard ReservedWords.contains(UnsafeBufferPointer(rebasing: text[nextOffset..<(nextOffset + Int(tokens[next].length))])) else { return }
        report(.reservedWord, variant, ["word": .text(nextText)])
    }

    /// Whether the member ends before the next token: a line break, `;`, `}` or the end.
    private var atMemberEnd: Bool {
        atEnd || lineBreakBeforeNext || kind == .rightBrace || kind == .semicolon
    }

    /// The value of a binding; returns whether it is an object or a list of objects.
    private mutating func parseValueAfterColon(name: Range<Int>, colon: Range<Int>) -> Bool {
        if atMemberEnd {
            report(.missingValue, "", ["name": .text(text(of: name))], found: found(lineEndsHere: true), at: colon)
        } else if startsValue(kind) {
            return parseValue(inList: false) != .other
        } else {
            report(.missingValue, "", ["name": .text(text(of: name))], found: found())
            skipRestOfMember()
        }
        return false
    }

    /// What a value is, as far as QML tells values apart: an object, a list
    /// of objects (both end at their closing bracket), or anything else.
    enum ValueShape {
        case object, objectList, other
    }

    func startsValue(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .string, .number, .trueKeyword, .falseKeyword, .identifier, .leftBracket, .leftBrace: return true
        default: return false
        }
    }

    /// `Value = String | Number | Bool | Path | List | Object`, at a value's
    /// first token. After a colon, a name and its `{` must share a line (a
    /// line break there ends the binding: `presents: Popover` alone is a
    /// path); in a list, line breaks are free.
    @discardableResult
    mutating func parseValue(inList: Bool) -> ValueShape {
        switch kind {
        case .string: parseLiteral(.stringLiteral)
        case .number: parseLiteral(.numberLiteral)
        case .trueKeyword, .falseKeyword: parseLiteral(.boolLiteral)
        case .identifier:
            let after = second
            if after.kind == .leftBrace && (inList || !after.lineBreakBefore) {
                parseObject()
                return .object
            }
            reportIfReservedValue(singleName: after.kind != .dot || after.lineBreakBefore)
            parsePath()
        case .leftBracket: return parseList(nested: inList) ? .objectList : .other
        case .leftBrace:
            parseObject()
            return .object
        default: preconditionFailure("parseValue at \(kind)")
        }
        return .other
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

    /// `List = '[' (Value (',' Value)* ','?)? ']'`; line breaks inside are
    /// trivia. Returns whether the list holds objects.
    private mutating func parseList(nested: Bool) -> Bool {
        let start = checkpoint()
        bump()
        if depth >= Parser.maximumDepth {
            skipTooDeep(closing: .rightBracket)
            if kind == .rightBracket { bump() }
            finish(.list, start)
            return false
        }
        depth += 1
        let holdsObjects = parseListElements(nested: nested)
        depth -= 1
        finish(.list, start)
        return holdsObjects
    }

    private var atListEnd: Bool {
        atEnd || kind == .rightBrace || kind == .semicolon || (kind == .identifier && second.kind == .colon)
    }

    /// The elements and the closing `]`. As in QML, a list holds objects or
    /// other values, never both; only a binding's own list may hold objects
    /// (QML reads a nested list as JavaScript, where an object cannot stand).
    /// Any list may end with a comma, a list of objects included (Qt's own
    /// grammar and tools take `[A { }, B { },]`). Returns whether the list's
    /// first element is an object.
    private mutating func parseListElements(nested: Bool) -> Bool {
        var expectingValue = true
        var firstShape: ValueShape?
        var reportedMix = false
        while true {
            if kind == .rightBracket {
                bump()
                return firstShape == .object
            }
            if atListEnd {
                report(.unclosedList, "", found: found())
                return firstShape == .object
            }
            if startsValue(kind) {
                if !expectingValue {
                    report(.missingSeparator, "list", found: found())
                }
                let elementRange = nextRange
                let elementKind = kind
                let shape = parseValue(inList: true) == .object ? ValueShape.object : .other
                if shape == .object && nested {
                    report(.objectList, "nested", found: found(elementKind, text: text(of: elementRange)), at: elementRange)
                } else if let firstShape, firstShape != shape, !reportedMix, !nested {
                    report(.objectList, shape == .object ? "object" : "value",
                           found: found(elementKind, text: text(of: elementRange)), at: elementRange)
                    reportedMix = true
                }
                firstShape = firstShape ?? shape
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
