/// The screen map in LSP terms: call hierarchy items and calls (a screen
/// "calls" the screens it leads to), document links, and code lenses.

public struct CallHierarchyItem: Codable, Sendable, Equatable {
    public var name: String
    /// LSP `SymbolKind`: 5 (class) for a screen, 23 (struct) for a component.
    public var kind: Int
    public var detail: String?
    public var uri: String
    public var range: LSPRange
    public var selectionRange: LSPRange
    /// The item's path, kept by the client and quoted back in the calls requests.
    public var data: ItemData?

    public struct ItemData: Codable, Sendable, Equatable {
        public var path: String
    }
}

public struct CallHierarchyCallsParams: Decodable, Sendable {
    public var item: CallHierarchyItem
}

public struct CallHierarchyIncomingCall: Encodable, Sendable {
    public var from: CallHierarchyItem
    public var fromRanges: [LSPRange]
}

public struct CallHierarchyOutgoingCall: Encodable, Sendable {
    public var to: CallHierarchyItem
    public var fromRanges: [LSPRange]
}

public struct DocumentLink: Encodable, Sendable {
    public var range: LSPRange
    public var target: String
    public var tooltip: String?
}

public struct CodeLens: Encodable, Sendable {
    public var range: LSPRange
    public var command: LensCommand

    /// A label: `command` is empty, so clients show the title and run nothing on a click.
    public struct LensCommand: Encodable, Sendable {
        public var title: String
        public var command: String
    }
}

/// `viewls/preview`: the document's current text drawn as iOS would show it, with its findings.
public struct PreviewParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
    /// `iphone` or `ipad` (the family's default device) or a catalogue device's name, in any case; absent: the
    /// screen's own `device`, else the configuration's, else iphone.
    public var device: String?
    /// A Dynamic Type size (`Large`, the default, … `AX5`), in any case.
    public var textSize: String?
    /// `true`: every variant the configuration checks, side by side (`PreviewMatrix`); `device`, `orientation`
    /// and `textSize` are then not read, and the answer has no `elements`, `token` or `patch`.
    public var matrix: Bool?
    /// `portrait` (the default) or `landscape`.
    public var orientation: String?
    /// `light` (the default) or `dark`.
    public var appearance: String?
    /// Present when the client applies patches: `since` is the token of the drawing it shows (absent for none).
    public var patch: PatchRequest?

    public struct PatchRequest: Decodable, Sendable {
        public var since: String?
    }
}

/// The answer: the whole drawing (`svg`, and `elements`), or a patch of the
/// drawing `since` names; `token` names this drawing (only for a client that applies patches).
public struct PreviewResult: Sendable {
    public var screen: String
    /// A self-contained SVG; its `data-range` attributes are in UTF-16 (LSP's default encoding).
    public var svg: String?
    /// The file's own drawn elements, ranges in the session's position encoding (with `svg` only).
    public var elements: [PreviewElement]?
    /// What was drawn, whatever was asked.
    public var device: String
    public var orientation: String
    public var appearance: String
    /// The catalogue device and text size drawn (absent for a matrix).
    public var model: String?
    public var textSize: String?
    /// With `matrix`: each variant drawn, in order, `{ device, orientation, textSize, label, findings }`.
    public var variants: JSONValue?
    public var token: String?
    /// `{ since, replaced: [{ key, svg }], attributes: [{ key, values: [[name, value]] }] }`, instead of `svg`.
    public var patch: JSONValue?

    public struct PreviewElement: Sendable {
        public var range: LSPRange
        public var kind: String
        /// x, y, width, height in points.
        public var frame: [Double]
    }

    /// The answer as JSON, built directly (a drawing is megabytes: no encoder's round trip).
    public var json: JSONValue {
        var members: [String: JSONValue] = ["screen": .string(screen), "device": .string(device), "orientation": .string(orientation),
                                            "appearance": .string(appearance)]
        if let svg { members["svg"] = .string(svg) }
        if let model { members["model"] = .string(model) }
        if let textSize { members["textSize"] = .string(textSize) }
        if let variants { members["variants"] = variants }
        if let elements {
            members["elements"] = .array(elements.map { element in
                func position(_ position: Position) -> JSONValue {
                    .object(["line": .integer(position.line), "character": .integer(position.character)])
                }
                return .object(["range": .object(["start": position(element.range.start), "end": position(element.range.end)]),
                                "kind": .string(element.kind), "frame": .array(element.frame.map { .number($0) })])
            })
        }
        if let token { members["token"] = .string(token) }
        if let patch { members["patch"] = patch }
        return .object(members)
    }
}
