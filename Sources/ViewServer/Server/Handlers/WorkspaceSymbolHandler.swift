/// `workspace/symbol`: the screens, components and ids of every folder whose
/// name matches the query.
import ViewIDE

extension RequestRoute {
    static let workspaceSymbol = RequestRoute("workspace/symbol", LanguageServer.workspaceSymbols, indexWait: .always) { capabilities, _ in
        capabilities.workspaceSymbolProvider = true
    }
}

extension LanguageServer {
    /// Characters of a `workspace/symbol` query that are matched.
    static let maximumQueryLength = 256

    /// Every folder's symbols, whichever folder the request came in (it names none).
    func workspaceSymbols(_ params: WorkspaceSymbolParams, in _: FolderSnapshot) throws -> JSONValue {
        // A name is short: matching work grows with the query, so a longer one is cut first (no symbol has such a name).
        var converted: [SymbolInformation] = []
        for workspace in folderIDs.map({ snapshot(of: $0).workspace }) {
            let symbols = Symbols.workspace(matching: String(params.query.prefix(Self.maximumQueryLength)), in: workspace)
            converted += symbols.compactMap { symbol -> SymbolInformation? in
                guard let location = locations([symbol.location], in: workspace).first else { return nil }
                return SymbolInformation(name: symbol.name, kind: symbol.kind.lspKind, location: location,
                                         containerName: symbol.containerName)
            }
        }
        return try JSONValue(encoding: converted)
    }
}
