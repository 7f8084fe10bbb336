/// What the client said it can do in `initialize`, as far as the server
/// changes its behaviour.
struct ClientFeatures {
    /// Pulls diagnostics with `textDocument/diagnostic`; then nothing is pushed.
    var pullsDiagnostics = false
    var refreshesDiagnostics = false
    var answersConfiguration = false
    var watchesFilesDynamically = false
    var showsProgress = false
    /// Hover in Markdown (the default when the client does not say).
    var markdownHover = true
    var markdownCompletion = false
    var snippets = false
    /// Workspace edits may be `documentChanges`; with `renamesFiles`, holding file renames.
    var documentChanges = false
    var renamesFiles = false
    var hierarchicalSymbols = false
    var preparesRename = false

    init() {}

    init(_ capabilities: ClientCapabilities?) {
        let completionItem = capabilities?.textDocument?.completion?.completionItem
        markdownHover = capabilities?.textDocument?.hover?.contentFormat?.contains("markdown") ?? true
        markdownCompletion = completionItem?.documentationFormat?.contains("markdown") ?? false
        snippets = completionItem?.snippetSupport ?? false
        pullsDiagnostics = capabilities?.textDocument?.diagnostic != nil
        refreshesDiagnostics = capabilities?.workspace?.diagnostics?.refreshSupport ?? false
        answersConfiguration = capabilities?.workspace?.configuration ?? false
        watchesFilesDynamically = capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration ?? false
        showsProgress = capabilities?.window?.workDoneProgress ?? false
        // File renames exist only in `documentChanges`, so a client that lists the `rename` resource
        // operation takes them even when it does not say `documentChanges` (Neovim 0.7).
        renamesFiles = capabilities?.workspace?.workspaceEdit?.resourceOperations?.contains("rename") ?? false
        documentChanges = (capabilities?.workspace?.workspaceEdit?.documentChanges ?? false) || renamesFiles
        hierarchicalSymbols = capabilities?.textDocument?.documentSymbol?.hierarchicalDocumentSymbolSupport ?? false
        preparesRename = capabilities?.textDocument?.rename?.prepareSupport ?? false
    }
}
