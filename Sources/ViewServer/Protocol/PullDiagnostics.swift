/// Pulled diagnostics (LSP 3.17): `textDocument/diagnostic` and
/// `workspace/diagnostic`, with result ids so an unchanged file costs the
/// client nothing.

public struct DocumentDiagnosticParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var previousResultId: String?
}

public struct WorkspaceDiagnosticParams: Decodable, Sendable {
    public var previousResultIds: [PreviousResultID]?

    public struct PreviousResultID: Decodable, Sendable {
        public var uri: String
        public var value: String
    }
}

/// A `full` report (with items) or an `unchanged` one (only the result id).
public struct DocumentDiagnosticReport: Encodable, Sendable {
    public var kind: String
    public var resultId: String
    public var items: [LSPDiagnostic]?

    public static func full(_ resultId: String, _ items: [LSPDiagnostic]) -> Self {
        Self(kind: "full", resultId: resultId, items: items)
    }

    public static func unchanged(_ resultId: String) -> Self {
        Self(kind: "unchanged", resultId: resultId, items: nil)
    }
}

public struct WorkspaceDocumentDiagnosticReport: Encodable, Sendable {
    public var uri: String
    /// The open document's version; null for a file that is not open.
    public var version: Int?
    public var kind: String
    public var resultId: String
    public var items: [LSPDiagnostic]?

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uri, forKey: .uri)
        try container.encode(version, forKey: .version)  // null, not absent: the protocol requires the member
        try container.encode(kind, forKey: .kind)
        try container.encode(resultId, forKey: .resultId)
        try container.encodeIfPresent(items, forKey: .items)
    }

    enum CodingKeys: String, CodingKey { case uri, version, kind, resultId, items }
}

public struct WorkspaceDiagnosticReport: Encodable, Sendable {
    public var items: [WorkspaceDocumentDiagnosticReport]
}
