/// `textDocument/documentSymbol`: the outline of a file, hierarchical for
/// clients that take it, else flat with container names.
import ViewIDE

extension RequestRoute {
    static let documentSymbol = RequestRoute("textDocument/documentSymbol", LanguageServer.documentSymbols, indexWait: .untilDocumentRead) { capabilities, _ in
        capabilities.documentSymbolProvider = true
    }
}

extension LanguageServer {
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

    func documentSymbols(_ params: DocumentParams, in folder: FolderSnapshot) throws -> JSONValue {
        let file = try folder.file(params.textDocument.uri)
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
}
