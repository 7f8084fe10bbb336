/// `initialize`: the position encoding, the client's features and locale,
/// the workspace folders and the editor's settings; the answer announces
/// exactly what the routes of `RouteTable` advertise.
import ViewStrings
import ViewSyntax

extension RequestRoute {
    static let initialize = RequestRoute("initialize", InitializeParams.self, opensSession: true) { server, params, _ in
        try JSONValue(encoding: server.initialize(params))
    }
}

extension LanguageServer {
    func initialize(_ params: InitializeParams) -> InitializeResult {
        let offered = params.capabilities?.general?.positionEncodings ?? []
        encoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
        client = ClientFeatures(params.capabilities)
        clientLanguage = MessageLanguage.first(of: [params.locale])
        folders = Self.roots(of: params).map(makeWorkspace(root:))
        if let options = params.initializationOptions, options != .null { apply(settings: options) }
        state = .running
        let capabilities = RouteTable.capabilities(positionEncoding: encoding.rawValue, client: client)
        return InitializeResult(capabilities: capabilities, serverInfo: .init(name: ViewServer.name, version: ViewServer.version))
    }
}
