/// `initialize`: the parts of the client's capabilities the server reads,
/// and the capabilities it announces.
import ViewIDE

public struct InitializeParams: Decodable, Sendable {
    public var rootUri: String?
    public var rootPath: String?
    public var workspaceFolders: [WorkspaceFolder]?
    public var capabilities: ClientCapabilities?
    public var locale: String?
    /// The `viewls` settings (the keys of `.viewls.json`).
    public var initializationOptions: JSONValue?
    /// A token for reporting the workspace's indexing as part of `initialize`.
    public var workDoneToken: JSONValue?

    public struct WorkspaceFolder: Codable, Sendable {
        public var uri: String
        public var name: String?
    }
}

public struct ClientCapabilities: Decodable, Sendable {
    public var general: General?
    public var textDocument: TextDocument?
    public var workspace: Workspace?
    public var window: Window?

    public struct Workspace: Decodable, Sendable {
        /// Answers `workspace/configuration`.
        public var configuration: Bool?
        public var didChangeWatchedFiles: DynamicRegistration?
        public var diagnostics: Refresh?
        public var workspaceEdit: WorkspaceEdit?

        public struct WorkspaceEdit: Decodable, Sendable {
            public var documentChanges: Bool?
            /// `create`, `rename`, `delete`: the file operations the client applies.
            public var resourceOperations: [String]?
        }
    }

    public struct Window: Decodable, Sendable {
        public var workDoneProgress: Bool?
    }

    public struct DynamicRegistration: Decodable, Sendable {
        public var dynamicRegistration: Bool?
    }

    public struct Refresh: Decodable, Sendable {
        public var refreshSupport: Bool?
    }

    public struct General: Decodable, Sendable {
        public var positionEncodings: [String]?
    }

    public struct TextDocument: Decodable, Sendable {
        public var hover: Hover?
        public var completion: Completion?
        /// Present when the client pulls diagnostics (`textDocument/diagnostic`).
        public var diagnostic: DynamicRegistration?
        public var documentSymbol: DocumentSymbol?
        public var rename: Rename?

        public struct DocumentSymbol: Decodable, Sendable {
            public var hierarchicalDocumentSymbolSupport: Bool?
        }

        public struct Rename: Decodable, Sendable {
            public var prepareSupport: Bool?
        }

        public struct Hover: Decodable, Sendable {
            public var contentFormat: [String]?
        }

        public struct Completion: Decodable, Sendable {
            public var completionItem: Item?

            public struct Item: Decodable, Sendable {
                public var snippetSupport: Bool?
                public var documentationFormat: [String]?
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

/// What the server announces. Each member but `positionEncoding` is filled in by the route that
/// answers it (`RouteTable.capabilities`); a member left nil is not announced.
public struct ServerCapabilities: Encodable, Sendable {
    public var positionEncoding: String
    public var textDocumentSync: TextDocumentSyncOptions?
    public var hoverProvider: Bool?
    public var completionProvider: CompletionOptions?
    public var codeActionProvider: CodeActionOptions?
    /// Announced only to clients that pull diagnostics; the others get them pushed.
    public var diagnosticProvider: DiagnosticOptions?
    public var definitionProvider: Bool?
    public var referencesProvider: Bool?
    /// `true`, or `{prepareProvider: true}` for clients that support `prepareRename`.
    public var renameProvider: RenameOptions?
    public var documentSymbolProvider: Bool?
    public var workspaceSymbolProvider: Bool?
    public var documentFormattingProvider: Bool?
    public var foldingRangeProvider: Bool?
    public var selectionRangeProvider: Bool?
    public var colorProvider: Bool?
    public var callHierarchyProvider: Bool?
    public var documentLinkProvider: LinkOptions?
    public var codeLensProvider: LinkOptions?
    /// viewls's own requests: `viewls/preview` draws a document.
    public var experimental: Experimental?
    /// Every workspace folder is served, and folders may come and go.
    public var workspace: WorkspaceOptions?
    public var semanticTokensProvider: SemanticTokensOptions?

    public init(positionEncoding: String) {
        self.positionEncoding = positionEncoding
    }

    public struct WorkspaceOptions: Encodable, Sendable {
        public var workspaceFolders = FoldersOptions()

        public struct FoldersOptions: Encodable, Sendable {
            public var supported = true
            public var changeNotifications = true
        }
    }

    public struct Experimental: Encodable, Sendable {
        public var previewProvider: Bool?
    }

    /// `documentLinkProvider` and `codeLensProvider`: links and lenses come whole, with nothing to resolve.
    public struct LinkOptions: Encodable, Sendable {
        public var resolveProvider = false
    }

    public struct RenameOptions: Encodable, Sendable {
        public var prepareProvider: Bool

        public func encode(to encoder: any Encoder) throws {
            if prepareProvider {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(true, forKey: .prepareProvider)
            } else {
                var container = encoder.singleValueContainer()
                try container.encode(true)
            }
        }

        enum CodingKeys: String, CodingKey { case prepareProvider }
    }

    public struct DiagnosticOptions: Encodable, Sendable {
        /// viewls's: its name, inter-file dependencies; `workspaceDiagnostics` is the `workspace/diagnostic` route's to set.
        static let viewls = DiagnosticOptions(identifier: ViewServer.name, interFileDependencies: true, workspaceDiagnostics: false)

        public var identifier: String
        /// A change to one file can change another's diagnostics (screens pushed, components used).
        public var interFileDependencies: Bool
        /// Set by the `workspace/diagnostic` route.
        public var workspaceDiagnostics: Bool
    }

    public struct TextDocumentSyncOptions: Encodable, Sendable {
        /// Set by the `didOpen` and `didClose` routes, `change` by `didChange`'s, `save` by `didSave`'s.
        public var openClose: Bool?
        /// 2: incremental.
        public var change: Int?
        public var save: Bool?
    }

    public struct CompletionOptions: Encodable, Sendable {
        public var triggerCharacters: [String]
    }

    public struct CodeActionOptions: Encodable, Sendable {
        public var codeActionKinds: [String]
    }
}
