/// The one reader of fixture markers: `‸` marks a cursor and `⟦…⟧` a range
/// (ranges may nest), both read as UTF-8 byte offsets of the text without them.

public struct MarkedText: Sendable {
    /// The source with every marker taken out.
    public var text: String
    /// Where `‸` stood, or nil when there was none.
    public var cursor: Int?
    /// The `⟦…⟧` ranges, in the order they close.
    public var ranges: [Range<Int>]

    public init(_ source: String) {
        var bytes: [UInt8] = []
        var open: [Int] = []
        cursor = nil
        ranges = []
        for scalar in source.unicodeScalars {
            switch scalar {
            case "‸": cursor = bytes.count
            case "⟦": open.append(bytes.count)
            case "⟧": if let start = open.popLast() { ranges.append(start..<bytes.count) }
            default: bytes += UTF8.encode(scalar)!
            }
        }
        text = String(decoding: bytes, as: UTF8.self)
    }
}
