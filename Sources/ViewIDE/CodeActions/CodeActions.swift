/// `CodeActions`: the quick fixes of the diagnostics at a range (one per
/// `Fix`, preferred when it is the one safe fix), "Disable RULE for this
/// line" for rule diagnostics, and `source.fixAll.viewls` — every safe fix
/// that does not overlap an earlier one, as `viewls fix` would apply them.
public import ViewModel
import ViewRules
public import ViewSyntax
public import ViewStrings

public enum CodeActionKind: String, Sendable {
    case quickfix = "quickfix"
    case fixAll = "source.fixAll.viewls"
}

public struct CodeAction: Sendable, Equatable {
    public let title: String
    public let kind: CodeActionKind
    /// Edits in the file the action is for.
    public let edits: [TextEdit]
    /// Edits in other workspace files, by path (a fix of a component's definition).
    public let otherFiles: [String: [TextEdit]]
    /// The diagnostics it resolves.
    public let diagnostics: [Diagnostic]
    public let isPreferred: Bool

    public init(title: String, kind: CodeActionKind, edits: [TextEdit], otherFiles: [String: [TextEdit]] = [:],
                diagnostics: [Diagnostic], isPreferred: Bool) {
        self.title = title
        self.kind = kind
        self.edits = edits
        self.otherFiles = otherFiles
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
    }
}

public enum CodeActions {
    /// For the diagnostics overlapping `range` (byte range; an empty range at the cursor counts when it touches a
    /// diagnostic): one quickfix per `Fix` of each diagnostic (isPreferred when the diagnostic has exactly one fix
    /// and it is safe), plus for every rule diagnostic (code is a rule id, not a checking/syntax code)
    /// "Disable RULE for this line": insert `// viewls-disable-next-line RULE` on its own line above the
    /// diagnostic's line with that line's indentation (or add the id to an existing disable-next-line comment
    /// right above, as `, RULE`).
    public static func actions(for range: Range<Int>, diagnostics: [Diagnostic], in file: SourceFile,
                               catalog: MessageCatalog = .ide(.english)) -> [CodeAction] {
        let touched = diagnostics.filter { touches($0.range, range) }
        var actions: [CodeAction] = []
        for diagnostic in touched {
            let preferred = diagnostic.fixes.count == 1 && diagnostic.fixes[0].isSafe
            for fix in diagnostic.fixes where !fix.isEmpty {
                actions.append(CodeAction(title: fix.title, kind: .quickfix, edits: fix.edits.sorted(by: editOrder),
                                          otherFiles: fix.otherFiles.mapValues { $0.sorted(by: editOrder) },
                                          diagnostics: [diagnostic], isPreferred: preferred))
            }
        }
        actions += disableActions(for: touched, in: file, catalog: catalog)
        return actions
    }

    /// Every safe fix of the file's diagnostics that does not overlap an earlier one, as one action (nil when none).
    /// As in `viewls fix`, a diagnostic with several fixes is left alone: nothing is guessed.
    public static func fixAll(diagnostics: [Diagnostic], in file: SourceFile, catalog: MessageCatalog = .ide(.english)) -> CodeAction? {
        var edits: [TextEdit] = []
        var resolved: [Diagnostic] = []
        for diagnostic in diagnostics.sorted(by: Diagnostic.sourceOrder) {
            guard diagnostic.fixes.count == 1, let fix = diagnostic.fixes.first, fix.isSafe, !fix.edits.isEmpty, fix.otherFiles.isEmpty,
                  fix.edits.allSatisfy({ $0.range.lowerBound >= 0 && $0.range.upperBound <= file.bytes.count }) else { continue }
            let clashes = fix.edits.contains { edit in edits.contains { collide(edit.range, $0.range) } }
                || fix.edits.enumerated().contains { index, edit in
                    fix.edits[(index + 1)...].contains { collide(edit.range, $0.range) }
                }
            guard !clashes else { continue }
            edits += fix.edits
            resolved.append(diagnostic)
        }
        guard !edits.isEmpty else { return nil }
        return CodeAction(title: catalog.text("ide.action.fix-all"), kind: .fixAll, edits: edits.sorted(by: editOrder),
                          diagnostics: resolved, isPreferred: false)
    }

    /// Whether a diagnostic's range and the requested one overlap; an empty one counts when they touch.
    static func touches(_ diagnostic: Range<Int>, _ requested: Range<Int>) -> Bool {
        if diagnostic.isEmpty || requested.isEmpty {
            return diagnostic.lowerBound <= requested.upperBound && requested.lowerBound <= diagnostic.upperBound
        }
        return diagnostic.overlaps(requested)
    }

    /// Whether two edits may not go into one action: they overlap, or insert at the same place.
    static func collide(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        first.overlaps(second) || first.lowerBound == second.lowerBound
            || (first.isEmpty && second.contains(first.lowerBound)) || (second.isEmpty && first.contains(second.lowerBound))
    }

    static func editOrder(_ lhs: TextEdit, _ rhs: TextEdit) -> Bool {
        lhs.range.lowerBound != rhs.range.lowerBound ? lhs.range.lowerBound < rhs.range.lowerBound : lhs.range.upperBound < rhs.range.upperBound
    }
}
