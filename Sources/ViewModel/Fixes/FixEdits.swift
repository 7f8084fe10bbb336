/// Builders of the text edits that fixes make: remove a binding or an element
/// (with its line and its own comments when it stands alone), replace a
/// value, insert a member, insert text at a place. Every edit is built on the
/// bytes of the file that holds the syntax it edits — a component's default
/// lives in the component's file, not in the screen being checked — and names
/// that file. Inserted text follows that file's line breaks and indentation,
/// so a fixed file stays tidy. Nothing here traps: a range outside its file is
/// clamped, and the engine drops a fix whose edits do not fit their files.
public import ViewSyntax

/// One edit of a fix in a named file.
public struct FileEdit: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var edit: TextEdit

    public init(path: String, edit: TextEdit) {
        self.path = path
        self.edit = edit
    }

    public var range: Range<Int> { edit.range }
    public var description: String { "\(path):\(edit)" }
}

public struct FixEdits: Sendable {
    let sources: FixSources

    /// Edits on the files of a check: the checked file, and the workspace's
    /// files for syntax that lives elsewhere (component definitions, other screens).
    public init(file: SourceFile, directory: (any TypeDirectory)?) {
        sources = FixSources(current: file, directory: directory)
    }

    /// Edits on one file alone.
    public init(file: SourceFile) {
        self.init(file: file, directory: nil)
    }

    /// The bytes of the file at `path` (empty when the workspace has no such file).
    public func bytes(of path: String) -> [UInt8] { sources.file(path)?.bytes ?? [] }

    // MARK: Replacing

    /// Replaces a range of a file with text; bare line feeds in `text` become the file's line break.
    public func replace(_ location: SourceLocation, with text: String) -> FileEdit {
        let bytes = bytes(of: location.path)
        let range = clamped(location.range, to: bytes.count)
        return FileEdit(path: location.path, edit: TextEdit(range: range, replacement: withLineBreaks(of: bytes, text)))
    }

    /// Replaces a range of the file at `path`.
    public func replace(_ range: Range<Int>, in path: String, with text: String) -> FileEdit {
        replace(SourceLocation(path: path, range: range), with: text)
    }

    /// Inserts text at an offset of a file.
    public func insert(_ text: String, at offset: Int, in path: String) -> FileEdit {
        replace(SourceLocation(path: path, range: offset..<offset), with: text)
    }

    /// Replaces a binding's value.
    public func replaceValue(of binding: Binding, with text: String) -> FileEdit {
        replace(binding.valueLocation, with: text)
    }

    /// The text of a range of a file.
    public func text(_ location: SourceLocation) -> String {
        let bytes = bytes(of: location.path)
        return String(decoding: bytes[clamped(location.range, to: bytes.count)], as: UTF8.self)
    }

    // MARK: Removing

    public func remove(_ binding: Binding) -> FileEdit { removeMember(binding.location) }

    public func remove(_ element: Element) -> FileEdit { removeMember(SourceLocation(path: element.path, range: element.range)) }

    /// Removes a range that holds one member. When the member stands alone on
    /// its lines, the whole lines go, with the comments that are the member's
    /// own: the comment lines right above it (no blank line between) and a
    /// comment after it on its last line. Else the member goes with its `;`
    /// separator and spaces, and with a comment that follows it to the end of
    /// its line when it is the line's last member.
    public func removeMember(_ location: SourceLocation) -> FileEdit { removeMember(location, withOwnComments: true) }

    /// `removeMember`, choosing whether the member's own comments go too:
    /// not when it moves (its comments stay where they are, never lost) or
    /// when the member is itself a comment.
    public func removeMember(_ location: SourceLocation, withOwnComments: Bool) -> FileEdit {
        let bytes = bytes(of: location.path)
        let text = ByteText(bytes, tree: sources.file(location.path)?.tree)
        let range = clamped(location.range, to: bytes.count)
        let lineStart = text.skippingBlanks(backwardFrom: range.lowerBound)
        var after = text.skippingBlanks(from: range.upperBound)
        if after < bytes.count, bytes[after] == .semicolon { after = text.skippingBlanks(from: after + 1) }
        let commentEnd = withOwnComments ? text.lineCommentEnd(at: after) : after
        let startsLine = text.isLineStart(lineStart)
        if startsLine, text.isLineEnd(commentEnd) {
            let start = withOwnComments ? text.ownCommentLinesStart(above: lineStart) : lineStart
            return FileEdit(path: location.path, edit: TextEdit(range: start..<text.afterLineBreak(at: commentEnd), replacement: []))
        }
        if text.isLineEnd(commentEnd) || (after < bytes.count && bytes[after] == .rightBrace) {
            // Last on a line it shares: take the separator or spaces before it instead. A comment
            // after it stays: on a shared line it speaks of the line, not of this member alone.
            let start = text.skippingBlanks(backwardFrom: range.lowerBound)
            if start > 0, bytes[start - 1] == .semicolon {
                return FileEdit(path: location.path, edit: TextEdit(range: (start - 1)..<range.upperBound, replacement: []))
            }
            // Before a `}` that closes other members on the line, the spaces after it stay (`{ A {} B {} }` keeps
            // `{ A {} }`); after the block's only member, or at a line's end, they go (`{ A {} }` becomes `{}`).
            let closesOthers = after < bytes.count && bytes[after] == .rightBrace && start > 0 && bytes[start - 1] != .leftBrace
            let keepsSpacesAfter = commentEnd > after || closesOthers
            return FileEdit(path: location.path, edit: TextEdit(range: start..<(keepsSpacesAfter ? range.upperBound : after), replacement: []))
        }
        return FileEdit(path: location.path, edit: TextEdit(range: range.lowerBound..<after, replacement: []))
    }

    // MARK: Inserting

    /// Inserts `text` (one member, such as `enabled: false`, or several on
    /// lines of their own, indented by the caller) as the element's first
    /// member, on its own line in a multi-line block or after `{ ` on one line.
    public func insertMember(_ text: String, into element: Element) -> FileEdit? {
        guard let body = element.syntax.body, let brace = body.syntax.childTokens([.leftBrace]).first else { return nil }
        let bytes = bytes(of: element.path)
        let blockRange = clamped(body.syntax.range, to: bytes.count)
        let at = SourceLocation(path: element.path, range: brace.range.upperBound..<brace.range.upperBound)
        if bytes[blockRange].contains(.newline) || bytes[blockRange].contains(.carriageReturn) {
            let indentation = memberIndentation(of: element)
            return replace(at, with: "\n\(indentation)\(text)")
        }
        let isEmpty = element.syntax.body?.members.isEmpty ?? true
        // An object ends at its own `}`: QML takes no `;` after it.
        return replace(at, with: isEmpty ? " \(text) " : Self.isObject(text) ? " \(text)" : " \(text);")
    }

    /// Inserts `text` as the element's last member: on its own line before the
    /// closing brace of a multi-line block, else before the `}` of a one-line
    /// block. Nil when the block has no closing brace.
    public func appendMember(_ text: String, to element: Element) -> FileEdit? {
        guard let body = element.syntax.body, let brace = body.syntax.childTokens([.rightBrace]).last else { return nil }
        let byteText = ByteText(bytes(of: element.path))
        let lineStart = byteText.skippingBlanks(backwardFrom: min(brace.range.lowerBound, byteText.bytes.count))
        let at = SourceLocation(path: element.path, range: lineStart..<lineStart)
        if lineStart > 0, byteText.isLineStart(lineStart) {
            return replace(at, with: "\(memberIndentation(of: element))\(text)\n")
        }
        if body.members.isEmpty { return replace(SourceLocation(path: element.path, range: lineStart..<brace.range.lowerBound), with: " \(text) ") }
        switch body.members.last {
        case .object:
            // An object ends at its own `}`: QML takes no `;` after it.
            return replace(at, with: " \(text)")
        case .binding(let binding) where binding.value.map({ Self.endsWithObject($0.syntax) }) ?? false:
            // Nor after a binding whose value is an object or a list of objects: a line break.
            return replace(at, with: "\n\(memberIndentation(of: element))\(text)")
        default:
            return replace(at, with: "; \(text)")
        }
    }

    /// Whether member text is an object (`Name {` …), not a binding.
    static func isObject(_ text: String) -> Bool {
        let name = text.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        return !name.isEmpty && text.dropFirst(name.count).drop { $0 == " " }.first == "{"
    }

    /// Whether a value is an object or a list whose first element is one.
    static func endsWithObject(_ value: SyntaxNode) -> Bool {
        value.kind == .object || (value.kind == .list && value.childNodes.first?.kind == .object)
    }

    /// Whether a range of a file stands alone on its lines (only blanks before it and after it on them).
    public func standsAlone(_ location: SourceLocation) -> Bool {
        let text = ByteText(bytes(of: location.path))
        let range = clamped(location.range, to: text.bytes.count)
        return text.isLineStart(text.skippingBlanks(backwardFrom: range.lowerBound))
            && text.isLineEnd(text.skippingBlanks(from: range.upperBound))
    }

    /// The indentation of an element's members: its first member's, else the
    /// element's own line indentation plus one level of the file's indentation.
    public func memberIndentation(of element: Element) -> String {
        if let first = element.syntax.body?.members.first {
            return indentation(ofLineAt: first.syntax.range.lowerBound, in: element.path)
        }
        let bytes = bytes(of: element.path)
        return indentation(ofLineAt: element.range.lowerBound, in: element.path) + ByteText(bytes).indentationUnit
    }

    /// The blanks that begin the line holding `offset`.
    public func indentation(ofLineAt offset: Int, in path: String) -> String {
        guard let file = sources.file(path) else { return "" }
        let text = ByteText(file.bytes)
        // The line index finds the line's start without walking back over a long line.
        let start = file.lineIndex.contentRange(ofLine: file.lineIndex.line(containing: min(max(0, offset), file.bytes.count))).lowerBound
        return String(decoding: text.bytes[start..<text.skippingBlanks(from: start)], as: UTF8.self)
    }

    // MARK: Helpers

    func clamped(_ range: Range<Int>, to count: Int) -> Range<Int> {
        let lower = min(max(0, range.lowerBound), count)
        return lower..<min(max(lower, range.upperBound), count)
    }

    /// `text` with every line feed that is not already part of a `\r\n` written as the file's line break.
    func withLineBreaks(of bytes: [UInt8], _ text: String) -> [UInt8] {
        let lineBreak = ByteText(bytes).lineBreak
        let utf8 = Array(text.utf8)
        guard lineBreak != [.newline], utf8.contains(.newline) else { return utf8 }
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count + 8)
        for (index, byte) in utf8.enumerated() {
            if byte == .newline, index == 0 || utf8[index - 1] != .carriageReturn {
                result += lineBreak
            } else {
                result.append(byte)
            }
        }
        return result
    }
}

/// Where fix edits find the bytes of a file: the checked file, or another
/// workspace file found by its type name (and checked to have the same path).
package struct FixSources: Sendable {
    package let current: SourceFile
    package let directory: (any TypeDirectory)?

    package init(current: SourceFile, directory: (any TypeDirectory)?) {
        self.current = current
        self.directory = directory
    }

    package func file(_ path: String) -> SourceFile? {
        if path == current.path { return current }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard name.hasSuffix(".view"), let found = directory?.file(definingType: String(name.dropLast(5))),
              found.path == path else { return nil }
        return found
    }
}

extension UInt8 {
    package static let space = UInt8(ascii: " ")
    package static let tab = UInt8(ascii: "\t")
    package static let newline = UInt8(ascii: "\n")
    package static let carriageReturn = UInt8(ascii: "\r")
    package static let semicolon = UInt8(ascii: ";")
    package static let leftBrace = UInt8(ascii: "{")
    package static let rightBrace = UInt8(ascii: "}")
    package static let slash = UInt8(ascii: "/")
}
