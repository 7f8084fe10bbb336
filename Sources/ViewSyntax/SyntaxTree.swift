/// `SyntaxTree`: one parsed version of a file — the green root and the syntax
/// diagnostics beside it — and the entry points that build it.

/// A parsed file. Immutable; a new version comes from `parse` or `applying(_:)`.
public struct SyntaxTree: @unchecked Sendable {
    public let root: GreenNode
    /// Sorted by position (see `SyntaxDiagnostic.<`).
    public let diagnostics: [SyntaxDiagnostic]

    /// Whether any diagnostic is an error: a tree with only warnings (a
    /// deprecated spelling) is read, formatted and checked as a clean one.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    init(root: GreenNode, diagnostics: [SyntaxDiagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }

    /// Parses any bytes. Never fails: faults become diagnostics.
    public static func parse(_ bytes: [UInt8]) -> SyntaxTree {
        bytes.withUnsafeBufferPointer { parse($0) }
    }

    public static func parse(_ text: String) -> SyntaxTree {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> SyntaxTree {
        if bytes.count >= parallelThreshold, processorCount > 1 {
            return parseLarge(bytes, processors: processorCount)
        }
        return parse(bytes, reusing: nil)
    }

    /// Parses `bytes`, adopting the unchanged blocks that `reuse` offers.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, reusing reuse: BlockReuse?) -> SyntaxTree {
        parse(bytes, lexed: Lexer.lex(bytes, reusing: reuse), reusing: reuse)
    }

    /// Parses `bytes` from their tokens (lexed with `reuse`, when given).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, lexed: LexerOutput, reusing reuse: BlockReuse?) -> SyntaxTree {
        var parser = Parser(text: bytes, tokens: lexed.tokens, baseOffset: 0, depth: 0, reuse: reuse)
        let root = parser.parseFile()
        return SyntaxTree(root: root,
                          diagnostics: merge(lexed.diagnostics + parser.lateLexicalDiagnostics, parser.diagnostics))
    }

    /// The red root: a cursor with offsets and parents.
    public var rootNode: SyntaxNode { SyntaxNode(root: root) }

    /// The exact bytes the tree was parsed from.
    public var bytes: [UInt8] { root.bytes }

    /// The text, with invalid UTF-8 shown as U+FFFD.
    public var text: String { String(decoding: root.bytes, as: UTF8.self) }

    /// Whether two trees have the same shape, tokens and diagnostics.
    public func isStructurallyEqual(to other: SyntaxTree) -> Bool {
        root.isStructurallyEqual(to: other.root) && diagnostics == other.diagnostics
    }
}

/// Lexer and parser diagnostics as one sorted list.
func merge(_ lexical: [SyntaxDiagnostic], _ syntactic: [SyntaxDiagnostic]) -> [SyntaxDiagnostic] {
    if lexical.isEmpty && syntactic.isEmpty { return [] }
    return (lexical + syntactic).sorted()
}

/// One change to a text: the bytes in `range` (of the old text) become `replacement`.
public struct TextEdit: Hashable, Sendable, CustomStringConvertible {
    public var range: Range<Int>
    public var replacement: [UInt8]

    public init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    public init(range: Range<Int>, replacement: String) {
        self.init(range: range, replacement: Array(replacement.utf8))
    }

    /// How much longer the text gets.
    public var delta: Int { replacement.count - range.count }

    /// The edit applied to `bytes`, with the range clamped to them.
    public func apply(to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        apply(in: &result)
        return result
    }

    private func apply(in bytes: inout [UInt8]) {
        let lower = min(max(0, range.lowerBound), bytes.count)
        let upper = min(max(lower, range.upperBound), bytes.count)
        bytes.replaceSubrange(lower..<upper, with: replacement)
    }

    /// Edits of one text applied to its bytes together, from the last to the
    /// first, each clamped to the bytes as `apply(to:)` does. The edits should
    /// not overlap; at one offset, an insertion lands before a replacement
    /// starting there and insertions keep their order, as LSP has it.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        let lastFirst = edits.enumerated().sorted { a, b in
            (a.element.range.lowerBound, a.element.range.upperBound, a.offset)
                > (b.element.range.lowerBound, b.element.range.upperBound, b.offset)
        }
        var result = bytes
        for edit in lastFirst { edit.element.apply(in: &result) }
        return result
    }

    public var description: String {
        "\(range.lowerBound)..\(range.upperBound) → \(String(decoding: replacement, as: UTF8.self).debugDescription)"
    }
}
