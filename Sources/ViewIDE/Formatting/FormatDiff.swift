/// `FormatDiff`: the formatter's result as small edits of the original bytes.
/// The formatter keeps every significant token other than `;` and `,`, in order,
/// so the two texts are aligned on those tokens and only the gaps between them
/// (whitespace, comments, separators) are compared; each differing gap becomes
/// one edit, trimmed to the bytes that change.
import ViewSyntax

enum FormatDiff {
    /// Edits, sorted and non-overlapping, that turn `tree`'s bytes into `formatted`.
    static func edits(from tree: SyntaxTree, to formatted: [UInt8]) -> [TextEdit] {
        let original = tree.bytes
        let newTree = SyntaxTree.parse(formatted)
        let oldAnchors = anchors(tree)
        let newAnchors = anchors(newTree)
        let aligned = oldAnchors.count == newAnchors.count && zip(oldAnchors, newAnchors).allSatisfy { old, new in
            old.kind == new.kind && original[old.range].elementsEqual(formatted[new.range])
        }
        guard aligned else {
            // Not expected; still correct: one edit for everything that differs.
            return gapEdit(original, 0..<original.count, formatted, 0..<formatted.count).map { [$0] } ?? []
        }
        var edits: [TextEdit] = []
        var oldStart = 0
        var newStart = 0
        for (old, new) in zip(oldAnchors, newAnchors) {
            if let edit = gapEdit(original, oldStart..<old.range.lowerBound, formatted, newStart..<new.range.lowerBound) {
                edits.append(edit)
            }
            oldStart = old.range.upperBound
            newStart = new.range.upperBound
        }
        if let edit = gapEdit(original, oldStart..<original.count, formatted, newStart..<formatted.count) {
            edits.append(edit)
        }
        return edits
    }

    /// The significant tokens other than separators, with their byte ranges.
    private static func anchors(_ tree: SyntaxTree) -> [(kind: SyntaxKind, range: Range<Int>)] {
        var result: [(kind: SyntaxKind, range: Range<Int>)] = []
        var offset = 0
        var pending: [GreenElement] = [.node(tree.root)]
        while let element = pending.popLast() {
            switch element {
            case .node(let node):
                node.withChildren { pending.append(contentsOf: $0.reversed()) }
            case .token(let token):
                let kind = token.kind
                if !kind.isTrivia && kind != .semicolon && kind != .comma {
                    result.append((kind, offset..<(offset + token.textLength)))
                }
                offset += token.textLength
            }
        }
        return result
    }

    /// One edit turning `old[oldRange]` into `new[newRange]`, without the bytes
    /// both start and end with (cut at character boundaries); nil when equal.
    private static func gapEdit(_ old: [UInt8], _ oldRange: Range<Int>,
                                _ new: [UInt8], _ newRange: Range<Int>) -> TextEdit? {
        let oldGap = old[oldRange]
        let newGap = new[newRange]
        if oldGap.elementsEqual(newGap) { return nil }
        var prefix = 0
        let limit = min(oldGap.count, newGap.count)
        while prefix < limit && old[oldRange.lowerBound + prefix] == new[newRange.lowerBound + prefix] { prefix += 1 }
        while prefix > 0 && prefix < oldGap.count && isContinuation(old[oldRange.lowerBound + prefix]) { prefix -= 1 }
        var suffix = 0
        while suffix < limit - prefix && old[oldRange.upperBound - 1 - suffix] == new[newRange.upperBound - 1 - suffix] {
            suffix += 1
        }
        while suffix > 0 && isContinuation(old[oldRange.upperBound - suffix]) { suffix -= 1 }
        let replacement = Array(new[(newRange.lowerBound + prefix)..<(newRange.upperBound - suffix)])
        return TextEdit(range: (oldRange.lowerBound + prefix)..<(oldRange.upperBound - suffix), replacement: replacement)
    }

    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}
