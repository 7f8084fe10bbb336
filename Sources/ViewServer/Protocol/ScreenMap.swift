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
