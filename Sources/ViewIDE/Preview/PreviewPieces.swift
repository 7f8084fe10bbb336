/// A drawing as keyed pieces: the SVG root, each drawn element, the
/// findings' layer and each finding is a piece — an open tag with its
/// attributes and a body in which the pieces inside it stand as slots. The
/// full SVG is the root with every slot filled in; a patch between two
/// drawings names the pieces whose body changed (sent whole, children as
/// stubs) and those whose attributes alone did (`PreviewPatch`). A drawing
/// also keeps what each piece was drawn from, so the next drawing of the same
/// document redraws only the pieces whose input changed (`PreviewMemo`).
import ViewLayout

/// One piece: `<tag attributes>body</tag>`, where the body's slots are the keys of the pieces inside it.
public struct PreviewPiece: Sendable, Equatable {
    public let tag: String
    /// Name and value (not escaped), in the order they are written.
    public let attributes: [(name: String, value: String)]
    public let body: PreviewBody

    public init(tag: String, attributes: [(name: String, value: String)], body: PreviewBody) {
        self.tag = tag
        self.attributes = attributes
        self.body = body
    }

    public static func == (left: PreviewPiece, right: PreviewPiece) -> Bool {
        left.tag == right.tag && left.body == right.body && left.attributes.elementsEqual(right.attributes) { $0 == $1 }
    }

    /// The open tag: `<g name="value" …>`, values escaped.
    var openTag: String {
        var text = "<" + tag
        for (name, value) in attributes { text += " \(name)=\"\(SVGWriter.escape(value))\"" }
        return text + ">"
    }

    /// The piece on its own, each child a stub `<g data-key="KEY"/>`: what a patch sends.
    public var markup: String {
        var text = openTag
        for (number, segment) in body.texts.enumerated() {
            text += segment
            if number < body.slots.count { text += "<g data-key=\"\(body.slots[number])\"/>" }
        }
        return text + "</\(tag)>"
    }
}

/// Markup with slots: `texts[0] slot[0] texts[1] … slot[n-1] texts[n]`.
public struct PreviewBody: Sendable, Equatable {
    public let texts: [String]
    public let slots: [String]
}

/// A drawn screen, as pieces.
public struct PreviewDrawn: Sendable {
    /// The key of the SVG root.
    public static let rootKey = "svg"
    /// The key of the group the findings are drawn in.
    public static let findingsKey = "findings"

    public let pieces: [String: PreviewPiece]
    /// What the element and finding pieces were drawn from, for the next drawing's reuse.
    let memo: PreviewMemo
    /// The layout drawn and the model it was laid out from, which the next drawing may take over
    /// (`LayoutEngine.layout(…, carriedFrom:)`); nil when drawn from a layout given.
    let layout: CarriableLayout?
    /// Whether that layout was taken over from the previous drawing's rather than laid out from nothing.
    var layoutTakenOver = false

    /// The whole SVG document.
    public var svg: String {
        var output = ""
        output.reserveCapacity(pieces.values.reduce(64) { $0 + $1.body.texts.reduce(96) { $0 + $1.utf8.count } })
        guard let root = pieces[Self.rootKey] else { return output }
        write(root, into: &output)
        output += "\n"
        return output
    }

    /// A piece and everything in it, walked with a stack (nesting has no bound the drawing relies on).
    private func write(_ root: PreviewPiece, into output: inout String) {
        var stack: [(piece: PreviewPiece, next: Int)] = [(root, 0)]
        output += root.openTag
        while let (piece, next) = stack.popLast() {
            output += piece.body.texts[next]
            if next < piece.body.slots.count, let child = pieces[piece.body.slots[next]] {
                stack.append((piece, next + 1))
                output += child.openTag
                stack.append((child, 0))
            } else if next < piece.body.slots.count {
                stack.append((piece, next + 1))  // a slot with no piece: nothing (never made by the renderer)
            } else {
                output += "</\(piece.tag)>"
            }
        }
    }
}

extension SVGWriter {
    /// The body written so far, as texts and slots.
    var body: PreviewBody { PreviewBody(texts: segments + [output], slots: slots) }
}
