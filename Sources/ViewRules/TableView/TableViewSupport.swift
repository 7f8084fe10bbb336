/// Helpers of the `table-view/…` and `split-view/…` rules: a table's cells,
/// where a fault made of several pieces of syntax is reported (components
/// included), number formatting for messages, and appending a member to a block.
import ViewSyntax
import ViewModel

enum TableRuleSupport {
    /// The cells of a table people see, its own and its sections', in source
    /// order: a hidden cell, or a cell of a hidden section, is not shown.
    static func cells(of table: Element, in context: RuleContext) -> [Element] {
        // Once per table and check: a dozen table rules ask, and each cell's visibility is a walk up.
        context.cache.memo("table cells", table) { cells(of: table) }
    }

    static func cells(of table: Element) -> [Element] {
        // One array, filled in order: tables of thousands of rows ask this on every check.
        var cells: [Element] = []
        for child in table.children where !child.isHiddenOnScreen {
            if child.is("Cell") {
                cells.append(child)
            } else if child.is("Section") {
                for cell in child.children where cell.is("Cell") && !cell.isHiddenOnScreen { cells.append(cell) }
            }
        }
        return cells
    }

    /// The cell's style, `standard` when unset.
    static func style(of cell: Element) -> String { cell.name("style") ?? "standard" }

    /// Where a fault shown by `preferred` but made together with syntax in the
    /// files `contributors` is reported: on `preferred`, wherever it is written.
    /// One that only appears where a component is used (its pieces come from
    /// the use and from the component) is then moved to the use by the engine,
    /// with a related place pointing at `preferred` (see `ComponentFaults`).
    static func site(_ preferred: SourceLocation, of element: Element, contributors: [String]) -> SourceLocation {
        preferred
    }

    /// Whether a fix may edit the binding: it is written in the checked file.
    static func isEditable(_ binding: Binding, in context: RuleContext) -> Bool {
        binding.path == context.model.path && !binding.isComponentDefault
    }

    /// A number as messages show it: `44`, `44.5`.
    static func formatted(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e9 ? String(Int(number)) : String(number)
    }

    /// Inserts `text` (one member) as the element's last member (see
    /// `FixEdits.appendMember`), when the element is written in the checked file.
    static func appendMember(_ text: String, to element: Element, in context: RuleContext) -> FileEdit? {
        guard element.path == context.model.path else { return nil }
        return context.edits.appendMember(text, to: element)
    }
}
