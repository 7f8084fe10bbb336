/// The file level of the grammar: the root object, and what stands before
/// and after it (reported once each, kept in error nodes).

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

    var atObjectStart: Bool {
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
        parseTrailingItems()
        finish(.error, start)
    }

    /// Trailing content's objects and tokens, to the end or to the item at file
    /// offset `stop`; returns whether they ended there (`TrailingReparse`).
    @discardableResult
    mutating func parseTrailingItems(stoppingAt stop: Int = .max) -> Bool {
        while !atEnd {
            if baseOffset + nextOffset >= stop { return baseOffset + nextOffset == stop }
            if atObjectStart { parseObject() } else { skipOne() }
        }
        return stop == .max
    }

    /// Consumes one token, or a whole block when it is a `{`.
    mutating func skipOne() {
        if kind == .leftBrace { parseBlock() } else { bump() }
    }
}
