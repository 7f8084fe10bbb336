/// The language server's module: JSON-RPC over stdio, LSP types, open
/// documents, scheduling. The only module that knows JSON-RPC.
public enum ViewServer {
    /// The name the server gives in `initialize` and in diagnostics' `source`.
    public static let name = "viewls"
    /// The version `initialize` reports.
    public static let version = "0.1.0"
}
