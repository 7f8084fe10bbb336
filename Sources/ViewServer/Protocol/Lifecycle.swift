/// `initialize`: the parts of the client's capabilities the server reads,
/// and the capabilities it announces.

public struct InitializeParams: Decodable, Sendable {
    public var rootUri: String?
    public var rootPath: String?
    public var workspaceFolders: [WorkspaceFolder]?
    public var capabilities: ClientCapabilities?
    public var locale: String?

    public struct WorkspaceFolder: Codable, Sendable {
        public var uri: String
        public var name: String?
    }
}

public struct ClientCapabilities: Decodable, Sendable {
    public var general: General?
    public var textDocument: TextDocument?

    public struct General: Decodable, Sendable {
        public var positionEncodings: [String]?
    }

    public struct TextDocument: Decodable, Sendable {
        public var hover: Hover?
        public var completion: Completion?

        public struct Hover: Decodable, Sendable {
            public var contentFormat: [String]?
        }

        public struct Completion: Decodable, Sendable {
            public var completionItem: Item?

            public struct Item: Decodable, Sendable {
                public var snippetSupport: Bool?
            }
        }
    }
}

public struct InitializeResult: Encodable, Sendable {
    public var capabilities: ServerCapabilities
    public var serverInfo: ServerInfo

    public struct ServerInfo: Encodable, Sendable {
        public var name: String
        public var version: String
    }
}

public struct ServerCapabilities: Encodable, Sendable {
    public var positionEncoding: String
    public var textDocumentSync: TextDocumentSyncOptions
    public var hoverProvider: Bool
    public var completionProvider: CompletionOptions
    public var codeActionProvider: CodeActionOptions

    public struct TextDocumentSyncOptions: Encodable, Sendable {
        public var openClose: Bool
        /// 2: incremental.
        public var change: Int
        public var save: Bool
    }

    public struct CompletionOptions: Encodable, Sendable {
        public var triggerCharacters: [String]
    }

    public struct CodeActionOptions: Encodable, Sendable {
        public var codeActionKinds: [String]
    }
}
