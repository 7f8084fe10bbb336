/// Builders of the text edits that fixes make: remove a binding (with its
/// line when it stands alone), replace a value, insert a binding, rename.
/// They keep the layout the formatter would keep, so a fixed file stays tidy.
public import ViewSyntax

public struct FixEdits: Sendable {
    let bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Replaces a range's text.
    public func replace(_ range: Range<Int>, with text: String) -> TextEdit {
        TextEdit(range: range, replacement: text)
    }

    /// Replaces a binding's value.
    public func replaceValue(of binding: Binding, with text: String) -> TextEdit {
        replace(binding.valueRange, with: text)
    }

    /// Removes a range that holds one member: the whole line when nothing else
    /// stands on it, else the member with its `;` separator and spaces.
    public func removeMember(_ range: Range<Int>) -> TextEdit {
        var lineStart = range.lowerBound
        while lineStart > 0, bytes[lineStart - 1] == .space || bytes[lineStart - 1] == .tab { lineStart -= 1 }
        var after = range.upperBound
        while after < bytes.count, bytes[after] == .space || bytes[after] == .tab { after += 1 }
        if after < bytes.count, bytes[after] == .semicolon {
            after += 1
            while after < bytes.count, bytes[after] == .space || bytes[after] == .tab { after += 1 }
        }
        let startsLine = lineStart == 0 || bytes[lineStart - 1] == .newline || bytes[lineStart - 1] == .carriageReturn
        let endsLine = after == bytes.count || bytes[after] == .newline || bytes[after] == .carriageReturn
        if startsLine && endsLine {
            var end = after
            if end < bytes.count, bytes[end] == .carriageReturn { end += 1 }
            if end < bytes.count, bytes[end] == .newline { end += 1 }
            return TextEdit(range: lineStart..<end, replacement: [])
        }
        if endsLine || (after < bytes.count && bytes[after] == .rightBrace) {
            // Last on its line: take the separator or spaces before it instead.
            var start = range.lowerBound
            while start > 0, bytes[start - 1] == .space || bytes[start - 1] == .tab { start -= 1 }
            if start > 0, bytes[start - 1] == .semicolon {
                return TextEdit(range: (start - 1)..<range.upperBound, replacement: [])
            }
            return TextEdit(range: start..<after, replacement: [])
        }
        return TextEdit(range: range.lowerBound..<after, replacement: [])
    }

    public func remove(_ binding: Binding) -> TextEdit { removeMember(binding.range) }

    public func remove(_ element: Element) -> TextEdit { removeMember(element.range) }

    /// Inserts `text` (one member, such as `enabled: false`) as the element's
    /// first member, on its own line in a multi-line block or after `{ ` on one line.
    public func insertMember(_ text: String, into element: Element) -> TextEdit? {
        guard let body = element.syntax.body, let brace = body.syntax.childTokens([.leftBrace]).first else { return nil }
        let blockRange = body.syntax.range
        let isMultiLine = bytes[blockRange].contains(.newline)
        if isMultiLine {
            let indentation = memberIndentation(of: element)
            return TextEdit(range: brace.range.upperBound..<brace.range.upperBound, replacement: "\n\(indentation)\(text)")
        }
        let isEmpty = element.syntax.body?.members.isEmpty ?? true
        return TextEdit(range: brace.range.upperBound..<brace.range.upperBound, replacement: isEmpty ? " \(text) " : " \(text);")
    }

    /// The indentation of an element's members: its first member's, else the
    /// element's own line indentation plus four spaces.
    func memberIndentation(of element: Element) -> String {
        if let first = element.syntax.body?.members.first {
            return indentation(ofLineAt: first.syntax.range.lowerBound)
        }
        return indentation(ofLineAt: element.range.lowerBound) + "    "
    }

    func indentation(ofLineAt offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != .newline, bytes[start - 1] != .carriageReturn { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == .space || bytes[end] == .tab { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The text of a range.
    public func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}

extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let semicolon = UInt8(ascii: ";")
    static let rightBrace = UInt8(ascii: "}")
}
