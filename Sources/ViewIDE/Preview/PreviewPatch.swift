/// What turns one drawing of a document into the next: the pieces whose
/// body or attribute names changed, each sent whole with its children as
/// stubs (`<g data-key="KEY"/>`) — a new piece, a piece that is gone, or a
/// piece that moved shows in its parent's new body —, and the pieces whose
/// attribute values alone changed (a range that moved with a keystroke on
/// its line), each with just those values. Applied to the old drawing — a
/// client replaces each piece sent by key, fills its stubs with the pieces
/// sent or the ones it has, and sets the attributes — it gives exactly the
/// new drawing's SVG (`PreviewPatchTests`; the clients' script is
/// `PreviewPatchScript`).
public struct PreviewPatch: Sendable, Equatable {
    /// A piece sent whole: its markup with its children as stubs.
    public struct Replacement: Sendable, Equatable {
        public let key: String
        public let markup: String
    }

    /// New values for attributes a piece already has.
    public struct AttributeChange: Sendable, Equatable {
        public let key: String
        public let values: [[String]]
    }

    public var replaced: [Replacement] = []
    public var attributes: [AttributeChange] = []

    public var isEmpty: Bool { replaced.isEmpty && attributes.isEmpty }

    /// The patch from `old` to `new`, pieces in document order.
    public init(from old: PreviewDrawn, to new: PreviewDrawn) {
        var stack = [PreviewDrawn.rootKey]
        while let key = stack.popLast() {
            guard let piece = new.pieces[key] else { continue }
            let before = old.pieces[key]
            if let before, before.tag == piece.tag, before.body == piece.body, let changed = Self.changedValues(before, piece) {
                if !changed.isEmpty { attributes.append(AttributeChange(key: key, values: changed)) }
            } else {
                replaced.append(Replacement(key: key, markup: piece.markup))
            }
            stack.append(contentsOf: piece.body.slots.reversed())
        }
    }

    /// The attributes whose value differs, as `[name, value]`; nil when the names differ (the piece is sent whole).
    private static func changedValues(_ old: PreviewPiece, _ new: PreviewPiece) -> [[String]]? {
        guard old.attributes.count == new.attributes.count else { return nil }
        var changed: [[String]] = []
        for (before, after) in zip(old.attributes, new.attributes) {
            guard before.name == after.name else { return nil }
            if before.value != after.value { changed.append([after.name, after.value]) }
        }
        return changed
    }

    /// The size of the patch's markup and values, in UTF-8 bytes (what it costs to send, roughly).
    public var byteCount: Int {
        replaced.reduce(0) { $0 + $1.key.utf8.count + $1.markup.utf8.count }
            + attributes.reduce(0) { total, change in change.values.reduce(total + change.key.utf8.count) { $0 + $1.joined().utf8.count } }
    }
}
