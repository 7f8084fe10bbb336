/// Edits applied to text in tests, through the one applier (`TextEdit.apply`),
/// with a check that they do not overlap where a test wants one.
public import ViewSyntax

/// Two edits of one text that overlap, which an applier cannot order.
public struct OverlappingEdits: Error, CustomStringConvertible {
    public var first: TextEdit
    public var second: TextEdit
    public var description: String { "overlapping edits \(first) and \(second)" }
}

extension TextEdit {
    /// `edits` applied to `text` together, as `apply(_:to:)` on bytes does.
    public static func apply(_ edits: [TextEdit], to text: String) -> String {
        String(decoding: apply(edits, to: Array(text.utf8)), as: UTF8.self)
    }

    /// `edits` applied to `text`, or `OverlappingEdits` when two share bytes
    /// (edits touching at one offset do not overlap).
    public static func applyChecked(_ edits: [TextEdit], to text: String) throws -> String {
        let sorted = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        for (first, second) in zip(sorted, sorted.dropFirst()) where second.range.lowerBound < first.range.upperBound {
            throw OverlappingEdits(first: first, second: second)
        }
        return apply(edits, to: text)
    }
}
