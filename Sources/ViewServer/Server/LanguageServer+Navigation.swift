/// Navigation: definition, references, rename (with file renames as
/// `documentChanges` when the client can apply them), document and workspace
/// symbols — ViewIDE's paths and byte ranges converted to URIs and positions.
import Foundation
import ViewIDE
import ViewModel
import ViewRules
import ViewSyntax

extension LanguageServer {
    /// The answer to a navigation or editing request, or nil for a method that is not one.
    func navigationResponse(to method: String, params: JSONValue?) throws -> JSONValue? {
        switch method {
        case "textDocument/definition": return try definition(try decode(TextDocumentPositionParams.self, params))
        case "textDocument/references": return try references(try decode(ReferenceParams.self, params))
        case "textDocument/prepareRename": return try prepareRename(try decode(TextDocumentPositionParams.self, params))
        case "textDocument/rename": return try rename(try decode(RenameParams.self, params))
        case "textDocument/documentSymbol": return try documentSymbols(try decode(DocumentParams.self, params))
        case "workspace/symbol": return try workspaceSymbols(try decode(WorkspaceSymbolParams.self, params))
        default: return try screenMapResponse(to: method, params: params) ?? editingResponse(to: method, params: params)
        }
    }

    /// Locations in any workspace file, each converted with its own file's line index.
    func locations(_ found: [SourceLocation]) -> [Location] {
        found.compactMap { location in
            guard let file = workspace.files[location.path] else { return nil }
            return Location(uri: uri(for: location.path), range: PositionConverter(file, encoding: encoding).range(location.range))
        }
    }

    func definition(_ params: TextDocumentPositionParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        let offset = PositionConverter(file, encoding: encoding).offset(params.position)
        let found = Navigation.definition(at: offset, path: file.path, in: workspace)
        return found.isEmpty ? .null : try JSONValue(encoding: locations(found))
    }

    func references(_ params: ReferenceParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        let offset = PositionConverter(file, encoding: encoding).offset(params.position)
        let found = Navigation.references(at: offset, path: file.path, in: workspace,
                                          includeDeclaration: params.context?.includeDeclaration ?? true)
        return try JSONValue(encoding: locations(found))
    }

    func prepareRename(_ params: TextDocumentPositionParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        guard let prepared = Rename.prepare(at: converter.offset(params.position), path: file.path, in: workspace) else { return .null }
        return try JSONValue(encoding: PrepareRenameResult(range: converter.range(prepared.range), placeholder: prepared.placeholder))
    }

    /// The rename as a workspace edit: `documentChanges` when the client takes them (file renames need
    /// them), else `changes`. A refused name is -32602 with the reason; a rename the client cannot apply
    /// (a file to move) is -32803.
    func rename(_ params: RenameParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        let offset = PositionConverter(file, encoding: encoding).offset(params.position)
        guard let result = Rename.plan(at: offset, path: file.path, newName: params.newName, in: workspace,
                                       canRenameFiles: client.renamesFiles) else { return .null }
        let plan: RenamePlan
        switch result {
        case .success(let success): plan = success
        case .failure(let failure):
            let code = failure.reason == .invalidName ? ResponseError.invalidParams : ResponseError.requestFailed
            throw ResponseError(code: code, message: failure.message)
        }
        var edits: [(uri: String, version: Int?, edits: [LSPTextEdit])] = []
        for path in plan.edits.keys.sorted() {
            guard let target = workspace.files[path], let changes = plan.edits[path] else { continue }
            let converter = PositionConverter(target, encoding: encoding)
            edits.append((uri(for: path), documents.document(at: path)?.version,
                          changes.map { LSPTextEdit(range: converter.range($0.range), newText: String(decoding: $0.replacement, as: UTF8.self)) }))
        }
        guard client.documentChanges else {
            return try JSONValue(encoding: WorkspaceEdit(changes: Dictionary(edits.map { ($0.uri, $0.edits) }) { first, _ in first }))
        }
        var changes = edits.map { DocumentChange.edit(TextDocumentEdit(textDocument: .init(uri: $0.uri, version: $0.version), edits: $0.edits)) }
        changes += plan.fileRenames.map { .rename(RenameFile(oldUri: uri(for: $0.from), newUri: FileURI.uri($0.to))) }
        return try JSONValue(encoding: DocumentChangesEdit(documentChanges: changes))
    }

    func documentSymbols(_ params: DocumentParams) throws -> JSONValue {
        let file = try file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        let symbols = Symbols.document(file)
        if client.hierarchicalSymbols {
            // Deeper than `maximumSymbolDepth`, a symbol's descendants are its children, in source order: the
            // outline keeps every element and the answer stays within JSON's nesting limit.
            func converted(_ symbol: DocumentSymbol, depth: Int) -> LSPDocumentSymbol {
                let children = depth < Self.maximumSymbolDepth
                    ? symbol.children.map { converted($0, depth: depth + 1) }
                    : Self.flattened(symbol.children).map { leaf in
                        LSPDocumentSymbol(name: leaf.name, kind: leaf.kind.lspKind, range: converter.range(leaf.range),
                                          selectionRange: converter.range(leaf.selectionRange), children: [])
                    }
                return LSPDocumentSymbol(name: symbol.name, kind: symbol.kind.lspKind, range: converter.range(symbol.range),
                                         selectionRange: converter.range(symbol.selectionRange), children: children)
            }
            return try JSONValue(encoding: symbols.map { converted($0, depth: 1) })
        }
        // Flat, for older clients: each element with the name of the one holding it.
        var flat: [SymbolInformation] = []
        var pending = symbols.reversed().map { ($0, String?.none) }
        while let (symbol, container) = pending.popLast() {
            flat.append(SymbolInformation(name: symbol.name, kind: symbol.kind.lspKind,
                                          location: Location(uri: uri(for: file.path), range: converter.range(symbol.range)),
                                          containerName: container))
            pending += symbol.children.reversed().map { ($0, symbol.name) }
        }
        return try JSONValue(encoding: flat)
    }

    /// Characters of a `workspace/symbol` query that are matched.
    static let maximumQueryLength = 256

    /// Levels of a hierarchical outline; deeper elements hang flat under the last level (JSON nests 2 per level).
    static let maximumSymbolDepth = 100

    /// Every symbol under `symbols`, depth first, in source order, without walking by recursion.
    static func flattened(_ symbols: [DocumentSymbol]) -> [DocumentSymbol] {
        var result: [DocumentSymbol] = []
        var pending = Array(symbols.reversed())
        while let next = pending.popLast() {
            result.append(next)
            pending += next.children.reversed()
        }
        return result
    }

    func workspaceSymbols(_ params: WorkspaceSymbolParams) throws -> JSONValue {
        // A name is short: matching work grows with the query, so a longer one is cut first (no symbol has such a name).
        // Every folder's symbols.
        var converted: [SymbolInformation] = []
        inEachFolder {
            let symbols = Symbols.workspace(matching: String(params.query.prefix(Self.maximumQueryLength)), in: workspace)
            converted += symbols.compactMap { symbol -> SymbolInformation? in
                guard let location = locations([symbol.location]).first else { return nil }
                return SymbolInformation(name: symbol.name, kind: symbol.kind.lspKind, location: location,
                                         containerName: symbol.containerName)
            }
        }
        return try JSONValue(encoding: converted)
    }
}

extension SymbolKind {
    /// LSP's `SymbolKind`.
    var lspKind: Int {
        switch self {
        case .screen: return 5  // Class
        case .component: return 23  // Struct
        case .element: return 19  // Object
        case .id: return 13  // Variable
        }
    }
}
