/// Helpers of the `table-view/…` and `split-view/…` rules: a table's cells,
/// where a fault made of several pieces of syntax is reported (components
/// included), number formatting for messages, and appending a member to a block.
import ViewSyntax

enum TableRuleSupport {
    /// The cells of a table, its own and its sections', in source order.
    static func cells(of table: Element) -> [Element] {
        table.children.flatMap { child -> [Element] in
            if child.is("Cell") { return [child] }
            if child.is("Section") { return child.children(of: "Cell") }
            return []
        }
    }

    /// The cell's style, `default` when unset.
    static func style(of cell: Element) -> String { cell.name("style") ?? "default" }

    /// Where a fault shown by `preferred` but made together with syntax in the
    /// files `contributors` is reported. A fault whose pieces all lie in one
    /// file is reported there, on `preferred`; one that only appears where a
    /// component is used (its pieces come from the use and from the
    /// component) is reported on the element's type name at the use.
    static func site(_ preferred: SourceLocation, of element: Element, contributors: [String]) -> SourceLocation {
        if preferred.path == element.path { return preferred }
        if contributors.contains(element.path) { return element.location }
        return preferred
    }

    /// Whether a fix may edit the binding: it is written in the checked file.
    static func isEditable(_ binding: Binding, in context: RuleContext) -> Bool {
        binding.path == context.model.path && !binding.isComponentDefault
    }

    /// A number as messages show it: `44`, `44.5`.
    static func formatted(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e9 ? String(Int(number)) : String(number)
    }

    /// Inserts `text` (one member) as the element's last member: on its own
    /// line before the closing brace of a multi-line block, else before the
    /// `}` of a one-line block. Nil when the block has no closing brace.
    static func appendMember(_ text: String, to element: Element, in context: RuleContext) -> TextEdit? {
        guard element.path == context.model.path, let body = element.syntax.body,
              let brace = body.syntax.childTokens([.rightBrace]).last else { return nil }
        let bytes = context.file.bytes
        let edits = context.edits
        var lineStart = brace.range.lowerBound
        while lineStart > 0, bytes[lineStart - 1] == .space || bytes[lineStart - 1] == .tab { lineStart -= 1 }
        let braceStandsAlone = lineStart > 0 && (bytes[lineStart - 1] == .newline || bytes[lineStart - 1] == .carriageReturn)
        if braceStandsAlone {
            let indentation = edits.memberIndentation(of: element)
            return TextEdit(range: lineStart..<lineStart, replacement: "\(indentation)\(text)\n")
        }
        let isEmpty = body.members.isEmpty
        if isEmpty { return TextEdit(range: lineStart..<brace.range.lowerBound, replacement: " \(text) ") }
        return TextEdit(range: lineStart..<lineStart, replacement: "; \(text)")
    }
}
