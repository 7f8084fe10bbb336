/// `FormatLayout`: the canonical layout, written through a `FormatWriter` — the
/// file, blocks and lists one member per line with their comments, bindings,
/// paths and values; one-line forms (`FormatInline`) where they are kept and fit.
import ViewSyntax

struct FormatLayout {
    private var writer = FormatWriter()

    /// The text written, ending in exactly one `\n`.
    mutating func finish() -> String {
        if !writer.atLineStart { writer.newline() }
        return writer.text
    }

    /// The file: the comments around the root and the root, at column 0.
    mutating func file(_ node: SyntaxNode) {
        sequence(FormatEntries.of(node), separator: "", afterOpener: false)
    }

    /// Entries one per line after an opener (`{`, `[`) or at the start of the file.
    /// A comment with no line break before it stays on the line before; a member
    /// starts a line, except after block comments that began the line with it.
    /// Block comments between a separator and the next member, on its line, lead
    /// that member's line. Blank lines before an entry collapse to one, and none comes first.
    private mutating func sequence(_ entries: [FormatEntry], separator: String, afterOpener: Bool,
                                   lastTakesSeparator: Bool = true) {
        let entries = FormatEntries.hoistingHeadComments(entries)
        let lastMember = entries.lastIndex { if case .member = $0.content { return true } else { return false } }
        var lineHasMember = afterOpener
        var isFirst = true
        for (index, entry) in entries.enumerated() {
            let blank = entry.breaksBefore >= 2 && !isFirst
            switch entry.content {
            case .comment(let token):
                let trails = entry.breaksBefore == 0 && !(entry.afterSeparator && leadsMember(entries, at: index))
                if trails && !writer.atLineStart && !writer.lineClosed {
                    writer.write(" ")
                } else {
                    writer.startLine(blank: blank)
                    lineHasMember = false
                }
                writer.writeComment(token)
            case .member(let node):
                if entry.breaksBefore == 0 && !lineHasMember && !writer.atLineStart && !writer.lineClosed {
                    writer.write(" ")
                } else {
                    writer.startLine(blank: blank)
                }
                let ownSeparator = lastTakesSeparator || index != lastMember ? separator : ""
                member(node, suffixWidth: ownSeparator.count)
                writer.write(ownSeparator)
                lineHasMember = true
            }
            isFirst = false
        }
    }

    /// Whether the comment at `index` and the block comments after it, with no line
    /// break among them, are followed on their line by a member.
    private func leadsMember(_ entries: [FormatEntry], at index: Int) -> Bool {
        var next = index
        while next < entries.count {
            let entry = entries[next]
            guard entry.breaksBefore == 0 || next == index else { return false }
            switch entry.content {
            case .member: return true
            case .comment(let token):
                guard token.kind == .blockComment else { return false }
            }
            next += 1
        }
        return false
    }

    /// A block's or a list's member: a binding, an object or a value.
    private mutating func member(_ node: SyntaxNode, suffixWidth: Int) {
        if node.kind == .binding {
            binding(node)
        } else {
            value(node, suffixWidth: suffixWidth)
        }
    }

    /// `name: value`, with the head's one-line block comments in place.
    private mutating func binding(_ node: SyntaxNode) {
        let comments = FormatEntries.headComments(ofBinding: node)
        let inline = FormatEntries.headCommentsStayInline(comments)
        writer.write(node.childToken([.identifier])?.text ?? "")
        if inline {
            for comment in comments.beforeColon { writer.write(" " + comment.text) }
        }
        writer.write(":")
        if inline {
            for comment in comments.afterColon { writer.write(" " + comment.text) }
        }
        writer.write(" ")
        if let value = BindingSyntax(node)?.value?.syntax {
            self.value(value, suffixWidth: 0)
        }
    }

    /// A value; `suffixWidth` is what follows it on its line (`,` in a list).
    private mutating func value(_ node: SyntaxNode, suffixWidth: Int) {
        switch node.kind {
        case .object:
            object(node, suffixWidth: suffixWidth)
        case .list:
            list(node, suffixWidth: suffixWidth)
        case .path:
            writer.write(FormatInline.path(node))
        default:
            writer.write(node.text)
        }
    }

    /// `Name {}`, `Name { a: 1; b: 2 }` when kept on one line and it fits, or
    /// `Name {` … `}` with one member per line.
    private mutating func object(_ node: SyntaxNode, suffixWidth: Int) {
        let name = node.childToken([.identifier])?.text ?? ""
        let (_, entries) = FormatEntries.ofObject(node)
        if entries.isEmpty {
            writer.write(name + " {}")
            return
        }
        if let text = FormatInline.object(node), writer.fits(text.count + suffixWidth) {
            writer.write(text)
            return
        }
        writer.write(name + " {")
        writer.indentLevel += 1
        sequence(entries, separator: "", afterOpener: true)
        writer.indentLevel -= 1
        writer.startLine(blank: false)
        writer.write("}")
    }

    /// `[]`, `[a, b, c]` when it has no comments and fits, or one element per
    /// line, each followed by `,` (but the last object of a list of objects:
    /// the language allows a comma there, older Qt releases may not).
    private mutating func list(_ node: SyntaxNode, suffixWidth: Int) {
        let entries = FormatEntries.of(node)
        if entries.isEmpty {
            writer.write("[]")
            return
        }
        if let text = FormatInline.list(node), writer.fits(text.count + suffixWidth) {
            writer.write(text)
            return
        }
        writer.write("[")
        writer.indentLevel += 1
        sequence(entries, separator: ",", afterOpener: true, lastTakesSeparator: !FormatInline.isObjectList(node))
        writer.indentLevel -= 1
        writer.startLine(blank: false)
        writer.write("]")
    }
}
