/// The workspace's messages: settings (`workspace/configuration`,
/// `workspace/didChangeConfiguration`), files changed on disk
/// (`workspace/didChangeWatchedFiles`), workspace folders that come and go
/// (`workspace/didChangeWorkspaceFolders`), and the dynamic registration that asks
/// the client to watch them, and work-done progress while indexing.

public struct ConfigurationParams: Encodable, Sendable {
    public var items: [Item]

    public struct Item: Encodable, Sendable {
        public var section: String
    }
}

public struct DidChangeConfigurationParams: Decodable, Sendable {
    /// Whatever the client sends; a `viewls` member is taken as the settings.
    public var settings: JSONValue?
}

public struct DidChangeWatchedFilesParams: Decodable, Sendable {
    public var changes: [FileEvent]

    public struct FileEvent: Decodable, Sendable {
        public var uri: String
        /// 1 created, 2 changed, 3 deleted.
        public var type: Int
    }
}

/// `workspace/didChangeWorkspaceFolders`: folders added to and removed from a multi-root workspace.
public struct DidChangeWorkspaceFoldersParams: Decodable, Sendable {
    public var event: Event

    public struct Event: Decodable, Sendable {
        public var added: [InitializeParams.WorkspaceFolder]
        public var removed: [InitializeParams.WorkspaceFolder]
    }
}

public struct RegistrationParams: Encodable, Sendable {
    public var registrations: [Registration]

    public struct Registration: Encodable, Sendable {
        public var id: String
        public var method: String
        public var registerOptions: WatchedFilesOptions?
    }

    public struct WatchedFilesOptions: Encodable, Sendable {
        public var watchers: [Watcher]
    }

    public struct Watcher: Encodable, Sendable {
        public var globPattern: String
    }
}

public struct WorkDoneProgressCreateParams: Encodable, Sendable {
    public var token: String
}

/// `$/progress` with a `WorkDoneProgressBegin`, `Report` or `End` value.
public struct ProgressParams: Encodable, Sendable {
    public var token: String
    public var value: Value

    public struct Value: Encodable, Sendable {
        /// "begin", "report" or "end".
        public var kind: String
        public var title: String?
        public var message: String?
        public var percentage: Int?
    }
}

public struct LogMessageParams: Encodable, Sendable {
    /// 1 error, 2 warning, 3 info, 4 log.
    public var type: Int
    public var message: String
}
