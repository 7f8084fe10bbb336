/// ViewIDE: editor features computed from the semantic model as plain data on
/// byte offsets: formatting, hover, completion and code actions (navigation
/// later). Nothing here knows JSON-RPC or LSP types; `ViewServer` converts.
