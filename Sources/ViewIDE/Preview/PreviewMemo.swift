/// What each piece of a drawing was drawn from, so the next drawing of the
/// same document reuses a piece's body when its input is equal (early
/// cut-off: a keystroke in one cell redraws that cell). An element's body
/// reads the element as laid out (not where its source is: its range is an
/// attribute), the keys of its children, and the few facts of its
/// neighbours the drawing reads — the tint of the bar it is in, its
/// parent's kind and style, the frames of the rows a grouped card spans,
/// whether it overlaps a sibling, the syntax errors it holds; a finding's
/// body reads its message, colour, number and where its badge and outline
/// go. Everything else — appearance, language, the screen's name, the
/// layer drawn — is the drawing's context, and a drawing in another context
/// reuses nothing. An element showing a workspace image is always drawn
/// again (the file may have changed, and inlined images share one budget).
import ViewLayout
import ViewModel

struct PreviewMemo: Sendable {
    /// What the whole drawing depends on.
    struct Context: Equatable, Sendable {
        let appearance: PreviewAppearance
        let prefix: String
        let path: String
        let language: String
        let layer: Int
        let showsFindings: Bool
    }

    /// An element's body as a function of these.
    struct ElementInput: Equatable, Sendable {
        let kind: String
        let typeName: String
        let id: String?
        let path: String
        let frame: LayoutRect
        let visibleFrame: LayoutRect
        let backdrop: LayoutRect?
        let clipsChildren: Bool
        let isFloating: Bool
        let presentation: Int
        let properties: [String: LayoutValue]
        let texts: [LaidOutText]
        let parts: [LaidOutPart]
        let slots: [String]
        /// The neighbours' facts the body reads (see the file's comment).
        let tint: String
        let parentKind: String?
        let parentStyle: String?
        let rows: [LayoutRect]
        let overlapsSibling: Bool
        let messages: [String]

        init(_ element: LaidOutElement, slots: [String], tint: String, parent: LaidOutElement?, rows: [LayoutRect],
             overlapsSibling: Bool, messages: [String]) {
            kind = element.kind
            typeName = element.typeName
            id = element.id
            path = element.source.path
            frame = element.frame
            visibleFrame = element.visibleFrame
            backdrop = element.backdrop
            clipsChildren = element.clipsChildren
            isFloating = element.isFloating
            presentation = element.presentation
            properties = element.properties
            texts = element.texts
            parts = element.parts
            self.slots = slots
            self.tint = tint
            parentKind = parent?.kind
            parentStyle = parent?.name("style")
            self.rows = rows
            self.overlapsSibling = overlapsSibling
            self.messages = messages
        }

        /// Whether its drawing reads an image file (never reused).
        var readsImageFile: Bool {
            parts.contains { $0.role == .image && !($0.value ?? "").hasPrefix("system.") && !($0.value ?? "").isEmpty }
        }
    }

    /// A finding's body as a function of these.
    struct FindingInput: Equatable, Sendable {
        let message: String
        let color: String
        let number: Int
        let outline: LayoutRect?
        let centerX: Double
        let centerY: Double
    }

    /// An element's body with what it was drawn from, shared (not copied) by the drawings that reuse it.
    final class DrawnElement: Sendable {
        let input: ElementInput
        let body: PreviewBody
        /// `input.readsImageFile`, worked out once.
        let readsImageFile: Bool

        init(input: ElementInput, body: PreviewBody) {
            self.input = input
            self.body = body
            readsImageFile = input.readsImageFile
        }
    }

    /// A finding's body with what it was drawn from.
    final class DrawnFinding: Sendable {
        let input: FindingInput
        let body: PreviewBody

        init(input: FindingInput, body: PreviewBody) {
            self.input = input
            self.body = body
        }
    }

    let context: Context
    var elements: [String: (drawn: DrawnElement, span: SourceSpan, attributes: [(name: String, value: String)])] = [:]
    var findings: [String: DrawnFinding] = [:]

    init(context: Context) {
        self.context = context
    }

    /// The stored body of `key` when `previous` was drawn in the same context from an equal input, and its group's
    /// attributes when its source also starts and ends on the same lines and columns.
    static func element(_ key: String, _ input: ElementInput, span: SourceSpan,
                        in previous: PreviewMemo?) -> (drawn: DrawnElement, attributes: [(name: String, value: String)]?)? {
        guard let previous, let stored = previous.elements[key], !stored.drawn.readsImageFile, stored.drawn.input == input else { return nil }
        let samePlace = stored.span.start == span.start && stored.span.end == span.end
        return (stored.drawn, samePlace ? stored.attributes : nil)
    }

    static func finding(_ key: String, _ input: FindingInput, in previous: PreviewMemo?) -> DrawnFinding? {
        guard let previous, let stored = previous.findings[key], stored.input == input else { return nil }
        return stored
    }
}
