/// `Formatter`: the public entry points of the canonical formatter (`viewls format`),
/// and what happens around the layout: the byte-order mark, the final newline and
/// the file's line ending. The layout itself is `FormatLayout`; the rules are in
/// `grammar/README.md`, "Canonical layout".
public import ViewSyntax

public enum Formatter {
    /// The widest line, in characters, that a one-line block or list may make.
    public static let maxColumn = 100
    /// Spaces per nesting level.
    public static let indentWidth = 4

    /// The canonical layout of `tree`'s text; nil when the tree has syntax errors
    /// (we never reformat broken input).
    public static func format(_ tree: SyntaxTree) -> String? {
        guard let bytes = formattedBytes(tree) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The same as minimal text edits (byte ranges of the original, non-overlapping,
    /// sorted) turning the input into the formatted text; [] when already formatted
    /// or when there are syntax errors.
    public static func edits(_ tree: SyntaxTree) -> [TextEdit] {
        guard let formatted = formattedBytes(tree) else { return [] }
        let original = tree.bytes
        guard original != formatted else { return [] }
        return FormatDiff.edits(from: tree, to: formatted)
    }

    /// The formatted file as bytes, or nil when the tree has syntax errors.
    static func formattedBytes(_ tree: SyntaxTree) -> [UInt8]? {
        guard !tree.hasErrors, let file = tree.file, file.root != nil else { return nil }
        var layout = FormatLayout()
        layout.file(file.syntax)
        let text = layout.finish()

        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + text.utf8.count / 16 + 3)
        if file.syntax.childTokens.first?.kind == .byteOrderMark {
            result.append(contentsOf: [0xEF, 0xBB, 0xBF])
        }
        let crlf = usesCRLF(tree.bytes)
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") && crlf { result.append(UInt8(ascii: "\r")) }
            result.append(byte)
        }
        return result
    }

    /// Whether the source's first line break is `\r\n` (then every line ends so).
    static func usesCRLF(_ bytes: [UInt8]) -> Bool {
        guard let index = bytes.firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else {
            return false
        }
        return bytes[index] == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")
    }
}
