/// `textDocument/selectionRange`: for each position, the chain of ranges that
/// hold it, innermost first.
import ViewIDE

extension RequestRoute {
    static let selectionRange = RequestRoute("textDocument/selectionRange", LanguageServer.selectionRanges, indexWait: .untilDocumentRead) { capabilities, _ in
        capabilities.selectionRangeProvider = true
    }
}

extension LanguageServer {
    /// One chain per position, in the order asked.
    /// Ranges in one selection-range chain (one JSON level each).
    static let maximumSelectionDepth = 200

    func selectionRanges(_ params: SelectionRangeParams, in folder: FolderSnapshot) throws -> JSONValue {
        let file = try folder.file(params.textDocument.uri)
        let converter = PositionConverter(file, encoding: encoding)
        let chains = params.positions.map { position -> LSPSelectionRange in
            var ranges = SelectionRanges.ranges(at: converter.offset(position), in: file)
            // Innermost first: past `maximumSelectionDepth`, the middle is left out and the outermost kept,
            // so every range still holds the one before it and JSON's nesting limit is never reached.
            if ranges.count > Self.maximumSelectionDepth {
                ranges = Array(ranges.prefix(Self.maximumSelectionDepth - 1)) + [ranges[ranges.count - 1]]
            }
            var chain: LSPSelectionRange?
            for range in ranges.reversed() { chain = LSPSelectionRange(range: converter.range(range), parent: chain) }
            return chain ?? LSPSelectionRange(range: converter.range(0..<0), parent: nil)
        }
        return try JSONValue(encoding: chains)
    }
}
